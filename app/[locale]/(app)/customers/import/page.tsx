import { Suspense } from "react";
import { PlayersImportScreen } from "@/components/customers/PlayersImportScreen";

export default function CustomersImportPage() {
  return (
    <Suspense>
      <PlayersImportScreen />
    </Suspense>
  );
}

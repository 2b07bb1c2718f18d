import { Suspense } from "react";
import { PlayersImport } from "@/components/customers/PlayersImport";

export default function CustomersImportPage() {
  return (
    <Suspense>
      <PlayersImport />
    </Suspense>
  );
}

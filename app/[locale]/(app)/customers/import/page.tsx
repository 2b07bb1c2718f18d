import { Suspense } from "react";
import { PlayersImportScreen } from "@/components/customers/PlayersImportScreen";
import { withMessages } from "@/i18n/PageMessages";

function CustomersImportPage() {
  return (
    <Suspense>
      <PlayersImportScreen />
    </Suspense>
  );
}

export default withMessages(CustomersImportPage, ["common", "customers"]);

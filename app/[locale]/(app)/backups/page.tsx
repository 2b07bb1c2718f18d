import { BackupsScreen } from "@/components/backups/BackupsScreen";
import { withMessages } from "@/i18n/PageMessages";

function BackupsPage() {
  return <BackupsScreen />;
}

export default withMessages(BackupsPage, ["backups"]);

import { BackupsScreen } from "@/components/backups/BackupsScreen";

export default function BackupsPage() {
  return <BackupsScreen />;
}

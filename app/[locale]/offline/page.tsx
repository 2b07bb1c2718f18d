import { OfflineNotice } from "@/components/shell/OfflineNotice";

export default function OfflinePage() {
  return <OfflineNotice />;
}

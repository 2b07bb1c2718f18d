import { getTranslations } from "next-intl/server";
import { OfflineNotice } from "@/components/shell/OfflineNotice";

export default async function OfflinePage() {
  const t = await getTranslations("shell");
  return <OfflineNotice text={{ offline: t("offline"), retry: t("retry") }} />;
}

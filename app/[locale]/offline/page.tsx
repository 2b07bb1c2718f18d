import { getTranslations } from "next-intl/server";
import type { OfflineCopiesText } from "@/components/plain/OfflineCopies";
import type { OfflineSignOutText } from "@/components/plain/OfflineSignOut";
import { OfflineNotice } from "@/components/shell/OfflineNotice";

export default async function OfflinePage() {
  const t = await getTranslations("shell");
  return (
    <OfflineNotice
      text={{ offline: t("offline"), retry: t("retry") }}
      // Raw: the placeholders are filled in the browser, from what this device holds.
      copiesText={t.raw("offlineCopies") as OfflineCopiesText}
      signOutText={{
        logout: t("logout"),
        question: t.raw("logoutQuestion") as OfflineSignOutText["question"],
      }}
    />
  );
}

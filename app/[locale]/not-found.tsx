import { getTranslations } from "next-intl/server";
import { PlainNotAvailable } from "@/components/plain/PlainNotAvailable";

/** Unknown addresses (status 404). Plain HTML: it is part of every page's first load. */
export default async function NotFound() {
  const t = await getTranslations("common");
  return <PlainNotAvailable title={t("notAvailableTitle")} text={t("notAvailableText")} home={t("home")} />;
}

import { defineRouting } from "next-intl/routing";
import { DEFAULT_LOCALE, LOCALES } from "@/lib/i18n/locales";

// The URL never carries the locale (SPEC.md routes are exact): it comes from the
// NEXT_LOCALE cookie, else the browser's Accept-Language, else Italian.
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: "never",
});

import { z } from "zod";
import type { ApiTranslator } from "@/lib/i18n/server-translator";
import type { Locale } from "@/lib/i18n/locales";

const zodLocales: Record<Locale, () => { localeError: z.core.$ZodErrorMap }> = {
  it: z.locales.it,
  en: z.locales.en,
};

/** Largest value of a PostgreSQL integer (serial) column. */
export const MAX_DB_ID = 2_147_483_647;

/**
 * A row id from a path, query or body: a positive integer that fits the database's integer
 * columns, so that an out-of-range id is a 400 rather than a database error. Only a JSON integer
 * or a string of digits is an id: no coercion of true, "1e3", " 1" or [1].
 */
export const dbIdSchema = z
  .union([z.number(), z.string().regex(/^\d{1,10}$/)])
  .transform(Number)
  .pipe(z.number().int().positive().max(MAX_DB_ID));

export function zodErrorMap(locale: Locale): z.core.$ZodErrorMap {
  return zodLocales[locale]().localeError;
}

/**
 * One readable line per issue. A schema's own message is a key of the "validation"
 * namespace (shared with the client); anything else is zod's localized text prefixed
 * with the field's label.
 */
export function describeZodIssues(error: z.ZodError, t: ApiTranslator): string[] {
  const lines = error.issues.map((issue) => {
    const ownKey = `validation.${issue.message}`;
    const own = t(ownKey);
    if (own !== ownKey) return own;
    const fieldPath = issue.path.filter((part) => typeof part === "string");
    const field = fieldPath.length ? fieldPath[fieldPath.length - 1]! : "";
    if (!field) return issue.message;
    const labelKey = `fields.${field}`;
    const label = t(labelKey) === labelKey ? field : t(labelKey);
    return t("validation.fieldInvalid", { field: label, message: issue.message });
  });
  return [...new Set(lines)];
}

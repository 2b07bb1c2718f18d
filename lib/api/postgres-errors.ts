// The PostgreSQL errors the API answers as the caller's fault (lib/api/handler.ts, lib/api/xlsx.ts).

/** SQLSTATEs of class 22 (data exception) that only a value sent by the caller can cause. */
const INVALID_VALUE_CODES = new Set([
  "22001", // string_data_right_truncation
  "22003", // numeric_value_out_of_range
  "22007", // invalid_datetime_format
  "22008", // datetime_field_overflow
  "22021", // character_not_in_repertoire (a NUL character in text)
  "22P02", // invalid_text_representation
  "22P05", // untranslatable_character
]);

// drizzle wraps driver errors; the SQLSTATE sits on the error or its cause.
export function postgresErrorCode(error: unknown): string | undefined {
  const code = postgresErrorField(error, "code");
  return code && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

export function postgresErrorField(error: unknown, field: "code" | "constraint"): string | undefined {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    const value = (current as Record<string, unknown>)[field];
    if (typeof value === "string") return value;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A value PostgreSQL cannot store or compare (a NUL character, a number out of range). */
export function isInvalidValueError(error: unknown): boolean {
  const code = postgresErrorCode(error);
  return code !== undefined && INVALID_VALUE_CODES.has(code);
}

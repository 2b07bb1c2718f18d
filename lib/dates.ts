import { z } from "zod";
import { LOCAL_TIMESTAMP, isValidCalendarDate } from "./local-timestamps";

// The plain functions live in ./local-timestamps (no zod, for the browser); this module adds the
// schema and keeps every existing import working.
export * from "./local-timestamps";

/**
 * Accepts "YYYY-MM-DD" or a local timestamp and yields the calendar day "YYYY-MM-DD";
 * empty becomes null.
 */
export const apiDateSchema = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null || value.trim() === "") return null;
    const match = value.trim().match(LOCAL_TIMESTAMP);
    if (!match || !isValidCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]))) {
      ctx.addIssue({ code: "custom", message: "invalidDate" });
      return z.NEVER;
    }
    return `${match[1]}-${match[2]}-${match[3]}`;
  });

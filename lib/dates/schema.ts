import { z } from "zod";
import { LOCAL_TIMESTAMP } from "./local-timestamps";
import { calendarDay } from "./day";

/**
 * A day of API input: "YYYY-MM-DD" or a local timestamp, yielding the calendar day "YYYY-MM-DD"
 * (a day that does not exist, 2026-02-30, is "invalidDate"); empty becomes null.
 */
export const apiDateSchema = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null || value.trim() === "") return null;
    const match = value.trim().match(LOCAL_TIMESTAMP);
    const day = match ? calendarDay(Number(match[1]), Number(match[2]), Number(match[3])) : null;
    if (!day) {
      ctx.addIssue({ code: "custom", message: "invalidDate" });
      return z.NEVER;
    }
    return day;
  });

/** A required day of API input, as `apiDateSchema`; `key` names the message when it is missing. */
export const requiredDateSchema = (key: string) =>
  apiDateSchema.transform((value, ctx) => {
    if (value === null) {
      ctx.addIssue({ code: "custom", message: key });
      return z.NEVER;
    }
    return value;
  });

import { z } from "zod";

/**
 * Money in the API (shared by every area). In: a JSON number or a decimal string, at most 10
 * integer digits (numeric(12,2) columns) and 2 decimals. Out: the exact decimal string, never a
 * float, ready for a numeric column ("5" stays "5", "10.50" stays "10.50").
 *
 * - `moneySchema` / `optionalMoneySchema`: non-negative (prices, costs, commissions).
 * - `signedMoneySchema` / `optionalSignedMoneySchema`: may be negative (discounts, balances).
 * - `moneyField({ signed, whenEmpty, error })`: the same rules with another message key (a key
 *   of the "validation" namespace of messages/<locale>/api.json) or another empty behaviour.
 *
 * Empty means null, undefined, left out or a blank string.
 */

export const MONEY_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;
export const SIGNED_MONEY_PATTERN = /^-?\d{1,10}(\.\d{1,2})?$/;

type WhenEmpty = "null" | "zero" | "error";

type MoneyOptions<E extends WhenEmpty> = {
  /** Negative amounts allowed (default false). */
  signed?: boolean;
  /** What an empty value becomes: null, "0", or the error (default "null"). */
  whenEmpty?: E;
  /** Message key for a value that is not an amount (default amountInvalid / signedAmountInvalid). */
  error?: string;
};

type MoneyOutput<E extends WhenEmpty> = E extends "null" ? string | null : string;

/**
 * Numbers become their shortest decimal text (JSON 5 -> "5", 10.5 -> "10.5"); a number that is
 * not exactly representable with 2 decimals (0.1 + 0.2, 1e21) shows as more digits and is refused.
 */
function amountText(value: unknown): unknown {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "invalid";
  return typeof value === "string" ? value.trim() : value;
}

export function moneyField<E extends WhenEmpty = "null">(
  options: MoneyOptions<E> = {},
): z.ZodType<MoneyOutput<E>, unknown> {
  const signed = options.signed ?? false;
  const whenEmpty = options.whenEmpty ?? "null";
  const error = options.error ?? (signed ? "signedAmountInvalid" : "amountInvalid");
  const pattern = signed ? SIGNED_MONEY_PATTERN : MONEY_PATTERN;
  return z
    .unknown()
    .optional()
    .transform(amountText)
    .pipe(
      z
        .string({ error })
        .refine((text) => (text === "" ? whenEmpty !== "error" : pattern.test(text)), { error })
        // "-0" and "-0.00" are zero.
        .transform((text) => (/^-0+(\.0+)?$/.test(text) ? text.slice(1) : text))
        .transform((text) => (text === "" ? (whenEmpty === "zero" ? "0" : null) : text)),
    ) as unknown as z.ZodType<MoneyOutput<E>, unknown>;
}

/** Non-negative; empty becomes null. */
export const optionalMoneySchema = moneyField();
/** Non-negative; empty becomes "0". */
export const moneySchema = moneyField({ whenEmpty: "zero" });
/** Any sign; empty becomes null. */
export const optionalSignedMoneySchema = moneyField({ signed: true });
/** Any sign; empty becomes "0". */
export const signedMoneySchema = moneyField({ signed: true, whenEmpty: "zero" });

/** Pure rules of a customer's reliability (SPEC.md sections 5 and 9), shared by server and client. */

export type ReliabilityGrade = "High" | "Medium" | "Low";

/** SPEC.md section 9: reliability thresholds of 3 and 4 events involved. */
export const RELIABILITY_HIGH_FROM = 4;
export const RELIABILITY_MEDIUM_FROM = 3;

/** Alta (High) when totalEventsInvolved >= 4, Media (Medium) when >= 3, else Bassa (Low). */
export function reliabilityGrade(totalEventsInvolved: number): ReliabilityGrade {
  if (totalEventsInvolved >= RELIABILITY_HIGH_FROM) return "High";
  if (totalEventsInvolved >= RELIABILITY_MEDIUM_FROM) return "Medium";
  return "Low";
}

/**
 * A trusted ratio (0.755) as the percentage shown to the user (75.5): value x 100, rounded to two
 * decimals without binary-float noise (0.29 x 100 is 28.999999999999996 in floating point).
 */
export function trustedPercent(ratio: number): number {
  if (!Number.isFinite(ratio)) return 0;
  return Math.round(Number((ratio * 100).toPrecision(12)) * 100) / 100;
}

/** Rating stars render only for whole values 0..5 (SPEC.md section 5). */
export function isRenderableRating(rating: number | null | undefined): rating is number {
  return typeof rating === "number" && Number.isInteger(rating) && rating >= 0 && rating <= 5;
}

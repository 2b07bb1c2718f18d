"use client";
import { useTranslations } from "next-intl";
import { isRenderableRating } from "@/lib/customers/statistics";

/** Material's "Star" icon path (filled and outlined look come from fill and stroke). */
const STAR = "M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z";

/**
 * A customer's rating as 0-5 read-only stars; nothing for no rating (or a value outside 0..5).
 * Plain SVG rather than MUI's Rating: a read-only row of stars needs none of its input code, which
 * would be 3 KiB of the entries and customer lists' first load.
 */
export function RatingStars({ rating }: { rating: number | null }) {
  const t = useTranslations("customers.rating");
  if (!isRenderableRating(rating)) return null;
  return (
    <span
      role="img"
      aria-label={t("label", { value: rating })}
      data-testid="rating"
      data-value={rating}
      style={{ display: "inline-flex", verticalAlign: "middle" }}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <svg key={star} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            d={STAR}
            fill={star <= rating ? "#faaf00" : "none"}
            stroke={star <= rating ? "none" : "rgba(0, 0, 0, 0.38)"}
            strokeWidth="1.5"
          />
        </svg>
      ))}
    </span>
  );
}

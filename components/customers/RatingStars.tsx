"use client";
import { Rating } from "@mui/material";
import { useTranslations } from "next-intl";
import { isRenderableRating } from "@/lib/customers/statistics";

/** A customer's rating as 0-5 read-only stars; nothing for no rating (or a value outside 0..5). */
export function RatingStars({ rating }: { rating: number | null }) {
  const t = useTranslations("customers.rating");
  if (!isRenderableRating(rating)) return null;
  return (
    <Rating
      value={rating}
      max={5}
      readOnly
      size="small"
      getLabelText={(value) => t("label", { value })}
      data-testid="rating"
      data-value={rating}
    />
  );
}

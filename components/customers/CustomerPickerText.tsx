"use client";
import { Box, Typography } from "@mui/material";
import { useTranslations } from "next-intl";
import { fullNameLastFirst } from "@/components/profiles/format";
import type { CustomerListItem } from "@/lib/customers/schemas";
import { customerDetails } from "./customer-details";

type Detailed = Parameters<typeof customerDetails>[0];

/**
 * The line under a customer's name in the pickers: "classe 1978 · Napoli · tel. …4521 · ★ 4".
 * `rating: false` where the rating is shown as stars beside it.
 */
export function useCustomerDetailsLine(): (customer: Detailed, options?: { rating?: boolean }) => string {
  const t = useTranslations("customers.picker");
  return (customer, { rating = true } = {}) => {
    const details = customerDetails(customer);
    return [
      details.birthYear && t("born", { year: details.birthYear }),
      details.city,
      details.phoneEnd && t("phoneEnd", { digits: details.phoneEnd }),
      details.email,
      rating && details.rating !== undefined && t("rating", { value: details.rating }),
    ]
      .filter(Boolean)
      .join(" · ");
  };
}

/** A customer as an Autocomplete option: the name, and below it what tells namesakes apart. */
export function CustomerPickerText({ customer }: { customer: CustomerListItem }) {
  const line = useCustomerDetailsLine()(customer);
  return (
    <Box sx={{ minWidth: 0, flexGrow: 1 }}>
      <Typography variant="body1" noWrap>
        {fullNameLastFirst(customer)}
      </Typography>
      {line && (
        <Typography variant="body2" color="text.secondary" noWrap data-testid="customer-details">
          {line}
        </Typography>
      )}
    </Box>
  );
}

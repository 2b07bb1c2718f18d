import type { CustomerListItem } from "@/lib/customers/schemas";
import { isRenderableRating } from "@/lib/customers/statistics";

/** The phone digits a picker shows: the last four are enough to tell two people apart. */
const PHONE_END_DIGITS = 4;

export type CustomerDetails = {
  birthYear?: string;
  city?: string;
  /** The phone's last digits, "…4521" ("…" only when some digits are left out). */
  phoneEnd?: string;
  /** Only for a customer without a phone: one contact is enough and keeps the line short. */
  email?: string;
  rating?: number;
};

type Detailed = Pick<CustomerListItem, "birthDate" | "city" | "phone" | "email" | "rating">;

/**
 * What tells a customer from a namesake in a picker, in the order shown: birth year, city, the
 * phone's last digits (else the e-mail), rating. Only the fields the customer has.
 */
export function customerDetails(customer: Detailed): CustomerDetails {
  const details: CustomerDetails = {};
  const year = customer.birthDate?.slice(0, 4);
  if (year && /^\d{4}$/.test(year)) details.birthYear = year;
  const city = customer.city?.trim();
  if (city) details.city = city;
  const digits = customer.phone?.replace(/\D/g, "") ?? "";
  if (digits) {
    details.phoneEnd = digits.length > PHONE_END_DIGITS ? `…${digits.slice(-PHONE_END_DIGITS)}` : digits;
  } else if (customer.email?.trim()) details.email = customer.email.trim();
  if (isRenderableRating(customer.rating)) details.rating = customer.rating;
  return details;
}

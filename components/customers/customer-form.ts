import type { CustomerDto } from "@/lib/customers/schemas";
import { isIsoDay } from "@/lib/dates";
import type { HealthPassPerson } from "@/lib/hc1/decode-health-pass";
import { DEFAULT_PHONE_PREFIX } from "@/lib/phone-prefixes";
import { personSaveBody, type PersonFormValue } from "@/components/profiles/profile-form";

/** What the customer form edits: the person fields plus the customer's own. */
export type CustomerFormValue = PersonFormValue & {
  marketingPrivacy: boolean;
  notes: string;
  rating: number | null;
  isFake: boolean;
};

export function customerFormValue(customer: CustomerDto | null): CustomerFormValue {
  return {
    firstName: customer?.firstName ?? "",
    lastName: customer?.lastName ?? "",
    email: customer?.email ?? "",
    phonePrefix: customer?.phonePrefix ?? DEFAULT_PHONE_PREFIX,
    phone: customer?.phone ?? "",
    birthDate: customer?.birthDate?.slice(0, 10) ?? "",
    taxCode: customer?.taxCode ?? "",
    vatNumber: customer?.vatNumber ?? "",
    address: customer?.address ?? "",
    city: customer?.city ?? "",
    zipCode: customer?.zipCode ?? "",
    stateProvince: customer?.stateProvince ?? "",
    country: customer?.country ?? "",
    privacy: customer?.privacy ?? false,
    marketingPrivacy: customer?.marketingPrivacy ?? false,
    notes: customer?.notes ?? "",
    rating: customer?.rating ?? null,
    isFake: customer?.isFake ?? false,
  };
}

/** The body of POST /api/customers. */
export function customerSaveBody(id: number | null, value: CustomerFormValue) {
  const { marketingPrivacy, notes, rating, isFake, ...person } = value;
  return { id, ...personSaveBody(person), marketingPrivacy, notes, rating, isFake };
}

/**
 * The form after reading a health pass (GP): first name = gn, last name = fn, birth date = dob.
 * What the certificate leaves out (a missing name, a partial birth date such as "1975") keeps the
 * value already typed.
 */
export function applyHealthPass(value: CustomerFormValue, person: HealthPassPerson): CustomerFormValue {
  return {
    ...value,
    firstName: person.firstName ?? value.firstName,
    lastName: person.lastName ?? value.lastName,
    birthDate: isIsoDay(person.birthDate) ? person.birthDate : value.birthDate,
  };
}

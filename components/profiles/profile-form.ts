import type { ProfileDto } from "@/lib/profiles/schemas";
import { DEFAULT_PHONE_PREFIX } from "@/lib/phone-prefixes";

/** What the profile form edits; text fields as strings, sent as the API's save body. */
export type PersonFormValue = {
  firstName: string;
  lastName: string;
  email: string;
  phonePrefix: string;
  phone: string;
  birthDate: string; // YYYY-MM-DD or ""
  taxCode: string;
  vatNumber: string;
  address: string;
  city: string;
  zipCode: string;
  stateProvince: string;
  country: string;
  privacy: boolean;
};

export type AccountFormValue = {
  username: string;
  password: string;
  confirmPassword: string;
  isDisabled: boolean;
  roleId: number | "";
};

export type ProfileFormValue = PersonFormValue & { type: "User" | "Master"; account: AccountFormValue };

export function personFormValue(profile: ProfileDto | null): PersonFormValue {
  return {
    firstName: profile?.firstName ?? "",
    lastName: profile?.lastName ?? "",
    email: profile?.email ?? "",
    phonePrefix: profile?.phonePrefix ?? DEFAULT_PHONE_PREFIX,
    phone: profile?.phone ?? "",
    birthDate: profile?.birthDate?.slice(0, 10) ?? "",
    taxCode: profile?.taxCode ?? "",
    vatNumber: profile?.vatNumber ?? "",
    address: profile?.address ?? "",
    city: profile?.city ?? "",
    zipCode: profile?.zipCode ?? "",
    stateProvince: profile?.stateProvince ?? "",
    country: profile?.country ?? "",
    privacy: profile?.privacy ?? false,
  };
}

export function profileFormValue(profile: ProfileDto | null): ProfileFormValue {
  return {
    ...personFormValue(profile),
    type: profile?.type === "Master" ? "Master" : "User",
    account: {
      username: profile?.account?.username ?? "",
      password: "",
      confirmPassword: "",
      isDisabled: profile?.account?.isDisabled ?? false,
      roleId: profile?.account?.role?.id ?? "",
    },
  };
}

export function personSaveBody(value: PersonFormValue) {
  return { ...value, birthDate: value.birthDate ? `${value.birthDate}T00:00:00` : null };
}

export function profileSaveBody(id: number | null, value: ProfileFormValue) {
  const { account, ...person } = value;
  return {
    id,
    ...personSaveBody(person),
    account: {
      username: account.username,
      password: account.password || null,
      confirmPassword: account.confirmPassword || null,
      isDisabled: account.isDisabled,
      role: account.roleId === "" ? null : { id: account.roleId },
    },
  };
}

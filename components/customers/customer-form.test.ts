import { describe, expect, it } from "vitest";
import type { CustomerDto } from "@/lib/customers/schemas";
import { decodeHealthPass } from "@/lib/hc1/decode-health-pass";
import { buildTestHealthPass } from "@/lib/hc1/test-certificate";
import { applyHealthPass, customerFormValue, customerSaveBody } from "./customer-form";

const customer: CustomerDto = {
  id: 7,
  firstName: "Mario",
  lastName: "Bianchi",
  email: "mario@example.it",
  phone: "333 1234567",
  phonePrefix: "+41",
  city: "Lugano",
  country: "Svizzera",
  zipCode: "6900",
  stateProvince: "TI",
  address: "Via Nassa 1",
  birthDate: "1970-04-05T00:00:00",
  taxCode: null,
  vatNumber: null,
  privacy: true,
  marketingPrivacy: true,
  notes: "Tavolo finale 2024",
  rating: 0,
  isFake: false,
  qrCode: "0b9f3a5e-6a43-4b9e-9d8a-7d7b1c2f3e4a",
  statistics: {
    paidReservations: 0,
    totalReservations: 0,
    averageBooking: "0.00",
    totalBuyEntries: 0,
    totalEventsPlayed: 0,
    averageEntries: 0,
    totalEventsInvolved: 0,
    trustedAverageBooking: 0,
    trustedAverageEntries: 0,
    trustedAverageEntriesOnBooking: 0,
    reliability: "Low",
  },
};

describe("customerFormValue", () => {
  it("starts a new customer empty, Italian prefix, no rating", () => {
    expect(customerFormValue(null)).toMatchObject({
      firstName: "",
      lastName: "",
      phonePrefix: "+39",
      birthDate: "",
      rating: null,
      isFake: false,
      marketingPrivacy: false,
      notes: "",
    });
  });

  it("loads a saved customer, keeping a rating of 0 apart from no rating", () => {
    const form = customerFormValue(customer);
    expect(form).toMatchObject({
      firstName: "Mario",
      birthDate: "1970-04-05",
      rating: 0,
      phonePrefix: "+41",
    });
    expect(customerFormValue({ ...customer, rating: null }).rating).toBeNull();
  });
});

describe("customerSaveBody", () => {
  it("sends the id, the birth date as a local timestamp and the customer's own fields", () => {
    const body = customerSaveBody(7, { ...customerFormValue(customer), rating: 4, isFake: true });
    expect(body).toMatchObject({
      id: 7,
      lastName: "Bianchi",
      birthDate: "1970-04-05T00:00:00",
      rating: 4,
      isFake: true,
      notes: "Tavolo finale 2024",
      marketingPrivacy: true,
    });
    expect(customerSaveBody(null, customerFormValue(null))).toMatchObject({ id: null, birthDate: null });
  });
});

describe("applyHealthPass", () => {
  const typed = {
    ...customerFormValue(null),
    firstName: "Typed",
    lastName: "Typed",
    birthDate: "2000-01-01",
  };

  it("fills first name (gn), last name (fn) and birth date (dob) from a scanned certificate", () => {
    const person = decodeHealthPass(
      buildTestHealthPass({ fn: "Ferrari", fnt: "FERRARI", gn: "Lucia", gnt: "LUCIA", dob: "1988-10-31" }),
    );
    expect(applyHealthPass(typed, person)).toEqual({
      ...typed,
      firstName: "Lucia",
      lastName: "Ferrari",
      birthDate: "1988-10-31",
    });
  });

  it("keeps what the certificate leaves out", () => {
    expect(applyHealthPass(typed, { firstName: null, lastName: "Ferrari", birthDate: "1988" })).toEqual({
      ...typed,
      lastName: "Ferrari",
    });
    expect(applyHealthPass(typed, { firstName: "Lucia", lastName: null, birthDate: null })).toEqual({
      ...typed,
      firstName: "Lucia",
    });
  });

  it("leaves every other field alone", () => {
    const form = customerFormValue(customer);
    const next = applyHealthPass(form, { firstName: "Lucia", lastName: "Ferrari", birthDate: "1988-10-31" });
    const { firstName: _f, lastName: _l, birthDate: _b, ...rest } = next;
    const { firstName: _f2, lastName: _l2, birthDate: _b2, ...restBefore } = form;
    expect(rest).toEqual(restBefore);
  });
});

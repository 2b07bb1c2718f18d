import { describe, expect, it } from "vitest";
import { customerDetails } from "./customer-details";

const none = { birthDate: null, city: null, phone: null, email: null, rating: null };

describe("customerDetails", () => {
  it("takes birth year, city, the phone's last four digits and the rating", () => {
    expect(
      customerDetails({
        birthDate: "1978-03-14T00:00:00",
        city: " Napoli ",
        phone: "333 100 4521",
        email: "g.esposito@example.it",
        rating: 4,
      }),
    ).toEqual({ birthYear: "1978", city: "Napoli", phoneEnd: "…4521", rating: 4 });
  });

  it("shows the e-mail when there is no phone", () => {
    expect(customerDetails({ ...none, email: "anna@example.it" })).toEqual({ email: "anna@example.it" });
  });

  it("keeps a short phone whole", () => {
    expect(customerDetails({ ...none, phone: "12 3" })).toEqual({ phoneEnd: "123" });
  });

  it("keeps a rating of 0 and leaves out what is missing", () => {
    expect(customerDetails({ ...none, rating: 0 })).toEqual({ rating: 0 });
    expect(customerDetails({ ...none, city: "  ", phone: "", email: "" })).toEqual({});
  });
});

import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { formatEuro } from "@/lib/client/format";
import en from "@/messages/en/reservations.json";
import it_ from "@/messages/it/reservations.json";

/** A night's price in the reservation editor's availability panel names its tax. */
describe("a night's price", () => {
  const nightPrice = (locale: "it" | "en") =>
    createTranslator({
      locale,
      messages: { reservations: locale === "it" ? it_ : en },
      namespace: "reservations.availability",
    })("nightPrice", { price: formatEuro("130.00", locale), tax: formatEuro("2.50", locale) });

  it("reads as the price plus the tourist tax, in Italian", () => {
    expect(nightPrice("it")).toBe("130,00\u00a0€ + 2,50\u00a0€ tassa di soggiorno");
  });

  it("and in English", () => {
    expect(nightPrice("en")).toBe("€130.00 + €2.50 tourist tax");
  });
});

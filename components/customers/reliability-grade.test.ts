import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { RELIABILITY_HIGH_FROM, RELIABILITY_MEDIUM_FROM, reliabilityGrade } from "@/lib/customers/statistics";
import en from "@/messages/en/customers.json";
import it_ from "@/messages/it/customers.json";

/**
 * The grade on the customer's statistics says what it counts (the events involved), so "bassa"
 * beside a 100 % booking reliability reads as too few events.
 */
const translator = (locale: "it" | "en") =>
  createTranslator({
    locale,
    messages: { customers: locale === "it" ? it_ : en },
    namespace: "customers.statistics",
  });
const grade = (locale: "it" | "en", events: number) =>
  translator(locale)(`grades.${reliabilityGrade(events)}`, { count: events });

describe("the reliability grade's label", () => {
  it("names the grade with the events it counts, in Italian", () => {
    expect(grade("it", 0)).toBe("Affidabilità bassa (0 eventi)");
    expect(grade("it", 1)).toBe("Affidabilità bassa (1 evento)");
    expect(grade("it", 3)).toBe("Affidabilità media (3 eventi)");
    expect(grade("it", 7)).toBe("Affidabilità alta (7 eventi)");
  });

  it("and in English", () => {
    expect(grade("en", 1)).toBe("Low reliability (1 event)");
    expect(grade("en", 4)).toBe("High reliability (4 events)");
  });

  it("explains the thresholds the grade uses", () => {
    expect(
      translator("it")("reliabilityHint", { medium: RELIABILITY_MEDIUM_FROM, high: RELIABILITY_HIGH_FROM }),
    ).toBe("L'affidabilità conta gli eventi coinvolti: media da 3, alta da 4.");
  });
});

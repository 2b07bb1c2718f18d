import { describe, expect, it } from "vitest";
import { normalizeApiPath } from "@/lib/api/route-words";

// SPEC.md writes the period pricing calls in mixed case; the proxy maps them to the route folders.
describe("period pricing and event paths", () => {
  it("maps the mixed-case paths of SPEC.md to the lower-case routes", () => {
    expect(normalizeApiPath("/api/PeriodPricings")).toBe("/api/periodpricings");
    expect(normalizeApiPath("/api/PeriodPricings/15")).toBe("/api/periodpricings/15");
    expect(normalizeApiPath("/api/periodpricings/Event/7")).toBe("/api/periodpricings/event/7");
    expect(normalizeApiPath("/api/Events/Close/3")).toBe("/api/events/close/3");
    expect(normalizeApiPath("/api/Events/Reopen/3")).toBe("/api/events/reopen/3");
    expect(normalizeApiPath("/api/Events/Locations/3")).toBe("/api/events/locations/3");
    expect(normalizeApiPath("/api/PaymentItems/List")).toBe("/api/paymentitems/list");
    expect(normalizeApiPath("/api/PaymentMethods/9")).toBe("/api/paymentmethods/9");
  });
});

import { describe, expect, it } from "vitest";
import { isPlannedScreen } from "./planned-screens";

describe("isPlannedScreen", () => {
  it("knows the event screens of the spec that are not built yet", () => {
    for (const path of [
      "events/12/kpi",
      "events/3/reservations/quote",
      "events/3/v2/accounting/movements",
      "events/9/entries",
    ]) {
      expect(isPlannedScreen(path.split("/")), path).toBe(true);
    }
  });

  it("anything else is unknown", () => {
    for (const path of [
      "nonexistent",
      "events/abc/kpi",
      "events/12/unknown",
      "customers/x/kpi",
      "events/12",
    ]) {
      expect(isPlannedScreen(path.split("/")), path).toBe(false);
    }
  });
});

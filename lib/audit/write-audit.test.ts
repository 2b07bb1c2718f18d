import { describe, expect, it } from "vitest";
import { diffForAudit } from "./write-audit";

describe("audit differences", () => {
  it("lists only changed fields and masks secrets", () => {
    expect(
      diffForAudit(
        { name: "A", city: "Roma", passwordHash: "x" },
        { name: "A", city: "Milano", passwordHash: "y", email: "a@b.it" },
      ),
    ).toEqual({
      city: { from: "Roma", to: "Milano" },
      passwordHash: { from: "***", to: "***" },
      email: { from: null, to: "a@b.it" },
    });
  });
  it("records a creation and a deletion", () => {
    expect(diffForAudit(null, { name: "A" })).toEqual({ name: { from: null, to: "A" } });
    expect(diffForAudit({ name: "A" }, null)).toEqual({ name: { from: "A", to: null } });
  });
});

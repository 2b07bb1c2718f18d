import { describe, expect, it } from "vitest";
import { logoutAsks, logoutLines, logoutLossOf } from "./logout-question";

describe("logoutLossOf", () => {
  it("counts the waiting saves and the drafts that are not their pages' nor the asking page's", () => {
    const loss = logoutLossOf({
      waitingPages: ["/customers/create", "/events/9/reservations/edit/4?tab=guests"],
      draftKeys: [
        "7:/customers/create#form",
        "7:/events/9/reservations/edit/4#form",
        "7:/profiles/roles/create#form",
        "7:/events/create#form",
      ],
      askingPage: "/profiles/roles/create",
    });
    expect(loss).toEqual({ unsent: 2, drafts: 1, pageEdits: true });
  });

  it("finds nothing to lose on a device with neither", () => {
    expect(logoutLossOf({ waitingPages: [], draftKeys: [], askingPage: null })).toEqual({
      unsent: 0,
      drafts: 0,
      pageEdits: false,
    });
  });
});

describe("logout's one question", () => {
  it("is logout's own for waiting saves or drafts, the page's alone for its own edits", () => {
    expect(logoutAsks({ unsent: 1, drafts: 0, pageEdits: false })).toBe(true);
    expect(logoutAsks({ unsent: 0, drafts: 2, pageEdits: true })).toBe(true);
    expect(logoutAsks({ unsent: 0, drafts: 0, pageEdits: true })).toBe(false);
    expect(logoutAsks({ unsent: 0, drafts: 0, pageEdits: false })).toBe(false);
  });

  it("names everything it discards, the page's edits included", () => {
    expect(logoutLines({ unsent: 1, drafts: 0, pageEdits: false })).toEqual(["unsentOne"]);
    expect(logoutLines({ unsent: 3, drafts: 1, pageEdits: true })).toEqual([
      "unsentMany",
      "drafts",
      "pageEdits",
    ]);
  });
});

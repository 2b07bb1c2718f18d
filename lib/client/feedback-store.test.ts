import { beforeEach, describe, expect, it, vi } from "vitest";

let feedback: (typeof import("./feedback-store"))["feedback"];

beforeEach(async () => {
  vi.resetModules();
  ({ feedback } = await import("./feedback-store"));
});

describe("errors shown because a call got no answer", () => {
  it("are taken away once an answer comes; the others stay", () => {
    feedback.showErrors(["Il cliente è già presente"]);
    feedback.showNoAnswer(["Nessuna risposta dal server: il salvataggio è in attesa di rete"]);
    feedback.showNoAnswer(["Si è verificato un errore"]);
    expect(feedback.shownErrors()).toHaveLength(3);
    feedback.answered();
    expect(feedback.shownErrors()).toEqual(["Il cliente è già presente"]);
  });

  it("stay when the same words come again for another reason", () => {
    feedback.showNoAnswer(["Si è verificato un errore"]);
    // A server error with the generic words: an answer, not the network.
    feedback.showErrors(["Si è verificato un errore"]);
    feedback.answered();
    expect(feedback.shownErrors()).toEqual(["Si è verificato un errore"]);
  });

  it("closed with Ok are not taken back from a later error", () => {
    feedback.showNoAnswer(["Si è verificato un errore"]);
    feedback.clearErrors();
    feedback.showErrors(["Si è verificato un errore"]);
    feedback.answered();
    expect(feedback.shownErrors()).toEqual(["Si è verificato un errore"]);
  });
});

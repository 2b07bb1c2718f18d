import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { deferred } from "./deferred";

const Part = ({ label }: { label: string }) => createElement("b", null, label);
const Dialog = ({ open }: { open: boolean }) => createElement("dialog", { open }, "dialog");

describe("deferred", () => {
  it("renders the fallback on the server and never fetches there", () => {
    const load = vi.fn(() => Promise.resolve(Part));
    const Later = deferred(load, { when: "idle" });
    const html = renderToString(
      createElement(Later, { label: "part", fallback: createElement("i", null, "look-alike") }),
    );
    expect(html).toBe("<i>look-alike</i>");
    expect(load).not.toHaveBeenCalled();
  });

  it("renders nothing of an open dialog on the server", () => {
    const Later = deferred(() => Promise.resolve(Dialog), { when: "open" });
    expect(renderToString(createElement(Later, { open: true }))).toBe("");
  });

  it("fetches once, and again after a failed fetch", async () => {
    const load = vi
      .fn<() => Promise<typeof Part>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue(Part);
    const Later = deferred(load, { when: "idle" });
    await expect(Later.preload()).rejects.toThrow("could not be fetched");
    await Later.preload();
    await Later.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

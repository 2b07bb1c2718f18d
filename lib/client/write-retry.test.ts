import { describe, expect, it } from "vitest";
import { newIdempotencyKey, sendWithRetry, WRITE_RETRY_DELAYS_MS } from "./write-retry";

/** A fake `fetch` that plays the given outcomes in order (an Error is thrown, a number answers). */
function script(outcomes: (number | Error)[]) {
  const calls: number[] = [];
  const attempt = async () => {
    calls.push(calls.length + 1);
    const next = outcomes.shift();
    if (next === undefined) throw new Error("no more outcomes");
    if (next instanceof Error) throw next;
    return new Response(null, { status: next });
  };
  return { attempt, calls };
}

function recordingSleep() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

describe("sendWithRetry", () => {
  it("answers the first answer without waiting when it is not a 502/503/504", async () => {
    for (const status of [200, 400, 409, 422, 500]) {
      const { attempt, calls } = script([status]);
      const { waits, sleep } = recordingSleep();
      expect((await sendWithRetry(attempt, { sleep })).status).toBe(status);
      expect(calls).toHaveLength(1);
      expect(waits).toEqual([]);
    }
  });

  it("retries a network failure and a 502/503/504 with backoff 0.5/1/2 s, then answers the success", async () => {
    const { attempt, calls } = script([new TypeError("Failed to fetch"), 503, 504, 200]);
    const { waits, sleep } = recordingSleep();
    const retries: number[] = [];
    const response = await sendWithRetry(attempt, { sleep, onRetry: (n) => retries.push(n) });
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(4);
    expect(waits).toEqual([500, 1000, 2000]);
    expect(waits).toEqual([...WRITE_RETRY_DELAYS_MS]);
    expect(retries).toEqual([1, 2, 3]);
  });

  it("is bounded: after three retries the network error is thrown (the caller then runs the offline check)", async () => {
    const failure = new TypeError("Failed to fetch");
    const { attempt, calls } = script([failure, failure, failure, failure, 200]);
    const { sleep } = recordingSleep();
    await expect(sendWithRetry(attempt, { sleep })).rejects.toBe(failure);
    expect(calls).toHaveLength(4);
  });

  it("is bounded: after three retries the last 502 answer is returned", async () => {
    const { attempt, calls } = script([502, 502, 502, 502, 200]);
    const { sleep } = recordingSleep();
    expect((await sendWithRetry(attempt, { sleep })).status).toBe(502);
    expect(calls).toHaveLength(4);
  });

  it("never retries a cancellation, and a cancellation during the wait ends it", async () => {
    const abort = script([new DOMException("Aborted", "AbortError"), 200]);
    await expect(sendWithRetry(abort.attempt, { sleep: async () => {} })).rejects.toMatchObject({
      name: "AbortError",
    });
    expect(abort.calls).toHaveLength(1);

    const controller = new AbortController();
    const { attempt, calls } = script([new TypeError("Failed to fetch"), 200]);
    const pending = sendWithRetry(attempt, {
      signal: controller.signal,
      delays: [60_000],
      onRetry: () => setTimeout(() => controller.abort(), 10),
    });
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
    expect(calls).toHaveLength(1);
  });
});

describe("newIdempotencyKey", () => {
  it("makes distinct version-4 UUIDs", () => {
    const keys = Array.from({ length: 200 }, () => newIdempotencyKey());
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(keys).size).toBe(200);
  });
});

/**
 * Retries of a write whose answer was lost (docs/DECISIONS.md "Idempotency keys"). Every write
 * carries an `Idempotency-Key`: a fresh one per user action, the same one on its retries, so the
 * server runs it at most once however many times it is sent.
 */

/** Waits before each retry: three retries, after 0.5, 1 and 2 seconds. */
export const WRITE_RETRY_DELAYS_MS: readonly number[] = [500, 1000, 2000];
/** Answers of a proxy or load balancer that did not reach (or lost) the app: worth a retry. */
const RETRY_STATUSES = new Set([502, 503, 504]);

/** A random UUID (v4). `crypto.randomUUID` exists only on https or localhost; this works on http too. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException("Aborted", "AbortError"));
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new DOMException("Aborted", "AbortError"));
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/**
 * Sends `attempt` and sends it again while the network fails (fetch throws) or the answer is a
 * 502/503/504, waiting `delays` between tries. Resolves the first other answer; after the last
 * retry, resolves that 5xx answer or throws that network error. A cancellation (AbortError, or
 * `signal` aborted) ends at once.
 */
export async function sendWithRetry(
  attempt: () => Promise<Response>,
  {
    signal,
    delays = WRITE_RETRY_DELAYS_MS,
    sleep = wait,
    onRetry,
  }: {
    signal?: AbortSignal;
    delays?: readonly number[];
    sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
    /** Called before each retry (1, 2, ...), e.g. for a log. */
    onRetry?: (retry: number, reason: string) => void;
  } = {},
): Promise<Response> {
  for (let retry = 0; ; retry++) {
    let reason: string;
    try {
      const response = await attempt();
      if (!RETRY_STATUSES.has(response.status) || retry >= delays.length) return response;
      reason = `HTTP ${response.status}`;
    } catch (error) {
      if (isAbort(error) || signal?.aborted || retry >= delays.length) throw error;
      reason = error instanceof Error ? error.message : String(error);
    }
    onRetry?.(retry + 1, reason);
    await sleep(delays[retry]!, signal);
  }
}

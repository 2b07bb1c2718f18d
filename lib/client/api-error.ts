import type { Envelope } from "@/lib/api/envelope";

/**
 * What a call and a save answer, shared by the calls (api-client.ts) and the sending of saves
 * (save-once.ts): its own module, so that neither imports the other for it.
 */

/** A call that answered success false (its messages were shown unless the call was silent). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly envelope: Envelope<unknown>,
  ) {
    super(envelope.messages.join("\n") || `HTTP ${status}`);
    this.name = "ApiError";
  }
}

/** An answer that says nothing of whether a write was applied: none, or a proxy's 502/503/504. */
export const noAnswerStatus = (status: number) => status === 0 || status >= 502;

export type RequestOptions = {
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  /** Do not show the failure messages in the Attenzione modal (the caller handles them). */
  silent?: boolean;
  /** Do not show this failure (e.g. a save the user may confirm anyway); others are shown. */
  quietWhen?: (status: number, envelope: Envelope<unknown>) => boolean;
  /**
   * Sent as the Idempotency-Key header; the call is then retried with it when the network fails or
   * the answer is a 502/503/504 (lib/client/write-retry.ts). Writes get a fresh one per call.
   */
  idempotencyKey?: string;
  /** The write is kept to be sent again when it gets no answer (apiSaveOutcome): the user is told so. */
  keptWithoutAnswer?: boolean;
};

/** How a write ended: its entity, or the failure (null when it could not start or the network failed). */
export type SaveOutcome<T> = { ok: true; entity: T } | { ok: false; error: ApiError | null };

/** Sends one call and returns its envelope (api-client.ts requestEnvelope), handed to save-once.ts. */
export type SendRequest = <T>(method: string, path: string, options: RequestOptions) => Promise<Envelope<T>>;

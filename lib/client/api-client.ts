import type { Envelope } from "@/lib/api/envelope";
import type { AuthData } from "@/lib/auth/schemas";
import { apiToInstant } from "@/lib/dates";
// Only the few texts the client needs without next-intl (not all of common.json, whose country
// names would ride on every page's first load).
import itCommon from "@/messages/it/requests.json";
import enCommon from "@/messages/en/requests.json";
import { ApiError, noAnswerStatus, type RequestOptions, type SaveOutcome } from "./api-error";
import { authRemembered, clearAuth, readAuth, writeAuth } from "./auth-storage";
import { fileNameFromDisposition, saveBlob } from "./content-disposition";
import { feedback } from "./feedback-store";
import { newIdempotencyKey, sendWithRetry } from "./write-retry";
import { withRequestId } from "./request-id";

export { ApiError, noAnswerStatus, type RequestOptions, type SaveOutcome } from "./api-error";

/** `onLogout` gets the account whose sign-in the server ended (null when the stored one was unreadable). */
type Hooks = { onLogout: (accountId: number | null) => void; onOffline: () => void };
let hooks: Hooks = { onLogout: () => {}, onOffline: () => {} };
/** The auth provider registers how to log out and go offline (router navigation). */
export function registerApiHooks(next: Hooks) {
  hooks = next;
}

export function text() {
  const lang = typeof document !== "undefined" ? document.documentElement.lang : "it";
  return lang === "en" ? enCommon : itCommon;
}

let refreshing: Promise<AuthData | null> | null = null;

/** Single-flight token refresh; null when the refresh token is refused. */
function refreshAuth(auth: AuthData): Promise<AuthData | null> {
  refreshing ??= (async () => {
    try {
      const response = await fetch("/api/profiles/refreshtoken", {
        method: "POST",
        headers: { "content-type": "application/json" },
        // Remembered or not: the page-read cookies outlive the browser's session only if it is.
        body: JSON.stringify({
          accountId: auth.accountId,
          refreshToken: auth.refreshToken,
          remember: authRemembered(),
        }),
      });
      const envelope = (await response.json()) as Envelope<AuthData>;
      if (!response.ok || !envelope.success || !envelope.entity) return null;
      writeAuth(envelope.entity);
      return envelope.entity;
    } catch {
      return null;
    } finally {
      setTimeout(() => (refreshing = null), 0);
    }
  })();
  return refreshing;
}

function logout(messages: string[] = []) {
  const accountId = readAuth()?.accountId ?? null;
  clearAuth();
  feedback.showErrorsAcrossNavigation(messages);
  hooks.onLogout(accountId);
}

/** The stored token, refreshed first when expired. Null after logging out. */
async function currentToken(): Promise<string | null> {
  const auth = readAuth();
  if (!auth) return null;
  const expires = apiToInstant(auth.expires);
  if (!expires) {
    logout([text().tokenExpireInvalid]);
    return null;
  }
  if (expires.getTime() - 15_000 > Date.now()) return auth.token;
  const renewed = await refreshAuth(auth);
  if (!renewed) {
    logout();
    return null;
  }
  return renewed.token;
}

let pinging: Promise<void> | null = null;

/** Asks the server whether it answers; without an answer the app shows the offline notice. */
export function checkConnectivity(): Promise<void> {
  pinging ??= (async () => {
    try {
      const response = await fetch("/api/ping", { cache: "no-store" });
      if (response.ok) return;
    } catch {
      // fall through
    }
    hooks.onOffline();
  })().finally(() => (pinging = null));
  return pinging;
}
const connectivityLost = checkConnectivity;

function buildUrl(path: string, query?: RequestOptions["query"]) {
  const url = new URL(`/api${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") url.searchParams.set(key, String(value));
  }
  return url.toString();
}

async function send(method: string, path: string, options: RequestOptions, token: string | null) {
  const headers: Record<string, string> = { "accept-language": document.documentElement.lang || "it" };
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers["idempotency-key"] = options.idempotencyKey;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  const attempt = () =>
    fetch(buildUrl(path, options.query), { method, headers, body, signal: options.signal });
  // Only a call with a key is safe to send again: the server answers a repeat without a second write.
  return options.idempotencyKey ? sendWithRetry(attempt, { signal: options.signal }) : attempt();
}

/** Calls /api{path} and returns the envelope; failures are shown and thrown as ApiError. */
export async function requestEnvelope<T>(
  method: string,
  path: string,
  options: RequestOptions,
): Promise<Envelope<T>> {
  let token = await currentToken();
  let response: Response;
  try {
    response = await send(method, path, options, token);
    if (response.status === 401 && token) {
      // The token may have been revoked or expired in flight: one refresh, one retry.
      const auth = readAuth();
      const renewed = auth ? await refreshAuth(auth) : null;
      if (!renewed) {
        logout();
        throw new ApiError(401, {
          success: false,
          messages: [],
          entity: null,
          validationCodes: [],
          validationLevel: "Fail",
        });
      }
      token = renewed.token;
      response = await send(method, path, options, token);
    }
  } catch (error) {
    if (error instanceof ApiError || (error instanceof DOMException && error.name === "AbortError"))
      throw error;
    if (!options.silent)
      feedback.showNoAnswer([options.keptWithoutAnswer ? text().savePending : text().genericError]);
    void connectivityLost();
    throw new ApiError(0, {
      success: false,
      messages: [text().genericFailure],
      entity: null,
      validationCodes: [],
      validationLevel: "Fail",
    });
  }
  let envelope: Envelope<T>;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch (error) {
    // Cancelled while the body was still arriving (a list reloading): a cancellation, not a failure.
    if (options.signal?.aborted || (error instanceof DOMException && error.name === "AbortError"))
      throw error;
    envelope = {
      success: false,
      messages: [text().genericError],
      entity: null,
      validationCodes: [],
      validationLevel: "Fail",
    };
  }
  if (!response.ok || !envelope.success) {
    if (!options.silent && !options.quietWhen?.(response.status, envelope as Envelope<unknown>)) {
      if (!noAnswerStatus(response.status))
        feedback.showErrors(
          withRequestId(envelope.messages.length ? envelope.messages : [text().genericError], response),
        );
      // A proxy's 502/503/504 after the retries: a kept save waits (and says so), not an error.
      else if (options.keptWithoutAnswer) feedback.showNoAnswer([text().savePending]);
      else
        feedback.showNoAnswer(
          withRequestId(envelope.messages.length ? envelope.messages : [text().genericError], response),
        );
    }
    throw new ApiError(response.status, envelope as Envelope<unknown>);
  }
  return envelope;
}

export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  return (await requestEnvelope<T>(method, path, options)).entity as T;
}

/**
 * The answer of a save re-sent for this page, offered to its editor's call of that address while
 * the editor's Save runs (lib/client/resend-saves.ts): the editor takes it as its own Save's.
 */
let offered: { call: string; outcome: SaveOutcome<unknown> } | null = null;
export function offerAnswer(method: string, path: string, outcome: SaveOutcome<unknown> | null): void {
  offered = outcome && { call: `${method} ${path}`, outcome };
}

/**
 * How saves are sent and kept (lib/client/save-once.ts): fetched on the first save, outside the
 * first load, and handed the way to send a call.
 */
async function keptSave<T>(method: string, path: string, options: RequestOptions): Promise<SaveOutcome<T>> {
  const { saveOnce } = await import("./save-once");
  return saveOnce<T>(requestEnvelope, method, path, options);
}

/**
 * A write: one at a time ("Salvataggio in corso.." otherwise), a blocking modal while it runs,
 * the answer's notices shown on success. A failure is shown (unless `quietWhen` says the caller
 * handles it) and returned. A save that got no answer is kept with its Idempotency-Key and sent
 * again with it, by the next Save of the same call on the same page or once the network is back
 * (DOMAIN.md "Unreliable networks").
 */
export async function apiSaveOutcome<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<SaveOutcome<T>> {
  if (offered?.call === `${method} ${path}`) return offered.outcome as SaveOutcome<T>;
  if (feedback.isSaving()) {
    feedback.showErrors([text().savingInProgress]);
    return { ok: false, error: null };
  }
  feedback.setSaving(true);
  try {
    return await keptSave<T>(method, path, options);
  } catch {
    // The save code could not be fetched (offline before the first save of this page load).
    feedback.showErrors([text().genericError]);
    return { ok: false, error: null };
  } finally {
    feedback.setSaving(false);
  }
}

/** A write (see apiSaveOutcome). Undefined when it failed (the error is already shown). */
export async function apiSave<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<T | undefined> {
  const outcome = await apiSaveOutcome<T>(method, path, options);
  return outcome.ok ? outcome.entity : undefined;
}

/**
 * A write without the one-at-a-time lock and its modal (the taps of a stepper, saved as they come),
 * kept and sent again with its key like a save when it gets no answer.
 */
export async function apiKeptWrite<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<SaveOutcome<T>> {
  try {
    return await keptSave<T>(method, path, options);
  } catch {
    return { ok: false, error: null };
  }
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>("GET", path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>("POST", path, { ...options, body }),
  /** A write: sent with a fresh Idempotency-Key unless `options` gives one. */
  delete: <T>(path: string, options?: RequestOptions) =>
    apiRequest<T>("DELETE", path, { idempotencyKey: newIdempotencyKey(), ...options }),
};

/**
 * A file download (GET, or POST with a body, /api{path}): the token as for every call; a failure shows its messages in
 * the Attenzione modal. On success the browser saves the file under the name the server gives.
 * Resolves true when the file was handed to the browser.
 */
export async function apiDownload(
  path: string,
  options: Pick<RequestOptions, "query" | "signal" | "body"> & {
    fallbackName?: string;
    /** Shown when the file breaks off during the download (a streamed file failing half way). */
    failureMessage?: string;
    /** POST for downloads whose request is a body (e.g. a list's criteria). */
    method?: "GET" | "POST";
  } = {},
): Promise<boolean> {
  const method = options.method ?? "GET";
  let response: Response;
  try {
    const token = await currentToken();
    response = await send(method, path, options, token);
    if (response.status === 401 && token) {
      const auth = readAuth();
      const renewed = auth ? await refreshAuth(auth) : null;
      if (!renewed) {
        logout();
        return false;
      }
      response = await send(method, path, options, renewed.token);
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") return false;
    feedback.showErrors([text().genericError]);
    void connectivityLost();
    return false;
  }
  if (!response.ok) {
    let messages: string[] = [];
    try {
      messages = ((await response.json()) as Envelope<unknown>).messages;
    } catch {
      // not an envelope
    }
    feedback.showErrors(withRequestId(messages.length ? messages : [text().genericError], response));
    return false;
  }
  const fileName =
    fileNameFromDisposition(response.headers.get("content-disposition")) ??
    options.fallbackName ??
    "download";
  let file: Blob;
  try {
    file = await response.blob();
  } catch {
    // Never save the part that arrived as if it were the file.
    feedback.showErrors([options.failureMessage ?? text().genericError]);
    return false;
  }
  saveBlob(file, fileName);
  return true;
}

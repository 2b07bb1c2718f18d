import itCommon from "@/messages/it/requests.json";
import enCommon from "@/messages/en/requests.json";

/**
 * The messages of a failed answer for the Attenzione modal, with "Codice richiesta: …" after them
 * when the server failed (5xx) and named the request (X-Request-Id), so staff can quote it.
 */
export function withRequestId(messages: string[], response: Response): string[] {
  const id = response.status >= 500 ? response.headers.get("x-request-id") : null;
  if (!id) return messages;
  const lang = typeof document !== "undefined" ? document.documentElement.lang : "it";
  const label = (lang === "en" ? enCommon : itCommon).requestId;
  return [...messages, label.replace("{id}", id)];
}

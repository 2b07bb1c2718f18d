/**
 * What a failed delivery was, as a code the screens translate (CommunicationSentDto.deliveryError),
 * the mail server's own words, and whether trying again can help: a 5xx answer or refused
 * credentials are permanent, a network failure, a timeout or a 4xx answer are transient.
 */
export type MailErrorCode = "unreachable" | "timeout" | "recipientRefused" | "rejected" | "authFailed";
export type MailFailure = { code: MailErrorCode; detail: string; permanent: boolean };

type NodemailerError = {
  code?: string;
  message?: string;
  response?: string;
  responseCode?: number;
  command?: string;
  /** Which timeout ran out (CONNECTION_TIMEOUT, GREETING_TIMEOUT, SOCKET_TIMEOUT). */
  timeoutType?: string;
};

const DETAIL_MAX = 1000;

export function mapMailError(error: unknown): MailFailure {
  const e = (
    typeof error === "object" && error !== null ? error : { message: String(error) }
  ) as NodemailerError;
  const responseCode = typeof e.responseCode === "number" ? e.responseCode : null;
  const detail = (e.response?.trim() || e.message || String(error)).slice(0, DETAIL_MAX);
  // 5xx is permanent (RFC 5321), except 503 "bad sequence", which a new session may not meet.
  const permanentAnswer = responseCode !== null && responseCode >= 500 && responseCode !== 503;
  const command = e.command ?? "";
  switch (e.code) {
    case "EAUTH":
      return { code: "authFailed", detail, permanent: responseCode === null || responseCode >= 500 };
    case "ETIMEDOUT":
      return {
        code: "timeout",
        detail: e.timeoutType ? `${detail} (${e.timeoutType})` : detail,
        permanent: false,
      };
    case "EENVELOPE":
      if (command === "RCPT TO" || (responseCode !== null && command !== "MAIL FROM" && command !== "DATA"))
        return { code: "recipientRefused", detail, permanent: permanentAnswer };
      return { code: "rejected", detail, permanent: permanentAnswer };
    case "EMESSAGE":
      return { code: "rejected", detail, permanent: permanentAnswer };
    case "ECONNECTION":
    case "ESOCKET":
    case "EDNS":
    case "ETLS":
    case "EPROTOCOL":
    case "ECONNREFUSED":
    case "ECONNRESET":
      // A server that answered with a code and then closed: as its code says.
      if (responseCode !== null && responseCode >= 400)
        return { code: "rejected", detail, permanent: permanentAnswer };
      return { code: "unreachable", detail, permanent: false };
    default:
      if (responseCode !== null && responseCode >= 400)
        return { code: "rejected", detail, permanent: permanentAnswer };
      return { code: "unreachable", detail, permanent: false };
  }
}

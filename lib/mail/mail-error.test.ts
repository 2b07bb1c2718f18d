import { describe, expect, it } from "vitest";
import { mapMailError } from "./mail-error";

/** An error shaped as nodemailer's SMTP connection reports it. */
function smtpError(code: string, command: string, response?: string) {
  const error = new Error(`failed${response ? `: ${response}` : ""}`) as Error & Record<string, unknown>;
  error.code = code;
  error.command = command;
  if (response) {
    error.response = response;
    error.responseCode = Number(response.slice(0, 3));
  }
  return error;
}

describe("mapMailError", () => {
  it("a recipient refused with 5xx is permanent, with the server's words", () => {
    expect(mapMailError(smtpError("EENVELOPE", "RCPT TO", "550 5.1.1 No such user here"))).toEqual({
      code: "recipientRefused",
      detail: "550 5.1.1 No such user here",
      permanent: true,
    });
  });

  it("a recipient deferred with 4xx is transient", () => {
    expect(mapMailError(smtpError("EENVELOPE", "RCPT TO", "450 4.2.1 Mailbox busy"))).toMatchObject({
      code: "recipientRefused",
      permanent: false,
    });
  });

  it("a message refused at DATA is rejected: permanent on 5xx, transient on 4xx", () => {
    expect(mapMailError(smtpError("EMESSAGE", "DATA", "554 5.7.1 Spam"))).toEqual({
      code: "rejected",
      detail: "554 5.7.1 Spam",
      permanent: true,
    });
    expect(mapMailError(smtpError("EMESSAGE", "DATA", "451 4.3.0 Try later"))).toMatchObject({
      code: "rejected",
      permanent: false,
    });
    expect(mapMailError(smtpError("EENVELOPE", "MAIL FROM", "553 Sender refused"))).toMatchObject({
      code: "rejected",
      permanent: true,
    });
  });

  it("network failures are unreachable and transient", () => {
    for (const code of ["ECONNECTION", "ESOCKET", "ECONNREFUSED", "EDNS"]) {
      expect(mapMailError(smtpError(code, "CONN"))).toMatchObject({ code: "unreachable", permanent: false });
    }
    expect(mapMailError(smtpError("ECONNECTION", "CONN")).detail).toBe("failed");
  });

  it("timeouts are transient", () => {
    expect(mapMailError(smtpError("ETIMEDOUT", "CONN"))).toMatchObject({ code: "timeout", permanent: false });
  });

  it("refused credentials are permanent; a 4xx answer to AUTH is transient", () => {
    expect(mapMailError(smtpError("EAUTH", "AUTH PLAIN", "535 5.7.8 Bad credentials"))).toEqual({
      code: "authFailed",
      detail: "535 5.7.8 Bad credentials",
      permanent: true,
    });
    expect(mapMailError(smtpError("EAUTH", "API"))).toMatchObject({ code: "authFailed", permanent: true });
    expect(mapMailError(smtpError("EAUTH", "AUTH LOGIN", "454 4.7.0 Try later"))).toMatchObject({
      permanent: false,
    });
  });

  it("a 503 answer is not taken as permanent; anything unknown is a transient unreachable", () => {
    expect(mapMailError(smtpError("EMESSAGE", "DATA", "503 Bad sequence"))).toMatchObject({
      permanent: false,
    });
    expect(mapMailError("boom")).toEqual({ code: "unreachable", detail: "boom", permanent: false });
  });
});

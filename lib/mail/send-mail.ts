import nodemailer, { type Transporter } from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { mailConfig, type MailConfig } from "./config";

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** "<id@domain>": fixed per message, so a copy sent twice is one message to the reader. */
  messageId: string;
  headers?: Record<string, string>;
};

type SmtpTransporter = Transporter<SMTPTransport.SentMessageInfo, SMTPTransport.Options>;

// One transport per configuration (tests change SMTP_URL between servers), kept on globalThis:
// route handlers and the job workers share the process but not their bundles.
const transportsKey = Symbol.for("backoffice.mailTransports");
function transports(): Map<string, SmtpTransporter> {
  const g = globalThis as typeof globalThis & { [transportsKey]?: Map<string, SmtpTransporter> };
  return (g[transportsKey] ??= new Map());
}

function transportFor(config: MailConfig): SmtpTransporter {
  const key = `${config.url} ${config.timeoutMs}`;
  let transport = transports().get(key);
  if (!transport) {
    // Every phase is bounded: a delivery holds its message's row lock while it talks to the server.
    const options: SMTPTransport.Options & { dnsTimeout: number } = {
      url: config.url,
      connectionTimeout: config.timeoutMs,
      greetingTimeout: config.timeoutMs,
      socketTimeout: config.timeoutMs,
      dnsTimeout: config.timeoutMs,
    };
    transport = nodemailer.createTransport(options);
    transports().set(key, transport);
  }
  return transport;
}

/** Hands a message to the mail server (SMTP_URL); throws nodemailer's error when it is not accepted. */
export async function sendMail(mail: OutgoingMail): Promise<void> {
  const config = mailConfig();
  if (!config) throw new Error("SMTP_URL and MAIL_FROM must be set to send e-mail");
  await transportFor(config).sendMail({
    from: config.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    headers: mail.headers,
  });
}

/** Plain text as HTML: escaped, line breaks kept, web addresses made links. */
export function textToHtml(text: string): string {
  const escaped = text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
  const linked = escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
  return `<!doctype html><html><body><div style="font-family:sans-serif;white-space:pre-wrap">${linked}</div></body></html>`;
}

/**
 * The app's mail server (README "Configuration"): SMTP_URL (smtps://user:pass@host:465,
 * smtp://127.0.0.1:2525) and MAIL_FROM (the sender, "Festival <booking@example.com>"). Hotel
 * messages go by e-mail only when both are set; otherwise the clerk copies them (clipboard).
 */
export type MailConfig = { url: string; from: string; timeoutMs: number };

const DEFAULT_TIMEOUT_MS = 20_000;

export function mailConfig(): MailConfig | null {
  const url = process.env.SMTP_URL?.trim();
  const from = process.env.MAIL_FROM?.trim();
  if (!url || !from) return null;
  const timeout = Number(process.env.SMTP_TIMEOUT_MS);
  return { url, from, timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_TIMEOUT_MS };
}

export function mailEnabled(): boolean {
  return mailConfig() !== null;
}

/** The domain of MAIL_FROM's address (the right side of Message-IDs), "localhost" if it has none. */
export function mailFromDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  const domain = address.split("@")[1]?.trim().toLowerCase();
  return domain && /^[a-z0-9.-]+$/.test(domain) ? domain : "localhost";
}

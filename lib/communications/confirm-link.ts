import { sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import {
  confirmLink,
  confirmTokenHash,
  confirmTokenInText,
  confirmTokenMatches,
  createConfirmToken,
} from "./confirm-token";
import { confirmationRequest } from "./message";

/**
 * At the send: the confirmation link the stored message answers to. The link the message was
 * generated with is kept when this app made it for this event and hotel and no other message
 * uses it, so the text the clerk copied is the text stored. Otherwise (a client's own text, a
 * forged or reused link) the text gets a new link, in place of the old one or at its end.
 */
export async function bindConfirmLink(
  tx: Tx,
  { eventId, locationId, text }: { eventId: number; locationId: number; text: string },
): Promise<{ text: string; tokenHash: string }> {
  const given = confirmTokenInText(text);
  if (given && confirmTokenMatches(given, { eventId, locationId })) {
    const tokenHash = confirmTokenHash(given);
    const used = await tx.execute(
      sql`select 1 from communications_sent where confirm_token_hash = ${tokenHash} limit 1`,
    );
    if (used.rows.length === 0) return { text, tokenHash };
  }
  const token = createConfirmToken({ eventId, locationId });
  const link = confirmLink(token);
  const withLink = given
    ? text.replace(/\S*\/conferma\/[A-Za-z0-9_.-]+/, link)
    : `${text.trimEnd()}\n\n${confirmationRequest(link).join("\n")}`;
  return { text: withLink, tokenHash: confirmTokenHash(token) };
}

/** How "Invia" ended: recorded, not recorded because the message never left the page, or refused. */
export type SendOutcome = "sent" | "notCopied" | "notSaved";

/**
 * "Invia" of the clipboard flow. The clerk sends the hotel's mail by pasting the message, so the
 * send is recorded only once the message is on the clipboard, or once the clerk has said they
 * copied it by hand: recorded otherwise, a cancellation the hotel never received showed as sent.
 * `copy` is called before anything is awaited, so it still runs inside the tap on "Sì" (browsers
 * write to the clipboard only during a user gesture).
 */
export async function sendCopiedMessage({
  text,
  copiedByHand,
  copy,
  record,
}: {
  text: string;
  /** The clerk confirmed they copied the text themselves (the clipboard failed before). */
  copiedByHand: boolean;
  copy: (text: string) => Promise<boolean>;
  /** Records the send; false when the server did not. */
  record: () => Promise<boolean>;
}): Promise<SendOutcome> {
  if (!copiedByHand && !(await copy(text))) return "notCopied";
  return (await record()) ? "sent" : "notSaved";
}

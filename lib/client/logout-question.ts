/**
 * What the user's logout would lose on this device, so that it asks one question that says it, or
 * none (DOMAIN.md "Unreliable networks"). Pure: the header's logout and the offline page's Esci
 * read the records (lib/client/end-session.ts) and word the lines each in its own way.
 */
export type LogoutLoss = {
  /** Saves of the account waiting for the network: logout discards them, never to be sent. */
  unsent: number;
  /** Drafts of forms other than the page's own edits and the pages of the waiting saves. */
  drafts: number;
  /** The page's form holds edits neither saved nor waiting (its own question would name them). */
  pageEdits: boolean;
};

/**
 * `waitingPages`: the pages (address and query) the waiting saves were made on; their drafts are
 * the same edits as those saves. `draftKeys`: "<account>:<address>#<form>" (lib/client/drafts.ts).
 * `askingPage`: the address of the page whose form holds unsaved edits, if any.
 */
export function logoutLossOf({
  waitingPages,
  draftKeys,
  askingPage,
}: {
  waitingPages: string[];
  draftKeys: string[];
  askingPage: string | null;
}): LogoutLoss {
  const covered = new Set(waitingPages.map((page) => page.split("?")[0]!));
  if (askingPage !== null) covered.add(askingPage);
  const drafts = draftKeys.filter((key) => !covered.has(key.slice(key.indexOf(":") + 1).split("#")[0]!));
  return { unsent: waitingPages.length, drafts: drafts.length, pageEdits: askingPage !== null };
}

/**
 * Logout asks its own question when it would lose more than the page's edits; the page's edits
 * alone are the page's "Uscire senza salvare?", which can also save them. Never both.
 */
export const logoutAsks = (loss: LogoutLoss): boolean => loss.unsent > 0 || loss.drafts > 0;

export type LogoutLine = "unsentOne" | "unsentMany" | "drafts" | "pageEdits";

/** The lines of logout's question, in the order they are shown. */
export function logoutLines(loss: LogoutLoss): LogoutLine[] {
  const lines: LogoutLine[] = [];
  if (loss.unsent === 1) lines.push("unsentOne");
  if (loss.unsent > 1) lines.push("unsentMany");
  if (loss.drafts > 0) lines.push("drafts");
  if (loss.pageEdits) lines.push("pageEdits");
  return lines;
}

import type { AuthData } from "@/lib/auth/schemas";
import { forgetOfflineCopies } from "./offline-copies";
import { forgetAccountPending, listPending } from "./pending-saves";

/** The saves of this account still waiting for the network (logout asks before losing them). */
export async function unsentSaves(accountId: number): Promise<number> {
  return (await listPending(accountId)).length;
}

/**
 * Logout (issues 21 and 22): asks the server to end this sign-in, so its refresh token stops
 * working for everybody (sent with keepalive so it survives the navigation to /login; the tokens
 * are already forgotten on this device whatever the network does), and forgets what this device
 * keeps for the account: its unsent saves and the lists kept for reading offline (personal data).
 * Its drafts stay, readable only by the same account signing in again. The service worker's copies
 * of pages go too: rendered on the server for this account (issue 23), they hold its data. Loaded
 * on the first logout.
 */
export function endSignIn(auth: Pick<AuthData, "accountId" | "refreshToken">): void {
  void fetch("/api/profiles/logout", {
    method: "POST",
    keepalive: true,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ accountId: auth.accountId, refreshToken: auth.refreshToken }),
  }).catch(() => undefined);
  void forgetAccountPending(auth.accountId).catch(() => undefined);
  void forgetOfflineCopies(auth.accountId).catch(() => undefined);
  void forgetPageCopies().catch(() => undefined);
}

/** The service worker's runtime caches of pages and their RSC payloads (Serwist's defaultCache). */
const PAGE_CACHES = ["pages", "pages-rsc", "pages-rsc-prefetch", "others"];

async function forgetPageCopies(): Promise<void> {
  if (typeof caches === "undefined") return;
  await Promise.all(PAGE_CACHES.map((name) => caches.delete(name)));
}

import type { AuthData } from "@/lib/auth/schemas";
import type { Draft } from "./drafts";
import { forgetAccountRecords, readAccount } from "./local-db";
import { forgetOfflineCopies } from "./offline-copies";
import { forgetReturnPath } from "./offline-return";
import { listPending } from "./pending-saves";

/**
 * How long logout waits for this device to forget the account before it goes to /login: IndexedDB
 * answers in milliseconds, and a broken one must not keep the user signed in.
 */
export const FORGET_WITHIN_MS = 2_000;

/** `work`'s result, or `fallback` once `ms` have passed or if it failed. */
async function within<T>(ms: number, work: Promise<T>, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      work.catch(() => fallback),
      new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), ms))),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What logout's question is about: saves still waiting for the network, drafts of forms, or both.
 * The drafts of the page the user is on are left out when the page asks its own question
 * (`askedByPage`, its address): its Comtinua discards them.
 */
export type LogoutQuestion = "unsent" | "drafts" | "both";

export async function logoutQuestion(
  accountId: number,
  askedByPage: string | null,
): Promise<LogoutQuestion | null> {
  const read = Promise.all([listPending(accountId), readAccount<Draft<unknown>>("drafts", accountId)]).then(
    ([pending, drafts]) => {
      const pageOwn = askedByPage === null ? null : `${accountId}:${askedByPage}#`;
      const unsent = pending.length > 0;
      const elsewhere = drafts.some((draft) => pageOwn === null || !draft.key.startsWith(pageOwn));
      if (unsent && elsewhere) return "both" as const;
      return unsent ? ("unsent" as const) : elsewhere ? ("drafts" as const) : null;
    },
  );
  return within<LogoutQuestion | null>(FORGET_WITHIN_MS, read, null);
}

/**
 * Logout, after its question: asks the server to end this sign-in, so its refresh token stops
 * working for everybody (sent with keepalive so it survives the navigation to /login; the tokens
 * are already forgotten on this device whatever the network does), and deletes everything this
 * device keeps of the account: its drafts, its unsent saves and the lists kept for reading
 * offline (one IndexedDB transaction), the service worker's copies of pages (rendered on the
 * server for this account) and the tab's way back from /offline. Settles once done, or after
 * FORGET_WITHIN_MS, so that the caller goes to /login only then. Loaded on the first logout.
 */
export async function endSignIn(auth: Pick<AuthData, "accountId" | "refreshToken">): Promise<void> {
  const ended = fetch("/api/profiles/logout", {
    method: "POST",
    keepalive: true,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ accountId: auth.accountId, refreshToken: auth.refreshToken }),
  }).catch(() => undefined);
  forgetReturnPath();
  await within(
    FORGET_WITHIN_MS,
    Promise.allSettled([
      forgetAccountRecords(auth.accountId),
      forgetPageCopies(),
      // Once more after the server's answer, which removes the page-read cookie: a page requested
      // with it before (a link's prefetch) may have been cached since.
      ended.then(forgetPageCopies),
    ]),
    undefined,
  );
}

/**
 * The server ended the sign-in (its refresh refused, or the refresh failed for the network): the
 * user did not ask to leave, so the account's drafts and unsent saves stay, read and sent again
 * only when the same account signs in. What only a signed-in account can read goes: the lists
 * kept for offline reading and the service worker's copies of pages.
 */
export async function endSignInByServer(accountId: number): Promise<void> {
  await within(
    FORGET_WITHIN_MS,
    Promise.allSettled([forgetOfflineCopies(accountId), forgetPageCopies()]),
    undefined,
  );
}

/**
 * The service worker's caches that hold only the build's files, the same for every account: its
 * precache (the offline page, the app's code) and Serwist's defaultCache entries for static files.
 * Every other cache (pages and their RSC payloads, any other same-origin answer) may hold what the
 * server rendered for the account.
 */
const BUILD_CACHES = new Set([
  "next-static-js-assets",
  "static-js-assets",
  "static-style-assets",
  "static-font-assets",
  "static-image-assets",
  "static-audio-assets",
  "static-video-assets",
  "google-fonts-webfonts",
  "google-fonts-stylesheets",
]);
const buildCache = (name: string) => name.startsWith("serwist-precache") || BUILD_CACHES.has(name);

async function forgetPageCopies(): Promise<void> {
  if (typeof caches === "undefined") return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => !buildCache(name)).map((name) => caches.delete(name)));
}

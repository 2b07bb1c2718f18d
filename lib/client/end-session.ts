import type { AuthData } from "@/lib/auth/schemas";
import type { Draft } from "./drafts";
import { forgetWaitingSaves } from "./leave-guard";
import { forgetAccountRecords, readAccount } from "./local-db";
import { logoutLossOf, type LogoutLoss } from "./logout-question";
import { forgetOfflineCopies } from "./offline-copies";
import { forgetReturnPath } from "./offline-return";
import { endSignInOnServer } from "./pending-logout";
import { discardSavesOf, listPending } from "./pending-saves";

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
 * What the user's logout would lose (lib/client/logout-question.ts): the account's saves waiting
 * for the network, its drafts, and the page's own unsaved edits (`askingPage`, the address of the
 * page whose form would ask). Null when IndexedDB does not answer in time.
 */
export async function logoutLoss(accountId: number, askingPage: string | null): Promise<LogoutLoss | null> {
  const read = Promise.all([listPending(accountId), readAccount<Draft<unknown>>("drafts", accountId)]).then(
    ([pending, drafts]) =>
      logoutLossOf({
        waitingPages: pending.map((save) => save.page),
        draftKeys: drafts.map((draft) => draft.key),
        askingPage,
      }),
  );
  return within<LogoutLoss | null>(FORGET_WITHIN_MS, read, null);
}

/**
 * Logout, after its question, once the caller has forgotten the tokens (clearAuth): the account's
 * saves waiting for the network are given up at once (those being sent cancelled, none kept
 * again, so none reaches the server later), the server is asked to end this sign-in so its
 * refresh token stops working for everybody (kept and sent again when offline,
 * lib/client/pending-logout.ts), and everything this device keeps of the account is deleted: its
 * drafts, its unsent saves and the lists kept for reading offline (one IndexedDB transaction),
 * the service worker's copies of pages (rendered on the server for this account) and the tab's
 * way back from /offline. Settles once done, or after FORGET_WITHIN_MS, so that the caller goes
 * to /login only then. Loaded on the first logout.
 */
export async function endSignIn(auth: Pick<AuthData, "accountId" | "refreshToken">): Promise<void> {
  discardSavesOf(auth.accountId);
  forgetWaitingSaves();
  const ended = endSignInOnServer(auth);
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

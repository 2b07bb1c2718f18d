import type { DbOrTx } from "@/db/client";
import type { Caller } from "@/lib/auth/caller";
import { getProfileInfo, type ProfileInfo } from "./get-profile-info";

export type PageProfile = { accountId: number; info: ProfileInfo };

/**
 * The signed-in profile of a page render (the caller named by the page-read cookie,
 * lib/api/page-data.ts), or null when the database does not answer: null only means the screen is
 * rendered by the browser once it has checked its own token, as without the cookie.
 */
export async function getPageProfile({
  db,
  caller,
}: {
  db: DbOrTx;
  caller: Caller;
}): Promise<PageProfile | null> {
  try {
    return { accountId: caller.accountId, info: await getProfileInfo({ db, caller }) };
  } catch {
    return null;
  }
}

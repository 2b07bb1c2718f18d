import { cookies } from "next/headers";
import { cache } from "react";
import { getDb, type Db } from "@/db/client";
import type { Caller } from "@/lib/auth/caller";
import { pageSessionCaller } from "@/lib/auth/page-session";
import { mayAccess, type Access } from "./handler";

/**
 * The caller of this page render, from the page-read cookies (lib/auth/page-session.ts); read once
 * per request however many server components ask. Null when the browser must check its own token.
 */
export const pageCaller = cache(async (): Promise<Caller | null> => {
  try {
    return await pageSessionCaller(getDb(), await cookies());
  } catch {
    return null;
  }
});

/**
 * What a screen's first request would answer, read on the server for its first paint:
 * the same use case, under the same access rule as its /api route, and passed through JSON as the
 * API's answer is. Undefined (the browser then asks the API itself) without a page-read session,
 * without the permission, or on any failure: an error is the API's to answer, with its message.
 */
export async function pageData<T>(
  access: Access,
  read: (ctx: { db: Db; caller: Caller }) => Promise<T>,
): Promise<T | undefined> {
  const caller = await pageCaller();
  if (!caller || !mayAccess(caller, access)) return undefined;
  try {
    return JSON.parse(JSON.stringify(await read({ db: getDb(), caller }))) as T;
  } catch {
    return undefined;
  }
}

/** What a page read on the server for a query's first data, and when (`pageDataWithTime`). */
export type PageRead<T> = { data: T; readAt: number };

/**
 * `pageData` with the time it was read (ms since the epoch, the server's clock), for a query's
 * `initialDataUpdatedAt`: a screen prefetched by the router may be shown minutes later
 * (next.config.ts `staleTimes`), and the query then knows to fetch a fresher copy.
 */
export async function pageDataWithTime<T>(
  access: Access,
  read: (ctx: { db: Db; caller: Caller }) => Promise<T>,
): Promise<PageRead<T> | undefined> {
  const data = await pageData(access, read);
  return data === undefined ? undefined : { data, readAt: Date.now() };
}

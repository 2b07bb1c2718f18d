import { PAGE_SESSION_FLAG_COOKIE } from "@/lib/auth/page-session-flag";
import type { AuthData } from "@/lib/auth/schemas";

const KEY = "backoffice.auth";

/**
 * Remember-me on keeps the auth data in localStorage (survives the browser closing);
 * off keeps it in sessionStorage (this tab's session only).
 */
export function readAuth(): AuthData | null {
  if (typeof window === "undefined") return null;
  const raw = window.localStorage.getItem(KEY) ?? window.sessionStorage.getItem(KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as AuthData;
  } catch {
    return null;
  }
}

export function writeAuth(auth: AuthData, remember?: boolean): void {
  const keepLocal = remember ?? authRemembered();
  window.localStorage.removeItem(KEY);
  window.sessionStorage.removeItem(KEY);
  (keepLocal ? window.localStorage : window.sessionStorage).setItem(KEY, JSON.stringify(auth));
}

/** Whether the stored sign-in is remembered (localStorage): the refresh tells the server so. */
export function authRemembered(): boolean {
  return window.localStorage.getItem(KEY) !== null;
}

/** Every way this device signs out (logout, a refused token) comes here, online or not. */
export function clearAuth(): void {
  window.localStorage.removeItem(KEY);
  window.sessionStorage.removeItem(KEY);
  window.localStorage.removeItem(PROFILE_KEY);
  window.sessionStorage.removeItem(PROFILE_KEY);
  forgetPageSession();
}

/**
 * Expires the page-read session's companion cookie (lib/auth/page-session-flag.ts): without it the
 * server renders no page signed in, even with the HttpOnly token cookie that only the server's
 * answer to logout can remove (none comes offline).
 */
function forgetPageSession(): void {
  if (typeof document === "undefined") return;
  document.cookie = `${PAGE_SESSION_FLAG_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict`;
}

const PROFILE_KEY = "backoffice.profile";

/**
 * The signed-in account's profile and permissions as last loaded: a start shows the
 * screen at once with them while they are loaded again, instead of waiting for the server first.
 * Only a display hint: the server authorizes every call, and a refused token still signs out.
 * Kept per account beside the auth data (localStorage with remember-me, else this tab's
 * sessionStorage) and cleared with it.
 */
export function readProfileCache<T>(accountId: number): T | null {
  try {
    const raw = authStorage().getItem(PROFILE_KEY);
    if (!raw) return null;
    const cached = JSON.parse(raw) as { accountId: number; value: T };
    return cached.accountId === accountId ? cached.value : null;
  } catch {
    return null;
  }
}

export function writeProfileCache<T>(accountId: number, value: T): void {
  try {
    authStorage().setItem(PROFILE_KEY, JSON.stringify({ accountId, value }));
  } catch {
    // Storage full or refused: the next start loads the profile first, as without the cache.
  }
}

/** The storage holding the auth data. */
function authStorage(): Storage {
  return authRemembered() ? window.localStorage : window.sessionStorage;
}

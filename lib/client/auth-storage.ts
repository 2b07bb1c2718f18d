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
  const keepLocal = remember ?? window.localStorage.getItem(KEY) !== null;
  clearAuth();
  (keepLocal ? window.localStorage : window.sessionStorage).setItem(KEY, JSON.stringify(auth));
}

export function clearAuth(): void {
  window.localStorage.removeItem(KEY);
  window.sessionStorage.removeItem(KEY);
}

/**
 * Where /offline returns to once the server answers again (DOMAIN.md "Unreliable networks"):
 * the page the user was on, kept in this tab's sessionStorage when the app goes to /offline.
 * When the service worker served the offline page in place of a page (the address still shows
 * that page), reloading it is the way back.
 */
const KEY = "offline-return-to";

export function rememberReturnPath(): void {
  try {
    const here = `${window.location.pathname}${window.location.search}`;
    if (window.location.pathname !== "/offline") sessionStorage.setItem(KEY, here);
  } catch {
    // storage unavailable (private mode quota): the way back is the home page
  }
}

/** The address to go back to from the offline page; "/" when unknown or not a path of the app. */
export function returnPath(): string {
  if (window.location.pathname !== "/offline") return `${window.location.pathname}${window.location.search}`;
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    stored = null;
  }
  return stored && stored.startsWith("/") && !stored.startsWith("//") ? stored : "/";
}

/** Logout: the page the account was on is not the next account's way back. */
export function forgetReturnPath(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // storage unavailable: nothing was kept
  }
}

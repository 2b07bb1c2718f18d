/**
 * The address to go back to after sign-in, from the `returnUrl` query parameter: only a path of
 * this app. It is resolved the way the browser will resolve it (WHATWG URL: backslashes count as
 * slashes, tabs and new lines are dropped, `..` is applied) against a stand-in origin, and refused
 * unless it stays on that origin; what comes back is the resolved path, never the raw text, so the
 * browser cannot read it differently. Anything refused gives the home page.
 */
const STAND_IN_ORIGIN = "https://origin.invalid";
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f-\u009f\\]/;

export function safeReturnUrl(value: string | null | undefined): string {
  if (!value || !value.startsWith("/") || value.startsWith("//")) return "/";
  if (CONTROL_OR_BACKSLASH.test(value)) return "/";
  let resolved: URL;
  try {
    resolved = new URL(value, STAND_IN_ORIGIN);
  } catch {
    return "/";
  }
  if (resolved.origin !== STAND_IN_ORIGIN) return "/";
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  // "/.//host" resolves to the path "//host", which a browser reads as another host.
  if (!path.startsWith("/") || path.startsWith("//")) return "/";
  if (path === "/login" || path.startsWith("/login/") || path.startsWith("/login?")) return "/";
  return path;
}

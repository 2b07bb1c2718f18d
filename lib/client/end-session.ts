import type { AuthData } from "@/lib/auth/schemas";

/**
 * Logout (issue 21): asks the server to end this sign-in, so its refresh token stops working for
 * everybody. Sent with keepalive so it survives the navigation to /login; the tokens are already
 * forgotten on this device whatever the network does. Loaded on the first logout only.
 */
export function revokeSignIn(auth: Pick<AuthData, "accountId" | "refreshToken">): void {
  void fetch("/api/profiles/logout", {
    method: "POST",
    keepalive: true,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ accountId: auth.accountId, refreshToken: auth.refreshToken }),
  }).catch(() => undefined);
}

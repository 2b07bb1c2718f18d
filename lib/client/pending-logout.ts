import type { AuthData } from "@/lib/auth/schemas";

/**
 * Logout's request to the server, which revokes the refresh family of the sign-in (a copy of its
 * tokens stops working) and removes the page-read cookie. The device forgets its tokens at once,
 * whatever the network does; a request that got no answer (offline) is kept here and sent again
 * once the server answers: by the offline page before it goes back, and by the app when it starts
 * or the browser is back online. Kept in localStorage, only until the server has answered.
 */
type Logout = Pick<AuthData, "accountId" | "refreshToken">;

const KEY = "backoffice.logout";

function kept(): Logout[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    return Array.isArray(stored) ? (stored as Logout[]) : [];
  } catch {
    return [];
  }
}

function keep(logouts: Logout[]): void {
  try {
    if (logouts.length) localStorage.setItem(KEY, JSON.stringify(logouts));
    else localStorage.removeItem(KEY);
  } catch {
    // storage unavailable: the server ends the sign-in when its refresh token expires
  }
}

/** True once the server answered (any answer but a proxy's 502/503/504). */
async function post({ accountId, refreshToken }: Logout): Promise<boolean> {
  try {
    const response = await fetch("/api/profiles/logout", {
      method: "POST",
      // Survives the navigation to /login that follows.
      keepalive: true,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ accountId, refreshToken }),
    });
    return response.status < 502;
  } catch {
    return false;
  }
}

/** Asks the server to end the sign-in; kept to be sent again when no answer comes. */
export async function endSignInOnServer(logout: Logout): Promise<void> {
  if (await post(logout)) return;
  keep([...kept().filter((other) => other.refreshToken !== logout.refreshToken), logout]);
}

/** Sends the logouts kept without an answer; each goes once the server has answered it. */
export async function sendKeptLogouts(): Promise<void> {
  const logouts = kept();
  if (!logouts.length) return;
  const answered = new Set<string>();
  for (const logout of logouts) if (await post(logout)) answered.add(logout.refreshToken);
  // Read again: a logout kept meanwhile stays.
  keep(kept().filter((logout) => !answered.has(logout.refreshToken)));
}

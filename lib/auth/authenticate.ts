import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { accounts } from "@/db/schema";
import { DomainError } from "@/lib/api/errors";
import { issueSession } from "./issue-session";
import { countAttempt, forgiveAttempt } from "./login-throttle";
import { dummyPasswordHash, verifyPassword } from "./password";
import type { AuthData, AuthenticateInput } from "./schemas";
import { deviceCookie, trustedDeviceId } from "./trusted-device";

/**
 * Signs in with username and password. The answer never tells whether the username exists:
 * unknown user, wrong password and disabled account all fail the same way. A success also answers
 * the device cookie (lib/auth/trusted-device.ts) that keeps this device able to sign in while a
 * stranger fills the account's failure ceiling.
 */
export async function authenticate({
  db,
  input,
  ip,
  cookieHeader,
  secure,
}: {
  db: Db;
  input: AuthenticateInput;
  ip: string;
  cookieHeader: string | null;
  secure: boolean;
}): Promise<{ auth: AuthData; deviceCookie: string }> {
  const deviceId = await trustedDeviceId(cookieHeader, input.username);
  const throttle = await countAttempt(db, input.username, ip, deviceId);
  const [account] = await db
    .select()
    .from(accounts)
    .where(eq(sql`lower(${accounts.username})`, input.username.toLowerCase()));
  const passwordOk = await verifyPassword(
    input.password,
    account?.passwordHash ?? (await dummyPasswordHash()),
  );
  if (!account || !passwordOk || account.isDisabled) {
    throw new DomainError("invalidCredentials");
  }
  await forgiveAttempt(db, throttle);
  return {
    auth: await issueSession(db, { accountId: account.id, tokenVersion: account.tokenVersion }),
    deviceCookie: await deviceCookie({ username: input.username, deviceId, secure }),
  };
}

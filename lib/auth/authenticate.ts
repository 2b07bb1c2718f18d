import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { accounts } from "@/db/schema";
import { DomainError } from "@/lib/api/errors";
import { issueSession } from "./issue-session";
import { countAttempt, forgiveAttempt } from "./login-throttle";
import { dummyPasswordHash, verifyPassword } from "./password";
import type { AuthData, AuthenticateInput } from "./schemas";

/**
 * Signs in with username and password. The answer never tells whether the username exists:
 * unknown user, wrong password and disabled account all fail the same way.
 */
export async function authenticate({
  db,
  input,
  ip,
}: {
  db: Db;
  input: AuthenticateInput;
  ip: string;
}): Promise<AuthData> {
  const throttle = await countAttempt(db, input.username, ip);
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
  return issueSession(db, { accountId: account.id, tokenVersion: account.tokenVersion });
}

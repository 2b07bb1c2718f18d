import { eq, sql } from "drizzle-orm";
import { personSearchKey } from "@/lib/names/fold-name";
import type { Db } from "@/db/client";
import { accounts, profiles, roles } from "@/db/schema";
import { hashPassword } from "@/lib/auth/password";
import { ensureReferenceData } from "./reference-data";

/** Creates a Master profile with an account; refuses a username that exists. */
export async function createAdmin(db: Db, { username, password }: { username: string; password: string }) {
  if (!username.trim() || password.length < 8) {
    throw new Error("The administrator needs a username and a password of at least 8 characters");
  }
  await db.transaction(async (tx) => {
    await ensureReferenceData(tx);
    const [taken] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(sql`lower(${accounts.username})`, username.trim().toLowerCase()));
    if (taken) throw new Error(`The username "${username}" already exists`);
    const [defaultRole] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.isDefault, true));
    const [profile] = await tx
      .insert(profiles)
      .values({
        type: "Master",
        firstName: "Amministratore",
        lastName: username.trim(),
        searchKey: personSearchKey({ lastName: username.trim(), firstName: "Amministratore" }),
      })
      .returning({ id: profiles.id });
    await tx.insert(accounts).values({
      profileId: profile!.id,
      username: username.trim(),
      passwordHash: await hashPassword(password),
      roleId: defaultRole!.id,
    });
  });
}

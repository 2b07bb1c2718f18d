import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { permissions, roles } from "@/db/schema";
import { PERMISSION_CODES, PERMISSION_DESCRIPTIONS } from "@/lib/auth/permission-codes";
import { ensureEventReferenceData } from "./reference-events";
import { ensureLocationReferenceData } from "./reference-locations";

export const DEFAULT_ROLE_NAME = "Predefinito";

/** Rows every installation needs: the permission list and the default role. Idempotent. */
export async function ensureReferenceData(db: DbOrTx): Promise<void> {
  await db
    .insert(permissions)
    .values(PERMISSION_CODES.map((code) => ({ code, description: PERMISSION_DESCRIPTIONS[code] })))
    .onConflictDoUpdate({ target: permissions.code, set: { description: sql`excluded.description` } });
  const existingDefault = await db.select({ id: roles.id }).from(roles).where(eq(roles.isDefault, true));
  if (existingDefault.length === 0) {
    await db.insert(roles).values({ name: DEFAULT_ROLE_NAME, isDefault: true });
  }
  await ensureLocationReferenceData(db);
  await ensureEventReferenceData(db);
}

import type { DbOrTx } from "../client";

/** Reference data of the hotels area (e.g. the standard room types). Idempotent. */
export async function ensureLocationReferenceData(_db: DbOrTx): Promise<void> {}

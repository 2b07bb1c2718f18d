import type { DbOrTx } from "../client";

/** Reference data of the events area (system payment methods and items). Idempotent. */
export async function ensureEventReferenceData(_db: DbOrTx): Promise<void> {}

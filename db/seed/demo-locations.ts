import type { Tx } from "../client";

/** Demo locations (idempotent: a second run adds nothing). Filled in by the locations area. */
export async function seedDemoLocations(_tx: Tx): Promise<void> {}

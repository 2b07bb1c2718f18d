import type { Tx } from "../client";

/** Demo events (idempotent: a second run adds nothing). Filled in by the events area. */
export async function seedDemoEvents(_tx: Tx): Promise<void> {}

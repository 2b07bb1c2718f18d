import type { Tx } from "../client";

/** Demo customers (idempotent: a second run adds nothing). Filled in by the customers area. */
export async function seedDemoCustomers(_tx: Tx): Promise<void> {}

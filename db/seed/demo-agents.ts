import type { Tx } from "../client";

/** Demo agents (idempotent: a second run adds nothing). Filled in by the agents area. */
export async function seedDemoAgents(_tx: Tx): Promise<void> {}

import type { DatabaseContent } from "@/db/bootstrap";
import { createAdmin } from "./create-admin";
import { seedDemoData } from "./demo-data";
import { ensureReferenceData } from "./reference-data";

/**
 * The server's start (instrumentation.ts, scripts/start.mjs): reference data, then, on a database
 * without accounts, the demo data (embedded) or the administrator of ADMIN_USERNAME (external).
 */
export const serverDatabaseContent: DatabaseContent = {
  ensureReferenceData,
  firstAccounts: { seedDemoData, createAdmin },
};

/** The npm scripts and test tools: reference data only; they write their own rows. */
export const scriptDatabaseContent: DatabaseContent = { ensureReferenceData };

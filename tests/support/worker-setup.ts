import { afterAll, inject } from "vitest";
import { closeDb } from "@/db/client";

process.env.DATABASE_URL = inject("databaseUrl");
process.env.AUTH_SECRET ??= "integration-tests-secret-0123456789abcdef";

afterAll(async () => {
  await closeDb();
});

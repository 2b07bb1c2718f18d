// `npm run db:seed`: loads the demo data on purpose (idempotent: run it twice, nothing doubles).
import { getDb } from "@/db/client";
import { seedDemoData } from "@/seed/demo-data";
import { withDatabase } from "./db-connect";

withDatabase(async () => {
  await seedDemoData(getDb());
  console.log("Demo data loaded. Demo login: admin / admin (other demo users: password 'demo').");
}).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

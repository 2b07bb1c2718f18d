// `npm run create-admin`: creates a Master account on the configured database.
// Username and password from ADMIN_USERNAME / ADMIN_PASSWORD, or asked for on the terminal.
import { createInterface } from "node:readline/promises";
import { getDb } from "@/db/client";
import { createAdmin } from "@/seed/create-admin";
import { withDatabase } from "./db-connect";

async function ask(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await rl.question(question)).trim();
  } finally {
    rl.close();
  }
}

async function main() {
  const username = process.env.ADMIN_USERNAME || (await ask("Username: "));
  const password = process.env.ADMIN_PASSWORD || (await ask("Password (min. 8 characters): "));
  await withDatabase(async () => {
    await createAdmin(getDb(), { username, password });
    console.log(`Administrator "${username}" created.`);
  });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

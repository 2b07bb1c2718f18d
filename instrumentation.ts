export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { bootstrapDatabase } = await import("./db/bootstrap");
  try {
    const result = await bootstrapDatabase();
    const url = `http://localhost:${process.env.PORT ?? 3000}`;
    console.log(`\n  Back office ready at ${url}`);
    if (result.embedded) console.log(`  Demo login: admin / admin (demo data only, never in production)\n`);
  } catch (error) {
    console.error("[startup] the database could not be prepared:\n", error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

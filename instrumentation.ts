export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  // Before the first request: socket addresses for the sign-in limits, envelope answers for
  // requests Next would answer on its own (lib/api/node-server-hooks.ts).
  const { installServerHooks } = await import("./lib/api/node-server-hooks");
  installServerHooks();
  const { startServerDatabase } = await import("./db/startup");
  await startServerDatabase();
}

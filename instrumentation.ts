export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  // Before the first request: the sign-in limits count the socket's address (lib/api/client-ip.ts).
  const { recordSocketAddresses } = await import("./lib/api/socket-address");
  recordSocketAddresses();
  const { startServerDatabase } = await import("./db/startup");
  await startServerDatabase();
}

import { failEnvelope } from "@/lib/api/envelope";
import { defineRoute } from "@/lib/api/handler";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { checkHealth } from "@/lib/health/check-health";

/**
 * For a load balancer (no token): 200 when the database and the job queue answer, 503 naming the
 * part that does not. GET /api/ping stays the cheap check of the client's connectivity.
 */
export const GET = defineRoute({ access: "public" }, async ({ db, t }) => {
  const report = await checkHealth({ db });
  const failed = (["database", "queue"] as const).filter((part) => report[part] !== "ok");
  if (!failed.length) return report;
  const parts = failed.map((part) => t(part === "database" ? "errors.healthDatabase" : "errors.healthQueue"));
  return Response.json(
    { ...failEnvelope([t("errors.serviceUnavailable", { parts: parts.join(", ") })]), entity: report },
    { status: 503, headers: { "retry-after": "5" } },
  );
});

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");

serveDirectly("/api/health", { GET, POST, PUT, DELETE, PATCH });

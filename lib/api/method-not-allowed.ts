import { failEnvelope } from "./envelope";
import { localeFromAcceptLanguage } from "@/lib/i18n/locales";
import { apiTranslator } from "@/lib/i18n/server-translator";

export const ROUTE_METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH"] as const;
export type RouteMethod = (typeof ROUTE_METHODS)[number];

type Handler = (req: Request) => Response;

/**
 * Handlers for the methods a route does not implement: 405 in the envelope with `Allow`, instead
 * of Next's empty 405. Every route file ends with, e.g.
 * `export const { PUT, DELETE, PATCH } = methodNotAllowed("GET", "POST");`
 * (tests/integration/api-contract.int.test.ts checks that every route does).
 */
export function methodNotAllowed<const Allowed extends readonly RouteMethod[]>(
  ...allowed: Allowed
): Record<Exclude<RouteMethod, Allowed[number]>, Handler> {
  // Next answers HEAD for a GET route and OPTIONS for every route by itself.
  const allow = [...allowed, ...(allowed.includes("GET") ? ["HEAD"] : []), "OPTIONS"].sort().join(", ");
  const handler: Handler = (req) => {
    const t = apiTranslator(localeFromAcceptLanguage(req.headers.get("accept-language")));
    const message = t("errors.methodNotAllowed", { method: req.method, allowed: allowed.join(", ") });
    return Response.json(failEnvelope([message]), { status: 405, headers: { allow } });
  };
  const handlers = Object.fromEntries(
    ROUTE_METHODS.filter((method) => !allowed.includes(method)).map((method) => [method, handler]),
  );
  return handlers as Record<Exclude<RouteMethod, Allowed[number]>, Handler>;
}

import { failEnvelope } from "@/lib/api/envelope";
import { localeFromAcceptLanguage } from "@/lib/i18n/locales";
import { apiTranslator } from "@/lib/i18n/server-translator";

// Any /api path without a route answers the envelope, not an HTML 404 page.
function unknownRoute(req: Request): Response {
  const t = apiTranslator(localeFromAcceptLanguage(req.headers.get("accept-language")));
  return Response.json(failEnvelope([t("errors.unknownRoute")]), { status: 404 });
}

export {
  unknownRoute as GET,
  unknownRoute as POST,
  unknownRoute as PUT,
  unknownRoute as DELETE,
  unknownRoute as PATCH,
};

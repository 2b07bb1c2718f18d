import { clientIp, requestIsSecure } from "@/lib/api/client-ip";
import { okEnvelope } from "@/lib/api/envelope";
import { defineRoute } from "@/lib/api/handler";
import { authenticate } from "@/lib/auth/authenticate";
import { pageSessionCookies } from "@/lib/auth/page-session";
import { authenticateSchema } from "@/lib/auth/schemas";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = defineRoute(
  { access: "public", input: authenticateSchema },
  async ({ db, input, req }) => {
    const secure = requestIsSecure(req);
    const { auth, deviceCookie } = await authenticate({
      db,
      input,
      ip: clientIp(req),
      cookieHeader: req.headers.get("cookie"),
      secure,
    });
    const headers = new Headers();
    headers.append("set-cookie", deviceCookie);
    for (const cookie of pageSessionCookies(auth.token, { secure, remember: input.remember })) {
      headers.append("set-cookie", cookie);
    }
    return Response.json(okEnvelope(auth), { headers });
  },
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

serveDirectly("/api/profiles/authenticate", { GET, POST, PUT, DELETE, PATCH });

import { clientIp } from "@/lib/api/client-ip";
import { okEnvelope } from "@/lib/api/envelope";
import { defineRoute } from "@/lib/api/handler";
import { authenticate } from "@/lib/auth/authenticate";
import { authenticateSchema } from "@/lib/auth/schemas";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = defineRoute(
  { access: "public", input: authenticateSchema },
  async ({ db, input, req }) => {
    const secure = new URL(req.url).protocol === "https:" || req.headers.get("x-forwarded-proto") === "https";
    const { auth, deviceCookie } = await authenticate({
      db,
      input,
      ip: clientIp(req),
      cookieHeader: req.headers.get("cookie"),
      secure,
    });
    return Response.json(okEnvelope(auth), { headers: { "set-cookie": deviceCookie } });
  },
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

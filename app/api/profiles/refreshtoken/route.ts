import { okEnvelope } from "@/lib/api/envelope";
import { defineRoute } from "@/lib/api/handler";
import { pageSessionCookie, requestIsSecure } from "@/lib/auth/page-session";
import { refreshSession } from "@/lib/auth/refresh-session";
import { refreshTokenSchema } from "@/lib/auth/schemas";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = defineRoute(
  { access: "public", input: refreshTokenSchema },
  async ({ db, input, req }) => {
    const auth = await refreshSession({ db, input });
    return Response.json(okEnvelope(auth), {
      headers: { "set-cookie": pageSessionCookie(auth.token, requestIsSecure(req)) },
    });
  },
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

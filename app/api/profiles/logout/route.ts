import { requestIsSecure } from "@/lib/api/client-ip";
import { okEnvelope } from "@/lib/api/envelope";
import { defineRoute } from "@/lib/api/handler";
import { endSession } from "@/lib/auth/end-session";
import { endedPageSessionCookies } from "@/lib/auth/page-session";
import { refreshTokenSchema } from "@/lib/auth/schemas";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// Public: the refresh token itself proves the sign-in, and logout must work with an expired access
// token or none at all.
export const POST = defineRoute(
  { access: "public", input: refreshTokenSchema },
  async ({ db, input, req }) => {
    await endSession({ db, input });
    const headers = new Headers();
    for (const cookie of endedPageSessionCookies(requestIsSecure(req))) headers.append("set-cookie", cookie);
    return Response.json(okEnvelope(null), { headers });
  },
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

serveDirectly("/api/profiles/logout", { GET, POST, PUT, DELETE, PATCH });

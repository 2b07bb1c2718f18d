import { okEnvelope } from "@/lib/api/envelope";
import { defineRoute } from "@/lib/api/handler";
import { endSession } from "@/lib/auth/end-session";
import { endedPageSessionCookie, requestIsSecure } from "@/lib/auth/page-session";
import { refreshTokenSchema } from "@/lib/auth/schemas";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// Public: the refresh token itself proves the sign-in, and logout must work with an expired access token.
export const POST = defineRoute(
  { access: "public", input: refreshTokenSchema },
  async ({ db, input, req }) => {
    await endSession({ db, input });
    return Response.json(okEnvelope(null), {
      headers: { "set-cookie": endedPageSessionCookie(requestIsSecure(req)) },
    });
  },
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

import { defineRoute } from "@/lib/api/handler";
import { endSession } from "@/lib/auth/end-session";
import { refreshTokenSchema } from "@/lib/auth/schemas";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// Public: the refresh token itself proves the sign-in, and logout must work with an expired access token.
export const POST = defineRoute({ access: "public", input: refreshTokenSchema }, ({ db, input }) =>
  endSession({ db, input }),
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

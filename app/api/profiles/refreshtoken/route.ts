import { defineRoute } from "@/lib/api/handler";
import { refreshSession } from "@/lib/auth/refresh-session";
import { refreshTokenSchema } from "@/lib/auth/schemas";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = defineRoute({ access: "public", input: refreshTokenSchema }, ({ db, input }) =>
  refreshSession({ db, input }),
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

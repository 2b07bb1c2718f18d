import { defineRoute } from "@/lib/api/handler";
import { refreshSession } from "@/lib/auth/refresh-session";
import { refreshTokenSchema } from "@/lib/auth/schemas";

export const POST = defineRoute({ access: "public", input: refreshTokenSchema }, ({ db, input }) =>
  refreshSession({ db, input }),
);

import { clientIp } from "@/lib/api/client-ip";
import { defineRoute } from "@/lib/api/handler";
import { authenticate } from "@/lib/auth/authenticate";
import { authenticateSchema } from "@/lib/auth/schemas";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = defineRoute({ access: "public", input: authenticateSchema }, ({ db, input, req }) =>
  authenticate({ db, input, ip: clientIp(req) }),
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { clientIp } from "@/lib/api/client-ip";
import { defineRoute } from "@/lib/api/handler";
import { answerConfirmation } from "@/lib/communications/answer-confirmation";
import { getConfirmation } from "@/lib/communications/get-confirmation";
import { answerConfirmationSchema, confirmationParamsSchema } from "@/lib/communications/schemas";

export const GET = defineRoute(
  { access: "public", params: confirmationParamsSchema },
  ({ db, req, params }) => getConfirmation({ db, token: params.token, address: clientIp(req) }),
);

export const POST = defineRoute(
  { access: "public", params: confirmationParamsSchema, input: answerConfirmationSchema },
  ({ db, req, params, input }) =>
    answerConfirmation({ db, token: params.token, address: clientIp(req), input }),
);

export const { PUT, DELETE, PATCH } = methodNotAllowed("GET", "POST");

serveDirectly("/api/confirmations/[token]", { GET, POST, PUT, DELETE, PATCH });

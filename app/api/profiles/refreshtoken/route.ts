import { requestIsSecure } from "@/lib/api/client-ip";
import { okEnvelope } from "@/lib/api/envelope";
import { defineRoute } from "@/lib/api/handler";
import { pageSessionCookies } from "@/lib/auth/page-session";
import { refreshSession } from "@/lib/auth/refresh-session";
import { refreshSchema } from "@/lib/auth/schemas";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = defineRoute({ access: "public", input: refreshSchema }, async ({ db, input, req }) => {
  const auth = await refreshSession({ db, input });
  const headers = new Headers();
  for (const cookie of pageSessionCookies(auth.token, {
    secure: requestIsSecure(req),
    remember: input.remember,
  })) {
    headers.append("set-cookie", cookie);
  }
  return Response.json(okEnvelope(auth), { headers });
});

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

serveDirectly("/api/profiles/refreshtoken", { GET, POST, PUT, DELETE, PATCH });

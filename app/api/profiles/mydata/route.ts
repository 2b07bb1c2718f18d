import { clientIp } from "@/lib/api/client-ip";
import { defineRoute } from "@/lib/api/handler";
import { saveMyData } from "@/lib/profiles/save-my-data";
import { saveMyDataSchema } from "@/lib/profiles/schemas";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = defineRoute(
  { access: "authenticated", input: saveMyDataSchema, notice: "saved" },
  ({ db, caller, input, req }) => saveMyData({ db, caller, input, ip: clientIp(req) }),
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

serveDirectly("/api/profiles/mydata", { GET, POST, PUT, DELETE, PATCH });

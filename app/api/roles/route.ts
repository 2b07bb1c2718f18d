import { defineRoute } from "@/lib/api/handler";
import { saveRole } from "@/lib/roles/save-role";
import { saveRoleSchema } from "@/lib/roles/schemas";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = defineRoute(
  { access: "Users", input: saveRoleSchema, notice: "saved" },
  ({ db, caller, input }) => saveRole({ db, caller, input }),
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

serveDirectly("/api/roles", { GET, POST, PUT, DELETE, PATCH });

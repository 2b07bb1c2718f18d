import { defineRoute } from "@/lib/api/handler";
import { saveRole } from "@/lib/roles/save-role";
import { saveRoleSchema } from "@/lib/roles/schemas";

export const POST = defineRoute(
  { access: "Users", input: saveRoleSchema, notice: "saved" },
  ({ db, caller, input }) => saveRole({ db, caller, input }),
);

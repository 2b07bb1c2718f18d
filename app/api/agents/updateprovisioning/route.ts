import { defineRoute } from "@/lib/api/handler";
import { updateProvisioningSchema } from "@/lib/agents/schemas";
import { updateProvisioning } from "@/lib/agents/update-provisioning";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = defineRoute(
  { access: "Agents", input: updateProvisioningSchema, notice: "saved" },
  ({ db, caller, input }) => updateProvisioning({ db, caller, input }),
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

serveDirectly("/api/agents/updateprovisioning", { GET, POST, PUT, DELETE, PATCH });

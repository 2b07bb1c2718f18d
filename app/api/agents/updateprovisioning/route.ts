import { defineRoute } from "@/lib/api/handler";
import { updateProvisioningSchema } from "@/lib/agents/schemas";
import { updateProvisioning } from "@/lib/agents/update-provisioning";

export const POST = defineRoute(
  { access: "Agents", input: updateProvisioningSchema, notice: "saved" },
  ({ db, caller, input }) => updateProvisioning({ db, caller, input }),
);

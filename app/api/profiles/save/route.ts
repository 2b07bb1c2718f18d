import { defineRoute } from "@/lib/api/handler";
import { saveProfile } from "@/lib/profiles/save-profile";
import { saveProfileSchema } from "@/lib/profiles/schemas";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = defineRoute(
  { access: "Users", input: saveProfileSchema, notice: "saved" },
  ({ db, caller, input }) => saveProfile({ db, caller, input }),
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

serveDirectly("/api/profiles/save", { GET, POST, PUT, DELETE, PATCH });

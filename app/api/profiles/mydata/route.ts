import { defineRoute } from "@/lib/api/handler";
import { saveMyData } from "@/lib/profiles/save-my-data";
import { saveMyDataSchema } from "@/lib/profiles/schemas";

export const POST = defineRoute(
  { access: "authenticated", input: saveMyDataSchema, notice: "saved" },
  ({ db, caller, input }) => saveMyData({ db, caller, input }),
);

import { defineRoute } from "@/lib/api/handler";
import { getProfileInfo } from "@/lib/profiles/get-profile-info";

export const GET = defineRoute({ access: "authenticated" }, ({ db, caller }) =>
  getProfileInfo({ db, caller }),
);

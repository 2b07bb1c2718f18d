import { defineRoute } from "@/lib/api/handler";
import { getProfileInfo } from "@/lib/profiles/get-profile-info";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = defineRoute({ access: "authenticated" }, ({ db, caller }) =>
  getProfileInfo({ db, caller }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");

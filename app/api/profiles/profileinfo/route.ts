import { defineRoute } from "@/lib/api/handler";
import { getProfileInfo } from "@/lib/profiles/get-profile-info";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = defineRoute({ access: "authenticated" }, ({ db, caller }) =>
  getProfileInfo({ db, caller }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");

serveDirectly("/api/profiles/profileinfo", { GET, POST, PUT, DELETE, PATCH });

import { defineRoute } from "@/lib/api/handler";

export const GET = defineRoute({ access: "public" }, async () => ({ time: new Date().toISOString() }));

import { defineRoute } from "@/lib/api/handler";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { uploadPlayersImport } from "@/lib/customers/upload-players-import";

// "Importa" on /customers: multipart with one .xlsx or .csv file (20 MB at most) and an optional `sheet`.
export const POST = defineRoute({ access: "Customers", body: "multipart" }, ({ db, caller, req }) =>
  uploadPlayersImport({ db, caller, request: req }),
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

serveDirectly("/api/customers/import", { GET, POST, PUT, DELETE, PATCH });

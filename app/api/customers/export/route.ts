import { defineRoute } from "@/lib/api/handler";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { exportCustomersExcel } from "@/lib/customers/export-customers-excel";
import { customerExportQuerySchema } from "@/lib/customers/import-schemas";

// The customers list with its search as .xlsx, in the columns the import reads.
export const GET = defineRoute({ access: "Customers", input: customerExportQuerySchema }, ({ db, input }) =>
  exportCustomersExcel({ db, search: input.search }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");

serveDirectly("/api/customers/export", { GET, POST, PUT, DELETE, PATCH });

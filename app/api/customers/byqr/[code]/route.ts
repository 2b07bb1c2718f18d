import { defineRoute } from "@/lib/api/handler";
import { CUSTOMER_READ_ACCESS } from "@/lib/customers/access";
import { findCustomerByQr } from "@/lib/customers/find-customer-by-qr";
import { customerQrParamsSchema } from "@/lib/customers/schemas";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

/** The id of the customer whose own QR code was scanned: entity {id}; 404 for any other content. */
export const GET = defineRoute(
  { access: CUSTOMER_READ_ACCESS, params: customerQrParamsSchema },
  ({ db, params }) => findCustomerByQr({ db, code: params.code }),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");

serveDirectly("/api/customers/byqr/[code]", { GET, POST, PUT, DELETE, PATCH });

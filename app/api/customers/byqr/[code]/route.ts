import { defineRoute } from "@/lib/api/handler";
import { CUSTOMER_READ_ACCESS } from "@/lib/customers/access";
import { findCustomerByQr } from "@/lib/customers/find-customer-by-qr";
import { customerQrParamsSchema } from "@/lib/customers/schemas";

/** The id of the customer whose own QR code was scanned: entity {id}; 404 for any other content. */
export const GET = defineRoute(
  { access: CUSTOMER_READ_ACCESS, params: customerQrParamsSchema },
  ({ db, params }) => findCustomerByQr({ db, code: params.code }),
);

import type { DbOrTx } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import { findCustomerById } from "./repository";
import type { CustomerDto } from "./schemas";

/** The customer with its statistics and the content of its QR code. */
export async function getCustomer({ db, id }: { db: DbOrTx; id: number }): Promise<CustomerDto> {
  const customer = await findCustomerById(db, id);
  if (!customer) throw new DomainError("notFound");
  return customer;
}

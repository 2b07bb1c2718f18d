import type { DbOrTx } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import { findCustomerIdByQrCode } from "./repository";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The customer whose own QR code holds `code` (its qrCode, a UUID). Any other content, such as a
 * health pass or a web address, names no customer.
 */
export async function findCustomerByQr({ db, code }: { db: DbOrTx; code: string }): Promise<{ id: number }> {
  const text = code.trim();
  const id = UUID.test(text) ? await findCustomerIdByQrCode(db, text.toLowerCase()) : null;
  if (id === null) throw new DomainError("customerQrNotFound");
  return { id };
}

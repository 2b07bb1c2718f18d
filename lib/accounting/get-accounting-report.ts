import type { DbOrTx } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import { findRequest, toRequestDto } from "./requests-repository";
import type { AccountingReportDto } from "./schemas";
import type { EventAccounting } from "./types";

/** The stored snapshot of a Completed report (404 unknown, 409 while not Completed). */
export async function getAccountingReport({
  db,
  id,
}: {
  db: DbOrTx;
  id: number;
}): Promise<AccountingReportDto> {
  const row = await findRequest(db, id);
  if (!row) throw new DomainError("accountingRequestNotFound");
  if (row.status !== "Completed" || !row.snapshot) throw new DomainError("accountingNotCompleted");
  return { ...(row.snapshot as EventAccounting), id: row.id, requestDate: toRequestDto(row).requestDate };
}

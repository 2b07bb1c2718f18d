import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { events } from "@/db/schema";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { writeAudit } from "@/lib/audit/write-audit";
import { enqueueJob, wakeJobWorkers } from "@/lib/jobs/job-queue";
import { insertAccountingRequest, toRequestDto } from "./requests-repository";
import { EVENT_ACCOUNTING_JOB, type AccountingRequestDto } from "./schemas";

/**
 * Asks for a new classic accounting report: the request (InQueue), its job and the audit row are
 * written in one transaction, so there is never a request without a job. Allowed on a closed event
 * too: a report reads the event, it changes nothing (closing first is the usual way to report).
 */
export async function requestEventAccounting({
  db,
  caller,
  eventId,
}: {
  db: Db;
  caller: Caller;
  eventId: number;
}): Promise<AccountingRequestDto> {
  const row = await db.transaction(async (tx) => {
    const [event] = await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId));
    if (!event) throw new DomainError("eventNotFound");
    const request = await insertAccountingRequest(tx, { eventId, requestedBy: caller.accountId });
    await enqueueJob({ db: tx, name: EVENT_ACCOUNTING_JOB, data: { requestId: request.id } });
    await writeAudit(tx, {
      accountId: caller.accountId,
      entity: "accountingRequest",
      entityId: request.id,
      action: "create",
      after: { eventId, status: request.status },
    });
    return request;
  });
  wakeJobWorkers(EVENT_ACCOUNTING_JOB);
  return toRequestDto(row);
}

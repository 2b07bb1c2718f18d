import type { DbOrTx } from "@/db/client";
import { calculateAgentCommissions } from "@/lib/accounting/agent-commissions";
import { DomainError } from "@/lib/api/errors";
import { instantToApi } from "@/lib/dates";
import type { AgentsAccountDto } from "./accounts-schemas";
import { eventExists } from "./repository";

/** GET /api/accountings/agents/{eventId}: computed live from the current data (lastUpdate = now). */
export async function getAgentsAccount({
  db,
  eventId,
}: {
  db: DbOrTx;
  eventId: number;
}): Promise<AgentsAccountDto> {
  if (!(await eventExists(db, eventId))) throw new DomainError("eventNotFound");
  const agentsAccounting = await calculateAgentCommissions({ db, eventId });
  return { agentsAccounting, lastUpdate: instantToApi(new Date())! };
}

import type { DbOrTx } from "@/db/client";
import { calculateAgentCommissions } from "@/lib/accounting/agent-commissions";
import { readSideBySide } from "@/db/read-side-by-side";
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
  const [exists, agentsAccounting] = await readSideBySide(db, [
    () => eventExists(db, eventId),
    () => calculateAgentCommissions({ db, eventId }),
  ]);
  if (!exists) throw new DomainError("eventNotFound");
  return { agentsAccounting, lastUpdate: instantToApi(new Date())! };
}

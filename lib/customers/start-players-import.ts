import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import type { Caller } from "@/lib/auth/caller";
import { queueImportRun } from "@/lib/import/run-job";
import type { ImportRunDto } from "@/lib/import/runs";
import type { ImportStartInput } from "./import-schemas";

/**
 * "Importa": the user's decisions on the likely duplicates are stored (those not decided take
 * `likelyDefault`, skip unless said otherwise) and the run is queued with its job, in one
 * transaction.
 */
export async function startPlayersImport({
  db,
  caller,
  runId,
  input,
}: {
  db: Db;
  caller: Caller;
  runId: number;
  input: ImportStartInput;
}): Promise<ImportRunDto> {
  return queueImportRun({
    db,
    caller,
    kind: "players",
    runId,
    beforeQueue: async (tx) => {
      await tx.execute(sql`
        update import_rows set decision = ${input.likelyDefault}
        where run_id = ${runId} and outcome = 'likely'`);
      if (input.decisions.length) {
        await tx.execute(sql`
          update import_rows i set decision = v.decision
          from jsonb_to_recordset(${JSON.stringify(input.decisions)}::jsonb) as v(row int, decision text)
          where i.run_id = ${runId} and i.row_number = v.row and i.outcome = 'likely'`);
      }
    },
  });
}

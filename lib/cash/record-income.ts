import type { Db } from "@/db/client";
import type { Caller } from "@/lib/auth/caller";
import { recordItemMovement } from "./record-item-movement";
import type { MovementDto, MovementInput } from "./schemas";

/** POST /api/payments/income: an Inbound movement of an Income item. */
export function recordIncome({
  db,
  caller,
  input,
}: {
  db: Db;
  caller: Caller;
  input: MovementInput;
}): Promise<MovementDto> {
  return recordItemMovement({ db, caller, input, typology: "Inbound" });
}

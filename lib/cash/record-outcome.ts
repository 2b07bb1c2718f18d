import type { Db } from "@/db/client";
import type { Caller } from "@/lib/auth/caller";
import { recordItemMovement } from "./record-item-movement";
import type { MovementDto, MovementInput } from "./schemas";

/** POST /api/payments/outcome: an Outbound movement of a Cost (or Refund) item; the Agent item names the agent. */
export function recordOutcome({
  db,
  caller,
  input,
}: {
  db: Db;
  caller: Caller;
  input: MovementInput;
}): Promise<MovementDto> {
  return recordItemMovement({ db, caller, input, typology: "Outbound" });
}

import type { Db } from "@/db/client";
import type { Caller } from "@/lib/auth/caller";
import type { EventDto } from "./schemas";
import { setEventFreezed } from "./set-event-freezed";

/** Reopens a closed event: changes are accepted again. */
export function reopenEvent({ db, caller, id }: { db: Db; caller: Caller; id: number }): Promise<EventDto> {
  return setEventFreezed({ db, caller, id, isFreezed: false });
}

import type { Db } from "@/db/client";
import type { Caller } from "@/lib/auth/caller";
import type { EventDto } from "./schemas";
import { setEventFreezed } from "./set-event-freezed";

/** Closes the event (isFreezed): its set-up, bookings and money refuse changes until reopened. */
export function closeEvent({ db, caller, id }: { db: Db; caller: Caller; id: number }): Promise<EventDto> {
  return setEventFreezed({ db, caller, id, isFreezed: true });
}

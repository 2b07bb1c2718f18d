import { pageDataWithTime, type PageRead } from "@/lib/api/page-data";
import { dbIdSchema } from "@/lib/api/validation";
import { getEvent } from "./get-event";
import { EVENT_READ_PERMISSIONS } from "./menu";
import type { EventDto } from "./schemas";

/**
 * The event of an event's screen, read with the page (lib/api/page-data.ts): its line under the
 * title is in the first paint, and the screen's event query starts with it. Undefined
 * for an id that is not one (the screen's own request answers why) or when the page may not read.
 */
export async function readPageEvent(eventId: string): Promise<PageRead<EventDto> | undefined> {
  const id = dbIdSchema.safeParse(eventId);
  return id.success
    ? pageDataWithTime(EVENT_READ_PERMISSIONS, ({ db }) => getEvent({ db, id: id.data }))
    : undefined;
}

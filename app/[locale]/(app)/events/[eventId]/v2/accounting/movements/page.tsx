import { START_FILTERS, movementCriteria } from "@/components/cash/movement-filters";
import { MovementList } from "@/components/cash/MovementList";
import { pageDataWithTime } from "@/lib/api/page-data";
import { getMovementListStart } from "@/lib/cash/get-movement-list-start";
import { movementSearchSchema } from "@/lib/cash/schemas";
import { readPageEvent } from "@/lib/events/page-event";
import { PAYMENT_CONFIG_READ_PERMISSIONS } from "@/lib/payments-config/access";
import { listPaymentItems } from "@/lib/payments-config/list-payment-items";
import { listPaymentMethods } from "@/lib/payments-config/list-payment-methods";
import { withMessages } from "@/i18n/PageMessages";

async function MovementListPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  // What the list reads first, with the page: each answer arriving after the list's first render
  // would render the whole screen again in one task, 55-90 ms each on a 4x slower CPU.
  const criteria = movementSearchSchema.safeParse(movementCriteria(Number(eventId), START_FILTERS));
  const [event, methods, items, start] = await Promise.all([
    readPageEvent(eventId),
    pageDataWithTime(PAYMENT_CONFIG_READ_PERMISSIONS, ({ db }) => listPaymentMethods({ db })),
    pageDataWithTime(PAYMENT_CONFIG_READ_PERMISSIONS, ({ db }) => listPaymentItems({ db })),
    criteria.success
      ? pageDataWithTime("EventAccounting", ({ db }) => getMovementListStart({ db, criteria: criteria.data }))
      : undefined,
  ]);
  return <MovementList eventId={Number(eventId)} initial={{ event, methods, items, start }} />;
}

export default withMessages(MovementListPage, ["audit", "cash", "common"]);

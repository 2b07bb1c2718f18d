import { CashRegister } from "@/components/cash/CashRegister";
import { pageDataWithTime } from "@/lib/api/page-data";
import { dbIdSchema } from "@/lib/api/validation";
import { getCashRegister } from "@/lib/cash/get-cash-register";
import { readPageEvent } from "@/lib/events/page-event";
import { withMessages } from "@/i18n/PageMessages";

async function CashRegisterPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  // The takings come with the page, in its first paint.
  const id = dbIdSchema.safeParse(eventId);
  const [initialEvent, initialRegister] = await Promise.all([
    readPageEvent(eventId),
    id.success
      ? pageDataWithTime("EventAccounting", ({ db }) => getCashRegister({ db, eventId: id.data }))
      : undefined,
  ]);
  return (
    <CashRegister eventId={Number(eventId)} initialEvent={initialEvent} initialRegister={initialRegister} />
  );
}

export default withMessages(CashRegisterPage, ["cash", "common"]);

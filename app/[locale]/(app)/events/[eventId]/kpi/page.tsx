import { getLocale } from "next-intl/server";
import { EventKpi } from "@/components/kpi/EventKpi";
import { KPI_TABS } from "@/components/kpi/kpi-tabs";
import { pageDataWithTime } from "@/lib/api/page-data";
import { readPageEvent } from "@/lib/events/page-event";
import { apiTranslator } from "@/lib/i18n/server-translator";
import type { Locale } from "@/lib/i18n/locales";
import { getKpi } from "@/lib/kpi/get-kpi";
import { predictionRouteParamsSchema } from "@/lib/kpi/schemas";
import { withMessages } from "@/i18n/PageMessages";

async function EventKpiPage({
  params,
  searchParams,
}: {
  params: Promise<{ eventId: string }>;
  searchParams: Promise<{ tab?: string | string[] }>;
}) {
  const { eventId } = await params;
  const { tab } = await searchParams;
  const id = predictionRouteParamsSchema.safeParse({ id: eventId });
  const t = apiTranslator((await getLocale()) as Locale);
  const [event, kpi] = id.success
    ? await Promise.all([
        readPageEvent(eventId),
        pageDataWithTime("EventsKPI", ({ db }) => getKpi({ db, eventId: id.data.id, t })),
      ])
    : [undefined, undefined];
  const initialTab = KPI_TABS.find((key) => key === tab) ?? "detail";
  return <EventKpi eventId={Number(eventId)} initialEvent={event} initialKpi={kpi} initialTab={initialTab} />;
}

export default withMessages(EventKpiPage, ["common", "kpi"]);

import { AccountingDetail } from "@/components/accounting/AccountingDetail";

export default async function AccountingReportPage({
  params,
}: {
  params: Promise<{ eventId: string; id: string }>;
}) {
  const { eventId, id } = await params;
  return <AccountingDetail eventId={Number(eventId)} id={Number(id)} />;
}

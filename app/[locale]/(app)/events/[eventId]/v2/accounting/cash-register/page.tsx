import { CashRegister } from "@/components/cash/CashRegister";

export default async function CashRegisterPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  return <CashRegister eventId={Number(eventId)} />;
}

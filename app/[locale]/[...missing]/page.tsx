import { notFound } from "next/navigation";
import { NotAvailable } from "@/components/common/NotAvailable";
import SignedInLayout from "../(app)/layout";
import { isPlannedScreen } from "./planned-screens";

/**
 * Screens of the spec not built yet show a notice inside the signed-in app; any other address is
 * a 404. This catch-all sits outside the (app) group on purpose: the group's layout streams
 * behind a Suspense boundary, after the status is sent, so a notFound() there would answer 200.
 */
export default async function MissingPage({ params }: { params: Promise<{ missing: string[] }> }) {
  const { missing } = await params;
  if (!isPlannedScreen(missing)) notFound();
  return (
    <SignedInLayout>
      <NotAvailable />
    </SignedInLayout>
  );
}

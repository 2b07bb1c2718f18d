import { NotAvailable } from "@/components/common/NotAvailable";

/** Screens not built yet (and unknown addresses) inside the signed-in area. */
export default function MissingPage() {
  return <NotAvailable />;
}

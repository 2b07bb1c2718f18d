import { NotAvailable } from "@/components/common/NotAvailable";

/** Unknown addresses (status 404). */
export default function NotFound() {
  return <NotAvailable />;
}

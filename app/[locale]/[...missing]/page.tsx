import { notFound } from "next/navigation";

/**
 * Every screen of the spec is built: any other address is a 404. This catch-all sits outside the
 * (app) group on purpose: the group's layout streams behind a Suspense boundary, after the status
 * is sent, so a notFound() there would answer 200.
 */
export default function MissingPage(): never {
  notFound();
}

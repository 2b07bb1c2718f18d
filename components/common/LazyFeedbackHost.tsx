"use client";
import { useFeedback } from "@/lib/client/feedback-store";
import { deferred } from "./deferred";

/** FeedbackHost with an `open` prop: it is opened by the first message, error or save. */
const FeedbackHost = deferred(
  () =>
    import("./FeedbackHost").then(
      ({ FeedbackHost: Host }) =>
        function OpenedFeedbackHost(_: { open: boolean }) {
          return <Host />;
        },
    ),
  { when: "open" },
);

/**
 * FeedbackHost's modals (Dialog, Snackbar, Alert) are not needed at first paint: their code
 * is fetched once the page is idle, or at once when feedback arrives first, then stays mounted.
 */
export function LazyFeedbackHost() {
  const { errors, notices, saving } = useFeedback();
  return <FeedbackHost open={errors.length > 0 || notices.length > 0 || saving} />;
}

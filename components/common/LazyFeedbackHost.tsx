"use client";
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { useFeedback } from "@/lib/client/feedback-store";

const loadFeedbackHost = () => import("./FeedbackHost").then((module) => module.FeedbackHost);
const FeedbackHost = dynamic(loadFeedbackHost, { ssr: false });

/**
 * FeedbackHost's modals (Dialog, Snackbar, Alert) are not needed at first paint: their code
 * is fetched once the page is idle, or at once when feedback arrives first, then stays mounted.
 */
export function LazyFeedbackHost() {
  const { errors, notices, saving } = useFeedback();
  const [wanted, setWanted] = useState(false);
  if (!wanted && (errors.length > 0 || notices.length > 0 || saving)) setWanted(true);
  useEffect(() => {
    const load = () => {
      void loadFeedbackHost().then(() => setWanted(true));
    };
    if (typeof window.requestIdleCallback !== "function") {
      const timer = window.setTimeout(load, 200);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(load, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return wanted ? <FeedbackHost /> : null;
}

"use client";
import { SerwistProvider, useSerwist } from "@serwist/next/react";
import { useTranslations } from "next-intl";
import { useEffect, type ReactNode } from "react";

/** Registers the service worker (production builds only) and handles new versions. */
export function ServiceWorkerProvider({ children }: { children: ReactNode }) {
  return (
    <SerwistProvider
      swUrl="/sw.js"
      disable={process.env.NODE_ENV !== "production"}
      // Registered below, where a refusal (no service workers: private mode, blocked, plain http)
      // can be caught instead of surfacing as an uncaught error.
      register={false}
      reloadOnOnline={false}
    >
      <UpdateWatcher />
      {children}
    </SerwistProvider>
  );
}

/** Serwist refuses a second registration of the same instance (effects run twice in development). */
let registered = false;

function UpdateWatcher() {
  const t = useTranslations("shell");
  const { serwist } = useSerwist();
  useEffect(() => {
    if (!serwist) return;
    if (!navigator.onLine) console.log("No internet connection found. App is running in offline mode.");
    const onWaiting = () => {
      // SPEC.md: alert, tell the waiting version to take over, reload once it controls the page.
      window.alert(t("newVersion"));
      serwist.addEventListener("controlling", () => window.location.reload());
      serwist.messageSkipWaiting();
    };
    serwist.addEventListener("waiting", onWaiting);
    if (!registered && typeof navigator.serviceWorker?.register === "function") {
      registered = true;
      serwist.register().catch(() => {
        // The app works without its service worker (only offline start and updates are lost).
      });
    }
    return () => serwist.removeEventListener("waiting", onWaiting);
  }, [serwist, t]);
  return null;
}

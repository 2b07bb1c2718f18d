"use client";
import type { Serwist } from "@serwist/window";
import { useEffect } from "react";

let serwistInstance: Promise<Serwist | null> | null = null;

/**
 * The page's one Serwist instance (production builds only). @serwist/window is fetched here, after
 * the first paint, instead of being part of every page's first load. Registration waits
 * for a first listener; a refusal (no service workers: private mode, blocked, plain http) is
 * caught: the app works without its worker (only its offline page and updates are lost). Pages are
 * not cached for an offline start: they hold the data read with them, and offline the worker
 * answers every page with the offline page and its dated copies (sw/sw.ts).
 */
function loadSerwist(): Promise<Serwist | null> {
  serwistInstance ??= (async () => {
    if (process.env.NODE_ENV !== "production") return null;
    if (typeof navigator.serviceWorker?.register !== "function") return null;
    const { Serwist } = await import("@serwist/window");
    return new Serwist("/sw.js", { scope: "/", type: "module" });
  })().catch(() => null);
  return serwistInstance;
}

let registered = false;

/** Registers the service worker and handles new versions (SPEC.md: alert, take over, reload). */
export function ServiceWorkerRegistration({ newVersionMessage }: { newVersionMessage: string }) {
  useEffect(() => {
    let active = true;
    let serwist: Serwist | null = null;
    const onWaiting = () => {
      window.alert(newVersionMessage);
      serwist?.addEventListener("controlling", () => window.location.reload());
      serwist?.messageSkipWaiting();
    };
    void loadSerwist().then((instance) => {
      if (!active || !instance) return;
      serwist = instance;
      if (!navigator.onLine) console.log("No internet connection found. App is running in offline mode.");
      instance.addEventListener("waiting", onWaiting);
      if (!registered) {
        registered = true;
        instance.register().catch(() => {});
      }
    });
    return () => {
      active = false;
      serwist?.removeEventListener("waiting", onWaiting);
    };
  }, [newVersionMessage]);
  return null;
}

/// <reference lib="webworker" />
import { defaultCache } from "@serwist/next/worker";
import { NetworkOnly, Serwist, type PrecacheEntry, type SerwistGlobalConfig } from "serwist";
import { isPageRequest } from "./page-request";

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // A new version waits until the page, after telling the user, asks it to take over.
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    // API answers carry personal data and must be live: never cached.
    { matcher: ({ url }) => url.pathname.startsWith("/api/"), handler: new NetworkOnly() },
    // Pages and their RSC payloads: live only. Offline, a page is the app's own /offline (the
    // fallback below), with the lists' copies dated by their read.
    { matcher: isPageRequest, handler: new NetworkOnly() },
    ...defaultCache,
  ],
  fallbacks: {
    // Not for a hotel's confirmation page (app/[locale]/conferma): it is no part of the app, so
    // the app's offline page (its kept lists) is never shown in its place.
    entries: [
      {
        url: "/offline",
        matcher: ({ request }) =>
          request.destination === "document" && !new URL(request.url).pathname.startsWith("/conferma/"),
      },
    ],
  },
});

// A worker's script is fetched by the browser itself, never answered from here: Turbopack's worker
// bootstrap reads its chunk list from the script URL's `#params=` fragment, and a response made
// here has no fragment ("Missing worker bootstrap config"). Offline, the worker fails to start and
// the page does the work itself (components/customers/CustomerQrCode.tsx).
self.addEventListener("fetch", (event) => {
  if (event.request.destination === "worker") event.stopImmediatePropagation();
});

serwist.addEventListeners();

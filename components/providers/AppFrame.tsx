import { AppRouterCacheProvider } from "@mui/material-nextjs/v16-appRouter";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { BUSINESS_TIME_ZONE } from "@/lib/dates";
import type { PageProfile } from "@/lib/profiles/get-page-profile";
import { AppProviders } from "./AppProviders";

/**
 * The client providers of the MUI app (emotion cache, theme, next-intl's client with the messages,
 * TanStack Query, auth, feedback modals, service worker). Not in the root layout: the login page
 * and the 404 are plain and light (docs/BUNDLE.md).
 */
export async function AppFrame({
  children,
  signedIn = null,
}: {
  children: ReactNode;
  /** Who signed in, when the page-read cookie tells the server (the signed-in screens). */
  signedIn?: PageProfile | null;
}) {
  const locale = await getLocale();
  // The client gets the namespaces its components read: the API's messages (translated on the
  // server, lib/i18n/server-translator.ts) and the plain login page's are 29 % of the whole, and
  // would otherwise be in every page's HTML.
  const { api: _api, login: _login, ...messages } = await getMessages();
  // Read at request time, so one build serves Stage and Production.
  const appEnv = process.env.APP_ENV === "Stage" ? "Stage" : "Production";
  return (
    <AppRouterCacheProvider>
      <NextIntlClientProvider locale={locale} messages={messages} timeZone={BUSINESS_TIME_ZONE}>
        <AppProviders appEnv={appEnv} signedIn={signedIn}>
          {children}
        </AppProviders>
      </NextIntlClientProvider>
    </AppRouterCacheProvider>
  );
}

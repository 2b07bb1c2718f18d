import { AppRouterCacheProvider } from "@mui/material-nextjs/v16-appRouter";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { FRAME_NAMESPACES } from "@/i18n/namespaces";
import { pickMessages } from "@/i18n/pick-messages";
import { BUSINESS_TIME_ZONE } from "@/lib/dates";
import type { PageProfile } from "@/lib/profiles/get-page-profile";
import { AppProviders } from "./AppProviders";

/**
 * The client providers of the MUI app (emotion cache, theme, next-intl's client with the frame's messages,
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
  // The frame's own namespaces only: each page provides its own around its content
  // (withMessages in i18n/PageMessages.tsx), so no page carries every screen's messages.
  const messages = pickMessages(await getMessages(), FRAME_NAMESPACES);
  return (
    <AppRouterCacheProvider>
      <NextIntlClientProvider locale={locale} messages={messages} timeZone={BUSINESS_TIME_ZONE}>
        <AppProviders signedIn={signedIn}>{children}</AppProviders>
      </NextIntlClientProvider>
    </AppRouterCacheProvider>
  );
}

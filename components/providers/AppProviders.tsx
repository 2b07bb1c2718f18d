"use client";
import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { AuthProvider } from "@/components/auth/AuthProvider";
import { LazyFeedbackHost } from "@/components/common/LazyFeedbackHost";
import { NavigationTracker } from "@/components/common/NavigationTracker";
import { ServiceWorkerRegistration } from "@/components/shell/ServiceWorkerUpdates";
import { QUERY_STALE_MS } from "@/lib/client/query-cache";
import type { PageProfile } from "@/lib/profiles/get-page-profile";
import { themeFor } from "./theme";

export function AppProviders({ children, signedIn }: { children: ReactNode; signedIn: PageProfile | null }) {
  const t = useTranslations("shell");
  const locale = useLocale();
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { retry: false, refetchOnWindowFocus: false, staleTime: QUERY_STALE_MS },
          mutations: { retry: false },
        },
      }),
  );
  return (
    <ThemeProvider theme={themeFor(locale)}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <ServiceWorkerRegistration newVersionMessage={t("newVersion")} />
        <AuthProvider signedIn={signedIn}>
          <NavigationTracker />
          {children}
          <LazyFeedbackHost />
        </AuthProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}

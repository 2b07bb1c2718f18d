"use client";
import { CssBaseline, ThemeProvider } from "@mui/material";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { AuthProvider } from "@/components/auth/AuthProvider";
import { FeedbackHost } from "@/components/common/FeedbackHost";
import { NavigationTracker } from "@/components/common/NavigationTracker";
import { ServiceWorkerProvider } from "@/components/shell/ServiceWorkerUpdates";
import { AppEnvProvider } from "./AppEnvContext";
import { theme } from "./theme";

export function AppProviders({ children, appEnv }: { children: ReactNode; appEnv: string }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 },
          mutations: { retry: false },
        },
      }),
  );
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AppEnvProvider value={appEnv}>
        <QueryClientProvider client={queryClient}>
          <ServiceWorkerProvider>
            <AuthProvider>
              <NavigationTracker />
              {children}
              <FeedbackHost />
            </AuthProvider>
          </ServiceWorkerProvider>
        </QueryClientProvider>
      </AppEnvProvider>
    </ThemeProvider>
  );
}

"use client";
import { Box, CircularProgress } from "@mui/material";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useSyncExternalStore, type ReactNode } from "react";
import { useAuth } from "./AuthProvider";

const noSubscription = () => () => {};

/**
 * False while React hydrates the server's HTML, true after. The profile may load before this
 * Suspense boundary hydrates (a slow stream): hydrating it with the signed-in content instead of
 * the server's spinner would be a hydration mismatch.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Pages behind sign-in: without auth data the visitor goes to /login, remembering the origin. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { state } = useAuth();
  const hydrated = useHydrated();
  const t = useTranslations("common");
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  useEffect(() => {
    if (state.status !== "anonymous") return;
    const query = searchParams.toString();
    const origin = `${pathname}${query ? `?${query}` : ""}`;
    router.replace(origin === "/" ? "/login" : `/login?returnUrl=${encodeURIComponent(origin)}`);
  }, [state.status, pathname, searchParams, router]);
  if (state.status !== "authenticated" || !hydrated) {
    return (
      <Box sx={{ display: "flex", justifyContent: "center", p: 6 }}>
        <CircularProgress aria-label={t("loading")} />
      </Box>
    );
  }
  return <>{children}</>;
}

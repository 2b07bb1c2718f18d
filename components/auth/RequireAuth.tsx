"use client";
import { Box, CircularProgress } from "@mui/material";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, type ReactNode } from "react";
import { useAuth } from "./AuthProvider";

/** Pages behind sign-in: without auth data the visitor goes to /login, remembering the origin. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { state } = useAuth();
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
  if (state.status !== "authenticated") {
    return (
      <Box sx={{ display: "flex", justifyContent: "center", p: 6 }}>
        <CircularProgress aria-label={t("loading")} />
      </Box>
    );
  }
  return <>{children}</>;
}

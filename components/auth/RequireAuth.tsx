"use client";
import { Box, CircularProgress } from "@mui/material";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { startTransition, useEffect, useState, type ReactNode } from "react";
import { useAuth } from "./AuthProvider";

/**
 * The screens the server renders when it knows who signed in (the page-read cookie): those whose
 * every control works before the page's code has run (links, which the browser follows itself:
 * the KPI's tabs are links to ?tab=) or is disabled until then (`useHydrated`). A field rendered
 * before hydration would lose what a quick clerk typed (React 19 does not replay it), so the other
 * screens keep waiting for hydration. Without the page-read cookie the server renders
 * the spinner, and the profile may load before this Suspense boundary hydrates (a slow stream):
 * hydrating it with the signed-in content instead would be a hydration mismatch.
 */
const SERVER_RENDERED_SCREENS = [
  /^\/$/,
  /^\/events\/\d+\/menu$/,
  /^\/events\/\d+\/kpi$/,
  // Its first render is the skeleton (no field; Salva, Elimina and the way back disabled until
  // the page's code runs): its title and the event's line, painted with the page.
  /^\/events\/\d+\/reservations\/edit\/\d+$/,
  // Its fields greyed out and unreachable until then; the event's line comes with the page.
  /^\/events\/\d+\/reservations\/quote$/,
  // The customer in its fields, greyed out and unreachable until then (LoadingFields).
  /^\/customers\/edit\/\d+$/,
  // The lists: the title with its count, the search and actions greyed out until then, the rows'
  // skeleton (InfiniteList draws them in the browser, which knows the tablet's orientation).
  /^\/customers$/,
  /^\/events$/,
  /^\/events\/\d+\/reservations$/,
  /^\/events\/\d+\/entries$/,
  /^\/events\/\d+\/v2\/accounting\/movements$/,
  // The open tab's list: its rows and tabs are links.
  /^\/events\/\d+\/communications$/,
  // The takings with the page; the buttons that open the four forms greyed out until then.
  /^\/events\/\d+\/v2\/accounting\/cash-register$/,
];

/** Pages behind sign-in: without auth data the visitor goes to /login, remembering the origin. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { state, serverRendered } = useAuth();
  // True once hydrated, set in a transition: the screen's first render in the browser then runs
  // in slices of a few milliseconds rather than in one long task (~400 ms of a 4x slower CPU on
  // /customers), so the page answers taps meanwhile.
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
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
  const onServer = serverRendered && SERVER_RENDERED_SCREENS.some((screen) => screen.test(pathname));
  if (state.status !== "authenticated" || !(mounted || onServer)) {
    return (
      <Box sx={{ display: "flex", justifyContent: "center", p: 6 }}>
        <CircularProgress aria-label={t("loading")} />
      </Box>
    );
  }
  return <>{children}</>;
}

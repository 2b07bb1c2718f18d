"use client";
import { AppBar, Box, Button, Container, Toolbar, Typography } from "@mui/material";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useState, type ReactNode } from "react";
import { useAuth } from "@/components/auth/AuthProvider";
import { NoAccess } from "@/components/common/NoAccess";
import { useHydrated } from "@/components/common/useHydrated";
import { canOpen } from "@/lib/client/route-access";
import { StageLabel } from "./StageLabel";

// Loaded when first opened: its form (phone prefixes, date picker) is not needed at first paint.
const MyProfileDialog = dynamic(
  () => import("@/components/profiles/MyProfileDialog").then((module) => module.MyProfileDialog),
  { ssr: false },
);

/** Header (logo, the user's name opening the profile modal, logout), content and footer. */
export function AppShell({ children }: { children: ReactNode }) {
  const t = useTranslations("shell");
  const { state, signOut } = useAuth();
  const [profileOpen, setProfileOpen] = useState(false);
  const pathname = usePathname();
  return (
    <Box sx={{ minHeight: "100vh", display: "flex", flexDirection: "column" }}>
      <AppBar position="sticky" color="primary">
        <Toolbar sx={{ gap: 2 }}>
          <Box
            component={Link}
            href="/"
            sx={{
              display: "flex",
              alignItems: "center",
              gap: 1,
              minHeight: 44,
              color: "inherit",
              textDecoration: "none",
            }}
          >
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src="/icons/logo.svg" alt="" width={32} height={32} />
            <Typography variant="h6" component="span" sx={{ display: { xs: "none", sm: "inline" } }}>
              {t("appName")}
            </Typography>
          </Box>
          <StageLabel />
          <Box sx={{ flexGrow: 1 }} />
          {state.status === "authenticated" && (
            <AccountButtons
              name={[state.profile.firstName, state.profile.lastName].filter(Boolean).join(" ")}
              onProfile={() => setProfileOpen(true)}
              onLogout={signOut}
            />
          )}
        </Toolbar>
      </AppBar>
      {/* At least the viewport under the toolbar (56 px, 64 px from 600 px wide): the footer starts
          below the fold, so the screen's content arriving after the first paint never moves it
          in view (it would be most of the reservation screens' layout shift). */}
      <Container
        component="main"
        maxWidth="lg"
        sx={{ flexGrow: 1, py: 3, minHeight: { xs: "calc(100vh - 56px)", sm: "calc(100vh - 64px)" } }}
      >
        {state.status === "authenticated" && !canOpen(pathname, state.permissions, state.profile.type) ? (
          <NoAccess />
        ) : (
          children
        )}
      </Container>
      <Box component="footer" sx={{ py: 2, textAlign: "center", color: "text.secondary" }}>
        <Typography variant="body2" data-testid="footer">
          {t("copyright", { year: new Date().getFullYear() })}
        </Typography>
      </Box>
      {state.status === "authenticated" && profileOpen && (
        <MyProfileDialog open={profileOpen} onClose={() => setProfileOpen(false)} />
      )}
    </Box>
  );
}

/**
 * The user's name (profile) and Esci: on a screen the server renders they need the page's code, so
 * they are disabled until it runs rather than dropping a tap. Only they render
 * again at hydration, not the page.
 */
function AccountButtons({
  name,
  onProfile,
  onLogout,
}: {
  name: string;
  onProfile: () => void;
  onLogout: () => void;
}) {
  const t = useTranslations("shell");
  const hydrated = useHydrated();
  return (
    <>
      <Button
        color="inherit"
        variant="text"
        disabled={!hydrated}
        onClick={onProfile}
        data-testid="current-user"
        sx={DISABLED_ON_BAR}
      >
        {name}
      </Button>
      <Button color="inherit" variant="outlined" disabled={!hydrated} onClick={onLogout} sx={DISABLED_ON_BAR}>
        {t("logout")}
      </Button>
    </>
  );
}

/** MUI's disabled colours are for a light surface: on the green bar, the buttons' own, dimmed. */
const DISABLED_ON_BAR = {
  "&.Mui-disabled": { color: "inherit", borderColor: "currentColor", opacity: 0.5 },
} as const;

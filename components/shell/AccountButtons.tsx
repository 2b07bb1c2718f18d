"use client";
import { Button } from "@mui/material";
import dynamic from "next/dynamic";
import { useState } from "react";
import { useAuth } from "@/components/auth/AuthProvider";
import { useHydrated } from "@/components/common/useHydrated";

// Loaded when first opened: its form (phone prefixes, date picker) is not needed at first paint.
const MyProfileDialog = dynamic(
  () => import("@/components/profiles/MyProfileDialog").then((module) => module.MyProfileDialog),
  { ssr: false },
);

/**
 * The user's name (profile) and Esci: on a screen the server renders they need the page's code, so
 * they are disabled until it runs rather than dropping a tap. Only they render again at
 * hydration, not the page.
 */
export function AccountButtons({ logoutLabel }: { logoutLabel: string }) {
  const { state, signOut } = useAuth();
  const hydrated = useHydrated();
  const [profileOpen, setProfileOpen] = useState(false);
  if (state.status !== "authenticated") return null;
  const name = [state.profile.firstName, state.profile.lastName].filter(Boolean).join(" ");
  return (
    <>
      <Button
        color="inherit"
        variant="text"
        disabled={!hydrated}
        onClick={() => setProfileOpen(true)}
        data-testid="current-user"
        sx={DISABLED_ON_BAR}
      >
        {name}
      </Button>
      <Button color="inherit" variant="outlined" disabled={!hydrated} onClick={signOut} sx={DISABLED_ON_BAR}>
        {logoutLabel}
      </Button>
      {profileOpen && <MyProfileDialog open={profileOpen} onClose={() => setProfileOpen(false)} />}
    </>
  );
}

/** MUI's disabled colours are for a light surface: on the green bar, the buttons' own, dimmed. */
const DISABLED_ON_BAR = {
  "&.Mui-disabled": { color: "inherit", borderColor: "currentColor", opacity: 0.5 },
} as const;

"use client";
import { useState } from "react";
import { useAuth } from "@/components/auth/AuthProvider";
import { deferred } from "@/components/common/deferred";
import { useHydrated } from "@/components/common/useHydrated";
import styles from "./AppShell.module.css";

// Fetched when the page is idle: its form (phone prefixes, date picker) is not needed at first paint.
const MyProfileDialog = deferred(
  () => import("@/components/profiles/MyProfileDialog").then((module) => module.MyProfileDialog),
  { when: "open" },
);

/**
 * The user's name (profile) and Esci, plain buttons in MUI's text and outlined look: on a screen
 * the server renders they need the page's code, so they are disabled until it runs rather than
 * dropping a tap. Only they render again at hydration, not the page.
 */
export function AccountButtons({ logoutLabel }: { logoutLabel: string }) {
  const { state, signOut } = useAuth();
  const hydrated = useHydrated();
  const [profileOpen, setProfileOpen] = useState(false);
  if (state.status !== "authenticated") return null;
  const name = [state.profile.firstName, state.profile.lastName].filter(Boolean).join(" ");
  return (
    <>
      <button
        type="button"
        className={styles.barButton}
        disabled={!hydrated}
        onClick={() => setProfileOpen(true)}
        data-testid="current-user"
      >
        {name}
      </button>
      <button
        type="button"
        className={`${styles.barButton} ${styles.outlined}`}
        disabled={!hydrated}
        onClick={signOut}
      >
        {logoutLabel}
      </button>
      {profileOpen && <MyProfileDialog open={profileOpen} onClose={() => setProfileOpen(false)} />}
    </>
  );
}

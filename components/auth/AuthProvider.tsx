"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { deferred } from "@/components/common/deferred";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { AuthData } from "@/lib/auth/schemas";
import type { PermissionCode } from "@/lib/auth/permission-codes";
import { api, checkConnectivity, registerApiHooks } from "@/lib/client/api-client";
import {
  clearAuth,
  readAuth,
  readProfileCache,
  writeAuth,
  writeProfileCache,
} from "@/lib/client/auth-storage";
import { confirmLeave, leaveGuarded, leaveUnguarded } from "@/lib/client/leave-guard";
import { logoutAsks, type LogoutLoss } from "@/lib/client/logout-question";
import { createPageSaves, PageSavesContext } from "@/lib/client/page-drafts";
import { rememberReturnPath } from "@/lib/client/offline-return";
import { sendKeptLogouts } from "@/lib/client/pending-logout";
import type { PageProfile } from "@/lib/profiles/get-page-profile";
import type { ProfileInfo } from "@/lib/profiles/get-profile-info";
import type { ProfileDto } from "@/lib/profiles/schemas";

// Loaded after the page: re-sending unsent saves and logout's question about what it discards.
const SignedInDevice = deferred(() => import("./SignedInDevice").then((module) => module.SignedInDevice), {
  when: "idle",
});

type AuthState =
  | { status: "loading" }
  | { status: "anonymous" }
  | { status: "authenticated"; profile: ProfileDto; permissions: PermissionCode[] };

type AuthContextValue = {
  state: AuthState;
  /** The screen may be rendered on the server: the page-read cookie named this device's account. */
  serverRendered: boolean;
  signIn: (auth: AuthData, remember: boolean) => Promise<boolean>;
  signOut: () => void;
  reloadProfile: () => Promise<void>;
  can: (code: PermissionCode) => boolean;
};

function authenticated(info: ProfileInfo): AuthState {
  return {
    status: "authenticated",
    profile: info.profile,
    permissions: info.permissions.map((p) => p.code as PermissionCode),
  };
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** True once this page has hydrated: later mounts (a sign-in in this tab) can read the storage. */
let pageHydrated = false;

/**
 * The server's account is used only if it is the one whose tokens this device holds. While the
 * page hydrates the storage cannot be read (the first render must be the server's); after, a
 * mount from the router's cache (another account signed in in this tab) is checked at once.
 */
function usableServerProfile(signedIn: PageProfile | null): PageProfile | null {
  if (!signedIn || !pageHydrated) return signedIn;
  return readAuth()?.accountId === signedIn.accountId ? signedIn : null;
}

export function AuthProvider({ children, signedIn }: { children: ReactNode; signedIn: PageProfile | null }) {
  const [serverProfile] = useState(() => usableServerProfile(signedIn));
  const [state, setState] = useState<AuthState>(() =>
    serverProfile ? authenticated(serverProfile.info) : { status: "loading" },
  );
  const [serverRendered, setServerRendered] = useState(serverProfile !== null);
  // The page's editor offers its Save here for a save re-sent for its page (SignedInDevice).
  const [pageSaves] = useState(createPageSaves);
  const router = useRouter();
  const queryClient = useQueryClient();

  const loadProfile = useCallback(async (): Promise<boolean> => {
    try {
      const info = await api.get<ProfileInfo>("/profiles/profileinfo");
      const signedIn = readAuth();
      if (signedIn) writeProfileCache(signedIn.accountId, info);
      setState(authenticated(info));
      return true;
    } catch {
      if (!readAuth()) setState({ status: "anonymous" });
      return false;
    }
  }, []);

  const endSession = () => import("@/lib/client/end-session");
  const toLogin = useCallback(() => {
    queryClient.clear();
    setState({ status: "anonymous" });
    router.replace("/login");
  }, [queryClient, router]);
  const finishSignOut = useCallback(() => {
    const auth = readAuth();
    clearAuth();
    // The server ends the sign-in and this device deletes all it keeps of the account (drafts
    // included: the user was asked), at most a couple of seconds, before /login: going there first
    // would leave the deletions to whatever runs after the navigation.
    const forgotten = auth
      ? endSession()
          .then((module) => module.endSignIn(auth))
          .catch(() => undefined)
      : Promise.resolve();
    void forgotten.then(toLogin);
  }, [toLogin]);

  // Logout asks one question at most. With saves waiting for the network or drafts of forms, its
  // own, which names all it discards (the page's unsaved edits too) and, confirmed, leaves without
  // the page's question. Otherwise the page's "Uscire senza salvare?" when its form holds unsaved
  // edits (Salva, Continua, Annulla); else none.
  const [askOnLogout, setAskOnLogout] = useState<LogoutLoss | null>(null);
  const leave = useCallback(() => confirmLeave(finishSignOut), [finishSignOut]);
  const signOut = useCallback(() => {
    const auth = readAuth();
    if (!auth) return leave();
    const askingPage = leaveGuarded() ? window.location.pathname : null;
    void endSession()
      .then((module) => module.logoutLoss(auth.accountId, askingPage))
      .catch(() => null)
      .then((loss) => (loss && logoutAsks(loss) ? setAskOnLogout(loss) : leave()));
  }, [leave]);

  useEffect(() => {
    registerApiHooks({
      // The server ended the sign-in: the account's drafts and unsent saves stay for its next
      // sign-in, the rest it kept goes (lib/client/end-session.ts).
      onLogout: (accountId) => {
        const forgotten =
          accountId === null
            ? Promise.resolve()
            : endSession()
                .then((module) => module.endSignInByServer(accountId))
                .catch(() => undefined);
        void forgotten.then(toLogin);
      },
      // The form's drafts bring its edits back on the return: the browser's "Leave site?" would
      // only stand in the way of the offline notice.
      onOffline: () => {
        rememberReturnPath();
        leaveUnguarded(() => router.push("/offline"));
      },
    });
  }, [router, toLogin]);

  // A list's search (any read) asked while the browser is offline waits for the network (TanStack
  // Query pauses it): the offline notice shows instead of the list's skeleton rows, as after a
  // failed call.
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === "updated" && event.action.type === "pause") void checkConnectivity();
      }),
    [queryClient],
  );

  // A logout made offline is told to the server once it answers (lib/client/pending-logout.ts).
  useEffect(() => {
    const send = () => void sendKeptLogouts();
    send();
    window.addEventListener("online", send);
    return () => window.removeEventListener("online", send);
  }, []);

  useEffect(() => {
    // On start with a stored token, profile info and permissions are loaded; those the server
    // read for this account, else those loaded last (lib/client/auth-storage.ts), are shown
    // meanwhile, so the screen and its data need not wait.
    pageHydrated = true;
    void (async () => {
      const auth = readAuth();
      if (!auth) {
        setServerRendered(false);
        setState({ status: "anonymous" });
        return;
      }
      if (serverProfile) {
        if (serverProfile.accountId === auth.accountId) {
          writeProfileCache(auth.accountId, serverProfile.info);
          return;
        }
        // The cookie is another account's (signed in in another tab): this tab's own is shown.
        setServerRendered(false);
        setState({ status: "loading" });
      }
      const cached = readProfileCache<ProfileInfo>(auth.accountId);
      if (cached) setState(authenticated(cached));
      await loadProfile();
    })();
  }, [loadProfile, serverProfile]);

  const value = useMemo<AuthContextValue>(
    () => ({
      state,
      serverRendered,
      signIn: async (auth, remember) => {
        writeAuth(auth, remember);
        return loadProfile();
      },
      signOut,
      reloadProfile: async () => {
        await loadProfile();
      },
      can: (code) => state.status === "authenticated" && state.permissions.includes(code),
    }),
    [state, serverRendered, loadProfile, signOut],
  );
  return (
    <AuthContext.Provider value={value}>
      <PageSavesContext.Provider value={pageSaves}>
        {children}
        {state.status === "authenticated" && (
          <SignedInDevice
            askOnLogout={askOnLogout}
            onLeave={() => {
              setAskOnLogout(null);
              // Its question named the page's edits too: the page does not ask again.
              leaveUnguarded(finishSignOut);
            }}
            onStay={() => setAskOnLogout(null)}
          />
        )}
      </PageSavesContext.Provider>
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth outside AuthProvider");
  return context;
}

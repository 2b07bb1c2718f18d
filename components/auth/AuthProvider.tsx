"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import dynamic from "next/dynamic";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { AuthData } from "@/lib/auth/schemas";
import type { PermissionCode } from "@/lib/auth/permission-codes";
import { api, registerApiHooks } from "@/lib/client/api-client";
import {
  clearAuth,
  readAuth,
  readProfileCache,
  writeAuth,
  writeProfileCache,
} from "@/lib/client/auth-storage";
import { confirmLeave } from "@/lib/client/leave-guard";
import { rememberReturnPath } from "@/lib/client/offline-return";
import type { ProfileInfo } from "@/lib/profiles/get-profile-info";
import type { ProfileDto } from "@/lib/profiles/schemas";

// Loaded after the page (issue 22): re-sending unsent saves and the logout question about them.
const SignedInDevice = dynamic(() => import("./SignedInDevice").then((module) => module.SignedInDevice), {
  ssr: false,
});

type AuthState =
  | { status: "loading" }
  | { status: "anonymous" }
  | { status: "authenticated"; profile: ProfileDto; permissions: PermissionCode[] };

type AuthContextValue = {
  state: AuthState;
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

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: "loading" });
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
  const finishSignOut = useCallback(() => {
    const auth = readAuth();
    clearAuth();
    // The server ends the sign-in; this device forgets the account's unsent saves and offline copies.
    if (auth) void endSession().then((module) => module.endSignIn(auth));
    queryClient.clear();
    setState({ status: "anonymous" });
    router.replace("/login");
  }, [queryClient, router]);

  // Logout asks first about saves still waiting for the network (they are lost with it), then the
  // page's unsaved-changes question (its Comtinua discards the page's drafts).
  const [askUnsent, setAskUnsent] = useState(false);
  const leave = useCallback(() => confirmLeave(finishSignOut), [finishSignOut]);
  const signOut = useCallback(() => {
    const auth = readAuth();
    if (!auth) return leave();
    void endSession()
      .then((module) => module.unsentSaves(auth.accountId))
      .catch(() => 0)
      .then((unsent) => (unsent > 0 ? setAskUnsent(true) : leave()));
  }, [leave]);

  useEffect(() => {
    registerApiHooks({
      onLogout: () => {
        queryClient.clear();
        setState({ status: "anonymous" });
        router.replace("/login");
      },
      onOffline: () => {
        rememberReturnPath();
        router.push("/offline");
      },
    });
  }, [queryClient, router]);

  useEffect(() => {
    // On start with a stored token, profile info and permissions are loaded; those loaded last
    // (lib/client/auth-storage.ts) are shown meanwhile, so the screen and its data need not wait.
    void (async () => {
      const auth = readAuth();
      if (!auth) {
        setState({ status: "anonymous" });
        return;
      }
      const cached = readProfileCache<ProfileInfo>(auth.accountId);
      if (cached) setState(authenticated(cached));
      await loadProfile();
    })();
  }, [loadProfile]);

  const value = useMemo<AuthContextValue>(
    () => ({
      state,
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
    [state, loadProfile, signOut],
  );
  return (
    <AuthContext.Provider value={value}>
      {children}
      {state.status === "authenticated" && (
        <SignedInDevice
          askUnsent={askUnsent}
          onLeave={() => {
            setAskUnsent(false);
            leave();
          }}
          onStay={() => setAskUnsent(false)}
        />
      )}
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth outside AuthProvider");
  return context;
}

"use client";
import { useRouter } from "next/navigation";
import { useEffect, useState, type FormEvent } from "react";
import { NavigationTracker } from "@/components/common/NavigationTracker";
import { PlainAttentionDialog } from "@/components/plain/PlainAttentionDialog";
import styles from "@/components/plain/plain.module.css";
import { ServiceWorkerRegistration } from "@/components/shell/ServiceWorkerUpdates";
import type { AuthData } from "@/lib/auth/schemas";
import { api } from "@/lib/client/api-client";
import { readAuth, writeAuth } from "@/lib/client/auth-storage";
import { safeReturnUrl } from "@/lib/auth/return-url";

export type LoginText = {
  title: string;
  username: string;
  password: string;
  remember: string;
  submit: string;
  guide: string;
  attention: string;
  ok: string;
  newVersion: string;
};

/**
 * The sign-in form without MUI (the login page's first load stays <= 150 KiB): plain elements
 * styled like the theme's outlined fields and contained button. Signed in, the visitor goes to the
 * page asked for, where the app's auth provider loads the profile.
 */
export function LoginForm({
  text,
  returnUrl: requestedUrl,
  stageLabel,
}: {
  text: LoginText;
  returnUrl: string | null;
  stageLabel: string | null;
}) {
  const router = useRouter();
  const returnUrl = safeReturnUrl(requestedUrl);
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [remember, setRemember] = useState(true);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // A signed-in visitor has nothing to do here.
    if (readAuth()) router.replace(returnUrl);
  }, [returnUrl, router]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const auth = await api.post<AuthData>("/profiles/authenticate", { username, password, remember });
      writeAuth(auth, remember);
      router.replace(returnUrl);
    } catch {
      // The Attenzione modal already shows the message.
      setBusy(false);
    }
  }

  return (
    <main className={styles.page}>
      <NavigationTracker />
      <ServiceWorkerRegistration newVersionMessage={text.newVersion} />
      <form className={`${styles.paper} ${styles.stack} ${styles.login}`} onSubmit={submit}>
        <div className={styles.heading}>
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src="/icons/logo.svg" alt="" width={40} height={40} />
          <h1 className={styles.title}>{text.title}</h1>
          {stageLabel && (
            <span className={styles.stage} data-testid="stage-label">
              {stageLabel}
            </span>
          )}
        </div>
        <div className={styles.field}>
          <input
            id="login-username"
            className={styles.input}
            name="username"
            autoComplete="username"
            placeholder=" "
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            autoFocus
          />
          <label htmlFor="login-username" className={styles.label}>
            {text.username}
          </label>
        </div>
        <div className={styles.field}>
          <input
            id="login-password"
            className={styles.input}
            name="password"
            type="password"
            autoComplete="current-password"
            placeholder=" "
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <label htmlFor="login-password" className={styles.label}>
            {text.password}
          </label>
        </div>
        <label className={styles.checkboxRow}>
          <input
            type="checkbox"
            className={styles.checkbox}
            checked={remember}
            onChange={(e) => setRemember(e.target.checked)}
          />
          {text.remember}
        </label>
        <button type="submit" className={styles.button} disabled={!username.trim() || !password || busy}>
          {text.submit}
        </button>
        {/* A plain link keeps next/link out of this page's first load; the guide loads the app frame. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/guide" className={styles.link}>
          {text.guide}
        </a>
      </form>
      <PlainAttentionDialog title={text.attention} ok={text.ok} />
    </main>
  );
}

import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { AccessGate } from "./AccessGate";
import { AccountButtons } from "./AccountButtons";
import styles from "./AppShell.module.css";
import { StageLabel } from "./StageLabel";

/**
 * Header (logo, the user's name opening the profile modal, logout), content and footer: drawn on
 * the server with a CSS module in the theme's variables, so the frame costs the browser no
 * styling work; only the account buttons and the access check are client islands.
 */
export async function AppShell({ children }: { children: ReactNode }) {
  const t = await getTranslations("shell");
  return (
    <div className={styles.root}>
      <header className={styles.bar}>
        <div className={styles.toolbar}>
          <Link href="/" className={styles.home}>
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src="/icons/logo.svg" alt="" width={32} height={32} />
            <span className={styles.appName}>{t("appName")}</span>
          </Link>
          <StageLabel />
          <div className={styles.spacer} />
          <AccountButtons logoutLabel={t("logout")} />
        </div>
      </header>
      {/* At least the viewport under the toolbar: the footer starts below the fold, so the
          screen's content arriving after the first paint never moves it in view (it would be most
          of the reservation screens' layout shift). */}
      <main className={styles.main}>
        <AccessGate>{children}</AccessGate>
      </main>
      <footer className={styles.footer}>
        <p className={styles.footerText} data-testid="footer">
          {t("copyright", { year: new Date().getFullYear() })}
        </p>
      </footer>
    </div>
  );
}

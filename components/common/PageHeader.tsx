import type { ReactNode } from "react";
import styles from "./PageHeader.module.css";

/**
 * A page title with its actions on the right: plain elements and a CSS module in the theme's
 * variables, so it renders on the server or in the browser without styling work.
 *
 * Nothing in it moves while the page loads: `subtitle` is a line under the header
 * (e.g. the event's name) that is kept, empty, while its value loads (`null`: loading; leave it
 * out for no line); `stackActions` puts the actions on their own row below that width, for a
 * title whose length changes when its counts arrive ("Prenotazioni (10) Ospiti (13)"), so the
 * actions do not jump to a second row when the longer title lands.
 */
export function PageHeader({
  title,
  subtitle,
  actions,
  stackActions,
}: {
  title: ReactNode;
  subtitle?: ReactNode | null;
  actions?: ReactNode;
  stackActions?: "md" | "always";
}) {
  const titleClass = [
    styles.title,
    stackActions === "always" ? styles.stackAlways : stackActions === "md" ? styles.stackBelowMd : "",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <>
      <div className={`${styles.row} ${subtitle === undefined ? styles.rowAlone : styles.rowWithSubtitle}`}>
        <h1 className={titleClass}>{title}</h1>
        {actions}
      </div>
      {subtitle !== undefined && (
        // One line, always: its height is there before the value arrives.
        <div className={styles.subtitleSlot}>
          <p className={styles.subtitle} data-testid="page-subtitle">
            {subtitle ?? "\u00a0"}
          </p>
        </div>
      )}
    </>
  );
}

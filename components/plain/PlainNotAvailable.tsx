import styles from "./plain.module.css";

/** NotAvailable's look without MUI (a server component: no JavaScript). */
export function PlainNotAvailable({ title, text, home }: { title: string; text: string; home: string }) {
  return (
    <main className={styles.top}>
      <section className={`${styles.paper} ${styles.stack} ${styles.start}`}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.text}>{text}</p>
        {/* A plain link: next/link would add client JavaScript to every page's 404 boundary. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a className={styles.button} href="/">
          {home}
        </a>
      </section>
    </main>
  );
}

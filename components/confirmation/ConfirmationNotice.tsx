import styles from "@/components/plain/confirmation.module.css";

/** A page with only a title and a sentence: the neutral answer to a link that opens nothing. */
export function ConfirmationNotice({ title, text }: { title: string; text: string }) {
  return (
    <main className={styles.page}>
      <div className={styles.paper}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.muted}>{text}</p>
      </div>
    </main>
  );
}

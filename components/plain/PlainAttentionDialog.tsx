"use client";
import { useEffect, useRef } from "react";
import { feedback, useFeedback } from "@/lib/client/feedback-store";
import styles from "./plain.module.css";

/** The "Attenzione" modal of FeedbackHost without MUI: a native modal dialog (login page). */
export function PlainAttentionDialog({ title, ok }: { title: string; ok: string }) {
  const { errors } = useFeedback();
  const dialog = useRef<HTMLDialogElement>(null);
  const open = errors.length > 0;
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="attention-title"
      onClose={() => feedback.clearErrors()}
    >
      <h2 id="attention-title" className={styles.dialogTitle}>
        {title}
      </h2>
      <div className={styles.dialogContent}>
        {errors.map((message) => (
          <div key={message} role="alert" className={styles.alert} data-testid="error-message">
            <svg className={styles.alertIcon} viewBox="0 0 24 24" aria-hidden="true">
              <path d="M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z" />
            </svg>
            {message}
          </div>
        ))}
      </div>
      <div className={styles.dialogActions}>
        <button type="button" className={styles.button} onClick={() => feedback.clearErrors()} autoFocus>
          {ok}
        </button>
      </div>
    </dialog>
  );
}

"use client";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import styles from "@/components/plain/confirmation.module.css";

export type AnswerFormText = {
  confirm: string;
  reportProblem: string;
  note: string;
  noteHint: string;
  sendProblem: string;
  cancel: string;
  noteRequired: string;
  sending: string;
  failed: string;
};

const NOTE_MAX = 2000;

/**
 * "Confermo" / "Segnalo un problema" (with its note): posts the answer to the public API, then
 * renders the page again from the server, which shows the answer recorded (this one, or one that
 * came first).
 */
export function AnswerForm({ token, text }: { token: string; text: AnswerFormText }) {
  const router = useRouter();
  const [problem, setProblem] = useState(false);
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function send(body: { answer: "confirmed" | "problem"; note?: string }) {
    setBusy(true);
    setError(null);
    try {
      const response = await fetch(`/api/confirmations/${encodeURIComponent(token)}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      // 404: the link stopped opening the message meanwhile; the page says so.
      if (response.ok || response.status === 404) {
        router.refresh();
        return;
      }
      const envelope = (await response.json().catch(() => null)) as { messages?: string[] } | null;
      setError(envelope?.messages?.[0] ?? text.failed);
      setBusy(false);
    } catch {
      setError(text.failed);
      setBusy(false);
    }
  }

  function submitProblem(event: FormEvent) {
    event.preventDefault();
    const trimmed = note.trim();
    if (!trimmed) {
      setError(text.noteRequired);
      return;
    }
    void send({ answer: "problem", note: trimmed });
  }

  if (!problem) {
    return (
      <div className={styles.actions}>
        <button
          type="button"
          className={`${styles.button} ${styles.primary}`}
          disabled={busy}
          onClick={() => void send({ answer: "confirmed" })}
        >
          {busy ? text.sending : text.confirm}
        </button>
        <button
          type="button"
          className={`${styles.button} ${styles.secondary}`}
          disabled={busy}
          onClick={() => {
            setError(null);
            setProblem(true);
          }}
        >
          {text.reportProblem}
        </button>
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <form onSubmit={submitProblem} noValidate>
      <div className={styles.field}>
        <label htmlFor="confirmation-note" className={styles.label}>
          {text.note}
        </label>
        <textarea
          id="confirmation-note"
          className={styles.textarea}
          value={note}
          maxLength={NOTE_MAX}
          aria-describedby="confirmation-note-hint"
          aria-invalid={error === text.noteRequired}
          onChange={(event) => setNote(event.target.value)}
        />
        <span id="confirmation-note-hint" className={styles.muted}>
          {text.noteHint}
        </span>
      </div>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={busy}>
          {busy ? text.sending : text.sendProblem}
        </button>
        <button
          type="button"
          className={`${styles.button} ${styles.secondary}`}
          disabled={busy}
          onClick={() => {
            setError(null);
            setProblem(false);
          }}
        >
          {text.cancel}
        </button>
      </div>
    </form>
  );
}

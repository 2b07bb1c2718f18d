import { getTranslations } from "next-intl/server";
import {
  COMMUNICATION_TYPES,
  type ConfirmationLineDto,
  type ConfirmationViewDto,
} from "@/lib/communications/schemas";
import { daysBetween, formatDay } from "@/lib/dates";
import { AnswerForm } from "./AnswerForm";
import styles from "@/components/plain/confirmation.module.css";

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** "2026-11-28T10:05:00" (Rome's wall clock, as the API gives it) -> "28/11/2026 10:05". */
const formatInstant = (value: string) => `${formatDay(value)} ${value.slice(11, 16)}`;

const GROUP_TITLE = { New: "groupNew", Modified: "groupModified", Canceled: "groupCanceled" } as const;

/** A value and, when it changed, what it was. */
function Changed({ t, act, prev }: { t: Translate; act: string; prev: string | null }) {
  return (
    <>
      {act}
      {prev !== null && prev !== act ? (
        <span className={styles.was}> ({t("was", { value: prev })})</span>
      ) : null}
    </>
  );
}

function Line({ t, line, showGuests }: { t: Translate; line: ConfirmationLineDto; showGuests: boolean }) {
  const modified = line.communicationType === "Modified";
  const prevNights =
    modified && line.prevCheckIn && line.prevCheckOut
      ? daysBetween(line.prevCheckIn, line.prevCheckOut)
      : null;
  const nights = daysBetween(line.actCheckIn, line.actCheckOut);
  return (
    <li className={styles.line}>
      <p className={styles.lineHead}>
        {line.progressiveNumber
          ? t("number", { number: line.progressiveNumber })
          : t("reservation", { id: line.reservationId })}
        {line.isStaffBooking ? <span className={styles.staff}>{t("staff")}</span> : null}
      </p>
      <dl className={styles.facts}>
        {showGuests ? (
          <div className={styles.fact}>
            <dt>{t("guests")}</dt>
            <dd>{line.guestNames || t("guestsToCome")}</dd>
          </div>
        ) : null}
        <div className={styles.fact}>
          <dt>{t("checkIn")}</dt>
          <dd>
            <Changed
              t={t}
              act={formatDay(line.actCheckIn)}
              prev={modified && line.prevCheckIn ? formatDay(line.prevCheckIn) : null}
            />
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t("checkOut")}</dt>
          <dd>
            <Changed
              t={t}
              act={formatDay(line.actCheckOut)}
              prev={modified && line.prevCheckOut ? formatDay(line.prevCheckOut) : null}
            />
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t("nights")}</dt>
          <dd>
            <Changed t={t} act={String(nights)} prev={prevNights === null ? null : String(prevNights)} />
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t("roomType")}</dt>
          <dd>
            <Changed t={t} act={line.actRoomType} prev={modified ? line.prevRoomType : null} />
          </dd>
        </div>
      </dl>
    </li>
  );
}

/** The one message a hotel's link opens, grouped as the text was, with its answer or the buttons. */
export async function ConfirmationMessage({ view, token }: { view: ConfirmationViewDto; token: string }) {
  const t = await getTranslations("confirmation");
  const answer = view.answer;
  return (
    <main className={styles.page}>
      <div className={styles.paper}>
        <h1 className={styles.title}>{view.locationName}</h1>
        <p className={styles.subtitle}>
          {view.eventName} ·{" "}
          {t("eventDates", { from: formatDay(view.eventDateFrom), to: formatDay(view.eventDateTo) })}
        </p>
        <p className={styles.muted}>{t("sentOn", { date: formatInstant(view.sentDate) })}</p>
        {answer ? null : <p className={styles.muted}>{t("intro")}</p>}
        {COMMUNICATION_TYPES.map((type) => {
          const lines = view.lines.filter((line) => line.communicationType === type);
          if (!lines.length) return null;
          return (
            <section key={type} aria-labelledby={`group-${type}`}>
              <h2 id={`group-${type}`} className={styles.group}>
                {t(GROUP_TITLE[type], { count: lines.length })}
              </h2>
              <ul className={styles.lines}>
                {lines.map((line, index) => (
                  <Line
                    key={`${line.reservationId}-${index}`}
                    t={t}
                    line={line}
                    showGuests={view.showGuests}
                  />
                ))}
              </ul>
            </section>
          );
        })}
        {answer ? (
          <div
            role="status"
            className={`${styles.answer} ${answer.answer === "problem" ? styles.answerProblem : ""}`}
          >
            {answer.answer === "confirmed" ? (
              <p>{t("confirmedOn", { date: formatInstant(answer.answeredAt) })}</p>
            ) : (
              <>
                <p>{t("problemOn", { date: formatInstant(answer.answeredAt) })}</p>
                <p className={styles.note}>{answer.note}</p>
                <p className={styles.note}>{t("problemThanks")}</p>
              </>
            )}
          </div>
        ) : (
          <AnswerForm
            token={token}
            text={{
              confirm: t("confirm"),
              reportProblem: t("reportProblem"),
              note: t("note"),
              noteHint: t("noteHint"),
              sendProblem: t("sendProblem"),
              cancel: t("cancel"),
              noteRequired: t("noteRequired"),
              sending: t("sending"),
              failed: t("failed"),
            }}
          />
        )}
      </div>
    </main>
  );
}

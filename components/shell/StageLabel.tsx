import { getTranslations } from "next-intl/server";
import styles from "./AppShell.module.css";

/** The red environment label, shown only on Stage (read at request time: one build serves both). */
export async function StageLabel() {
  if (process.env.APP_ENV !== "Stage") return null;
  const t = await getTranslations("shell");
  return (
    <span className={styles.stage} data-testid="stage-label">
      <span className={styles.stageText}>{t("stage")}</span>
    </span>
  );
}

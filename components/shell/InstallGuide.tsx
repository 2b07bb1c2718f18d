import { getMessages, getTranslations } from "next-intl/server";
import { GuideBackLink } from "./GuideBackLink";
import styles from "./InstallGuide.module.css";

const SECTIONS = ["windowsMac", "ios", "android"] as const;

/** The install guide, drawn on the server: only the way back depends on the browser's sign-in. */
export async function InstallGuide() {
  const t = await getTranslations("guide");
  const messages = (await getMessages()) as {
    guide: Record<(typeof SECTIONS)[number], { steps: string[] }>;
  };
  return (
    <div className={styles.stack}>
      <h1 className={styles.title}>{t("title")}</h1>
      <p className={styles.text}>{t("intro")}</p>
      {SECTIONS.map((section) => (
        <section key={section} className={styles.paper}>
          <h2 className={styles.sectionTitle}>{t(`${section}.title`)}</h2>
          <ol>
            {messages.guide[section].steps.map((_, index) => (
              <li key={index}>
                <p className={styles.text}>{t(`${section}.steps.${index}`)}</p>
              </li>
            ))}
          </ol>
        </section>
      ))}
      <p className={styles.text}>{t("updates")}</p>
      <div>
        <GuideBackLink className={styles.button} toHome={t("toHome")} toLogin={t("toLogin")} />
      </div>
    </div>
  );
}

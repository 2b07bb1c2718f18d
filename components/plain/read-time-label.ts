/**
 * When a copy was read from the server: its time ("dati delle 14:32"), with its day when that was
 * not today (a copy stays until logout).
 */
export function readTimeLabel(
  text: { loadedAt: string; loadedOn: string },
  at: number,
  now: number,
  lang: string,
): string {
  const locale = lang === "en" ? "en-GB" : "it-IT";
  const read = new Date(at);
  const time = read.toLocaleTimeString(locale, { hour: "2-digit", minute: "2-digit" });
  if (read.toDateString() === new Date(now).toDateString()) return text.loadedAt.replace("{time}", time);
  const date = read.toLocaleDateString(locale, { day: "2-digit", month: "2-digit", year: "numeric" });
  return text.loadedOn.replace("{date}", date).replace("{time}", time);
}

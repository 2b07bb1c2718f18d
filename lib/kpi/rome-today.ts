/** Today's calendar day in Europe/Rome, where the business runs ("YYYY-MM-DD"). */
export function romeToday(now = new Date()): string {
  return now.toLocaleDateString("sv-SE", { timeZone: "Europe/Rome" });
}

/**
 * An event is running ("In corso") from its first day to its last, both included; `today` is the
 * Rome calendar day "YYYY-MM-DD". Event dates come as "YYYY-MM-DDT00:00:00".
 */
export function isEventRunning(event: { dateFrom: string; dateTo: string }, today: string): boolean {
  return event.dateFrom.slice(0, 10) <= today && today <= event.dateTo.slice(0, 10);
}

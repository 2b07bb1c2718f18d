/**
 * The fixed words of /api paths. SPEC.md writes some in mixed case (/PeriodPricings,
 * /reservations/CheckAvailability); route folders are lower case and the proxy lowers these
 * words only, never values such as a document name. A unit test keeps this list in step with
 * the folders under app/api.
 */
export const API_ROUTE_WORDS = new Set([
  "accounting",
  "accountinglist",
  "accountings",
  "agentroles",
  "agents",
  "audit",
  "backups",
  "authenticate",
  "bycustomer",
  "byqr",
  "cash-fund",
  "cashregistry",
  "checkavailability",
  "close",
  "communications",
  "communicationsent",
  "confirmations",
  "count",
  "customers",
  "defaultprovisionings",
  "documents",
  "download",
  "entries",
  "event",
  "events",
  "excel",
  "exposure",
  "getavailablereservations",
  "getbycustomersinevent",
  "getbyreservation",
  "group",
  "groups",
  "guestscount",
  "health",
  "hotels",
  "import",
  "income",
  "list",
  "listforobject",
  "listsents",
  "locations",
  "logout",
  "message",
  "mydata",
  "nested",
  "outcome",
  "paymentitems",
  "paymentmethods",
  "payments",
  "periodpricings",
  "permissions",
  "ping",
  "predictions",
  "preview",
  "print",
  "printpdf",
  "printexcel",
  "profileinfo",
  "profiles",
  "progressivenumbers",
  "refreshtoken",
  "reopen",
  "reservations",
  "roles",
  "roomtypes",
  "run",
  "save",
  "search",
  "setnumber",
  "summary",
  "tosendforlocation",
  "trasfer",
  "update",
  "updateprovisioning",
  "upload",
  "agents-account",
  "import",
  "export",
  "sheet",
  "preview",
  "start",
  "cancel",
  "undo",
  "report",
  "hotels-account",
  "delivery",
  "retry",
  "withdraw",
  "remind",
]);

/**
 * The same path with its fixed words in lower case. Lowering stops at the first value (an id, a
 * document name), so a value that happens to spell a word ("/documents/update/5/Summary") keeps
 * its case: every /api route has its fixed words before its values.
 */
export function normalizeApiPath(pathname: string): string {
  const segments = pathname.split("/");
  for (let index = 2; index < segments.length; index++) {
    const segment = segments[index]!;
    if (segment === "") continue;
    const lower = segment.toLowerCase();
    if (!API_ROUTE_WORDS.has(lower)) break;
    segments[index] = lower;
  }
  return segments.join("/");
}

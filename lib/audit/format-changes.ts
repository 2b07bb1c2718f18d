import itAudit from "@/messages/it/audit.json";
import enAudit from "@/messages/en/audit.json";
import type { Locale } from "@/lib/i18n/locales";
import { formatEuro, formatPercent } from "@/lib/client/format";
import { centsToDecimal, parseMoney } from "@/lib/money/cents";
import { formatDay, isIsoDay } from "@/lib/dates";
import type { ReferenceKind } from "./repository";
import type { AuditChangeDto, AuditEntity } from "./schemas";

type AuditMessages = typeof itAudit;
const MESSAGES: Record<Locale, AuditMessages> = { it: itAudit, en: enAudit };

/** How a field's values are shown. Fields not listed are shown by the shape of their value. */
type Kind =
  | "text"
  | "money"
  | "date"
  | "bool"
  | "number"
  | "percent"
  | "skip"
  | { enum: keyof AuditMessages["enums"] }
  | { ref: ReferenceKind }
  | "nights"
  | "guests"
  | "agents"
  | "payments"
  | "roomPricings"
  | "overrides";

const MONEY = "money" as const;
const DATE = "date" as const;
const BOOL = "bool" as const;

const FIELD_KINDS: Record<AuditEntity, Record<string, Kind>> = {
  reservation: {
    id: "skip",
    checkIn: DATE,
    checkOut: DATE,
    status: { enum: "status" },
    type: { enum: "type" },
    discount: MONEY,
    totalNoTax: MONEY,
    totalTax: MONEY,
    totalPay: MONEY,
    isWebReservation: BOOL,
    checkInDone: BOOL,
    progressiveNumber: "number",
    // Who created it is the row's author.
    createdBy: "skip",
    nights: "nights",
    customers: "guests",
    profiles: "agents",
    payments: "payments",
  },
  event: {
    id: "skip",
    dateFrom: DATE,
    dateTo: DATE,
    launchDate: DATE,
    feePerPartecipant: MONEY,
    buyIn: MONEY,
    guaranteedValue: MONEY,
    toPrizePoolValue: MONEY,
    earningFeePercentage: "percent",
    isFreezed: BOOL,
    cashModuleEnabled: BOOL,
    checkInFrom: DATE,
  },
  periodPricing: {
    eventId: { ref: "event" },
    locationId: { ref: "location" },
    checkIn: DATE,
    checkOut: DATE,
    dailyTax: MONEY,
    roomPricings: "roomPricings",
  },
  customer: {
    id: "skip",
    qrCode: "skip",
    birthDate: DATE,
    privacy: BOOL,
    marketingPrivacy: BOOL,
    isFake: BOOL,
    rating: "number",
  },
  payment: {
    id: "skip",
    eventId: { ref: "event" },
    typology: { enum: "typology" },
    paymentItemId: { ref: "item" },
    paymentMethodId: { ref: "method" },
    methodId: { ref: "method" },
    destinationMethod: { ref: "method" },
    amount: MONEY,
    paymentDate: DATE,
    agentProfileId: { ref: "profile" },
    agentId: { ref: "profile" },
    locationId: { ref: "location" },
    createdBy: "skip",
    // Names the ids above already give.
    itemDescription: "skip",
    methodDescription: "skip",
    agentFirstName: "skip",
    agentLastName: "skip",
    systemItem: "skip",
  },
};

const ROOM_FIELDS: Record<string, Kind> = {
  sellPrice: MONEY,
  cost: MONEY,
  costNotSell: MONEY,
  costStaff: MONEY,
  availability: "number",
  overrides: "overrides",
};

type Change = { from: unknown; to: unknown };
export type RawAuditChanges = Record<string, Change> | null;

/** The record ids an entity's changes refer to, by kind: fetched with one statement for a page. */
export function collectReferences(
  entity: AuditEntity,
  rows: RawAuditChanges[],
): Map<ReferenceKind, Set<number>> {
  const wanted = new Map<ReferenceKind, Set<number>>();
  const add = (kind: ReferenceKind, value: unknown) => {
    const id = typeof value === "number" ? value : typeof value === "string" ? Number(value) : NaN;
    if (!Number.isInteger(id) || id <= 0) return;
    if (!wanted.has(kind)) wanted.set(kind, new Set());
    wanted.get(kind)!.add(id);
  };
  const kinds = FIELD_KINDS[entity];
  for (const changes of rows) {
    for (const [field, change] of Object.entries(changes ?? {})) {
      const kind = kinds[field];
      for (const value of [change?.from, change?.to]) {
        if (kind && typeof kind === "object" && "ref" in kind) add(kind.ref, value);
        else if (kind === "guests") for (const entry of asArray(value)) add("customer", leadingNumber(entry));
        else if (kind === "agents") {
          for (const entry of asArray(value)) {
            const match = String(entry).match(/^(\d+) \((\d+)\)/);
            if (match) {
              add("profile", match[1]);
              add("agentRole", match[2]);
            }
          }
        } else if (kind === "payments") {
          for (const entry of asArray(value)) add("method", String(entry).split(" ")[3]);
        } else if (kind === "roomPricings") {
          for (const room of asArray(value)) add("roomType", (room as { roomTypeId?: unknown })?.roomTypeId);
        }
      }
    }
  }
  return wanted;
}

/**
 * A row's changes as lines to show: an Italian (or English) label and both values formatted
 * (money with €, days dd/MM/yyyy, Sì/No, referenced records by name). Lists show what left
 * and what came; a hotel period's room pricings are shown room type by room type.
 */
export function formatAuditChanges({
  entity,
  changes,
  locale,
  names,
}: {
  entity: AuditEntity;
  changes: RawAuditChanges;
  locale: Locale;
  names: Map<string, string>;
}): AuditChangeDto[] {
  const m = MESSAGES[locale];
  const labels = m.fields[entity] as Record<string, string>;
  const kinds = FIELD_KINDS[entity];
  const lines: AuditChangeDto[] = [];
  // In the order of the labels (the forms' order): PostgreSQL's jsonb keeps its keys by length.
  const order = Object.keys(labels);
  const position = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  const fields = Object.entries(changes ?? {}).sort(([a], [b]) => position(a) - position(b));
  for (const [field, change] of fields) {
    const kind = kinds[field] ?? "text";
    if (kind === "skip") continue;
    const label = labels[field] ?? readableName(field);
    if (kind === "roomPricings") {
      lines.push(...roomPricingLines(change, locale, names));
      continue;
    }
    if (kind === "nights" || kind === "guests" || kind === "agents" || kind === "payments") {
      const format = (entry: unknown) => formatListEntry(kind, entry, locale, names);
      lines.push({ field, label, ...listDifference(asArray(change?.from), asArray(change?.to), format, m) });
      continue;
    }
    lines.push({
      field,
      label,
      from: formatValue(kind, change?.from, locale, names),
      to: formatValue(kind, change?.to, locale, names),
    });
  }
  // A value that reads the same on both sides (null and [] on a creation) is no change to show.
  return lines.filter((line) => line.from !== line.to);
}

/** "checkInFrom" -> "Check in from": unknown fields still read as words. */
export function readableName(field: string): string {
  const words = field
    .replace(/\./g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function leadingNumber(value: unknown): number | null {
  const match = String(value).match(/^(\d+)/);
  return match ? Number(match[1]) : null;
}

/** Intl output with plain spaces (it puts narrow no-break spaces before "€"). */
function plain(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, " ");
}

export function formatMoney(value: unknown, locale: Locale): string {
  const cents = typeof value === "string" || typeof value === "number" ? parseMoney(value) : null;
  // A recorded value that is not an amount is shown as it was recorded.
  if (cents === null) return String(value ?? "");
  return plain(formatEuro(centsToDecimal(cents), locale));
}

function isEmpty(value: unknown): boolean {
  return (
    value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0)
  );
}

function formatValue(kind: Kind, value: unknown, locale: Locale, names: Map<string, string>): string {
  const m = MESSAGES[locale];
  if (isEmpty(value)) return m.values.empty;
  if (typeof kind === "object" && "enum" in kind) {
    const table = m.enums[kind.enum] as Record<string, string>;
    return table[String(value)] ?? String(value);
  }
  if (typeof kind === "object" && "ref" in kind) {
    return names.get(`${kind.ref}:${value}`) ?? `#${value}`;
  }
  switch (kind) {
    case "money":
      return formatMoney(value, locale);
    case "date":
      return formatDay(String(value));
    case "percent":
      return plain(formatPercent(String(value), locale));
    case "overrides":
      return asArray(value)
        .map((night) => {
          const { day, availability } = night as { day?: string; availability?: number };
          return `${formatDay(day)}: ${availability}`;
        })
        .join(", ");
    default:
      return formatByShape(value, locale);
  }
}

/** A value of a field without a declared kind, by what it looks like. */
function formatByShape(value: unknown, locale: Locale): string {
  const m = MESSAGES[locale];
  if (isEmpty(value)) return m.values.empty;
  if (typeof value === "boolean") return value ? m.values.yes : m.values.no;
  if (typeof value === "string") return isIsoDay(value.replace(/T00:00:00$/, "")) ? formatDay(value) : value;
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.map((entry) => formatByShape(entry, locale)).join(", ");
  if (typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.name === "string") return record.name;
    if (typeof record.type === "string") return record.type;
    if (typeof record.lastName === "string") {
      return `${record.lastName} ${typeof record.firstName === "string" ? record.firstName : ""}`.trim();
    }
    return JSON.stringify(value);
  }
  return String(value);
}

/** One element of the reservation's lists, as the audit snapshot stores them (lib/reservations/audit-snapshot.ts). */
function formatListEntry(
  kind: "nights" | "guests" | "agents" | "payments",
  entry: unknown,
  locale: Locale,
  names: Map<string, string>,
): string {
  const m = MESSAGES[locale];
  const text = String(entry);
  if (kind === "nights") {
    // "2026-05-10 120.00/2.50": the night, its price and its tourist tax.
    const match = text.match(/^(\S+) (\S+)\/(\S+)$/);
    if (!match) return text;
    return `${formatDay(match[1])} ${formatMoney(match[2], locale)} (${m.values.nightTax.replace("{tax}", formatMoney(match[3], locale))})`;
  }
  if (kind === "guests") {
    // "12" or "12 (agent player)".
    const id = leadingNumber(text);
    const name = id ? (names.get(`customer:${id}`) ?? `#${id}`) : text;
    return text.includes("(agent player)") ? `${name} (${m.values.agentPlayer})` : name;
  }
  if (kind === "agents") {
    // "7 (2)": the agent and its agent role.
    const match = text.match(/^(\d+) \((\d+)\)/);
    if (!match) return text;
    const name = names.get(`profile:${match[1]}`) ?? `#${match[1]}`;
    const role = names.get(`agentRole:${match[2]}`);
    return role ? `${name} (${role})` : name;
  }
  // "31 Inbound 120.00 4 2026-05-10": id, typology, amount, method, day.
  const [, typology, amount, methodId, day] = text.split(" ");
  const typologies = m.enums.typology as Record<string, string>;
  const method = names.get(`method:${methodId}`) ?? `#${methodId}`;
  return `${formatDay(day)} ${formatMoney(amount, locale)} ${method} (${typologies[typology ?? ""] ?? typology})`;
}

/** A list's change as what left (from) and what came (to); entries in both are left out. */
function listDifference(
  from: unknown[],
  to: unknown[],
  format: (entry: unknown) => string,
  m: AuditMessages,
): { from: string; to: string } {
  const before = from.map(format);
  const after = to.map(format);
  const removed = before.filter((entry) => !after.includes(entry));
  const added = after.filter((entry) => !before.includes(entry));
  return {
    from: removed.length ? removed.join("; ") : m.values.empty,
    to: added.length ? added.join("; ") : m.values.empty,
  };
}

/** A period's room pricings, room type by room type and field by field. */
function roomPricingLines(
  change: Change | undefined,
  locale: Locale,
  names: Map<string, string>,
): AuditChangeDto[] {
  const labels = MESSAGES[locale].fields.periodPricing as Record<string, string>;
  type Room = Record<string, unknown> & { roomTypeId?: number };
  const byRoomType = (value: unknown) =>
    new Map(asArray(value).map((room) => [Number((room as Room).roomTypeId), room as Room]));
  const before = byRoomType(change?.from);
  const after = byRoomType(change?.to);
  const lines: AuditChangeDto[] = [];
  for (const roomTypeId of new Set([...before.keys(), ...after.keys()])) {
    const roomName = names.get(`roomType:${roomTypeId}`) ?? `#${roomTypeId}`;
    for (const [field, kind] of Object.entries(ROOM_FIELDS)) {
      const from = before.get(roomTypeId)?.[field] ?? null;
      const to = after.get(roomTypeId)?.[field] ?? null;
      if (JSON.stringify(from) === JSON.stringify(to)) continue;
      if (isEmpty(from) && isEmpty(to)) continue;
      lines.push({
        field: `roomPricings.${roomTypeId}.${field}`,
        label: `${roomName} · ${labels[field] ?? readableName(field)}`,
        from: formatValue(kind, from, locale, names),
        to: formatValue(kind, to, locale, names),
      });
    }
  }
  return lines;
}

export function actionLabel(action: string, locale: Locale): string {
  return (MESSAGES[locale].actions as Record<string, string>)[action] ?? readableName(action);
}

export function whoLabel(
  row: {
    account_id: number | null;
    username: string | null;
    first_name: string | null;
    last_name: string | null;
  },
  locale: Locale,
): string {
  if (row.account_id === null) return MESSAGES[locale].who.system;
  if (row.last_name === null) return MESSAGES[locale].who.removed;
  return `${row.first_name ?? ""} ${row.last_name}`.trim();
}

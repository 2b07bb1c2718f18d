import { describe, expect, it } from "vitest";
import { PERMISSION_CODES, type PermissionCode } from "@/lib/auth/permission-codes";
import { EVENT_READ_PERMISSIONS, canEditEvents, eventMenuEntries } from "./menu";

const event = { id: 42, cashModuleEnabled: false };
const keys = (permissions: PermissionCode[], cash = false) =>
  eventMenuEntries({ ...event, cashModuleEnabled: cash }, permissions).map((entry) => entry.key);

describe("eventMenuEntries", () => {
  it("gives a Master (every permission) every entry, in the order of SPEC.md", () => {
    expect(eventMenuEntries(event, PERMISSION_CODES)).toEqual([
      { key: "quote", href: "/events/42/reservations/quote", permission: "Reservations" },
      { key: "reservations", href: "/events/42/reservations", permission: "Reservations" },
      { key: "entries", href: "/events/42/entries", permission: "EventsEntries" },
      { key: "communications", href: "/events/42/communications", permission: "EventsCommunications" },
      { key: "hotels", href: "/events/42/hotels", permission: "EventsHotel" },
      { key: "kpi", href: "/events/42/kpi", permission: "EventsKPI" },
      { key: "accounting", href: "/events/42/accounting", permission: "EventAccounting" },
    ]);
  });

  it("shows quote search and reservations with Reservations only", () => {
    expect(keys(["Reservations"])).toEqual(["quote", "reservations"]);
  });

  it("shows each other entry with its own permission only", () => {
    expect(keys(["EventsEntries"])).toEqual(["entries"]);
    expect(keys(["EventsCommunications"])).toEqual(["communications"]);
    expect(keys(["EventsHotel"])).toEqual(["hotels"]);
    expect(keys(["EventsKPI"])).toEqual(["kpi"]);
    expect(keys(["EventAccounting"])).toEqual(["accounting"]);
  });

  it("shows nothing for permissions outside the event area", () => {
    expect(keys(["Events", "Customers", "Agents", "Users", "Locations"])).toEqual([]);
  });

  it('offers the "conto" of the cash module instead of the "rendiconto" when enabled', () => {
    const entries = eventMenuEntries({ id: 7, cashModuleEnabled: true }, ["EventAccounting"]);
    expect(entries).toEqual([
      { key: "cashAccount", href: "/events/7/v2/accounting", permission: "EventAccounting" },
    ]);
    expect(keys(["EventAccounting"], false)).toEqual(["accounting"]);
  });

  it("matches the demo roles", () => {
    // Contabilità (lbianchi): hotels, kpi and accounting, no reservations.
    expect(keys(["Events", "Locations", "EventsHotel", "EventAccounting", "EventsKPI"])).toEqual([
      "hotels",
      "kpi",
      "accounting",
    ]);
    // Reception (mrossi): quote, reservations, entries, communications, no hotels.
    expect(keys(["Reservations", "Customers", "EventsEntries", "EventsCommunications"])).toEqual([
      "quote",
      "reservations",
      "entries",
      "communications",
    ]);
  });
});

describe("canEditEvents", () => {
  it("needs the Events permission", () => {
    expect(canEditEvents(["Events"])).toBe(true);
    expect(canEditEvents(["Reservations", "EventsHotel", "EventAccounting"])).toBe(false);
  });
});

describe("EVENT_READ_PERMISSIONS", () => {
  it("holds Events, Reservations and every event-area permission, but no other", () => {
    expect([...EVENT_READ_PERMISSIONS].sort()).toEqual(
      [
        "Events",
        "Reservations",
        "EventsEntries",
        "EventsCommunications",
        "EventsHotel",
        "EventsKPI",
        "EventAccounting",
      ].sort(),
    );
  });
});

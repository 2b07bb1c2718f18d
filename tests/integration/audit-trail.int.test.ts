import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { ensureEventReferenceData } from "@/seed/reference-events";
import { GET as auditRoute, POST as auditPostRoute } from "@/app/api/audit/[entity]/[id]/route";
import { POST as saveCustomerRoute } from "@/app/api/customers/route";
import { POST as saveEventRoute } from "@/app/api/events/route";
import { POST as closeEventRoute } from "@/app/api/events/close/[id]/route";
import { POST as savePeriodRoute } from "@/app/api/periodpricings/route";
import { POST as saveReservationRoute } from "@/app/api/reservations/save/route";
import { POST as incomeRoute } from "@/app/api/payments/income/route";
import { POST as transferRoute } from "@/app/api/payments/trasfer/route";
import { DELETE as deleteMovementRoute } from "@/app/api/payments/[paymentId]/[eventId]/route";
import type { AuditTrailDto } from "@/lib/audit/schemas";
import type { CustomerDto } from "@/lib/customers/schemas";
import type { EventDto } from "@/lib/events/schemas";
import type { MovementDto } from "@/lib/cash/schemas";
import type { PeriodPricingDto } from "@/lib/period-pricings/schemas";
import type { SaveReservationDto } from "@/lib/reservations/schemas";
import { invoke } from "../support/api";
import { createUser, uniqueName, type TestUser } from "../support/factories";
import { createAgentRole } from "../support/factories-agents";
import { createCustomer } from "../support/factories-customers";
import {
  createEvent,
  createHotel,
  createRoomType,
  systemPaymentItem,
  systemPaymentMethod,
} from "../support/factories-events";

const FORBIDDEN = "Non hai il permesso per questa operazione";

let boss: TestUser;
let hotel: Awaited<ReturnType<typeof createHotel>>;
let double: Awaited<ReturnType<typeof createRoomType>>;
let cash: number;
let card: number;

beforeAll(async () => {
  await ensureEventReferenceData(getDb());
  boss = await createUser({
    firstName: "Giulia",
    lastName: uniqueName("Storici"),
    permissions: ["Reservations", "Events", "EventsHotel", "Customers", "EventAccounting"],
  });
  hotel = await createHotel({ name: uniqueName("Hotel Storico") });
  double = await createRoomType({ type: uniqueName("Doppia"), capacity: 2 });
  cash = (await systemPaymentMethod("Contanti")).id;
  card = (await systemPaymentMethod("Carta")).id;
});

const trail = (
  entity: string,
  id: number | string,
  options: { token?: string | null; query?: Record<string, string | number>; locale?: string } = {},
) =>
  invoke<AuditTrailDto>(auditRoute, {
    token: options.token === undefined ? boss.token : options.token,
    params: { entity, id },
    query: options.query,
    headers: options.locale ? { "accept-language": options.locale } : {},
  });

/** The changes of a row as "label: from -> to" lines. */
const lines = (row: AuditTrailDto["rows"][number]) =>
  row.changes.map((c) => `${c.label}: ${c.from} -> ${c.to}`);

async function saveCustomer(body: Record<string, unknown>) {
  const answer = await invoke<CustomerDto>(saveCustomerRoute, { token: boss.token, body });
  expect(answer.status).toBe(200);
  return answer.body.entity!;
}

describe("GET /api/audit/customer/{id}", () => {
  it("lists who changed what, newest first, field by field with Italian labels and formatted values", async () => {
    const created = await saveCustomer({ lastName: "Rossi", firstName: "Anna", privacy: false });
    await saveCustomer({
      id: created.id,
      lastName: "Rossi",
      firstName: "Annalisa",
      privacy: true,
      birthDate: "1980-03-07T00:00:00",
      rating: 4,
    });
    const answer = await trail("customer", created.id);
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    const { rows, more } = answer.body.entity!;
    expect(more).toBe(false);
    expect(rows.map((row) => [row.action, row.actionLabel])).toEqual([
      ["update", "Modifica"],
      ["create", "Creazione"],
    ]);
    expect(rows[0]!.who).toMatch(/^Giulia Storici-/);
    expect(rows[0]!.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(lines(rows[0]!).sort()).toEqual(
      [
        "Nome: Anna -> Annalisa",
        "Consenso privacy: No -> Sì",
        "Data di nascita: — -> 07/03/1980",
        "Valutazione: — -> 4",
      ].sort(),
    );
    // The QR code's UUID and the id are not shown.
    expect(rows[1]!.changes.map((c) => c.field)).not.toContain("qrCode");
    expect(rows[1]!.changes.map((c) => c.field)).not.toContain("id");
  });

  it("answers in English when the caller prefers it", async () => {
    const created = await saveCustomer({ lastName: "Bianchi", firstName: "Leo" });
    await saveCustomer({ id: created.id, lastName: "Bianchi", firstName: "Leo", isFake: true });
    const answer = await trail("customer", created.id, { locale: "en" });
    expect(answer.body.entity!.rows[0]!.actionLabel).toBe("Changed");
    expect(lines(answer.body.entity!.rows[0]!)).toEqual(["Fake customer: No -> Yes"]);
  });

  it("pages newest first with `before`, and says when there are more", async () => {
    const created = await saveCustomer({ lastName: "Verdi", firstName: "Ugo" });
    for (const city of ["Roma", "Milano", "Torino"]) {
      await saveCustomer({ id: created.id, lastName: "Verdi", firstName: "Ugo", city });
    }
    const first = await trail("customer", created.id, { query: { limit: 2 } });
    expect(first.body.entity!.more).toBe(true);
    expect(first.body.entity!.rows.map(lines)).toEqual([
      ["Città: Milano -> Torino"],
      ["Città: Roma -> Milano"],
    ]);
    const next = await trail("customer", created.id, {
      query: { limit: 2, before: first.body.entity!.rows[1]!.id },
    });
    expect(next.body.entity!.more).toBe(false);
    expect(next.body.entity!.rows.map((row) => row.action)).toEqual(["update", "create"]);
    expect(lines(next.body.entity!.rows[0]!)).toEqual(["Città: — -> Roma"]);
  });

  it("answers an empty trail for a record nobody changed through the app", async () => {
    const customer = await createCustomer();
    const answer = await trail("customer", customer.id);
    expect(answer.status).toBe(200);
    expect(answer.body.entity).toEqual({ rows: [], more: false });
  });
});

describe("GET /api/audit/event/{id}", () => {
  it("shows money with €, days dd/MM/yyyy, the location by name, and the close", async () => {
    const location = await createHotel({ name: uniqueName("Casinò") });
    const base = {
      type: "IPO",
      name: uniqueName("Sanremo"),
      dateFrom: "2031-04-02T00:00:00",
      dateTo: "2031-04-08T00:00:00",
    };
    const created = await invoke<EventDto>(saveEventRoute, { token: boss.token, body: base });
    const id = created.body.entity!.id;
    await invoke(saveEventRoute, {
      token: boss.token,
      body: { ...base, id, buyIn: "12500.5", dateTo: "2031-04-09T00:00:00", location: { id: location.id } },
    });
    await invoke(closeEventRoute, { method: "POST", token: boss.token, params: { id } });
    const rows = (await trail("event", id)).body.entity!.rows;
    expect(rows.map((row) => row.actionLabel)).toEqual(["Chiusura", "Modifica", "Creazione"]);
    expect(lines(rows[0]!)).toEqual(["Evento chiuso: No -> Sì"]);
    expect(lines(rows[1]!).sort()).toEqual(
      [
        "Buy in: — -> 12.500,50 €",
        "Data fine: 08/04/2031 -> 09/04/2031",
        `Location: — -> ${location.name}`,
      ].sort(),
    );
  });
});

describe("GET /api/audit/periodpricing/{id}", () => {
  it("shows the hotel by name and the room pricings room type by room type", async () => {
    const event = await createEvent();
    const room = {
      roomType: { id: double.id },
      sellPrice: "120.5",
      cost: "80",
      costNotSell: "40",
      costStaff: "60",
      availability: 10,
    };
    const body = {
      event: { id: event.id },
      location: { id: hotel.id },
      checkIn: "2031-05-10T00:00:00",
      checkOut: "2031-05-13T00:00:00",
      dailyTax: "3.5",
      roomPricings: [room],
    };
    const created = await invoke<PeriodPricingDto>(savePeriodRoute, { token: boss.token, body });
    expect(created.status).toBe(200);
    const id = created.body.entity!.id;
    await invoke(savePeriodRoute, {
      token: boss.token,
      body: {
        ...body,
        id,
        roomPricings: [
          {
            ...room,
            sellPrice: "130",
            dailyAvailabilities: [{ day: "2031-05-11T00:00:00", availability: 4 }],
          },
        ],
      },
    });
    // The path word is case-insensitive, as SPEC.md's mixed-case paths are.
    const rows = (await trail("PeriodPricing", id)).body.entity!.rows;
    expect(lines(rows[0]!).sort()).toEqual(
      [
        `${double.type} · Prezzo di vendita: 120,50 € -> 130,00 €`,
        `${double.type} · Disponibilità per notte: — -> 11/05/2031: 4`,
      ].sort(),
    );
    expect(lines(rows[1]!)).toEqual(
      expect.arrayContaining([
        `Hotel: — -> ${hotel.name}`,
        "Check in: — -> 10/05/2031",
        "Tassa di soggiorno: — -> 3,50 €",
        `${double.type} · Disponibilità: — -> 10`,
      ]),
    );
  });
});

async function reservationEvent() {
  const event = await createEvent({ cashModuleEnabled: true });
  const answer = await invoke(savePeriodRoute, {
    token: boss.token,
    body: {
      event: { id: event.id },
      location: { id: hotel.id },
      checkIn: "2031-05-10T00:00:00",
      checkOut: "2031-05-15T00:00:00",
      dailyTax: "2",
      roomPricings: [{ roomType: { id: double.id }, sellPrice: "100", availability: 5 }],
    },
  });
  expect(answer.status).toBe(200);
  return event;
}

function reservationBody(eventId: number, patch: Record<string, unknown> = {}) {
  return {
    reservation: {
      event: { id: eventId },
      location: { id: hotel.id },
      roomType: { id: double.id },
      checkIn: "2031-05-10T00:00:00",
      checkOut: "2031-05-12T00:00:00",
      type: "Standard",
      status: null,
      customers: [],
      profiles: [],
      discount: "0",
      notes: null,
      isWebReservation: false,
      checkInDone: false,
      payments: [],
      ...patch,
    },
    entries: [],
  };
}

describe("GET /api/audit/reservation/{id}", () => {
  let eventId: number;
  let reservationId: number;
  let guest: Awaited<ReturnType<typeof createCustomer>>;
  let agent: TestUser;
  let agentRoleId: number;
  const agentLastName = uniqueName("Agente");
  const roleName = uniqueName("Procacciatore");

  beforeAll(async () => {
    eventId = (await reservationEvent()).id;
    guest = await createCustomer({ lastName: uniqueName("Ospite"), firstName: "Marta" });
    agent = await createUser({ type: "Agent", lastName: agentLastName, permissions: ["Reservations"] });
    await getDb().execute(sql`insert into agents (profile_id) values (${agent.profileId})`);
    agentRoleId = (await createAgentRole(roleName)).id;
    const created = await invoke<SaveReservationDto>(saveReservationRoute, {
      token: boss.token,
      body: reservationBody(eventId),
    });
    expect(created.status).toBe(200);
    reservationId = created.body.entity!.reservation.id;
    const edited = await invoke<SaveReservationDto>(saveReservationRoute, {
      token: boss.token,
      body: reservationBody(eventId, {
        id: reservationId,
        checkOut: "2031-05-13T00:00:00",
        status: "Confirmed",
        checkInDone: true,
        customers: [{ id: guest.id, isAgentPlayer: true }],
        profiles: [{ id: agent.profileId, agentRole: { id: agentRoleId } }],
        payments: [{ methodId: cash, amount: "50", paymentDate: "2031-05-01T00:00:00" }],
      }),
    });
    expect(edited.status, edited.body.messages.join()).toBe(200);
  });

  it("shows the stay, guests, agents, payments and nights by name, what left and what came", async () => {
    const rows = (await trail("reservation", reservationId)).body.entity!.rows;
    expect(rows.map((row) => row.action)).toEqual(["update", "create"]);
    const changed = lines(rows[0]!);
    expect(changed).toEqual(
      expect.arrayContaining([
        "Check out: 12/05/2031 -> 13/05/2031",
        "Check-in effettuato: No -> Sì",
        "Stato: Non confermata -> Confermata",
        `Ospiti: — -> ${guest.lastName} Marta (giocatore agente)`,
        "Pagamenti: — -> 01/05/2031 50,00 € Contanti (Entrata)",
        "Totale camera: 200,00 € -> 300,00 €",
      ]),
    );
    expect(changed).toContain(`Agenti: — -> ${agentLastName} Test (${roleName})`);
    // Nights: only the one that came is listed.
    expect(changed).toContain("Notti: — -> 12/05/2031 100,00 € (tassa 2,00 €)");
  });

  it("lets an Agent profile read only the reservations it is assigned to", async () => {
    const visible = await trail("reservation", reservationId, { token: agent.token });
    expect(visible.status).toBe(200);
    expect(visible.body.entity!.rows).toHaveLength(2);
    const other = await invoke<SaveReservationDto>(saveReservationRoute, {
      token: boss.token,
      body: reservationBody(eventId),
    });
    const hidden = await trail("reservation", other.body.entity!.reservation.id, { token: agent.token });
    expect(hidden.status).toBe(404);
    expect(hidden.body.success).toBe(false);
    expect(hidden.body.messages).toEqual(["Prenotazione non trovata"]);
    expect(hidden.body.entity).toBeNull();
  });
});

describe("GET /api/audit/payment/{id}", () => {
  it("shows a movement's item, method and amount by name, its delete, and a transfer from either half", async () => {
    const event = await reservationEvent();
    const hotelItem = (await systemPaymentItem("Hotel")).id;
    const income = await invoke<MovementDto>(incomeRoute, {
      token: boss.token,
      body: {
        eventId: event.id,
        paymentItemId: (await systemPaymentItem("Entries")).id,
        methodId: cash,
        paymentDate: "2031-05-11T00:00:00",
        amount: "120.5",
        notes: "caparra",
      },
    });
    expect(income.status).toBe(200);
    const movementId = income.body.entity!.id;
    const removed = await invoke(deleteMovementRoute, {
      method: "DELETE",
      token: boss.token,
      params: { paymentId: movementId, eventId: event.id },
    });
    expect(removed.status).toBe(200);
    const rows = (await trail("payment", movementId)).body.entity!.rows;
    expect(rows.map((row) => row.actionLabel)).toEqual(["Eliminazione", "Creazione"]);
    expect(lines(rows[1]!)).toEqual(
      expect.arrayContaining([
        "Tipologia: — -> Entrata",
        "Metodo: — -> Contanti",
        "Importo: — -> 120,50 €",
        "Data: — -> 11/05/2031",
        "Note: — -> caparra",
        `Evento: — -> ${event.name}`,
      ]),
    );
    expect(lines(rows[1]!).find((line) => line.startsWith("Oggetto:"))).toMatch(/^Oggetto: — -> \S/);
    expect(lines(rows[0]!)).toEqual(
      expect.arrayContaining(["Importo: 120,50 € -> —", "Metodo: Contanti -> —"]),
    );
    expect(hotelItem).toBeGreaterThan(0);

    const transfer = await invoke<MovementDto[]>(transferRoute, {
      token: boss.token,
      body: {
        eventId: event.id,
        sourceMethod: cash,
        destinationMethod: card,
        amount: "30",
        paymentDate: "2031-05-12T00:00:00",
      },
    });
    expect(transfer.status).toBe(200);
    const [outbound, inbound] = transfer.body.entity!;
    for (const half of [outbound!, inbound!]) {
      const halfRows = (await trail("payment", half.id)).body.entity!.rows;
      expect(halfRows).toHaveLength(1);
      expect(lines(halfRows[0]!)).toEqual(
        expect.arrayContaining(["Al metodo: — -> Carta", "Metodo: — -> Contanti"]),
      );
    }
  });
});

describe("access and bad input", () => {
  it("needs a session (401) and the entity's own area permission (403)", async () => {
    const customer = await saveCustomer({ lastName: "Neri", firstName: "Ada" });
    const none = await trail("customer", customer.id, { token: null });
    expect(none.status).toBe(401);
    expect(none.body.success).toBe(false);
    const noArea = await createUser({ permissions: ["Users", "Locations"] });
    expect((await trail("customer", customer.id, { token: noArea.token })).status).toBe(403);
    // Reading customers from the reservation form is not reading their history.
    const desk = await createUser({ permissions: ["Reservations", "EventsEntries"] });
    const refused = await trail("customer", customer.id, { token: desk.token });
    expect(refused.status).toBe(403);
    expect(refused.body.messages).toEqual([FORBIDDEN]);
    const cases: [string, import("@/lib/auth/permission-codes").PermissionCode][] = [
      ["reservation", "Reservations"],
      ["event", "Events"],
      ["periodpricing", "EventsHotel"],
      ["customer", "Customers"],
      ["payment", "EventAccounting"],
    ];
    for (const [entity, permission] of cases) {
      const holder = await createUser({ permissions: [permission] });
      const answer = await trail(entity, 1, { token: holder.token });
      expect(answer.status, `${entity} with ${permission}`).toBe(200);
      for (const [otherEntity, otherPermission] of cases) {
        if (otherPermission === permission) continue;
        expect(
          (await trail(otherEntity, 1, { token: holder.token })).status,
          `${otherEntity} with ${permission}`,
        ).toBe(403);
      }
    }
  });

  it("answers 404 for an entity without an audit trail and 400 for a bad id, in the envelope", async () => {
    const unknown = await trail("accounts", 1);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, entity: null });
    expect(unknown.body.messages).toEqual(["Nessuno storico delle modifiche per questo tipo di dato"]);
    for (const id of ["abc", "0", "-1", "99999999999", "1.5"]) {
      const bad = await trail("customer", id);
      expect(bad.status, id).toBe(400);
      expect(bad.body.success).toBe(false);
      expect(bad.body.messages.length).toBeGreaterThan(0);
    }
    for (const query of [{ before: "x" }, { limit: 0 }, { limit: 1000 }] as Record<
      string,
      string | number
    >[]) {
      expect((await trail("customer", 1, { query })).status).toBe(400);
    }
    const post = await invoke(auditPostRoute, {
      token: boss.token,
      body: {},
      params: { entity: "customer", id: 1 },
    });
    expect(post.status).toBe(405);
  });
});

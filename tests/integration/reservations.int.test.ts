import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { events, reservationCustomers, roomPricings } from "@/db/schema";
import { GET as checkRoute } from "@/app/api/reservations/checkavailability/route";
import { GET as quoteRoute } from "@/app/api/reservations/getavailablereservations/route";
import { POST as saveRoute } from "@/app/api/reservations/save/route";
import { GET as getRoute, DELETE as deleteRoute } from "@/app/api/reservations/[id]/route";
import { GET as listRoute } from "@/app/api/reservations/list/[eventId]/route";
import { GET as entriesRoute } from "@/app/api/entries/getbyreservation/[reservationId]/[eventId]/route";
import { GET as eventPeriodsRoute } from "@/app/api/periodpricings/event/[eventId]/route";
import { DELETE as deletePeriodRoute } from "@/app/api/periodpricings/[id]/route";
import { POST as savePeriodRoute } from "@/app/api/periodpricings/route";
import { DELETE as deleteEventRoute } from "@/app/api/events/[id]/route";
import { DELETE as deleteProfileRoute } from "@/app/api/profiles/[id]/route";
import { DELETE as deleteCustomerRoute } from "@/app/api/customers/[id]/route";
import { GET as customerRoute } from "@/app/api/customers/[id]/route";
import { GET as agentRolesRoute } from "@/app/api/agents/agentroles/route";
import { GET as agentSearchRoute } from "@/app/api/agents/search/route";
import { GET as roomTypesRoute } from "@/app/api/locations/roomtypes/route";
import type {
  CheckAvailabilityDto,
  EntryDto,
  QuoteDto,
  ReservationDto,
  ReservationListItemDto,
  SaveReservationDto,
} from "@/lib/reservations/schemas";
import type { PeriodPricingDto } from "@/lib/period-pricings/schemas";
import { invoke } from "../support/api";
import { createUser, tokenWith, uniqueName, type TestUser } from "../support/factories";
import { createAgent, createAgentRole } from "../support/factories-agents";
import { createCustomer } from "../support/factories-customers";
import {
  auditActions,
  createEvent,
  createHotel,
  createPaymentItem,
  createPeriodPricing,
  createRoomType,
  systemPaymentItem,
  systemPaymentMethod,
} from "../support/factories-events";
import {
  daysOfReservation,
  entriesOfEvent,
  paymentsOfReservation,
  reservationRow,
  reservationsOfEvent,
} from "../support/factories-reservations";

const CAPACITY_MESSAGE =
  "Il numero di ospiti eccede la capacità della camera claccare 'Si' per continuare il salvataggio";
const OVERBOOKING_MESSAGE =
  "Salvando questa prenotazione hotel e tipologia di camera saranno overbooking fai attenzione alle disponibilità";
const CUSTOMER_MESSAGE =
  "Almeno uno degli ospiti selezionati risulta avere già una prenotazione in queste date cliccare 'Si' per continuare il salvataggio";
const EVENT_CLOSED = "L'evento è chiuso: riaprirlo per apportare modifiche";
const SAVED = "Salvataggio completato con successo";

type Hotel = Awaited<ReturnType<typeof createHotel>>;
type RoomType = Awaited<ReturnType<typeof createRoomType>>;

let staff: TestUser;
let hotel: Hotel;
let otherHotel: Hotel;
let double: RoomType;
let single: RoomType;
let cash: Awaited<ReturnType<typeof systemPaymentMethod>>;
let reservationItem: Awaited<ReturnType<typeof systemPaymentItem>>;

beforeAll(async () => {
  staff = await createUser({ permissions: ["Reservations"] });
  hotel = await createHotel({ name: uniqueName("B Hotel") });
  otherHotel = await createHotel({ name: uniqueName("A Hotel") });
  double = await createRoomType({ type: uniqueName("Doppia"), capacity: 2 });
  single = await createRoomType({ type: uniqueName("Singola"), capacity: 1 });
  cash = await systemPaymentMethod("Contanti");
  reservationItem = await systemPaymentItem("Reservation");
});

/** An event with one period 10..15 May 2031 at `hotel`: doubles (10 rooms, 100.50) and singles (3 rooms). */
async function eventWithRooms(options: { doubles?: number; singles?: number } = {}) {
  const event = await createEvent();
  const period = await createPeriodPricing({
    eventId: event.id,
    locationId: hotel.id,
    checkIn: "2031-05-10",
    checkOut: "2031-05-15",
    dailyTax: "2.25",
    rooms: [
      {
        roomTypeId: double.id,
        availability: options.doubles ?? 10,
        sellPrice: "100.50",
        overrides: [{ day: "2031-05-12", availability: 8 }],
      },
      { roomTypeId: single.id, availability: options.singles ?? 3, sellPrice: "70" },
    ],
  });
  return { event, period };
}

function reservationBody(eventId: number, patch: Record<string, unknown> = {}) {
  return {
    reservation: {
      event: { id: eventId },
      location: { id: hotel.id },
      roomType: { id: double.id },
      checkIn: "2031-05-10T00:00:00",
      checkOut: "2031-05-13T00:00:00",
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

const save = (body: unknown, query: Record<string, string | number | boolean> = {}, token = staff.token) =>
  invoke<SaveReservationDto>(saveRoute, { path: "/api/reservations/save", token, body, query });
const getOne = (id: number, token = staff.token) =>
  invoke<ReservationDto>(getRoute, { token, params: { id } });
const remove = (id: number, token = staff.token) =>
  invoke(deleteRoute, { method: "DELETE", token, params: { id } });
const check = (query: Record<string, string | number>, token = staff.token) =>
  invoke<CheckAvailabilityDto>(checkRoute, { path: "/api/reservations/checkavailability", token, query });

async function saved(
  body: unknown,
  query: Record<string, string | number | boolean> = {},
  token = staff.token,
) {
  const answer = await save(body, query, token);
  expect(answer.status, JSON.stringify(answer.body.messages)).toBe(200);
  return answer.body.entity!;
}

describe("GET /api/reservations/CheckAvailability", () => {
  it("answers each night's price and free rooms, the alert and the totals, leaving out the edited reservation", async () => {
    const { event } = await eventWithRooms();
    const first = await saved(reservationBody(event.id));
    const query = {
      eventId: event.id,
      locationId: hotel.id,
      roomTypeId: double.id,
      checkIn: "2031-05-11T00:00:00",
      checkOut: "2031-05-13T00:00:00",
    };
    const answer = await check(query);
    expect(answer.status).toBe(200);
    expect(answer.body.entity).toEqual({
      reservationDays: [
        { day: "2031-05-11T00:00:00", sellPrice: "100.50", dailyTax: "2.25", availability: 9 },
        { day: "2031-05-12T00:00:00", sellPrice: "100.50", dailyTax: "2.25", availability: 7 },
      ],
      alertAvailability: null,
      uncoveredNights: [],
      totalNoTax: "201.00",
      totalTax: "9.00",
      totalPay: "210.00",
      overbooking: false,
    });
    const editing = await check({ ...query, reservationId: first.reservation.id });
    expect(editing.body.entity!.reservationDays.map((d) => d.availability)).toEqual([10, 8]);
  });

  it("warns at 0..5 free rooms, errors below 0, and lists the nights no period covers", async () => {
    const { event } = await eventWithRooms({ singles: 1 });
    await saved(reservationBody(event.id, { roomType: { id: single.id } }));
    const answer = await check({
      eventId: event.id,
      locationId: hotel.id,
      roomTypeId: single.id,
      checkIn: "2031-05-14",
      checkOut: "2031-05-16",
    });
    expect(answer.body.entity!.alertAvailability).toBe("Warning");
    expect(answer.body.entity!.uncoveredNights).toEqual(["2031-05-15T00:00:00"]);
    const full = await check({
      eventId: event.id,
      locationId: hotel.id,
      roomTypeId: single.id,
      checkIn: "2031-05-10",
      checkOut: "2031-05-11",
    });
    expect(full.body.entity!.reservationDays[0]!.availability).toBe(0);
    expect(full.body.entity!.overbooking).toBe(true);
    await saved(reservationBody(event.id, { roomType: { id: single.id } }), { skipCapacityValidation: true });
    const over = await check({
      eventId: event.id,
      locationId: hotel.id,
      roomTypeId: single.id,
      checkIn: "2031-05-10",
      checkOut: "2031-05-11",
    });
    expect(over.body.entity!.alertAvailability).toBe("Error");
  });

  it("refuses bad dates and unknown references with 400 and an Italian message", async () => {
    const { event } = await eventWithRooms();
    const base = {
      eventId: event.id,
      locationId: hotel.id,
      roomTypeId: double.id,
      checkIn: "2031-05-10",
      checkOut: "2031-05-12",
    };
    const early = await check({ ...base, checkIn: "1999-12-30" });
    expect(early.status).toBe(400);
    expect(early.body.messages).toContain("Data non valida: sono ammesse date dal 2000");
    const reversed = await check({ ...base, checkOut: "2031-05-10" });
    expect(reversed.status).toBe(400);
    const noRoom = await check({ ...base, roomTypeId: 999999 });
    expect(noRoom.status).toBe(400);
    expect(noRoom.body.messages).toEqual(["Tipologia di camera inesistente"]);
    const noHotel = await check({ ...base, locationId: 999999 });
    expect(noHotel.body.messages).toEqual(["Hotel inesistente"]);
    const noEvent = await check({ ...base, eventId: 999999 });
    expect(noEvent.status).toBe(400);
    expect(noEvent.body.messages).toEqual(["Evento inesistente"]);
  });
});

describe("GET /api/reservations/getavailablereservations", () => {
  it("answers one card per hotel covering every night, by hotel name, with totals and the lowest free count", async () => {
    const { event } = await eventWithRooms();
    await createPeriodPricing({
      eventId: event.id,
      locationId: otherHotel.id,
      checkIn: "2031-05-11",
      checkOut: "2031-05-14",
      dailyTax: "1",
      rooms: [{ roomTypeId: double.id, availability: 4, sellPrice: "80" }],
    });
    const quote = (checkIn: string, checkOut: string) =>
      invoke<QuoteDto[]>(quoteRoute, {
        token: staff.token,
        query: { eventId: event.id, roomTypeId: double.id, checkIn, checkOut },
      });
    const both = await quote("2031-05-11", "2031-05-13");
    expect(both.status).toBe(200);
    expect(both.body.entity!.map((q) => q.location.id)).toEqual([otherHotel.id, hotel.id]);
    expect(both.body.entity![0]).toMatchObject({
      roomType: { id: double.id, capacity: 2 },
      totalNoTax: "160.00",
      totalTax: "4.00",
      totalPay: "164.00",
      minAvailability: 4,
    });
    expect(both.body.entity![1]!.minAvailability).toBe(8);
    const onlyOne = await quote("2031-05-10", "2031-05-12");
    expect(onlyOne.body.entity!.map((q) => q.location.id)).toEqual([hotel.id]);
    const none = await quote("2031-06-10", "2031-06-12");
    expect(none.body.entity).toEqual([]);
  });
});

describe("POST /api/reservations/save", () => {
  it("creates a reservation with guests, agent, payments: NotConfirmed, priced per night, totals with the discount", async () => {
    const { event } = await eventWithRooms();
    const guests = [
      await createCustomer({ lastName: "Rossi", firstName: "Mario" }),
      await createCustomer({ lastName: "Bianchi", firstName: "Anna" }),
    ];
    const role = await createAgentRole();
    const agent = await createAgent({ agentRoleId: role.id });
    const answer = await save(
      reservationBody(event.id, {
        customers: guests.map((g, i) => ({ id: g.id, isAgentPlayer: i === 0 })),
        profiles: [{ id: agent.id, agentRole: { id: role.id } }],
        discount: "10.5",
        notes: "Vista mare",
        payments: [{ amount: 100, methodId: cash.id, paymentDate: "2031-04-01T00:00:00", notes: "Acconto" }],
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.validationLevel).toBe("Valid");
    expect(answer.body.messages).toEqual([SAVED]);
    const r = answer.body.entity!.reservation;
    expect(r).toMatchObject({
      status: "NotConfirmed",
      type: "Standard",
      checkIn: "2031-05-10T00:00:00",
      checkOut: "2031-05-13T00:00:00",
      totalNoTax: "301.50",
      totalTax: "13.50",
      discount: "10.50",
      totalPay: "304.50",
      toPay: "204.50",
      notes: "Vista mare",
      progressiveNumber: null,
      createdBy: { id: staff.profileId },
    });
    expect(r.customers.map((c) => [c.lastName, c.isAgentPlayer])).toEqual([
      ["Rossi", true],
      ["Bianchi", false],
    ]);
    expect(r.profiles).toEqual([
      expect.objectContaining({ agentRole: { id: role.id, roleDescription: role.roleDescription } }),
    ]);
    expect(r.reservationDays.map((d) => [d.day, d.sellPrice, d.availability])).toEqual([
      // Free rooms leaving this reservation out.
      ["2031-05-10T00:00:00", "100.50", 10],
      ["2031-05-11T00:00:00", "100.50", 10],
      ["2031-05-12T00:00:00", "100.50", 8],
    ]);
    expect(r.payments).toEqual([
      expect.objectContaining({
        amount: "100.00",
        methodId: cash.id,
        paymentItemId: reservationItem.id,
        typology: "Inbound",
        notes: "Acconto",
      }),
    ]);
    const rows = await paymentsOfReservation(r.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.eventId).toBe(event.id);
    // The guests carry the reservation's event (the list's guest search reads them by event).
    const guestRows = await getDb()
      .select({ eventId: reservationCustomers.eventId })
      .from(reservationCustomers)
      .where(eq(reservationCustomers.reservationId, r.id));
    expect(guestRows).toEqual([{ eventId: event.id }, { eventId: event.id }]);
    expect((await auditActions("reservation", r.id)).map((a) => a.action)).toEqual(["create"]);

    const read = await getOne(r.id);
    expect(read.body.entity).toEqual(r);
    const list = await invoke<ReservationListItemDto[]>(listRoute, {
      token: staff.token,
      params: { eventId: event.id },
    });
    expect(list.body.entity).toEqual([
      expect.objectContaining({
        id: r.id,
        guests: "Rossi Mario, Bianchi Anna",
        totalPay: "304.50",
        toPay: "204.50",
      }),
    ]);
    // The hotel card counts it.
    const periods = await invoke<PeriodPricingDto[]>(eventPeriodsRoute, {
      token: await tokenWith(["EventsHotel"]),
      params: { eventId: event.id },
    });
    const doubles = periods.body.entity![0]!.roomPricings.find((room) => room.roomType.id === double.id)!;
    expect(doubles.dailyAvailabilities.map((n) => n.totalAvailability)).toEqual([9, 9, 7, 10, 10]);
  });

  it("links discount and total pay, and applies the status rules of types, web and check-in", async () => {
    const { event } = await eventWithRooms();
    const byTotal = await saved(reservationBody(event.id, { discount: null, totalPay: "300" }));
    expect(byTotal.reservation).toMatchObject({ totalPay: "300.00", discount: "15.00" });
    const guest = await saved(reservationBody(event.id, { type: "Guest", status: "NotConfirmed" }));
    expect(guest.reservation).toMatchObject({ status: "Settled", totalPay: "0.00", discount: "315.00" });
    const web = await saved(reservationBody(event.id, { isWebReservation: true }));
    expect(web.reservation.status).toBe("Settled");
    const checkedIn = await saved(reservationBody(event.id, { checkInDone: true }));
    expect(checkedIn.reservation.status).toBe("Confirmed");
    const negative = await saved(reservationBody(event.id, { discount: "-4.5" }));
    expect(negative.reservation.totalPay).toBe("319.50");
  });

  it("never lets a stay cost less than nothing: negative total or discount above the total is a 400", async () => {
    const { event } = await eventWithRooms();
    const first = await saved(reservationBody(event.id));
    expect(first.reservation.totalPay).toBe("315.00");
    const again = (patch: Record<string, unknown>) =>
      save({
        reservation: { ...reservationBody(event.id).reservation, id: first.reservation.id, ...patch },
        entries: [],
      });
    const message =
      "Il totale da pagare non può essere negativo: lo sconto non può superare il totale del soggiorno";
    for (const patch of [
      { totalPay: "-500.00", discount: null },
      { totalPay: -0.01, discount: null },
      { discount: "315.01" },
      { discount: 704 },
    ]) {
      const answer = await again(patch);
      expect(answer.status, JSON.stringify(patch)).toBe(400);
      expect(answer.body.messages).toEqual([message]);
    }
    const stored = (await getOne(first.reservation.id)).body.entity!;
    expect(stored).toMatchObject({ totalPay: "315.00", discount: "0.00" });
    // The whole price as discount (free of charge) is still allowed.
    expect((await again({ discount: "315.00" })).status).toBe(200);
  });

  it("updates: payments edited and removed, a refund as Outbound, toPay follows", async () => {
    const { event } = await eventWithRooms();
    const refund = await createPaymentItem({ category: "Refund", description: uniqueName("Rimborso") });
    const first = await saved(
      reservationBody(event.id, {
        payments: [
          { amount: "50", methodId: cash.id, paymentDate: "2031-04-01" },
          { amount: "20", methodId: cash.id, paymentDate: "2031-04-02" },
        ],
      }),
    );
    const [keep, drop] = first.reservation.payments;
    const second = await saved(
      reservationBody(event.id, {
        id: first.reservation.id,
        payments: [
          { id: keep!.id, amount: "60", methodId: cash.id, paymentDate: "2031-04-01" },
          { amount: "5", methodId: cash.id, paymentItemId: refund.id, paymentDate: "2031-04-03" },
        ],
      }),
    );
    expect(second.reservation.payments.map((p) => [p.amount, p.typology])).toEqual([
      ["60.00", "Inbound"],
      ["5.00", "Outbound"],
    ]);
    expect(second.reservation.toPay).toBe("260.00");
    expect((await paymentsOfReservation(first.reservation.id)).some((p) => p.id === drop!.id)).toBe(false);
    const foreignItem = await createPaymentItem({ category: "Cost" });
    const wrongItem = await save(
      reservationBody(event.id, {
        id: first.reservation.id,
        payments: [
          { amount: "5", methodId: cash.id, paymentItemId: foreignItem.id, paymentDate: "2031-04-03" },
        ],
      }),
    );
    expect(wrongItem.status).toBe(400);
    expect((await auditActions("reservation", first.reservation.id)).map((a) => a.action)).toEqual([
      "create",
      "update",
    ]);
  });

  it("refuses invalid payments with the spec's messages, and writes nothing", async () => {
    const { event } = await eventWithRooms();
    const answer = await save(
      reservationBody(event.id, { payments: [{ amount: 0, methodId: null, paymentDate: null }] }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.validationLevel).toBe("Fail");
    expect(answer.body.validationCodes).toEqual([]);
    expect(answer.body.messages).toEqual(
      expect.arrayContaining([
        "Inserire un importo valido",
        "Inserire il metodo di pagamento",
        "Inserire la data di pagamento",
      ]),
    );
    const negative = await save(
      reservationBody(event.id, {
        payments: [{ amount: "-5", methodId: cash.id, paymentDate: "2031-04-01" }],
      }),
    );
    expect(negative.body.messages).toEqual(["Inserire un importo valido"]);
    expect(await reservationsOfEvent(event.id)).toEqual([]);
  });

  it("refuses two agents of the same role, an uncovered night, and bad dates", async () => {
    const { event } = await eventWithRooms();
    const role = await createAgentRole();
    const [a, b] = [await createAgent({ agentRoleId: role.id }), await createAgent({ agentRoleId: role.id })];
    const twoAgents = await save(
      reservationBody(event.id, {
        profiles: [
          { id: a.id, agentRole: { id: role.id } },
          { id: b.id, agentRole: { id: role.id } },
        ],
      }),
    );
    expect(twoAgents.status).toBe(400);
    expect(twoAgents.body.messages).toEqual(["Una prenotazione può avere un solo agente per ruolo"]);
    const uncovered = await save(reservationBody(event.id, { checkOut: "2031-05-17" }));
    expect(uncovered.status).toBe(400);
    expect(uncovered.body.messages).toEqual([
      "L'hotel non ha prezzi per questa tipologia di camera nelle notti: 15/05/2031, 16/05/2031",
    ]);
    const reversed = await save(reservationBody(event.id, { checkOut: "2031-05-10" }));
    expect(reversed.status).toBe(400);
    expect(await reservationsOfEvent(event.id)).toEqual([]);
  });

  it("Fail WrongCapacity for guests above capacity, saved with the skip", async () => {
    const { event } = await eventWithRooms();
    const guests = [await createCustomer(), await createCustomer()];
    const body = reservationBody(event.id, {
      roomType: { id: single.id },
      customers: guests.map((g) => ({ id: g.id })),
    });
    const fail = await save(body);
    expect(fail.status).toBe(409);
    expect(fail.body).toMatchObject({
      success: false,
      validationLevel: "Fail",
      validationCodes: ["WrongCapacity"],
      messages: [CAPACITY_MESSAGE],
    });
    expect(await reservationsOfEvent(event.id)).toEqual([]);
    const ok = await save(body, { skipCapacityValidation: true });
    expect(ok.status).toBe(200);
    expect(ok.body.entity!.reservation.customers).toHaveLength(2);
  });

  it("Fail WrongCapacity when a night would be overbooked; the skipped save warns", async () => {
    const { event } = await eventWithRooms({ singles: 1 });
    const body = reservationBody(event.id, { roomType: { id: single.id } });
    await saved(body);
    const fail = await save(body);
    expect(fail.status).toBe(409);
    expect(fail.body.validationCodes).toEqual(["WrongCapacity"]);
    expect(fail.body.messages).toEqual([OVERBOOKING_MESSAGE]);
    const ok = await save(body, { skipCapacityValidation: "true" });
    expect(ok.status).toBe(200);
    expect(ok.body.messages).toEqual([OVERBOOKING_MESSAGE, SAVED]);
    // Free rooms that night leaving this reservation out: the other one took the only room.
    expect(ok.body.entity!.reservation.reservationDays[0]!.availability).toBe(0);
  });

  it("Fail CustomersAlreadyHaveReservations naming the guest, saved with the skip; Canceled ones do not count", async () => {
    const { event } = await eventWithRooms();
    const guest = await createCustomer({ lastName: uniqueName("Verdi"), firstName: "Luca" });
    const first = await saved(reservationBody(event.id, { customers: [{ id: guest.id }] }));
    const overlapping = reservationBody(event.id, {
      checkIn: "2031-05-12",
      checkOut: "2031-05-14",
      customers: [{ id: guest.id }],
    });
    const fail = await save(overlapping);
    expect(fail.status).toBe(409);
    expect(fail.body.validationCodes).toEqual(["CustomersAlreadyHaveReservations"]);
    expect(fail.body.messages).toEqual([`${CUSTOMER_MESSAGE}: ${guest.lastName} Luca`]);
    const touching = await save(
      reservationBody(event.id, {
        checkIn: "2031-05-13",
        checkOut: "2031-05-14",
        customers: [{ id: guest.id }],
      }),
    );
    expect(touching.status).toBe(200);
    await remove(touching.body.entity!.reservation.id);
    const skipped = await save(overlapping, { skipCustomerCheck: true });
    expect(skipped.status).toBe(200);
    // Editing the first one does not count itself.
    const edit = await save(
      reservationBody(event.id, {
        id: first.reservation.id,
        customers: [{ id: guest.id }],
        status: "Canceled",
      }),
    );
    expect(edit.status).toBe(200);
    const again = await save(overlapping);
    expect(again.status).toBe(409);
  });

  it("Multiple mode creates N reservations in one go, checking N rooms", async () => {
    const { event } = await eventWithRooms({ singles: 3 });
    const body = reservationBody(event.id, { roomType: { id: single.id } });
    const tooMany = await save(body, { creationMode: "Multiple", reservationsNumber: 4 });
    expect(tooMany.status).toBe(409);
    expect(await reservationsOfEvent(event.id)).toEqual([]);
    const answer = await save(body, { creationMode: "Multiple", reservationsNumber: 3 });
    expect(answer.status).toBe(200);
    const ids = answer.body.entity!.reservationIds!;
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(await daysOfReservation(id)).toHaveLength(3);
    const classic = await save(body, { creationMode: "Classic", reservationsNumber: 3 });
    expect(classic.status).toBe(409);
  });

  it("keeps the nightly prices after a price change, and prices again when the dates change", async () => {
    const { event, period } = await eventWithRooms();
    const first = await saved(reservationBody(event.id));
    await getDb()
      .update(roomPricings)
      .set({ sellPrice: "200" })
      .where(eq(roomPricings.periodPricingId, period.id));
    const kept = await saved(reservationBody(event.id, { id: first.reservation.id, notes: "cambio note" }));
    expect(kept.reservation.reservationDays.map((d) => d.sellPrice)).toEqual(["100.50", "100.50", "100.50"]);
    expect(kept.reservation.totalNoTax).toBe("301.50");
    const moved = await saved(reservationBody(event.id, { id: first.reservation.id, checkIn: "2031-05-11" }));
    expect(moved.reservation.reservationDays.map((d) => d.sellPrice)).toEqual(["200.00", "200.00"]);
    expect(moved.reservation.totalNoTax).toBe("400.00");
  });

  it("Packet: the guests get entries, a guest removed loses it, the entries route lists them", async () => {
    const { event } = await eventWithRooms();
    const [a, b] = [await createCustomer({ lastName: "Alfa" }), await createCustomer({ lastName: "Beta" })];
    const first = await saved(
      reservationBody(event.id, { type: "Packet", customers: [{ id: a.id }, { id: b.id }] }),
    );
    expect(first.entries.map((e) => [e.fullName, e.number, e.editSource, e.isDeleted])).toEqual([
      ["Alfa Cliente", 1, "Reservation", false],
      ["Beta Cliente", 1, "Reservation", false],
    ]);
    const second = await saved(
      reservationBody(event.id, { id: first.reservation.id, type: "Packet", customers: [{ id: a.id }] }),
    );
    expect(second.entries.find((e) => e.customerId === b.id)!.isDeleted).toBe(true);
    const listed = await invoke<EntryDto[]>(entriesRoute, {
      token: staff.token,
      params: { reservationId: first.reservation.id, eventId: event.id },
    });
    expect(listed.body.entity!.filter((e) => !e.isDeleted).map((e) => e.customerId)).toEqual([a.id]);
    await remove(first.reservation.id);
    expect((await entriesOfEvent(event.id)).every((e) => e.isDeleted)).toBe(true);
  });

  it("refuses every change while the event is closed", async () => {
    const { event } = await eventWithRooms();
    const first = await saved(reservationBody(event.id));
    await getDb().update(events).set({ isFreezed: true }).where(eq(events.id, event.id));
    const create = await save(reservationBody(event.id));
    expect(create.status).toBe(409);
    expect(create.body.messages).toEqual([EVENT_CLOSED]);
    const del = await remove(first.reservation.id);
    expect(del.body.messages).toEqual([EVENT_CLOSED]);
    expect(await reservationRow(first.reservation.id)).not.toBeNull();
    await getDb().update(events).set({ isFreezed: false }).where(eq(events.id, event.id));
  });
});

describe("Agent profiles", () => {
  it("see and save only their reservations, cannot change agents, and are assigned to what they create", async () => {
    const { event } = await eventWithRooms();
    const role = await createAgentRole();
    const agentUser = await createUser({ type: "Agent", permissions: ["Reservations"] });
    const { agents } = await import("@/db/schema");
    await getDb().insert(agents).values({ profileId: agentUser.profileId, agentRoleId: role.id });
    const other = await createAgent({ agentRoleId: role.id });

    const own = await saved(reservationBody(event.id), {}, agentUser.token);
    expect(own.reservation.profiles.map((p) => [p.id, p.agentRole.id])).toEqual([
      [agentUser.profileId, role.id],
    ]);
    const foreign = await saved(
      reservationBody(event.id, { profiles: [{ id: other.id, agentRole: { id: role.id } }] }),
    );

    expect((await getOne(foreign.reservation.id, agentUser.token)).status).toBe(404);
    expect((await getOne(own.reservation.id, agentUser.token)).status).toBe(200);
    const list = await invoke<ReservationListItemDto[]>(listRoute, {
      token: agentUser.token,
      params: { eventId: event.id },
    });
    expect(list.body.entity!.map((r) => r.id)).toEqual([own.reservation.id]);
    const editForeign = await save(
      reservationBody(event.id, { id: foreign.reservation.id }),
      {},
      agentUser.token,
    );
    expect(editForeign.status).toBe(404);
    const changeAgents = await save(
      reservationBody(event.id, {
        id: own.reservation.id,
        profiles: [{ id: other.id, agentRole: { id: role.id } }],
      }),
      {},
      agentUser.token,
    );
    expect(changeAgents.status).toBe(403);
    const unchanged = await save(
      reservationBody(event.id, {
        id: own.reservation.id,
        notes: "ok",
        profiles: [{ id: agentUser.profileId, agentRole: { id: role.id } }],
      }),
      {},
      agentUser.token,
    );
    expect(unchanged.status).toBe(200);
    expect((await remove(foreign.reservation.id, agentUser.token)).status).toBe(404);
  });
});

describe("Access", () => {
  it("401 without a token, 403 without Reservations; form reads open to Reservations holders", async () => {
    const { event } = await eventWithRooms();
    expect((await save(reservationBody(event.id), {}, "")).status).toBe(401);
    const other = await tokenWith(["Customers"]);
    expect((await save(reservationBody(event.id), {}, other)).status).toBe(403);
    expect(
      (
        await check(
          {
            eventId: event.id,
            locationId: hotel.id,
            roomTypeId: double.id,
            checkIn: "2031-05-10",
            checkOut: "2031-05-11",
          },
          other,
        )
      ).status,
    ).toBe(403);
    expect((await invoke(listRoute, { token: other, params: { eventId: event.id } })).status).toBe(403);
    const customer = await createCustomer();
    expect((await invoke(customerRoute, { token: staff.token, params: { id: customer.id } })).status).toBe(
      200,
    );
    expect((await invoke(agentRolesRoute, { token: staff.token })).status).toBe(200);
    expect((await invoke(agentSearchRoute, { token: staff.token })).status).toBe(200);
    expect((await invoke(roomTypesRoute, { token: staff.token })).status).toBe(200);
  });
});

describe("DELETE /api/reservations/{id}", () => {
  it("deletes the reservation and its payments, with an audit row", async () => {
    const { event } = await eventWithRooms();
    const first = await saved(
      reservationBody(event.id, {
        payments: [{ amount: "10", methodId: cash.id, paymentDate: "2031-04-01" }],
      }),
    );
    const answer = await remove(first.reservation.id);
    expect(answer.status).toBe(200);
    expect(await reservationRow(first.reservation.id)).toBeNull();
    expect(await paymentsOfReservation(first.reservation.id)).toEqual([]);
    expect((await auditActions("reservation", first.reservation.id)).map((a) => a.action)).toEqual([
      "create",
      "delete",
    ]);
    expect((await getOne(first.reservation.id)).status).toBe(404);
  });
});

describe("Deletion refusals while reservations use the set-up", () => {
  it("refuses deleting the event, the period, dropping its room type or shortening it; Canceled ones do not hold it", async () => {
    const { event, period } = await eventWithRooms();
    const hotelStaff = await tokenWith(["EventsHotel", "Events"]);
    const first = await saved(reservationBody(event.id, { checkIn: "2031-05-13", checkOut: "2031-05-15" }));
    const delEvent = await invoke(deleteEventRoute, {
      method: "DELETE",
      token: hotelStaff,
      params: { id: event.id },
    });
    expect(delEvent.status).toBe(409);
    expect(delEvent.body.messages).toEqual([
      "L'evento ha 1 prenotazioni non annullate: eliminarle prima di eliminare l'evento",
    ]);
    const delPeriod = await invoke(deletePeriodRoute, {
      method: "DELETE",
      token: hotelStaff,
      params: { id: period.id },
    });
    expect(delPeriod.status).toBe(409);
    const periodBody = (patch: Record<string, unknown>) => ({
      id: period.id,
      event: { id: event.id },
      location: { id: hotel.id },
      checkIn: "2031-05-10",
      checkOut: "2031-05-15",
      dailyTax: "2.25",
      roomPricings: [
        { roomType: { id: double.id }, sellPrice: "100.50", availability: 10 },
        { roomType: { id: single.id }, sellPrice: "70", availability: 3 },
      ],
      ...patch,
    });
    const shorten = await invoke(savePeriodRoute, {
      token: hotelStaff,
      body: periodBody({ checkOut: "2031-05-14" }),
    });
    expect(shorten.status).toBe(409);
    expect(shorten.body.messages[0]).toContain("1 prenotazioni");
    const dropDouble = await invoke(savePeriodRoute, {
      token: hotelStaff,
      body: periodBody({ roomPricings: [{ roomType: { id: single.id }, availability: 3 }] }),
    });
    expect(dropDouble.status).toBe(409);
    const startLater = await invoke(savePeriodRoute, {
      token: hotelStaff,
      body: periodBody({ checkIn: "2031-05-12" }),
    });
    expect(startLater.status).toBe(200);
    await saved(
      reservationBody(event.id, {
        id: first.reservation.id,
        checkIn: "2031-05-13",
        checkOut: "2031-05-15",
        status: "Canceled",
      }),
    );
    const nowFree = await invoke(deletePeriodRoute, {
      method: "DELETE",
      token: hotelStaff,
      params: { id: period.id },
    });
    expect(nowFree.status).toBe(200);
  });
});

describe("Deletion refusals for the people of a reservation", () => {
  it("refuses deleting an agent or a guest of a reservation, with the counts; deletes them once free", async () => {
    const { event } = await eventWithRooms();
    const role = await createAgentRole();
    const agent = await createAgent({ agentRoleId: role.id });
    const guest = await createCustomer({ lastName: uniqueName("Ospite") });
    const booked = await saved(
      reservationBody(event.id, {
        customers: [{ id: guest.id, isAgentPlayer: false }],
        profiles: [{ id: agent.id, agentRole: { id: role.id } }],
      }),
    );
    const admin = await tokenWith(["Agents", "Customers"]);
    const delAgent = () =>
      invoke(deleteProfileRoute, { method: "DELETE", token: admin, params: { id: agent.id } });
    const delGuest = () =>
      invoke(deleteCustomerRoute, { method: "DELETE", token: admin, params: { id: guest.id } });
    const agentAnswer = await delAgent();
    expect(agentAnswer.status).toBe(409);
    expect(agentAnswer.body.messages).toEqual([
      "L'agente non può essere eliminato: è assegnato a 1 prenotazioni e ha 0 pagamenti registrati",
    ]);
    const guestAnswer = await delGuest();
    expect(guestAnswer.status).toBe(409);
    expect(guestAnswer.body.messages).toEqual([
      "Il cliente non può essere eliminato: è ospite di 1 prenotazioni e ha 0 entries",
    ]);
    expect((await remove(booked.reservation.id)).status).toBe(200);
    expect((await delAgent()).status).toBe(200);
    expect((await delGuest()).status).toBe(200);
  });
});

describe("Customer statistics", () => {
  it("count the customer's real reservations and entries", async () => {
    const { event } = await eventWithRooms();
    const guest = await createCustomer();
    await saved(
      reservationBody(event.id, { type: "Packet", customers: [{ id: guest.id }], discount: "1.50" }),
    );
    await saved(
      reservationBody(event.id, {
        checkIn: "2031-05-13",
        checkOut: "2031-05-14",
        customers: [{ id: guest.id }],
        isWebReservation: true,
      }),
    );
    await saved(
      reservationBody(event.id, {
        checkIn: "2031-05-14",
        checkOut: "2031-05-15",
        customers: [{ id: guest.id }],
        status: "Canceled",
      }),
    );
    const answer = await invoke<{ statistics: Record<string, unknown> }>(customerRoute, {
      token: staff.token,
      params: { id: guest.id },
    });
    expect(answer.body.entity!.statistics).toMatchObject({
      totalReservations: 2,
      paidReservations: 1,
      totalBuyEntries: 1,
      totalEventsPlayed: 1,
      totalEventsInvolved: 1,
    });
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { POST as saveRoute } from "@/app/api/reservations/save/route";
import { GET as getRoute } from "@/app/api/reservations/[id]/route";
import type { ReservationDto, SaveReservationDto } from "@/lib/reservations/schemas";
import { invoke } from "../support/api";
import { createUser, uniqueName, type TestUser } from "../support/factories";
import { createAgent, createAgentRole } from "../support/factories-agents";
import { createCustomer } from "../support/factories-customers";
import {
  auditActions,
  createEvent,
  createHotel,
  createPaymentItem,
  createPeriodPricing,
  createRoomType,
  systemPaymentMethod,
} from "../support/factories-events";

// The save builds its answer from what it writes instead of reading the reservation back: these
// tests hold that answer to what GET /api/reservations/{id} reads from the database.

let staff: TestUser;

beforeAll(async () => {
  staff = await createUser({
    permissions: ["Reservations"],
    firstName: "Desk",
    lastName: uniqueName("Desk"),
  });
});

const save = (body: unknown, query: Record<string, string | number | boolean> = {}) =>
  invoke<SaveReservationDto>(saveRoute, { path: "/api/reservations/save", token: staff.token, body, query });
const getOne = (id: number) => invoke<ReservationDto>(getRoute, { token: staff.token, params: { id } });

async function savedAndRead(body: unknown, query: Record<string, string | number | boolean> = {}) {
  const answer = await save(body, query);
  expect(answer.status, JSON.stringify(answer.body.messages)).toBe(200);
  const saved = answer.body.entity!;
  const read = await getOne(saved.reservation.id);
  expect(read.status).toBe(200);
  return { saved, read: read.body.entity! };
}

describe("The save answer", () => {
  it("equals the reservation read back: guests, agents, repriced nights, payments and refunds, edits", async () => {
    const hotel = await createHotel({ name: uniqueName("Hotel Answer") });
    const double = await createRoomType({ type: uniqueName("Doppia"), capacity: 2 });
    const event = await createEvent();
    await createPeriodPricing({
      eventId: event.id,
      locationId: hotel.id,
      checkIn: "2031-05-10",
      checkOut: "2031-05-15",
      dailyTax: "2.25",
      rooms: [
        {
          roomTypeId: double.id,
          availability: 6,
          sellPrice: "100.5",
          overrides: [{ day: "2031-05-12", availability: 4 }],
        },
      ],
    });
    const [rossi, bianchi] = [
      await createCustomer({ lastName: uniqueName("Rossi"), firstName: "Mario", email: "m@example.it" }),
      await createCustomer({ lastName: uniqueName("Bianchi"), firstName: "Anna", isFake: true }),
    ];
    const role = await createAgentRole();
    const agent = await createAgent({ agentRoleId: role.id, firstName: "Ada" });
    const cash = await systemPaymentMethod("Contanti");
    const card = await systemPaymentMethod("Carta");
    const refund = await createPaymentItem({ category: "Refund", description: uniqueName("Rimborso") });
    const reservation = (patch: Record<string, unknown>) => ({
      reservation: {
        event: { id: event.id },
        location: { id: hotel.id },
        roomType: { id: double.id },
        checkIn: "2031-05-10",
        checkOut: "2031-05-13",
        type: "Standard",
        customers: [
          { id: rossi.id, isAgentPlayer: false },
          { id: bianchi.id, isAgentPlayer: true },
        ],
        profiles: [{ id: agent.id, agentRole: { id: role.id } }],
        discount: 10.5,
        notes: "  prima  ",
        ...patch,
      },
    });

    const created = await savedAndRead(
      reservation({
        payments: [
          { amount: 50, methodId: cash.id, paymentDate: "2031-05-02", notes: "acconto" },
          { amount: "5.5", methodId: card.id, paymentItemId: refund.id, paymentDate: "2031-05-01" },
        ],
      }),
    );
    expect(created.saved.reservation).toEqual(created.read);
    expect(created.read.payments.map((p) => p.typology)).toEqual(["Outbound", "Inbound"]);
    // Free rooms leaving this reservation out (RES-API-CHANGES.md 3).
    expect(created.read.reservationDays.map((d) => d.availability)).toEqual([6, 6, 4]);
    expect(created.saved.entries).toEqual([]);
    expect((await auditActions("reservation", created.read.id)).map((a) => a.action)).toEqual(["create"]);

    // Edit: one payment kept with a new amount, the refund dropped, one added; guests swapped;
    // the stay moved (priced again).
    const [kept] = created.read.payments.filter((p) => p.typology === "Inbound");
    const moved = await savedAndRead(
      reservation({
        id: created.read.id,
        checkIn: "2031-05-11",
        checkOut: "2031-05-15",
        customers: [{ id: bianchi.id, isAgentPlayer: false }],
        payments: [
          { id: kept!.id, amount: "60.10", methodId: card.id, paymentDate: "2031-05-03", notes: null },
          { amount: 20, methodId: cash.id, paymentDate: "2031-05-03", notes: "saldo" },
        ],
      }),
    );
    expect(moved.saved.reservation).toEqual(moved.read);
    expect(moved.read.payments.map((p) => p.amount)).toEqual(["60.10", "20.00"]);
    expect(moved.read.reservationDays).toHaveLength(4);

    // Edit without a stay change: the stored nights stay, the type turns Packet (entries follow).
    const packet = await savedAndRead(
      reservation({
        id: created.read.id,
        checkIn: "2031-05-11",
        checkOut: "2031-05-15",
        type: "Packet",
        customers: [{ id: bianchi.id, isAgentPlayer: false }],
        payments: [],
      }),
    );
    expect(packet.saved.reservation).toEqual(packet.read);
    expect(packet.saved.entries.map((e) => e.customerId)).toEqual([bianchi.id]);
    expect((await auditActions("reservation", created.read.id)).map((a) => a.action)).toEqual([
      "create",
      "update",
      "update",
    ]);
  });

  it("of a Multiple save equals the first reservation read back, the others leaving it their rooms", async () => {
    const hotel = await createHotel({ name: uniqueName("Hotel Multiple") });
    const single = await createRoomType({ type: uniqueName("Singola"), capacity: 1 });
    const event = await createEvent();
    await createPeriodPricing({
      eventId: event.id,
      locationId: hotel.id,
      checkIn: "2031-06-01",
      checkOut: "2031-06-05",
      rooms: [{ roomTypeId: single.id, availability: 9, sellPrice: "70" }],
    });
    const guest = await createCustomer({ lastName: uniqueName("Verdi") });
    const { saved, read } = await savedAndRead(
      {
        reservation: {
          event: { id: event.id },
          location: { id: hotel.id },
          roomType: { id: single.id },
          checkIn: "2031-06-01",
          checkOut: "2031-06-03",
          customers: [{ id: guest.id }],
          type: "Guest",
        },
      },
      { creationMode: "Multiple", reservationsNumber: 3 },
    );
    expect(saved.reservation).toEqual(read);
    expect(read.reservationDays.map((d) => d.availability)).toEqual([7, 7]);
    expect(saved.reservationIds).toHaveLength(3);
    for (const id of saved.reservationIds!.slice(1)) {
      const other = (await getOne(id)).body.entity!;
      expect(other.customers).toEqual([]);
      expect(other.status).toBe("Settled");
      expect((await auditActions("reservation", id)).map((a) => a.action)).toEqual(["create"]);
    }
  });
});

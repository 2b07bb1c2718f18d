import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { GET as cashRegistryRoute } from "@/app/api/cashregistry/[eventId]/route";
import { POST as cashFundRoute } from "@/app/api/payments/cash-fund/route";
import { POST as countRoute } from "@/app/api/payments/count/route";
import { POST as incomeRoute } from "@/app/api/payments/income/route";
import { POST as outcomeRoute } from "@/app/api/payments/outcome/route";
import { POST as searchRoute } from "@/app/api/payments/search/route";
import { POST as transferRoute } from "@/app/api/payments/trasfer/route";
import { DELETE as deleteRoute } from "@/app/api/payments/[paymentId]/[eventId]/route";
import { ensureEventReferenceData } from "@/seed/reference-events";
import type { CashRegisterDto, MovementDto } from "@/lib/cash/schemas";
import { invoke } from "../support/api";
import { createUser, uniqueName, type TestUser } from "../support/factories";
import { createAgent } from "../support/factories-agents";
import { createCustomer } from "../support/factories-customers";
import { insertReservation } from "../support/factories-reservation-list";
import {
  auditActions,
  createEvent,
  createHotel,
  createPaymentItem,
  createRoomType,
  systemPaymentItem,
  systemPaymentMethod,
} from "../support/factories-events";

let accountant: TestUser;
let outsider: TestUser;
let cash: number;
let card: number;
let transferMethod: number;
let agentItem: number;
let entriesItem: number;
let reservationItem: number;
let hotelItem: number;
let transferItem: number;

beforeAll(async () => {
  await ensureEventReferenceData(getDb());
  accountant = await createUser({ permissions: ["EventAccounting"] });
  outsider = await createUser({ permissions: ["Events", "Reservations"] });
  cash = (await systemPaymentMethod("Contanti")).id;
  card = (await systemPaymentMethod("Carta")).id;
  transferMethod = (await systemPaymentMethod("Bonifico")).id;
  agentItem = (await systemPaymentItem("Agent")).id;
  entriesItem = (await systemPaymentItem("Entries")).id;
  reservationItem = (await systemPaymentItem("Reservation")).id;
  hotelItem = (await systemPaymentItem("Hotel")).id;
  transferItem = (await systemPaymentItem("Transfer")).id;
});

const post = <T>(route: typeof incomeRoute, body: unknown, token: string | null = accountant.token) =>
  invoke<T>(route, { token, body });

async function cashEvent() {
  return createEvent({ cashModuleEnabled: true });
}

function movements(
  eventId: number,
  criteria: Record<string, unknown> = {},
  query: Record<string, string> = {},
) {
  return invoke<MovementDto[]>(searchRoute, {
    token: accountant.token,
    body: { eventId, ...criteria },
    query,
  });
}

describe("income and outcome", () => {
  it("records an income of an Income item and answers the movement with the saved notice", async () => {
    const event = await cashEvent();
    const answer = await post<MovementDto>(incomeRoute, {
      eventId: event.id,
      paymentItemId: entriesItem,
      methodId: cash,
      paymentDate: "2031-05-11T00:00:00",
      amount: 120.5,
      notes: " caparra ",
    });
    expect(answer.status).toBe(200);
    expect(answer.body.messages).toEqual(["Salvataggio completato con successo"]);
    expect(answer.body.entity).toMatchObject({
      eventId: event.id,
      typology: "Inbound",
      amount: "120.50",
      methodDescription: "Contanti",
      systemItem: "Entries",
      paymentDate: "2031-05-11T00:00:00",
      notes: "caparra",
      linkedPaymentId: null,
    });
    expect((await auditActions("payment", answer.body.entity!.id)).map((row) => row.action)).toEqual([
      "create",
    ]);
  });

  it("refuses missing fields with every Italian message at once, writing nothing", async () => {
    const event = await cashEvent();
    const answer = await post(incomeRoute, { eventId: event.id, amount: 0, paymentDate: "" });
    expect(answer.status).toBe(400);
    expect(answer.body.messages).toEqual([
      "Inserire il metodo di pagamento",
      "Inserire la data di pagamento",
      "Inserire un importo valido",
      "Selezionare l'oggetto del movimento",
    ]);
    for (const amount of [-5, "abc", "1.234"]) {
      const wrong = await post(outcomeRoute, {
        eventId: event.id,
        paymentItemId: agentItem,
        methodId: cash,
        paymentDate: "2031-05-11",
        amount,
      });
      expect(wrong.body.messages).toEqual(["Inserire un importo valido"]);
    }
    expect((await movements(event.id)).body.entity).toEqual([]);
  });

  it("refuses an item of the wrong category, the transfer item, an unknown method and item", async () => {
    const event = await cashEvent();
    const cost = await createPaymentItem({ category: "Cost" });
    const income = await createPaymentItem({ category: "Income" });
    const base = { eventId: event.id, methodId: cash, paymentDate: "2031-05-11", amount: "10" };
    const cases: [typeof incomeRoute, Record<string, unknown>, number, string][] = [
      [incomeRoute, { paymentItemId: cost.id }, 400, "Per un'entrata scegliere una voce di incasso"],
      [outcomeRoute, { paymentItemId: income.id }, 400, "Per un'uscita scegliere una voce di costo"],
      [
        outcomeRoute,
        { paymentItemId: transferItem },
        400,
        "Questo oggetto non può essere usato per un'entrata o un'uscita",
      ],
      [outcomeRoute, { paymentItemId: cost.id, methodId: 99999999 }, 400, "Metodo di pagamento inesistente"],
      [incomeRoute, { paymentItemId: 99999999 }, 400, "Oggetto del movimento inesistente"],
      [
        outcomeRoute,
        { paymentItemId: agentItem },
        400,
        "Selezionare l'agente a cui è destinato il pagamento",
      ],
      [
        outcomeRoute,
        { paymentItemId: agentItem, agentId: outsider.profileId },
        400,
        "L'agente indicato non esiste",
      ],
      // The reference the item implies, and a plausible date.
      [
        incomeRoute,
        { paymentItemId: reservationItem },
        400,
        "I pagamenti delle prenotazioni si registrano nella prenotazione",
      ],
      [outcomeRoute, { paymentItemId: hotelItem }, 400, "Selezionare l'hotel a cui si riferisce il costo"],
      [
        incomeRoute,
        { paymentItemId: income.id, paymentDate: "9999-12-31" },
        400,
        "La data del movimento deve essere compresa tra il 01/01/2000 e il 17/05/2033",
      ],
      [
        outcomeRoute,
        { paymentItemId: cost.id, paymentDate: "1999-12-31" },
        400,
        "La data del movimento deve essere compresa tra il 01/01/2000 e il 17/05/2033",
      ],
      [
        cashFundRoute,
        { paymentDate: "2033-05-18" },
        400,
        "La data del movimento deve essere compresa tra il 01/01/2000 e il 17/05/2033",
      ],
      [
        transferRoute,
        { sourceMethod: cash, destinationMethod: card, paymentDate: "9999-01-01" },
        400,
        "La data del movimento deve essere compresa tra il 01/01/2000 e il 17/05/2033",
      ],
    ];
    for (const [route, extra, status, message] of cases) {
      const answer = await post(route, { ...base, ...extra });
      expect(answer.status, message).toBe(status);
      expect(answer.body.messages).toEqual([message]);
    }
    expect((await movements(event.id)).body.entity).toEqual([]);
    // The last plausible day is accepted, and a hotel cost naming its hotel.
    const hotel = await createHotel({ name: uniqueName("Hotel cassa") });
    const lastDay = await post(outcomeRoute, {
      ...base,
      paymentItemId: hotelItem,
      locationId: hotel.id,
      paymentDate: "2033-05-17",
    });
    expect(lastDay.status, JSON.stringify(lastDay.body.messages)).toBe(200);
  });

  it("records an outcome to an agent with the agent's name on the movement", async () => {
    const event = await cashEvent();
    const agent = await createAgent({ firstName: "Luca", lastName: "Bianchi" });
    const answer = await post<MovementDto>(outcomeRoute, {
      eventId: event.id,
      paymentItemId: agentItem,
      agentId: agent.id,
      methodId: card,
      paymentDate: "2031-05-12",
      amount: "75",
    });
    expect(answer.status).toBe(200);
    expect(answer.body.entity).toMatchObject({
      typology: "Outbound",
      amount: "75.00",
      agentId: agent.id,
      agentFirstName: "Luca",
      agentLastName: "Bianchi",
      itemDescription: "Agenti",
    });
  });

  it("refuses events without the cash module, unknown events and closed events", async () => {
    const classic = await createEvent({ cashModuleEnabled: false });
    const closed = await createEvent({ cashModuleEnabled: true, isFreezed: true });
    const body = { paymentItemId: entriesItem, methodId: cash, paymentDate: "2031-05-11", amount: "10" };
    const noModule = await post(incomeRoute, { ...body, eventId: classic.id });
    expect(noModule.status).toBe(409);
    expect(noModule.body.messages).toEqual(["Il modulo cassa non è attivo per questo evento"]);
    const missing = await post(incomeRoute, { ...body, eventId: 99999999 });
    expect(missing.status).toBe(404);
    const closedMessage = ["L'evento è chiuso: riaprirlo per apportare modifiche"];
    for (const [route, extra] of [
      [incomeRoute, {}],
      [outcomeRoute, {}],
      [cashFundRoute, {}],
      [transferRoute, { sourceMethod: cash, destinationMethod: card }],
    ] as const) {
      const answer = await post(route, { ...body, ...extra, eventId: closed.id });
      expect(answer.status).toBe(409);
      expect(answer.body.messages).toEqual(closedMessage);
    }
  });
});

describe("permissions", () => {
  it("answers 401 without a token and 403 without EventAccounting on every route", async () => {
    const event = await cashEvent();
    const routes: [typeof incomeRoute, "POST" | "GET" | "DELETE", Record<string, number>][] = [
      [incomeRoute, "POST", {}],
      [outcomeRoute, "POST", {}],
      [transferRoute, "POST", {}],
      [cashFundRoute, "POST", {}],
      [searchRoute, "POST", {}],
      [countRoute, "POST", {}],
      [deleteRoute, "DELETE", { paymentId: 1, eventId: event.id }],
      [cashRegistryRoute, "GET", { eventId: event.id }],
    ];
    for (const [route, method, params] of routes) {
      const body = method === "POST" ? { eventId: event.id } : undefined;
      const anonymous = await invoke(route, { method, params, body });
      expect(anonymous.status).toBe(401);
      const forbidden = await invoke(route, { method, params, body, token: outsider.token });
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.messages).toEqual(["Non hai il permesso per questa operazione"]);
    }
  });
});

describe("transfers", () => {
  it("writes two linked movements of the Transfer item that cannot be deleted", async () => {
    const event = await cashEvent();
    const answer = await post<MovementDto[]>(transferRoute, {
      eventId: event.id,
      amount: "40.10",
      sourceMethod: cash,
      destinationMethod: transferMethod,
      paymentDate: "2031-05-13",
      notes: "versamento",
    });
    expect(answer.status).toBe(200);
    const [outbound, inbound] = answer.body.entity!;
    expect(outbound).toMatchObject({
      typology: "Outbound",
      methodId: cash,
      amount: "40.10",
      systemItem: "Transfer",
    });
    expect(inbound).toMatchObject({ typology: "Inbound", methodId: transferMethod, amount: "40.10" });
    expect(outbound!.linkedPaymentId).toBe(inbound!.id);
    expect(inbound!.linkedPaymentId).toBe(outbound!.id);
    for (const half of [outbound!, inbound!]) {
      const refused = await invoke(deleteRoute, {
        method: "DELETE",
        token: accountant.token,
        params: { paymentId: half.id, eventId: event.id },
      });
      expect(refused.status).toBe(409);
      expect(refused.body.messages).toEqual(["I movimenti di un trasferimento non possono essere eliminati"]);
    }
    expect((await movements(event.id)).body.entity).toHaveLength(2);
  });

  it("refuses the same method twice and missing methods", async () => {
    const event = await cashEvent();
    const same = await post(transferRoute, {
      eventId: event.id,
      amount: 5,
      sourceMethod: cash,
      destinationMethod: cash,
      paymentDate: "2031-05-13",
    });
    expect(same.status).toBe(400);
    expect(same.body.messages).toEqual([
      "Il metodo di origine e quello di destinazione devono essere diversi",
    ]);
    const missing = await post(transferRoute, { eventId: event.id, amount: 5, paymentDate: "2031-05-13" });
    expect(missing.body.messages).toEqual([
      "Inserire il metodo di origine",
      "Inserire il metodo di destinazione",
    ]);
  });
});

describe("cash register, search, count and delete", () => {
  it("totals a mixed set of movements per method and overall", async () => {
    const event = await cashEvent();
    const agent = await createAgent();
    const day = "2031-05-11";
    const base = { eventId: event.id, paymentDate: day };
    await post(cashFundRoute, { ...base, methodId: cash, amount: "200" });
    await post(incomeRoute, { ...base, methodId: cash, paymentItemId: entriesItem, amount: "300.25" });
    await post(incomeRoute, { ...base, methodId: card, paymentItemId: entriesItem, amount: "100" });
    await post(outcomeRoute, {
      ...base,
      methodId: cash,
      paymentItemId: agentItem,
      agentId: agent.id,
      amount: "50.05",
    });
    await post(transferRoute, { ...base, sourceMethod: cash, destinationMethod: card, amount: "100" });
    await post(outcomeRoute, {
      ...base,
      methodId: transferMethod,
      paymentItemId: agentItem,
      agentId: agent.id,
      amount: "30",
    });

    const register = (
      await invoke<CashRegisterDto>(cashRegistryRoute, {
        token: accountant.token,
        params: { eventId: event.id },
      })
    ).body.entity!;
    const row = (methodId: number) =>
      register.paymentMethodDetails.find((detail) => detail.methodId === methodId);
    expect(row(cash)).toMatchObject({
      methodDescription: "Contanti",
      totalInbound: "300.25",
      totalOutbound: "150.05",
      taking: "150.20",
      totalCashFund: "200.00",
      takingCashFund: "350.20",
    });
    expect(row(card)).toMatchObject({ totalInbound: "200.00", totalOutbound: "0.00", taking: "200.00" });
    // Negative takings stay negative (the screen shows them red).
    expect(row(transferMethod)).toMatchObject({
      totalOutbound: "30.00",
      taking: "-30.00",
      takingCashFund: "-30.00",
    });
    expect(register).toMatchObject({
      totalInbound: "500.25",
      totalOutbound: "180.05",
      taking: "320.20",
      totalCashFund: "200.00",
      takingCashFund: "520.20",
    });
  });

  it("searches with filters, order, pages and counts; deletes a movement of an open event only", async () => {
    const event = await cashEvent();
    const cost = await createPaymentItem({ category: "Cost" });
    for (let day = 1; day <= 12; day++) {
      await post(outcomeRoute, {
        eventId: event.id,
        methodId: day % 2 ? cash : card,
        paymentItemId: cost.id,
        paymentDate: `2031-05-${String(day).padStart(2, "0")}`,
        amount: day,
        notes: day === 7 ? "Cena staff" : null,
      });
    }
    await post(cashFundRoute, { eventId: event.id, methodId: cash, paymentDate: "2031-05-01", amount: 500 });
    const page0 = (await movements(event.id)).body.entity!;
    expect(page0).toHaveLength(10);
    expect(page0[0]!.paymentDate).toBe("2031-05-12T00:00:00");
    const page1 = (await movements(event.id, { pageNumber: 1 })).body.entity!;
    expect(page1).toHaveLength(3);
    const preserved = (await movements(event.id, { pageNumber: 1 }, { preservePages: "true" })).body.entity!;
    expect(preserved).toHaveLength(13);
    const ascending = (await movements(event.id, { orderDirection: "Ascending" })).body.entity!;
    expect(ascending[0]!.paymentDate).toBe("2031-05-01T00:00:00");
    expect((await movements(event.id, { typology: "CashFund" })).body.entity!.map((m) => m.amount)).toEqual([
      "500.00",
    ]);
    expect((await movements(event.id, { notes: "cena" })).body.entity!.map((m) => m.amount)).toEqual([
      "7.00",
    ]);
    expect((await movements(event.id, { date: "2031-05-03" })).body.entity!.map((m) => m.amount)).toEqual([
      "3.00",
    ]);
    const byCard = (await movements(event.id, { paymentMethod: card, paymentItem: cost.id })).body.entity!;
    expect(byCard.map((m) => m.methodId)).toEqual(Array(6).fill(card));
    const count = await invoke<number>(countRoute, {
      token: accountant.token,
      body: { eventId: event.id, typology: "Outbound" },
    });
    expect(count.body.entity).toBe(12);
    const noEvent = await invoke(countRoute, { token: accountant.token, body: {} });
    expect(noEvent.status).toBe(400);
    expect(noEvent.body.messages).toEqual(["Evento obbligatorio"]);

    const target = page0[0]!;
    const wrongEvent = await invoke(deleteRoute, {
      method: "DELETE",
      token: accountant.token,
      params: { paymentId: target.id, eventId: (await cashEvent()).id },
    });
    expect(wrongEvent.status).toBe(404);
    const deleted = await invoke(deleteRoute, {
      method: "DELETE",
      token: accountant.token,
      params: { paymentId: target.id, eventId: event.id },
    });
    expect(deleted.status).toBe(200);
    expect((await auditActions("payment", target.id)).map((row) => row.action)).toEqual(["create", "delete"]);
    expect(
      (await invoke<number>(countRoute, { token: accountant.token, body: { eventId: event.id } })).body
        .entity,
    ).toBe(12);

    await getDb().execute(`update events set is_freezed = true where id = ${event.id}`);
    const closed = await invoke(deleteRoute, {
      method: "DELETE",
      token: accountant.token,
      params: { paymentId: page0[1]!.id, eventId: event.id },
    });
    expect(closed.status).toBe(409);
    expect(closed.body.messages).toEqual(["L'evento è chiuso: riaprirlo per apportare modifiche"]);
  });
});

describe("a reservation's payments in Movimenti", () => {
  it("name the reservation and its first guest, and cannot be deleted there", async () => {
    const event = await cashEvent();
    const hotel = await createHotel();
    const room = await createRoomType();
    const refundItem = await createPaymentItem({ category: "Refund" });
    const first = await createCustomer({ lastName: "Rossi", firstName: "Mario" });
    const second = await createCustomer({ lastName: "Bianchi", firstName: "Anna" });
    const reservation = await insertReservation(
      { eventId: event.id, locationId: hotel.id, roomTypeId: room.id, status: "Confirmed", totalPay: "300" },
      {
        customerIds: [first.id, second.id],
        payments: [
          { amount: "150.50", methodId: cash, itemId: reservationItem, paymentDate: "2031-05-10" },
          {
            amount: "20.00",
            methodId: cash,
            itemId: refundItem.id,
            typology: "Outbound",
            paymentDate: "2031-05-11",
          },
        ],
      },
    );
    const unnamed = await insertReservation(
      { eventId: event.id, locationId: hotel.id, roomTypeId: room.id, status: "Confirmed" },
      { payments: [{ amount: "10.00", methodId: card, itemId: reservationItem, paymentDate: "2031-05-09" }] },
    );
    await post(incomeRoute, {
      eventId: event.id,
      methodId: cash,
      paymentItemId: entriesItem,
      paymentDate: "2031-05-12",
      amount: "5",
    });

    const rows = (await movements(event.id)).body.entity!;
    expect(rows.map((row) => [row.reservationId, row.reservationGuest, row.amount])).toEqual([
      [null, null, "5.00"],
      [reservation.id, "Rossi Mario", "20.00"],
      [reservation.id, "Rossi Mario", "150.50"],
      [unnamed.id, null, "10.00"],
    ]);

    for (const movement of rows.filter((row) => row.reservationId !== null)) {
      const refused = await invoke(deleteRoute, {
        method: "DELETE",
        token: accountant.token,
        params: { paymentId: movement.id, eventId: event.id },
      });
      expect(refused.status).toBe(409);
      expect(refused.body.messages).toEqual([
        "I pagamenti di una prenotazione si modificano nella prenotazione",
      ]);
    }
    expect((await movements(event.id)).body.entity).toHaveLength(4);
    // The event's other movements still can be.
    const deleted = await invoke(deleteRoute, {
      method: "DELETE",
      token: accountant.token,
      params: { paymentId: rows[0]!.id, eventId: event.id },
    });
    expect(deleted.status).toBe(200);
  });
});

import ExcelJS from "exceljs";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { EXCEL_BATCH } from "@/lib/reservations/export-reservations-excel";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as excelRoute } from "@/app/api/reservations/printexcel/route";
import { POST as printRoute } from "@/app/api/reservations/print/route";
import { POST as pdfRoute } from "@/app/api/reservations/printpdf/route";
import { GET as nestedRoute } from "@/app/api/periodpricings/nested/[eventId]/[locationId]/[roomTypeId]/route";
import { invoke } from "../support/api";
import { pdfText } from "../support/pdf-text";
import { createUser, uniqueName, type TestUser } from "../support/factories";
import { createAgent, createAgentRole } from "../support/factories-agents";
import { createCustomer } from "../support/factories-customers";
import {
  createEvent,
  createHotel,
  createPeriodPricing,
  createRoomType,
  systemPaymentItem,
  systemPaymentMethod,
} from "../support/factories-events";
import { insertReservation } from "../support/factories-reservation-list";

let staff: TestUser;

beforeAll(async () => {
  staff = await createUser({ permissions: ["Reservations"] });
});

/** Calls a download route and reads its body as an exceljs workbook. */
async function workbookOf(response: Response) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ArrayBuffer);
  return workbook;
}

async function raw(
  handler: typeof excelRoute,
  init: { method: string; url: string; body?: unknown; token?: string },
) {
  const headers = new Headers({ authorization: `Bearer ${init.token ?? staff.token}` });
  if (init.body !== undefined) headers.set("content-type", "application/json");
  return new Request(init.url, {
    method: init.method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

describe("POST /api/reservations/printexcel", () => {
  it("a value PostgreSQL cannot compare (a NUL in a text filter) is a 400, not 'file unavailable'", async () => {
    const event = await createEvent({ name: uniqueName("Filtro") });
    const answer = await invoke(excelRoute, {
      method: "POST",
      token: staff.token,
      body: { eventId: event.id, notes: "nota\u0000" },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.messages).toEqual(["Dati non validi"]);
  });

  it("streams an xlsx with one typed row per matching reservation, header frozen", async () => {
    const event = await createEvent({ name: "Sanremo Open 2031" });
    const hotel = await createHotel({ name: uniqueName("Hotel Excel") });
    const room = await createRoomType({ type: uniqueName("Doppia") });
    const cash = await systemPaymentMethod("Contanti");
    const item = await systemPaymentItem("Reservation");
    const guest = await createCustomer({
      firstName: "Mario",
      lastName: "Rossi",
      phone: "333 1",
      email: "m@r.it",
    });
    const role = await createAgentRole("Capo area test");
    const agent = await createAgent({ lastName: "Neri", firstName: "Gino", agentRoleId: role.id });
    const first = await insertReservation(
      {
        eventId: event.id,
        locationId: hotel.id,
        roomTypeId: room.id,
        checkIn: "2031-05-10",
        checkOut: "2031-05-13",
        status: "Confirmed",
        totalNoTax: "300.00",
        totalTax: "13.50",
        discount: "3.50",
        totalPay: "310.00",
        notes: "Culla",
        progressiveNumber: 4,
        isWebReservation: true,
      },
      {
        customerIds: [guest.id],
        agents: [{ profileId: agent.id, agentRoleId: role.id }],
        payments: [{ amount: "100.25", methodId: cash.id, itemId: item.id }],
      },
    );
    await insertReservation({
      eventId: event.id,
      locationId: hotel.id,
      roomTypeId: room.id,
      checkIn: "2031-05-11",
      status: "Settled",
    });
    await insertReservation({
      eventId: event.id,
      locationId: hotel.id,
      roomTypeId: room.id,
      status: "Canceled",
    });

    const response = await excelRoute(
      await raw(excelRoute, {
        method: "POST",
        url: "http://localhost/api/reservations/printexcel",
        body: { eventId: event.id },
      }),
      { params: Promise.resolve({}) },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("spreadsheetml");
    expect(response.headers.get("content-disposition")).toContain(
      'filename="bookings_Sanremo_Open_2031.xlsx"',
    );
    const workbook = await workbookOf(response);
    const sheet = workbook.getWorksheet("Prenotazioni")!;
    expect(sheet.rowCount).toBe(3);
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    const header = sheet.getRow(1).values as unknown[];
    expect(header.slice(1, 6)).toEqual(["Progressivo", "Id", "Ospiti", "Contatti", "Check in"]);
    const row = sheet.getRow(2);
    const byHeader = (name: string) => row.getCell((header as string[]).indexOf(name));
    expect(byHeader("Id").value).toBe(first.id);
    expect(byHeader("Progressivo").value).toBe(4);
    expect(byHeader("Ospiti").value).toBe("Rossi Mario");
    expect(byHeader("Contatti").value).toBe("333 1 m@r.it");
    expect(byHeader("Agenti").value).toBe("Capo area test: Neri Gino");
    expect(byHeader("Check in").value).toEqual(new Date(Date.UTC(2031, 4, 10)));
    expect(byHeader("Check in").type).toBe(ExcelJS.ValueType.Date);
    expect(byHeader("Check in").numFmt).toBe("dd/mm/yyyy");
    expect(byHeader("Notti").value).toBe(3);
    expect(byHeader("Totale").value).toBe(310);
    expect(byHeader("Totale").type).toBe(ExcelJS.ValueType.Number);
    expect(byHeader("Totale").numFmt).toContain("0.00");
    expect(byHeader("Pagato").value).toBe(100.25);
    expect(byHeader("Da pagare").value).toBe(209.75);
    expect(byHeader("Stato").value).toBe("Confermata");
    expect(byHeader("Note").value).toBe("Culla");
    // Yes/no columns in Italian spelled right: "Sì", not "Si".
    expect(byHeader("Web").value).toBe("Sì");
    expect(byHeader("Check-in").value).toBe("No");
    expect(sheet.getColumn(3).width).toBeGreaterThan(20);
    expect(sheet.getRow(3).getCell((header as string[]).indexOf("Stato")).value).toBe("Saldata");
  });

  it("writes user text that starts like a formula with an apostrophe; numbers and negative amounts stay numbers", async () => {
    const event = await createEvent({ name: "Formula Cup" });
    const hotel = await createHotel({ name: uniqueName("+Hotel Formula") });
    const room = await createRoomType({ type: uniqueName("-Doppia") });
    const cash = await systemPaymentMethod("Contanti");
    const item = await systemPaymentItem("Reservation");
    const guest = await createCustomer({
      firstName: "Mario",
      lastName: '=HYPERLINK("http://evil.example","clic")',
      phone: "+39 333 1",
      email: null,
    });
    const role = await createAgentRole(uniqueName("@Ruolo"));
    const agent = await createAgent({
      lastName: "=cmd|' /C calc'!A0",
      firstName: "Gino",
      agentRoleId: role.id,
    });
    await insertReservation(
      {
        eventId: event.id,
        locationId: hotel.id,
        roomTypeId: room.id,
        checkIn: "2031-05-10",
        checkOut: "2031-05-13",
        status: "Confirmed",
        totalNoTax: "300.00",
        totalTax: "10.00",
        totalPay: "310.00",
        notes: "\t=1+1",
        progressiveNumber: 1,
      },
      {
        customerIds: [guest.id],
        agents: [{ profileId: agent.id, agentRoleId: role.id }],
        payments: [{ amount: "400.00", methodId: cash.id, itemId: item.id }],
      },
    );
    const response = await excelRoute(
      await raw(excelRoute, {
        method: "POST",
        url: "http://localhost/api/reservations/printexcel",
        body: { eventId: event.id },
      }),
      { params: Promise.resolve({}) },
    );
    expect(response.status).toBe(200);
    const sheet = (await workbookOf(response)).getWorksheet("Prenotazioni")!;
    const header = sheet.getRow(1).values as string[];
    const cell = (name: string) => sheet.getRow(2).getCell(header.indexOf(name));
    expect(cell("Ospiti").value).toBe(`'=HYPERLINK("http://evil.example","clic") Mario`);
    // A phone number calls nothing: it stays as the desk typed it.
    expect(cell("Contatti").value).toBe("+39 333 1");
    expect(cell("Hotel").value).toBe(`'${hotel.name}`);
    expect(cell("Camera").value).toBe(`'${room.type}`);
    expect(cell("Agenti").value).toBe(`'${role.roleDescription}: =cmd|' /C calc'!A0 Gino`);
    expect(cell("Note").value).toBe("'\t=1+1");
    for (const name of ["Ospiti", "Contatti", "Hotel", "Camera", "Agenti", "Note"]) {
      expect(cell(name).type, name).toBe(ExcelJS.ValueType.String);
    }
    // Numbers and amounts are number cells, a negative balance too: never prefixed.
    expect(cell("Progressivo").value).toBe(1);
    expect(cell("Da pagare").value).toBe(-90);
    expect(cell("Da pagare").type).toBe(ExcelJS.ValueType.Number);
    expect(cell("Check in").type).toBe(ExcelJS.ValueType.Date);
  });

  it("reads past one batch in the list's order (cursor)", async () => {
    const event = await createEvent();
    const hotel = await createHotel();
    const room = await createRoomType();
    await getDb().execute(sql`
      insert into reservations (event_id, location_id, room_type_id, check_in, check_out, status)
      select ${event.id}, ${hotel.id}, ${room.id}, date '2031-05-01' + k % 20, date '2031-05-25', 'Confirmed'
        from generate_series(1, ${EXCEL_BATCH + 50}) k`);
    const expected = await getDb().execute<{ id: number }>(
      sql`select id from reservations where event_id = ${event.id} order by check_out desc, id desc`,
    );
    const response = await excelRoute(
      await raw(excelRoute, {
        method: "POST",
        url: "http://localhost/api/reservations/printexcel",
        body: { eventId: event.id, orderField: "CheckOut", orderDirection: "Descending" },
      }),
      { params: Promise.resolve({}) },
    );
    const sheet = (await workbookOf(response)).getWorksheet("Prenotazioni")!;
    expect(sheet.rowCount).toBe(EXCEL_BATCH + 51);
    const ids: number[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) ids.push(row.getCell(2).value as number);
    });
    expect(ids).toEqual(expected.rows.map((r) => r.id));
  });

  it("answers an error envelope for a missing event or bad criteria, and 403 without permission", async () => {
    const missing = await invoke(excelRoute, {
      path: "/api/reservations/printexcel",
      token: staff.token,
      body: { eventId: 999_999_999 },
    });
    expect(missing.status).toBe(404);
    const bad = await invoke(excelRoute, {
      path: "/api/reservations/printexcel",
      token: staff.token,
      body: { eventId: 1, orderField: "X" },
    });
    expect(bad.status).toBe(400);
    const other = await createUser({ permissions: ["Customers"] });
    expect(
      (
        await invoke(excelRoute, {
          path: "/api/reservations/printexcel",
          token: other.token,
          body: { eventId: 1 },
        })
      ).status,
    ).toBe(403);
  });
});

describe("GET /api/periodpricings/nested/{eventId}/{locationId}/{roomTypeId}", () => {
  it("lists per night the rooms allotted, booked, free (negative in red) and who sleeps there, closed event too", async () => {
    const event = await createEvent({ name: "Venezia Cup", isFreezed: true });
    const hotel = await createHotel();
    const room = await createRoomType();
    await createPeriodPricing({
      eventId: event.id,
      locationId: hotel.id,
      checkIn: "2031-05-10",
      checkOut: "2031-05-13",
      rooms: [
        {
          roomTypeId: room.id,
          availability: 1,
          sellPrice: "90",
          overrides: [{ day: "2031-05-11", availability: 0 }],
        },
      ],
    });
    const guest = await createCustomer({ firstName: "Anna", lastName: "Bianchi" });
    const stay = await insertReservation(
      {
        eventId: event.id,
        locationId: hotel.id,
        roomTypeId: room.id,
        checkIn: "2031-05-10",
        checkOut: "2031-05-12",
        status: "Confirmed",
        progressiveNumber: 3,
      },
      { customerIds: [guest.id] },
    );
    await insertReservation({
      eventId: event.id,
      locationId: hotel.id,
      roomTypeId: room.id,
      checkIn: "2031-05-10",
      checkOut: "2031-05-13",
      status: "Canceled",
    });
    const response = await nestedRoute(
      await raw(excelRoute, { method: "GET", url: "http://localhost/api/periodpricings/nested/x" }),
      {
        params: Promise.resolve({
          eventId: String(event.id),
          locationId: String(hotel.id),
          roomTypeId: String(room.id),
        }),
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain("bookings_Venezia_Cup.xlsx");
    const sheet = (await workbookOf(response)).getWorksheet("Notti")!;
    const rows = [2, 3, 4].map((n) => (sheet.getRow(n).values as unknown[]).slice(1));
    expect(rows).toEqual([
      [new Date(Date.UTC(2031, 4, 10)), 1, 1, 0, `3 #${stay.id} Bianchi Anna`],
      [new Date(Date.UTC(2031, 4, 11)), 0, 1, -1, `3 #${stay.id} Bianchi Anna`],
      [new Date(Date.UTC(2031, 4, 12)), 1, 0, 1],
    ]);
    expect(sheet.getRow(3).getCell(4).font?.color?.argb).toBe("FFC62828");
    expect(sheet.getRow(2).getCell(4).font?.color).toBeUndefined();

    const unpriced = await invoke(nestedRoute, {
      token: staff.token,
      params: { eventId: event.id, locationId: hotel.id, roomTypeId: (await createRoomType()).id },
    });
    expect(unpriced.status).toBe(404);
  });
});

describe("POST /api/reservations/print and /printpdf", () => {
  it("answers the rows by arrival, then guest name, and renders the A4 check-in list grouped by hotel", async () => {
    const event = await createEvent({ name: "Check-in Cup" });
    const alpha = await createHotel({ name: uniqueName("Albergo Alfa") });
    const beta = await createHotel({ name: uniqueName("Albergo Beta") });
    const room = await createRoomType({ type: "Matrimoniale" });
    const guest = await createCustomer({ firstName: "Giulia", lastName: "Ferrari", phone: "347 555 0101" });
    const base = { eventId: event.id, roomTypeId: room.id, status: "Confirmed" as const };
    const late = await insertReservation(
      { ...base, locationId: alpha.id, progressiveNumber: 2, totalPay: "180.00" },
      { customerIds: [guest.id] },
    );
    const early = await insertReservation({
      ...base,
      locationId: beta.id,
      progressiveNumber: 1,
      checkInDone: true,
    });
    const none = await insertReservation({ ...base, locationId: alpha.id });

    const rows = await invoke<{ id: number }[]>(printRoute, {
      path: "/api/reservations/print",
      token: staff.token,
      body: { eventId: event.id },
    });
    expect(rows.status).toBe(200);
    // Same arrival day: the guest's name first, reservations without guests last (by id).
    expect(rows.body.entity!.map((r) => r.id)).toEqual([late.id, early.id, none.id]);

    const empty = await invoke(printRoute, {
      path: "/api/reservations/print",
      token: staff.token,
      body: { eventId: event.id, customerContacts: "zzz-nessuno" },
    });
    expect(empty.status).toBe(404);
    expect(empty.body.messages).toEqual(["Nessun booking per i filtri selezionati"]);
    const emptyPdf = await invoke(pdfRoute, {
      path: "/api/reservations/printpdf",
      token: staff.token,
      body: { eventId: event.id, customerContacts: "zzz-nessuno" },
    });
    expect(emptyPdf.status).toBe(404);

    const response = await pdfRoute(
      await raw(excelRoute, {
        method: "POST",
        url: "http://localhost/api/reservations/printpdf",
        body: { eventId: event.id },
      }),
      { params: Promise.resolve({}) },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toContain('filename="booking_list_Check_in_Cup.pdf"');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const text = await pdfText(bytes);
    expect(text).toContain("Lista check-in - Check-in Cup");
    expect(text).toContain("3 prenotazioni");
    expect(text).toMatch(/Ferrari Giulia/);
    expect(text).toContain("347 555 0101");
    expect(text).toMatch(/180,00/);
    expect(text).toContain("Matrimoniale");
    // Hotels in name order, each with its own rows.
    expect(text.indexOf(alpha.name)).toBeLessThan(text.indexOf(beta.name));
    expect(text.indexOf("Ferrari Giulia")).toBeLessThan(text.indexOf(beta.name));
    expect(text).toContain("Pagina 1 / 1");
  });

  it("sorts each hotel's guests by arrival date, then name in Italian order, as the Excel does, and says so", async () => {
    const event = await createEvent({ name: "Ordine Arrivi" });
    const hotel = await createHotel({ name: uniqueName("Hotel Arrivi") });
    const room = await createRoomType({ type: uniqueName("Doppia") });
    const base = {
      eventId: event.id,
      locationId: hotel.id,
      roomTypeId: room.id,
      status: "Confirmed" as const,
    };
    // Written in this id order; the list must not follow it.
    const stays: [string, string, string | null][] = [
      ["2031-11-27", "2031-11-29", "Zucchi"],
      ["2031-11-25", "2031-11-28", "Bianchi"],
      ["2031-11-27", "2031-11-30", "Żebrowska"],
      ["2031-12-01", "2031-12-03", "Rossi"],
      ["2031-11-27", "2031-11-28", null],
      ["2031-11-27", "2031-11-28", "Zanetti"],
      ["2031-11-29", "2031-12-01", "Verdi"],
    ];
    const ids = new Map<string, number>();
    for (const [checkIn, checkOut, lastName] of stays) {
      const guest = lastName ? await createCustomer({ lastName, firstName: "Ospite" }) : null;
      const row = await insertReservation(
        { ...base, checkIn, checkOut },
        { customerIds: guest ? [guest.id] : [] },
      );
      ids.set(lastName ?? "none", row.id);
    }
    const expected = ["Bianchi", "Zanetti", "Żebrowska", "Zucchi", "none", "Verdi", "Rossi"];

    const rows = await invoke<{ id: number }[]>(printRoute, {
      path: "/api/reservations/print",
      token: staff.token,
      body: { eventId: event.id },
    });
    expect(rows.body.entity!.map((r) => r.id)).toEqual(expected.map((name) => ids.get(name)));

    const response = await pdfRoute(
      await raw(excelRoute, {
        method: "POST",
        url: "http://localhost/api/reservations/printpdf",
        body: { eventId: event.id },
      }),
      { params: Promise.resolve({}) },
    );
    expect(response.status).toBe(200);
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain("Ordinati per data di arrivo, poi per nome");
    const shown = expected.map((name) => text.indexOf(name === "none" ? "Nessun ospite" : `${name} Ospite`));
    expect(shown.every((at) => at >= 0)).toBe(true);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    const days = [...text.matchAll(/(\d{2}\/\d{2}\/\d{4}) -\s+\d{2}\/\d{2}\/\d{4}/g)].map((m) => m[1]);
    expect(days).toEqual([
      "25/11/2031",
      "27/11/2031",
      "27/11/2031",
      "27/11/2031",
      "27/11/2031",
      "29/11/2031",
      "01/12/2031",
    ]);

    // The Excel sorted by check-in (the list's default) has the same order: one rule.
    const excel = await excelRoute(
      await raw(excelRoute, {
        method: "POST",
        url: "http://localhost/api/reservations/printexcel",
        body: { eventId: event.id },
      }),
      { params: Promise.resolve({}) },
    );
    const sheet = (await workbookOf(excel)).getWorksheet("Prenotazioni")!;
    const header = sheet.getRow(1).values as string[];
    const idColumn = header.indexOf("Id");
    const excelIds = Array.from(
      { length: sheet.rowCount - 1 },
      (_, i) => sheet.getRow(i + 2).getCell(idColumn).value,
    );
    expect(excelIds).toEqual(expected.map((name) => ids.get(name)));
  });

  it("writes every European name exactly: the PDF embeds a Unicode font", async () => {
    const event = await createEvent({ name: "Eurochampionship Łódź" });
    const hotel = await createHotel({ name: uniqueName("Hôtel Čarobni") });
    const room = await createRoomType({ type: "Dvoulůžkový" });
    const names = [
      ["Łukasz", "Wójcik"],
      ["Jiří", "Dvořák"],
      ["Živko", "Đurđević"],
      ["Ilona", "Szőke"],
      ["Ioana", "Ștefănescu"],
      ["Ağça", "Yılmaz"],
      ["Γιώργος", "Παπαδόπουλος"],
      ["Пётр", "Иванов"],
    ];
    for (const [index, [firstName, lastName]] of names.entries()) {
      const guest = await createCustomer({ firstName, lastName });
      await insertReservation(
        {
          eventId: event.id,
          roomTypeId: room.id,
          status: "Confirmed",
          locationId: hotel.id,
          progressiveNumber: index + 1,
        },
        { customerIds: [guest.id] },
      );
    }
    const response = await pdfRoute(
      await raw(excelRoute, {
        method: "POST",
        url: "http://localhost/api/reservations/printpdf",
        body: { eventId: event.id },
      }),
      { params: Promise.resolve({}) },
    );
    expect(response.status).toBe(200);
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain("Lista check-in - Eurochampionship Łódź");
    expect(text).toContain(hotel.name);
    expect(text).toContain("Dvoulůžkový");
    for (const [firstName, lastName] of names) expect(text).toContain(`${lastName} ${firstName}`);
  });
});

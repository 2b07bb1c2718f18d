import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { events, locations, roomTypes } from "@/db/schema";
import { seedDemoCustomers } from "@/seed/demo-customers";
import { seedDemoLocations } from "@/seed/demo-locations";
import { POST as previewRoute } from "@/app/api/events/import/preview/[eventId]/route";
import { POST as runRoute } from "@/app/api/events/import/run/[eventId]/route";
import { GET as customerRoute } from "@/app/api/customers/[id]/route";
import { POST as createPredictionRoute } from "@/app/api/predictions/[id]/route";
import type { Envelope } from "@/lib/api/envelope";
import type { CustomerDto } from "@/lib/customers/schemas";
import type { FestivalImportPreviewDto, FestivalImportResultDto } from "@/lib/festival-import/schemas";
import { SAMPLE_EVENT, SAMPLE_MAPPING, sampleFestival } from "@/lib/festival-import/sample-festival";
import { entriesCsv, reservationsXlsx } from "@/lib/festival-import/sample-files";
import { apiTranslator } from "@/lib/i18n/server-translator";
import { drainJobs, startJobQueue, stopJobQueue } from "@/lib/jobs/job-queue";
import { bookedPercentCurve } from "@/lib/kpi/forecast";
import { getKpi } from "@/lib/kpi/get-kpi";
import { PREDICTION_JOB, registerPredictionJobs } from "@/lib/kpi/prediction-job";
import { historyDeltas } from "@/lib/kpi/repository";
import { addDays, formatDay, romeToday } from "@/lib/dates";
import { invoke } from "../support/api";
import { createUser, tokenWith, type TestUser } from "../support/factories";
import { createEvent } from "../support/factories-events";

type RouteHandler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

const sample = sampleFestival();
let entriesFile: Blob;
let reservationsFile: Blob;
let admin: TestUser;
let mapping: { hotels: unknown[]; roomTypes: unknown[] };

/** POSTs the files (and the mapping) as the screen does: one multipart form. */
async function send<T>(
  route: unknown,
  eventId: number,
  files: { entries?: Blob | string; reservations?: Blob; mapping?: unknown },
  token: string | null = admin.token,
): Promise<{ status: number; body: Envelope<T> }> {
  const form = new FormData();
  if (files.entries) form.set("entries", files.entries as Blob, "festival-entries.csv");
  if (files.reservations) form.set("reservations", files.reservations, "festival-reservations.xlsx");
  if (files.mapping) form.set("mapping", JSON.stringify(files.mapping));
  const request = new Request("http://localhost/api/events/import", {
    method: "POST",
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const response = await (route as RouteHandler)(request, {
    params: Promise.resolve({ eventId: String(eventId) }),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

async function pastEvent() {
  const event = await createEvent({
    name: SAMPLE_EVENT.name,
    dateFrom: SAMPLE_EVENT.dateFrom,
    dateTo: SAMPLE_EVENT.dateTo,
  });
  await getDb()
    .update(events)
    .set({
      finalEntries: SAMPLE_EVENT.finalEntries,
      finalPartecipants: SAMPLE_EVENT.finalPartecipants,
      finalPartecipantsNotBooking: SAMPLE_EVENT.finalPartecipantsNotBooking,
    })
    .where(eq(events.id, event.id));
  return event;
}

/** What an import may have written for an event, and in the tables it shares with others. */
async function snapshot(eventId: number) {
  const [row] = (
    await getDb().execute<Record<string, string>>(sql`
      select
        (select count(*) from reservations where event_id = ${eventId}) as reservations,
        (select count(*) from reservations where event_id = ${eventId} and status = 'Canceled') as canceled,
        (select coalesce(sum(total_pay), 0) from reservations where event_id = ${eventId}) as total_pay,
        (select count(*) from reservation_customers where event_id = ${eventId}) as guests,
        (select count(*) from reservation_days d join reservations r on r.id = d.reservation_id
          where r.event_id = ${eventId}) as nights,
        (select coalesce(sum(d.sell_price), 0) from reservation_days d join reservations r on r.id = d.reservation_id
          where r.event_id = ${eventId}) as night_prices,
        (select count(*) from entries where event_id = ${eventId} and not is_deleted) as players,
        (select coalesce(sum(number), 0) from entries where event_id = ${eventId} and not is_deleted) as entries,
        (select count(*) from booking_history where event_id = ${eventId}) as history,
        (select count(*) from communications c join reservations r on r.id = c.reservation_id
          where r.event_id = ${eventId}) as communications,
        (select count(*) from period_pricings where event_id = ${eventId}) as periods,
        (select count(*) from customers) as customers,
        (select count(*) from locations) as hotels,
        (select count(*) from room_types) as room_types,
        (select count(*) from audit_log) as audit`)
  ).rows;
  return Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, Number(v)]));
}

beforeAll(async () => {
  await getDb().transaction(async (tx) => {
    await seedDemoLocations(tx);
    await seedDemoCustomers(tx);
  });
  admin = await createUser({ permissions: ["Events", "Customers", "EventsKPI"] });
  entriesFile = new Blob([entriesCsv(sample.entriesRows)], { type: "text/csv" });
  reservationsFile = new Blob([new Uint8Array(await reservationsXlsx(sample.reservationRows))]);
  const hotelId = async (name: string) =>
    (await getDb().select({ id: locations.id }).from(locations).where(eq(locations.name, name)))[0]!.id;
  const roomTypeId = async (name: string) =>
    (await getDb().select({ id: roomTypes.id }).from(roomTypes).where(eq(roomTypes.type, name)))[0]!.id;
  mapping = {
    hotels: await Promise.all(
      SAMPLE_MAPPING.hotels.map(async (h) =>
        h.existing ? { name: h.name, locationId: await hotelId(h.existing) } : { name: h.name, create: true },
      ),
    ),
    roomTypes: await Promise.all(
      SAMPLE_MAPPING.roomTypes.map(async (r) =>
        r.existing
          ? { name: r.name, roomTypeId: await roomTypeId(r.existing) }
          : { name: r.name, create: true, capacity: r.capacity },
      ),
    ),
  };
  await registerPredictionJobs();
  await startJobQueue({ work: false });
});

afterAll(async () => {
  await stopJobQueue();
});

describe("past festival import", () => {
  it("needs the Events permission, and refuses files that are not tables, naming the file", async () => {
    const event = await pastEvent();
    const other = await tokenWith(["Reservations", "EventsKPI"]);
    expect((await send(previewRoute, event.id, { entries: entriesFile }, other)).status).toBe(403);
    expect((await send(previewRoute, event.id, { entries: entriesFile }, null)).status).toBe(401);
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])]);
    const refused = await send(previewRoute, event.id, { reservations: png });
    expect(refused.status).toBe(400);
    expect(refused.body.messages[0]).toMatch(/^File prenotazioni: Il file non è un foglio Excel/);
    const none = await send(previewRoute, event.id, {});
    expect(none.status).toBe(400);
    expect(none.body.messages).toEqual(["Selezionare almeno un file da importare (entries o prenotazioni)"]);
    const noColumn = await send(previewRoute, event.id, {
      entries: new Blob(["Giocatore;Tavolo\nRossi Mario;3\n"], { type: "text/csv" }),
    });
    expect(noColumn.status).toBe(400);
    expect(noColumn.body.messages).toEqual(['Il file entries non ha la colonna obbligatoria "Entries"']);
  });

  it("previews, refuses an unmapped name writing nothing, imports exactly the sample, and changes nothing the second time", async () => {
    const event = await pastEvent();
    const before = await snapshot(event.id);

    const preview = await send<FestivalImportPreviewDto>(previewRoute, event.id, {
      entries: entriesFile,
      reservations: reservationsFile,
    });
    expect(preview.status, JSON.stringify(preview.body.messages)).toBe(200);
    const p = preview.body.entity!;
    expect(p.entries).toEqual({
      rows: sample.expected.entryRows,
      players: sample.expected.players,
      entries: sample.expected.entries,
    });
    expect(p.reservations).toEqual({
      rows: sample.expected.reservations,
      canceled: sample.expected.canceled,
      alreadyImported: 0,
    });
    expect(p.customers.toCreate).toBe(sample.expected.customersCreated);
    // Unknown: the sample's names no hotel or room type of the shared test database bears (other
    // suites may have made a "Matrimoniale" already; the import then takes it by name).
    const known = async (table: typeof locations | typeof roomTypes) =>
      new Set(
        (table === locations
          ? await getDb().select({ name: locations.name }).from(locations)
          : await getDb().select({ name: roomTypes.type }).from(roomTypes)
        ).map((row) => row.name.toLowerCase()),
      );
    const knownHotels = await known(locations);
    const knownRoomTypes = await known(roomTypes);
    const unknown = (names: string[], have: Set<string>) =>
      names.filter((name) => !have.has(name.toLowerCase())).sort();
    expect(p.unknownHotels.map((h) => h.name)).toEqual(
      unknown(["Grand Hotel Riviera", "Hotel Royal Sanremo"], knownHotels),
    );
    // Suggested by name: the hotel the sample maps it to (other suites may hold hotels of the same
    // name in the shared test database, so the name is compared, not the id).
    const suggested = await getDb()
      .select({ name: locations.name })
      .from(locations)
      .where(eq(locations.id, p.unknownHotels[0]!.suggestedId ?? 0));
    expect(suggested.map((h) => h.name)).toEqual([SAMPLE_MAPPING.hotels[0]!.existing]);
    expect(p.unknownRoomTypes.map((r) => r.name)).toEqual(
      unknown(["Doppia uso singola", "Matrimoniale"], knownRoomTypes),
    );
    expect(p.issues.filter((i) => i.file === "entries").map((i) => i.line)).toEqual(
      sample.expected.badEntryLines,
    );
    expect(p.issues.filter((i) => i.file === "reservations").map((i) => i.line)).toEqual(
      sample.expected.badReservationLines,
    );
    expect(p.issues.map((i) => i.message)).toContain("Il check-out deve essere successivo al check-in");
    expect(await snapshot(event.id)).toEqual(before);

    // An unknown hotel without a choice: refused before anything is written.
    const unmapped = await send(runRoute, event.id, {
      entries: entriesFile,
      reservations: reservationsFile,
      mapping: { hotels: mapping.hotels.slice(1), roomTypes: mapping.roomTypes },
    });
    expect(unmapped.status).toBe(400);
    expect(unmapped.body.messages).toEqual([
      'L\'hotel "Grand Hotel Riviera" non è stato abbinato: scegliere un hotel esistente o crearlo',
    ]);
    expect(await snapshot(event.id)).toEqual(before);

    const run = await send<FestivalImportResultDto>(runRoute, event.id, {
      entries: entriesFile,
      reservations: reservationsFile,
      mapping,
    });
    expect(run.status, JSON.stringify(run.body.messages)).toBe(200);
    const result = run.body.entity!;
    expect(result).toMatchObject({
      customersCreated: sample.expected.customersCreated,
      hotelsCreated: 1,
      roomTypesCreated: 1,
      entries: { created: sample.expected.players, updated: 0, unchanged: 0 },
      reservations: { created: sample.expected.reservations, updated: 0, unchanged: 0 },
      allotmentsCreated: 3,
      skippedRows: sample.expected.badEntryLines.length + sample.expected.badReservationLines.length,
    });
    const after = await snapshot(event.id);
    const counted = sample.expected.reservations - sample.expected.canceled;
    expect(after).toMatchObject({
      reservations: sample.expected.reservations,
      canceled: sample.expected.canceled,
      total_pay: sample.expected.totalPaidCents / 100,
      // Each night priced as the total split evenly: the nights add up to the total paid.
      night_prices: sample.expected.totalPaidCents / 100,
      players: sample.expected.players,
      entries: sample.expected.entries,
      history: counted,
      communications: 0,
      periods: 3,
      customers: before.customers! + sample.expected.customersCreated,
      hotels: before.hotels! + 1,
      room_types: before.room_types! + 1,
    });

    // The booking history is recorded at the booking dates (Rome calendar days).
    const byDay = (
      await getDb().execute<{ day: string; rooms: number }>(sql`
        select to_char(recorded_at at time zone 'Europe/Rome', 'YYYY-MM-DD') as day, sum(rooms)::integer as rooms
        from booking_history where event_id = ${event.id} group by 1`)
    ).rows;
    expect(Object.fromEntries(byDay.map((r) => [r.day, r.rooms]))).toEqual(
      sample.expected.countedByBookingDay,
    );

    // Customer statistics count the imported entries and reservations.
    const [esposito] = (
      await getDb().execute<{ id: number }>(
        sql`select id from customers where lower(email) = 'giuseppe.esposito@example.it' order by id limit 1`,
      )
    ).rows;
    const stats = (
      await invoke<CustomerDto>(customerRoute as never, { token: admin.token, params: { id: esposito!.id } })
    ).body.entity!.statistics;
    const [own] = (
      await getDb().execute<{ entries: number; reservations: number }>(sql`
        select (select number from entries where event_id = ${event.id} and customer_id = ${esposito!.id}) as entries,
          (select count(*)::integer from reservation_customers rc join reservations r on r.id = rc.reservation_id
            where rc.customer_id = ${esposito!.id} and r.event_id = ${event.id} and r.status <> 'Canceled') as reservations`)
    ).rows;
    const espositoRows = sample.entriesRows.filter((r) => r[2] === "giuseppe.esposito@example.it");
    expect(own!.entries).toBe(espositoRows.reduce((sum, r) => sum + Number(r[3]), 0));
    expect(own!.reservations).toBeGreaterThan(0);
    expect(stats.totalBuyEntries).toBeGreaterThanOrEqual(own!.entries);
    expect(stats.totalEventsPlayed).toBeGreaterThanOrEqual(1);
    expect(stats.totalReservations).toBeGreaterThanOrEqual(own!.reservations);

    // The same files again: nothing changes, not even the audit trail; no mapping needed any more.
    const again = await send<FestivalImportResultDto>(runRoute, event.id, {
      entries: entriesFile,
      reservations: reservationsFile,
    });
    expect(again.status, JSON.stringify(again.body.messages)).toBe(200);
    expect(again.body.entity).toMatchObject({
      customersCreated: 0,
      hotelsCreated: 0,
      roomTypesCreated: 0,
      entries: { created: 0, updated: 0, unchanged: sample.expected.players },
      reservations: { created: 0, updated: 0, unchanged: sample.expected.reservations },
      allotmentsCreated: 0,
    });
    expect(await snapshot(event.id)).toEqual(after);
    const previewAgain = await send<FestivalImportPreviewDto>(previewRoute, event.id, {
      entries: entriesFile,
      reservations: reservationsFile,
    });
    expect(previewAgain.body.entity).toMatchObject({
      unknownHotels: [],
      unknownRoomTypes: [],
      customers: { toCreate: 0 },
      reservations: { alreadyImported: sample.expected.reservations },
    });

    // KPI: the imported festival's own curve, and Confronto of a later event against it.
    const t = apiTranslator("it");
    const deltas = (await historyDeltas(getDb(), [event.id])).get(event.id)!;
    const kpi = await getKpi({ db: getDb(), eventId: event.id, t });
    expect(kpi.actualAndAverageKpi.length).toBeGreaterThan(100);
    const allotted = (
      await getDb().execute<{ n: number }>(sql`
        select sum(rp.availability * (pp.check_out - pp.check_in))::integer as n
        from period_pricings pp join room_pricings rp on rp.period_pricing_id = pp.id where pp.event_id = ${event.id}`)
    ).rows[0]!.n;
    expect(kpi.actualBookedPercentage).toBe(
      Math.round((sample.expected.countedNights / allotted) * 10_000) / 100,
    );

    // A festival 40 days away with one booking (imported too: a booking made today is allowed).
    const start = addDays(romeToday(), 40);
    const current = await createEvent({ dateFrom: start, dateTo: addDays(start, 6) });
    const today = formatDay(romeToday());
    const oneBooking = new Blob(
      [
        "Ospiti;Hotel;Tipo camera;Check-in;Check-out;Data prenotazione;Totale pagato;Stato\n" +
          `Rossi Mario;Hotel Royal Sanremo;Doppia;${start};${addDays(start, 2)};${today};200;Confermata\n`,
      ],
      { type: "text/csv" },
    );
    expect((await send(runRoute, current.id, { reservations: oneBooking })).status).toBe(200);
    // Prediction jobs other suites left in the shared queue run first: the one below is counted alone.
    await drainJobs({ name: PREDICTION_JOB });
    const created = await invoke(createPredictionRoute as never, {
      token: admin.token,
      params: { id: current.id },
      body: { ids: [event.id] },
    });
    expect(created.status, JSON.stringify(created.body.messages)).toBe(200);
    expect(await drainJobs({ name: PREDICTION_JOB })).toBe(1);
    const compared = await getKpi({ db: getDb(), eventId: current.id, t });
    const expectedCurve = bookedPercentCurve({
      deltas,
      start: SAMPLE_EVENT.dateFrom,
      allottedNights: allotted,
      fromDaysBefore: 120,
    });
    const average = new Map(compared.actualAndAverageKpi.map((p) => [p.date, p.comparedValue]));
    // Confronto from 120 days before start to day 0: the past festival's booked % at each day.
    expect([...average.keys()]).toEqual(Array.from({ length: 121 }, (_, i) => 120 - i));
    for (const daysBefore of [120, 90, 60, 40]) {
      expect(average.get(daysBefore)).toBe(expectedCurve.find((p) => p.daysBefore === daysBefore)!.value);
    }
    expect(average.get(120)!).toBeLessThan(average.get(40)!);
    expect(average.get(40)!).toBeGreaterThan(0);
  });
  it("a corrected file updates what it changes (total, status) and moves the booking history at the booking date", async () => {
    const event = await pastEvent();
    const csv = (rows: string[]) =>
      new Blob(
        [
          "Ospiti;Hotel;Tipo camera;Check-in;Check-out;Data prenotazione;Totale pagato;Stato\n" +
            rows.join("\n"),
        ],
        {
          type: "text/csv",
        },
      );
    const first = csv([
      "Esposito Giuseppe;B&B Villa Ormond;Doppia;08/04/2025;10/04/2025;01/03/2025;290;Saldata",
      "Romano Francesca;b&b villa ormond;DOPPIA;09/04/2025;12/04/2025;15/03/2025;435,00;Confermata",
    ]);
    const corrected = csv([
      "Esposito Giuseppe;B&B Villa Ormond;Doppia;08/04/2025;10/04/2025;01/03/2025;300,01;Annullata",
      "Romano Francesca;B&B Villa Ormond;Doppia;09/04/2025;12/04/2025;15/03/2025;435;Saldata",
      "Ricci Chiara;B&B Villa Ormond;Tripla;09/04/2025;11/04/2025;20/03/2025;360;Saldata",
    ]);
    const run = (file: Blob) => send<FestivalImportResultDto>(runRoute, event.id, { reservations: file });
    expect((await run(first)).body.entity!.reservations).toEqual({ created: 2, updated: 0, unchanged: 0 });
    const updated = await run(corrected);
    expect(updated.status, JSON.stringify(updated.body.messages)).toBe(200);
    expect(updated.body.entity!.reservations).toEqual({ created: 1, updated: 2, unchanged: 0 });
    const rows = (
      await getDb().execute<{
        status: string;
        total: string;
        nights: string;
        history: number;
        days: string;
      }>(sql`
        select r.status, r.total_pay as total,
          (select coalesce(sum(sell_price), 0) from reservation_days d where d.reservation_id = r.id) as nights,
          (select coalesce(sum(rooms), 0)::integer from booking_history h where h.reservation_id = r.id) as history,
          (select string_agg(distinct to_char(recorded_at at time zone 'Europe/Rome', 'YYYY-MM-DD'), ',')
             from booking_history h where h.reservation_id = r.id) as days
        from reservations r where r.event_id = ${event.id} order by r.check_in, r.id`)
    ).rows;
    expect(rows).toEqual([
      // Cancelled by the correction: its history row is undone at its booking date.
      { status: "Canceled", total: "300.01", nights: "300.01", history: 0, days: "2025-03-01" },
      { status: "Settled", total: "435.00", nights: "435.00", history: 1, days: "2025-03-15" },
      { status: "Settled", total: "360.00", nights: "360.00", history: 1, days: "2025-03-20" },
    ]);
    // The first night takes the odd cent: 150.01 + 150.00.
    const days = (
      await getDb().execute<{ price: string }>(sql`
        select d.sell_price as price from reservation_days d join reservations r on r.id = d.reservation_id
        where r.event_id = ${event.id} and r.status = 'Canceled' order by d.day`)
    ).rows.map((d) => d.price);
    expect(days).toEqual(["150.01", "150.00"]);
    // And again: nothing changes.
    expect((await run(corrected)).body.entity!.reservations).toEqual({
      created: 0,
      updated: 0,
      unchanged: 3,
    });
  });
});

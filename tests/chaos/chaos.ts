/**
 * Crash test (`npm run test:chaos`): the production server on an embedded PostgreSQL takes 1,000
 * reservation and payment saves from 16 concurrent clients, each sent with an Idempotency-Key, and
 * is killed with SIGKILL twice at random moments, then restarted. The clients resend every call
 * that got no answer, with the same key, until it is answered. Then the database is checked: every
 * intended save exists exactly once, no reservation lacks its nights, no payment lacks its
 * reservation, the stored availability (booking history, the free rooms the API answers) equals a
 * recount from scratch, and the audit log has one row per change. Exits non-zero on any failure.
 *
 * PostgreSQL runs in this process (db/embedded.ts), so killing the app leaves it running; the app
 * runs as `npm start` runs it (scripts/start.mjs, built only if needed) with WEB_CONCURRENCY=1, in
 * its own process group, so one SIGKILL takes the whole server down.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";

const APP_PORT = Number(process.env.CHAOS_PORT ?? 3211);
const PG_PORT = Number(process.env.CHAOS_PG_PORT ?? 54411);
const CLIENTS = 16;
const CALLS = Number(process.env.CHAOS_CALLS ?? 1000);
const KILLS = 2;
/** A call unanswered for this long fails the test (the server should be back in seconds). */
const CALL_DEADLINE_MS = 90_000;
const RESTART_TARGET_MS = 5_000;
/**
 * Besides the kills, answers are lost while the server lives: this share of first sends has its
 * answer thrown away once it arrived (the server committed; a Wi-Fi drop lost the reply), and
 * CUT_SHARE gives up after 5-45 ms (the call may or may not have been saved).
 */
const LOST_ANSWER_SHARE = 0.1;
const CUT_SHARE = 0.05;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const baseUrl = `http://127.0.0.1:${APP_PORT}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const failures: string[] = [];
const check = (ok: boolean, message: string) => {
  if (!ok) failures.push(message);
};

type Stay = { roomTypeId: number; checkIn: string; checkOut: string };
type SaveAnswer = { success?: boolean; messages?: string[]; entity?: { reservation: SavedReservation } };
type PaymentIntent = { tag: string; amount: string };
type ReservationIntent = {
  tag: string;
  client: number;
  stay: Stay;
  /** Payments the client asked for, in order; the first comes with the creation. */
  payments: PaymentIntent[];
  /** Saves (creation + one per added payment) that were answered 200. */
  saves: number;
  /** The last answer's reservation: the base of the next edit. */
  answer: SavedReservation | null;
};
type SavedReservation = {
  id: number;
  status: string;
  type: string;
  discount: string;
  notes: string | null;
  payments: {
    id: number;
    amount: string;
    methodId: number;
    paymentItemId: number | null;
    paymentDate: string;
    notes: string | null;
  }[];
};

const stats = {
  calls: 0,
  sends: 0,
  retries: 0,
  replayed: 0,
  lost: 0,
  cut: 0,
  kills: 0,
  restartsMs: [] as number[],
};

async function main() {
  const started = Date.now();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "chaos-"));
  const logPath = path.join(workDir, "server.log");
  let database: { stop: () => Promise<void> } | null = null;
  let server: ChildProcess | null = null;
  const cleanup = async () => {
    if (server?.pid && server.exitCode === null && server.signalCode === null) {
      await killGroup(server, "SIGTERM", 10_000);
    }
    const { closeDb } = await import("@/db/client");
    await closeDb().catch(() => {});
    // PostgreSQL's shutdown notice (57P01) to a connection a pool still held is expected here.
    const ignoreShutdown = (error: Error & { code?: string }) => {
      if (error.code !== "57P01") throw error;
    };
    process.on("uncaughtException", ignoreShutdown);
    await database?.stop().catch((error: unknown) => console.error("PostgreSQL did not stop:", error));
    if (failures.length === 0) fs.rmSync(workDir, { recursive: true, force: true });
  };
  const onSignal = () => void cleanup().finally(() => process.exit(130));
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);

  try {
    // 1. PostgreSQL, in this process.
    const { startEmbeddedPostgres } = await import("@/db/embedded");
    const pgServer = await startEmbeddedPostgres({ dataDir: path.join(workDir, "pg"), port: PG_PORT });
    database = pgServer;
    process.env.DATABASE_URL = pgServer.url;
    process.env.AUTH_SECRET = randomBytes(48).toString("base64url");
    const { bootstrapDatabase } = await import("@/db/bootstrap");
    const { scriptDatabaseContent } = await import("@/seed/database-content");
    await bootstrapDatabase(scriptDatabaseContent);
    const fixture = await createFixture();
    console.log(`[chaos] database ready on port ${PG_PORT} (${workDir})`);

    // 2. The production server, built only when the sources changed.
    process.chdir(root);
    const { buildIfNeeded } = (await import(path.join(root, "scripts/build-if-needed.mjs"))) as {
      buildIfNeeded: () => void;
    };
    buildIfNeeded();
    const log = fs.openSync(logPath, "a");
    const startServer = async () => {
      const spawnedAt = Date.now();
      const child = spawn(process.execPath, ["scripts/start.mjs"], {
        cwd: root,
        detached: true,
        stdio: ["ignore", log, log],
        env: {
          ...process.env,
          PORT: String(APP_PORT),
          WEB_CONCURRENCY: "1",
          NODE_ENV: "production",
          NEXT_TELEMETRY_DISABLED: "1",
        },
      });
      await waitForPing(child, logPath);
      return { child, readyMs: Date.now() - spawnedAt };
    };
    const first = await startServer();
    server = first.child;
    console.log(`[chaos] server ready in ${first.readyMs} ms; ${CALLS} saves from ${CLIENTS} clients`);

    // 3. The clients, and the killer.
    const intents: ReservationIntent[] = [];
    let issued = 0;
    let answered = 0;
    const killAt = [0.15 + Math.random() * 0.3, 0.55 + Math.random() * 0.3].map((f) => Math.floor(f * CALLS));
    const killer = (async () => {
      for (const threshold of killAt) {
        while (answered < threshold) await sleep(20);
        await sleep(Math.random() * 250);
        const victim = server!;
        const inFlight = issued - answered;
        await killGroup(victim, "SIGKILL", 5_000);
        stats.kills++;
        const restarted = await startServer();
        server = restarted.child;
        stats.restartsMs.push(restarted.readyMs);
        console.log(
          `[chaos] kill -9 #${stats.kills} after ${threshold} answers (${inFlight} calls in flight); restart-to-ready ${restarted.readyMs} ms`,
        );
      }
    })();
    const clients = Array.from({ length: CLIENTS }, async (_, client) => {
      const token = fixture.tokens[client]!;
      const mine: ReservationIntent[] = [];
      let n = 0;
      while (issued < CALLS) {
        issued++;
        n++;
        const addPayment = mine.length > 0 && Math.random() < 0.4;
        if (addPayment) {
          const target = mine[Math.floor(Math.random() * mine.length)]!;
          const payment = { tag: `chaos c${client} n${n} payment`, amount: `${10 + (n % 50)}.25` };
          const answer = await save(token, reservationBody(fixture, target, [...target.payments, payment]));
          target.payments.push(payment);
          target.saves++;
          target.answer = answer;
        } else {
          const stay = randomStay(fixture.roomTypeIds);
          const intent: ReservationIntent = {
            tag: `chaos c${client} n${n} reservation`,
            client,
            stay,
            payments: [{ tag: `chaos c${client} n${n} deposit`, amount: "50.00" }],
            saves: 0,
            answer: null,
          };
          const answer = await save(token, reservationBody(fixture, intent, intent.payments));
          intent.saves = 1;
          intent.answer = answer;
          mine.push(intent);
          intents.push(intent);
        }
        answered++;
      }
    });
    await Promise.all(clients);
    await killer;
    check(stats.kills === KILLS, `the server was killed ${stats.kills} times, not ${KILLS}`);

    // 4. The verdict, from the database.
    const figures = await verify(fixture, intents);
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    console.log("[chaos] figures");
    console.log(`  calls              ${stats.calls}`);
    console.log(
      `  retries            ${stats.retries} (answers replayed from a stored key: ${stats.replayed})`,
    );
    console.log(
      `  answers lost       ${stats.lost} after the server answered, ${stats.cut} cut after 5-45 ms`,
    );
    console.log(`  kills              ${stats.kills}`);
    console.log(
      `  restart-to-ready   ${stats.restartsMs.map((ms) => `${ms} ms`).join(", ")} (target < ${RESTART_TARGET_MS} ms)`,
    );
    console.log(`  reservations       ${figures.reservations} (intended ${intents.length})`);
    console.log(`  payments           ${figures.payments} (intended ${figures.intendedPayments})`);
    console.log(`  audit rows         ${figures.auditRows} (changes ${figures.changes})`);
    console.log(`  duplicates         ${figures.duplicates}`);
    console.log(`  missing            ${figures.missing}`);
    console.log(`  orphans            ${figures.orphans}`);
    console.log(`  availability diffs ${figures.availabilityDiffs}`);
    console.log(`  total time         ${seconds} s`);
    for (const ms of stats.restartsMs) {
      if (ms >= RESTART_TARGET_MS)
        console.warn(`[chaos] restart-to-ready ${ms} ms is over the ${RESTART_TARGET_MS} ms target`);
    }
  } catch (error) {
    failures.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
  } finally {
    await cleanup();
  }
  if (failures.length) {
    console.error(`[chaos] FAILED (${failures.length}):\n  ${failures.slice(0, 30).join("\n  ")}`);
    console.error(`[chaos] server log and database kept in ${workDir}`);
    process.exit(1);
  }
  console.log("[chaos] passed");
  process.exit(0);
}

type Fixture = Awaited<ReturnType<typeof createFixture>>;

/** 16 desks (accounts with Reservations), an event with one hotel and four room types. */
async function createFixture() {
  const { getDb } = await import("@/db/client");
  const { ensureEventReferenceData } = await import("@/seed/reference-events");
  const { createUser } = await import("../support/factories");
  const { createEvent, createHotel, createPeriodPricing, createRoomType, systemPaymentMethod } =
    await import("../support/factories-events");
  await ensureEventReferenceData(getDb());
  const tokens: string[] = [];
  const role = await createUser({ permissions: ["Reservations"] });
  tokens.push(role.token);
  for (let i = 1; i < CLIENTS; i++) tokens.push((await createUser({ roleId: role.roleId })).token);
  const hotel = await createHotel({ name: "Chaos Hotel" });
  const roomTypeIds: number[] = [];
  for (const type of ["Chaos Doppia", "Chaos Singola", "Chaos Tripla", "Chaos Suite"]) {
    roomTypeIds.push((await createRoomType({ type, capacity: 2 })).id);
  }
  const event = await createEvent();
  await createPeriodPricing({
    eventId: event.id,
    locationId: hotel.id,
    checkIn: "2031-05-01",
    checkOut: "2031-05-21",
    rooms: roomTypeIds.map((roomTypeId) => ({ roomTypeId, availability: 2000, sellPrice: "90" })),
  });
  const cash = await systemPaymentMethod("Contanti");
  return { tokens, eventId: event.id, hotelId: hotel.id, roomTypeIds, cashId: cash.id, allotment: 2000 };
}

function randomStay(roomTypeIds: number[]): Stay {
  const first = 1 + Math.floor(Math.random() * 15);
  const nights = 1 + Math.floor(Math.random() * 5);
  const day = (n: number) => `2031-05-${String(n).padStart(2, "0")}`;
  return {
    roomTypeId: roomTypeIds[Math.floor(Math.random() * roomTypeIds.length)]!,
    checkIn: day(first),
    checkOut: day(first + nights),
  };
}

function reservationBody(fixture: Fixture, intent: ReservationIntent, payments: PaymentIntent[]) {
  const previous = intent.answer;
  return {
    reservation: {
      id: previous?.id ?? null,
      event: { id: fixture.eventId },
      location: { id: fixture.hotelId },
      roomType: { id: intent.stay.roomTypeId },
      checkIn: `${intent.stay.checkIn}T00:00:00`,
      checkOut: `${intent.stay.checkOut}T00:00:00`,
      type: previous?.type ?? "Standard",
      status: previous?.status ?? null,
      customers: [],
      profiles: [],
      discount: previous?.discount ?? "0",
      notes: intent.tag,
      isWebReservation: false,
      checkInDone: false,
      payments: payments.map((payment) => {
        const stored = previous?.payments.find((p) => p.notes === payment.tag);
        return {
          id: stored?.id ?? null,
          amount: payment.amount,
          methodId: stored?.methodId ?? fixture.cashId,
          paymentItemId: stored?.paymentItemId ?? null,
          paymentDate: stored?.paymentDate ?? "2031-04-01T00:00:00",
          notes: payment.tag,
        };
      }),
    },
    entries: [],
  };
}

/**
 * One save: a fresh key, sent until answered. No answer (connection refused or cut) or a 5xx is
 * resent with the same key; any other answer ends the call, and only a 200 is a success.
 */
function pick(): "keep" | "lose" | "cut" {
  const draw = Math.random();
  return draw < LOST_ANSWER_SHARE ? "lose" : draw < LOST_ANSWER_SHARE + CUT_SHARE ? "cut" : "keep";
}

async function save(token: string, body: unknown): Promise<SavedReservation> {
  const key = randomUUID();
  const text = JSON.stringify(body);
  const started = Date.now();
  stats.calls++;
  for (let attempt = 0; ; attempt++) {
    if (attempt > 0) stats.retries++;
    stats.sends++;
    let status = 0;
    let answer: SaveAnswer | null = null;
    const fate = attempt > 0 ? "keep" : pick();
    try {
      const response = await fetch(`${baseUrl}/api/reservations/save`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${token}`,
          "content-type": "application/json",
          "idempotency-key": key,
          "accept-language": "it",
        },
        body: text,
        signal: AbortSignal.timeout(fate === "cut" ? 5 + Math.floor(Math.random() * 40) : 20_000),
      });
      status = response.status;
      answer = (await response.json()) as SaveAnswer;
      if (response.headers.get("idempotency-replayed") === "true") stats.replayed++;
      if (fate === "lose" && status === 200) {
        stats.lost++;
        status = 0;
      }
    } catch (error) {
      if (error instanceof DOMException && error.name === "TimeoutError") stats.cut++;
      status = 0; // no answer: the server died with the call, or is not back yet
    }
    if (status === 200 && answer?.success && answer.entity) return answer.entity.reservation;
    if (status !== 0 && status < 500) {
      throw new Error(`a save was refused with ${status}: ${answer?.messages?.join("; ") ?? "no envelope"}`);
    }
    if (Date.now() - started > CALL_DEADLINE_MS)
      throw new Error(`a save got no answer for ${CALL_DEADLINE_MS} ms`);
    await sleep(Math.min(1000, 100 * 2 ** attempt) * (0.5 + Math.random()));
  }
}

async function waitForPing(child: ChildProcess, logPath: string) {
  const deadline = Date.now() + 600_000; // a first start may build the app
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited while starting; log:\n${tail(logPath)}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/ping`, { signal: AbortSignal.timeout(1_000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  throw new Error(`the server did not answer /api/ping; log:\n${tail(logPath)}`);
}

function tail(file: string) {
  return fs.readFileSync(file, "utf8").split("\n").slice(-40).join("\n");
}

/** Signals the server's process group (start.mjs and next) and waits for the server to exit. */
async function killGroup(child: ChildProcess, signal: NodeJS.Signals, timeoutMs: number) {
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // already gone
  }
  await Promise.race([exited, sleep(timeoutMs)]);
  if (child.exitCode === null && child.signalCode === null) {
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      // already gone
    }
    await exited;
  }
  // A killed group may leave the port to the kernel for a moment: make sure nothing answers.
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`${baseUrl}/api/ping`, { signal: AbortSignal.timeout(200) });
      await sleep(20);
    } catch {
      return;
    }
  }
}

async function verify(fixture: Fixture, intents: ReservationIntent[]) {
  const { getDb } = await import("@/db/client");
  const db = getDb();
  const rows = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)).rows as T[];

  // Every intended reservation exactly once, with its stay.
  const reservations = await rows<{
    id: number;
    notes: string;
    room_type_id: number;
    check_in: string;
    check_out: string;
    status: string;
    nights: number;
    days: number;
  }>(sql`
    select r.id, r.notes, r.room_type_id, r.check_in, r.check_out, r.status::text,
           (r.check_out - r.check_in) as nights,
           (select count(*)::int from reservation_days d where d.reservation_id = r.id) as days
      from reservations r where r.event_id = ${fixture.eventId}`);
  const byTag = new Map<string, typeof reservations>();
  for (const row of reservations) byTag.set(row.notes, [...(byTag.get(row.notes) ?? []), row]);
  let duplicates = 0;
  let missing = 0;
  for (const intent of intents) {
    const found = byTag.get(intent.tag) ?? [];
    if (found.length === 0) missing++;
    if (found.length > 1) duplicates += found.length - 1;
    const row = found[0];
    if (row) {
      check(
        row.room_type_id === intent.stay.roomTypeId &&
          row.check_in === intent.stay.checkIn &&
          row.check_out === intent.stay.checkOut,
        `reservation "${intent.tag}" has another stay than the one sent`,
      );
      check(
        row.id === intent.answer?.id,
        `reservation "${intent.tag}" is not the one the client was answered`,
      );
    }
  }
  const intendedTags = new Set(intents.map((i) => i.tag));
  const unintended = reservations.filter((r) => !intendedTags.has(r.notes)).length;
  duplicates += unintended;

  // Every intended payment exactly once, on its reservation; none without one.
  const payments = await rows<{
    id: number;
    notes: string;
    reservation_id: number | null;
    amount: string;
    has_reservation: boolean;
  }>(sql`
    select p.id, p.notes, p.reservation_id, p.amount::text,
           exists (select 1 from reservations r where r.id = p.reservation_id) as has_reservation
      from payments p where p.event_id = ${fixture.eventId}`);
  const paymentsByTag = new Map<string, typeof payments>();
  for (const row of payments) paymentsByTag.set(row.notes, [...(paymentsByTag.get(row.notes) ?? []), row]);
  let intendedPayments = 0;
  for (const intent of intents) {
    for (const payment of intent.payments) {
      intendedPayments++;
      const found = paymentsByTag.get(payment.tag) ?? [];
      if (found.length === 0) missing++;
      if (found.length > 1) duplicates += found.length - 1;
      if (found[0]) {
        check(
          found[0].reservation_id === intent.answer?.id,
          `payment "${payment.tag}" is not on its reservation`,
        );
        check(
          Number(found[0].amount) === Number(payment.amount),
          `payment "${payment.tag}" has another amount`,
        );
      }
    }
  }
  const intendedPaymentTags = new Set(intents.flatMap((i) => i.payments.map((p) => p.tag)));
  duplicates += payments.filter((p) => !intendedPaymentTags.has(p.notes)).length;

  // Orphans: a reservation without all its nights, a payment without its reservation.
  const nightless = reservations.filter((r) => r.days !== r.nights).length;
  const homeless = payments.filter((p) => p.reservation_id === null || !p.has_reservation).length;
  const orphans = nightless + homeless;

  // Availability: the booking history (kept by every save) against a recount of the reservations.
  const history = await rows<{ reservation_id: number; rooms: number; counted: boolean }>(sql`
    select h.reservation_id, sum(h.rooms)::int as rooms,
           exists (select 1 from reservations r where r.id = h.reservation_id and r.status <> 'Canceled') as counted
      from booking_history h where h.event_id = ${fixture.eventId} group by h.reservation_id`);
  let availabilityDiffs = 0;
  const historyById = new Map(history.map((h) => [h.reservation_id, h]));
  for (const row of reservations) {
    const expected = row.status === "Canceled" ? 0 : 1;
    if ((historyById.get(row.id)?.rooms ?? 0) !== expected) availabilityDiffs++;
  }
  availabilityDiffs += history.filter((h) => !h.counted && h.rooms !== 0).length;
  // The free rooms the API answers for every night, against the allotment minus a recount.
  const booked = await rows<{ room_type_id: number; day: string; rooms: number }>(sql`
    select r.room_type_id, d.day::text as day, count(*)::int as rooms
      from reservation_days d join reservations r on r.id = d.reservation_id
     where r.event_id = ${fixture.eventId} and r.status <> 'Canceled'
     group by r.room_type_id, d.day`);
  const bookedOf = new Map(booked.map((b) => [`${b.room_type_id} ${b.day}`, b.rooms]));
  const token = fixture.tokens[0]!;
  for (const roomTypeId of fixture.roomTypeIds) {
    const query = new URLSearchParams({
      eventId: String(fixture.eventId),
      locationId: String(fixture.hotelId),
      roomTypeId: String(roomTypeId),
      checkIn: "2031-05-01T00:00:00",
      checkOut: "2031-05-21T00:00:00",
    });
    const response = await fetch(`${baseUrl}/api/reservations/checkavailability?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const envelope = (await response.json()) as {
      entity: { reservationDays: { day: string; availability: number }[] } | null;
    };
    check(response.status === 200 && !!envelope.entity, `checkavailability answered ${response.status}`);
    for (const night of envelope.entity?.reservationDays ?? []) {
      const day = night.day.slice(0, 10);
      const expected = fixture.allotment - (bookedOf.get(`${roomTypeId} ${day}`) ?? 0);
      if (night.availability !== expected) availabilityDiffs++;
    }
    check(
      (envelope.entity?.reservationDays.length ?? 0) === 20,
      "checkavailability did not answer the 20 nights",
    );
  }

  // The audit log: one row per change (a creation, then one update per added payment).
  const audits = await rows<{ entity_id: string; creates: number; updates: number }>(sql`
    select entity_id, count(*) filter (where action = 'create')::int as creates,
           count(*) filter (where action = 'update')::int as updates
      from audit_log where entity = 'reservation'
       and entity_id in (select id::text from reservations where event_id = ${fixture.eventId})
     group by entity_id`);
  const auditsById = new Map(audits.map((a) => [Number(a.entity_id), a]));
  let auditRows = 0;
  let changes = 0;
  for (const intent of intents) {
    changes += intent.saves;
    const audit = intent.answer ? auditsById.get(intent.answer.id) : undefined;
    auditRows += (audit?.creates ?? 0) + (audit?.updates ?? 0);
    check(
      audit?.creates === 1 && audit.updates === intent.saves - 1,
      `reservation "${intent.tag}": audit ${audit?.creates ?? 0} create / ${audit?.updates ?? 0} update rows for ${intent.saves} saves`,
    );
  }

  // Each call's key stored once, with its answer.
  const [keys] = await rows<{ n: number }>(
    sql`select count(*)::int as n from idempotency_keys where status = 200`,
  );
  check(keys!.n === stats.calls, `${keys!.n} stored keys for ${stats.calls} calls`);

  check(duplicates === 0, `${duplicates} duplicate rows`);
  check(missing === 0, `${missing} intended saves missing`);
  check(
    orphans === 0,
    `${orphans} orphans (${nightless} reservations without all their nights, ${homeless} payments without their reservation)`,
  );
  check(availabilityDiffs === 0, `${availabilityDiffs} availability counts differ from the recount`);
  check(stats.calls === CALLS, `${stats.calls} calls made, not ${CALLS}`);
  return {
    reservations: reservations.length,
    payments: payments.length,
    intendedPayments,
    auditRows,
    changes,
    duplicates,
    missing,
    orphans,
    availabilityDiffs,
  };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

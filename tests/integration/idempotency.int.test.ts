import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as saveCustomerRoute } from "@/app/api/customers/route";
import { POST as authenticateRoute } from "@/app/api/profiles/authenticate/route";
import { POST as uploadRoute } from "@/app/api/documents/upload/[type]/[objectId]/route";
import { POST as excelRoute } from "@/app/api/reservations/printexcel/route";
import { POST as incomeRoute } from "@/app/api/payments/income/route";
import { POST as saveReservationRoute } from "@/app/api/reservations/save/route";
import { DELETE as deleteReservationRoute } from "@/app/api/reservations/[id]/route";
import { getDb } from "@/db/client";
import { auditLog, customers, documents, idempotencyKeys, payments } from "@/db/schema";
import { ensureEventReferenceData } from "@/seed/reference-events";
import type { CustomerDto } from "@/lib/customers/schemas";
import type { MovementDto } from "@/lib/cash/schemas";
import { IDEMPOTENCY_CLEANUP_JOB, registerIdempotencyCleanupJob } from "@/lib/jobs/idempotency-cleanup";
import { drainJobs, enqueueJob, startJobQueue, stopJobQueue } from "@/lib/jobs/job-queue";
import type { SaveReservationDto } from "@/lib/reservations/schemas";
import { invoke } from "../support/api";
import { createUser, uniqueName, type TestUser } from "../support/factories";
import { createCustomer } from "../support/factories-customers";
import {
  createEvent,
  createHotel,
  createPeriodPricing,
  createRoomType,
  systemPaymentItem,
  systemPaymentMethod,
} from "../support/factories-events";
import {
  daysOfReservation,
  paymentsOfReservation,
  reservationsOfEvent,
} from "../support/factories-reservations";

let staff: TestUser;
let accountant: TestUser;
let hotel: Awaited<ReturnType<typeof createHotel>>;
let double: Awaited<ReturnType<typeof createRoomType>>;
let cash: number;
let entriesItem: number;

beforeAll(async () => {
  await ensureEventReferenceData(getDb());
  staff = await createUser({ permissions: ["Reservations", "Customers"] });
  accountant = await createUser({ permissions: ["EventAccounting"] });
  hotel = await createHotel({ name: uniqueName("Hotel Idem") });
  double = await createRoomType({ type: uniqueName("Doppia"), capacity: 2 });
  cash = (await systemPaymentMethod("Contanti")).id;
  entriesItem = (await systemPaymentItem("Entries")).id;
});

let documentsDir: string;
beforeAll(() => {
  documentsDir = fs.mkdtempSync(path.join(os.tmpdir(), "bo-idem-documents-"));
  process.env.DOCUMENTS_DIR = documentsDir;
});

afterAll(async () => {
  await stopJobQueue();
  delete process.env.DOCUMENTS_DIR;
  fs.rmSync(documentsDir, { recursive: true, force: true });
});

async function eventWithRooms(rooms = 10) {
  const event = await createEvent({ cashModuleEnabled: true });
  await createPeriodPricing({
    eventId: event.id,
    locationId: hotel.id,
    checkIn: "2031-05-10",
    checkOut: "2031-05-15",
    rooms: [{ roomTypeId: double.id, availability: rooms, sellPrice: "100" }],
  });
  return event;
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
      customers: [],
      profiles: [],
      payments: [{ amount: 50, methodId: cash, paymentDate: "2031-04-01T00:00:00", notes: "Acconto" }],
      ...patch,
    },
    entries: [],
  };
}

const saveReservation = (body: unknown, key?: string, token = staff.token) =>
  invoke<SaveReservationDto>(saveReservationRoute, {
    path: "/api/reservations/save",
    token,
    body,
    headers: key ? { "idempotency-key": key } : {},
  });

async function auditCount(entity: string, entityId: number) {
  const rows = await getDb()
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))));
  return rows[0]!.n;
}

async function keyRow(accountId: number, key: string) {
  const [row] = await getDb()
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key)));
  return row ?? null;
}

describe("Idempotency-Key", () => {
  it("a repeated reservation save answers the stored result: one reservation, its nights and payment once, one audit row", async () => {
    const event = await eventWithRooms();
    const key = randomUUID();
    const first = await saveReservation(reservationBody(event.id), key);
    expect(first.status).toBe(200);
    expect(first.response.headers.get("idempotency-replayed")).toBeNull();
    const again = await saveReservation(reservationBody(event.id), key);
    expect(again.status).toBe(200);
    expect(again.response.headers.get("idempotency-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);

    const stored = await reservationsOfEvent(event.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.id).toBe(first.body.entity!.reservation.id);
    expect(await daysOfReservation(stored[0]!.id)).toHaveLength(3);
    expect(await paymentsOfReservation(stored[0]!.id)).toHaveLength(1);
    expect(await auditCount("reservation", stored[0]!.id)).toBe(1);
    const row = await keyRow(staff.accountId, key);
    expect(row).toMatchObject({ method: "POST", route: "/api/reservations/save", status: 200 });
    expect(row!.response).toEqual(first.body);
  });

  it("a repeated payment (cash movement) is recorded once", async () => {
    const event = await eventWithRooms();
    const body = {
      eventId: event.id,
      paymentItemId: entriesItem,
      methodId: cash,
      paymentDate: "2031-05-11T00:00:00",
      amount: 120.5,
      notes: uniqueName("Idem"),
    };
    const key = randomUUID();
    const send = () =>
      invoke<MovementDto>(incomeRoute, {
        token: accountant.token,
        body,
        headers: { "idempotency-key": key },
      });
    const first = await send();
    expect(first.status).toBe(200);
    const second = await send();
    expect(second.body).toEqual(first.body);
    const rows = await getDb().select().from(payments).where(eq(payments.notes, body.notes));
    expect(rows).toHaveLength(1);
    expect(await auditCount("payment", rows[0]!.id)).toBe(1);
  });

  it("a repeated customer creation creates one customer", async () => {
    const lastName = uniqueName("Idempotente");
    const key = randomUUID();
    const send = () =>
      invoke<CustomerDto>(saveCustomerRoute, {
        path: "/api/customers",
        token: staff.token,
        body: { lastName, firstName: "Anna" },
        headers: { "idempotency-key": key },
      });
    const answers = [await send(), await send(), await send()];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.entity!.id)).size).toBe(1);
    expect(await getDb().select().from(customers).where(eq(customers.lastName, lastName))).toHaveLength(1);
  });

  it("the same key with another body is 422 with a clear message and writes nothing", async () => {
    const event = await eventWithRooms();
    const key = randomUUID();
    expect((await saveReservation(reservationBody(event.id), key)).status).toBe(200);
    const other = await saveReservation(reservationBody(event.id, { checkOut: "2031-05-14T00:00:00" }), key);
    expect(other.status).toBe(422);
    expect(other.body.success).toBe(false);
    expect(other.body.messages).toEqual([
      "Questa chiave Idempotency-Key è già stata usata per un'altra richiesta: ripetere l'operazione con una nuova chiave",
    ]);
    expect(await reservationsOfEvent(event.id)).toHaveLength(1);
  });

  it("a key is per account: another account's call with the same key runs on its own", async () => {
    const event = await eventWithRooms();
    const colleague = await createUser({ permissions: ["Reservations"] });
    const key = randomUUID();
    expect((await saveReservation(reservationBody(event.id), key)).status).toBe(200);
    expect((await saveReservation(reservationBody(event.id), key, colleague.token)).status).toBe(200);
    expect(await reservationsOfEvent(event.id)).toHaveLength(2);
  });

  it("a key that is not a UUID is refused with 400 in Italian, before any write", async () => {
    const event = await eventWithRooms();
    const answer = await saveReservation(reservationBody(event.id), "not-a-uuid");
    expect(answer.status).toBe(400);
    expect(answer.body.messages).toEqual(["Intestazione Idempotency-Key non valida: deve essere un UUID"]);
    expect(await reservationsOfEvent(event.id)).toHaveLength(0);
  });

  it("two concurrent calls with one key give one write and the same answer", async () => {
    const event = await eventWithRooms();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => saveReservation(reservationBody(event.id), key)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.body.entity!.reservation.id)).size).toBe(1);
    expect(answers.filter((a) => a.response.headers.get("idempotency-replayed") === "true")).toHaveLength(7);
    const stored = await reservationsOfEvent(event.id);
    expect(stored).toHaveLength(1);
    expect(await paymentsOfReservation(stored[0]!.id)).toHaveLength(1);
  });

  it("a failing call stores nothing: the key stays free, so a retry runs the call again", async () => {
    const full = await eventWithRooms(0);
    const key = randomUUID();
    const refused = await saveReservation(reservationBody(full.id), key);
    expect(refused.status).toBe(409);
    expect(await keyRow(staff.accountId, key)).toBeNull();
    expect(await reservationsOfEvent(full.id)).toHaveLength(0);
    // Were the failure stored, this would replay the 409 (same body) or be a 422 (another body).
    expect((await saveReservation(reservationBody(full.id), key)).status).toBe(409);
    const open = await eventWithRooms(5);
    expect((await saveReservation(reservationBody(open.id), key)).status).toBe(200);
    expect(await reservationsOfEvent(open.id)).toHaveLength(1);
  });

  it("a repeated delete answers the first answer, not 404", async () => {
    const event = await eventWithRooms();
    const saved = await saveReservation(reservationBody(event.id));
    const id = saved.body.entity!.reservation.id;
    const key = randomUUID();
    const remove = () =>
      invoke(deleteReservationRoute, {
        method: "DELETE",
        token: staff.token,
        params: { id },
        path: `/api/reservations/${id}`,
        headers: { "idempotency-key": key },
      });
    const first = await remove();
    expect(first.status).toBe(200);
    const second = await remove();
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    // Without a key the same delete finds nothing.
    const plain = await invoke(deleteReservationRoute, {
      method: "DELETE",
      token: staff.token,
      params: { id },
    });
    expect(plain.status).toBe(404);
  });

  it("an upload sent twice with one key attaches one file (the form is re-encoded: only the address is hashed)", async () => {
    const customer = await createCustomer();
    const key = randomUUID();
    const send = async () => {
      const form = new FormData();
      const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
      form.append("file", new File([png], "foto.png", { type: "image/png" }));
      const request = new Request(`http://localhost/api/documents/upload/Customer/${customer.id}`, {
        method: "POST",
        headers: { authorization: `Bearer ${staff.token}`, "idempotency-key": key },
        body: form,
      });
      const response = await uploadRoute(request, {
        params: Promise.resolve({ type: "Customer", objectId: String(customer.id) }),
      });
      return { status: response.status, body: (await response.json()) as { entity: { id: number } } };
    };
    const first = await send();
    const second = await send();
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body).toEqual(first.body);
    const rows = await getDb()
      .select()
      .from(documents)
      .where(and(eq(documents.objectType, "Customer"), eq(documents.objectId, customer.id)));
    expect(rows).toHaveLength(1);
    expect(fs.readdirSync(documentsDir)).toHaveLength(1);
  });

  it("a file answer (xlsx) is sent whole but not stored: the key is released", async () => {
    const event = await eventWithRooms();
    await saveReservation(reservationBody(event.id));
    const key = randomUUID();
    const response = await excelRoute(
      new Request("http://localhost/api/reservations/printexcel", {
        method: "POST",
        headers: {
          authorization: `Bearer ${staff.token}`,
          "content-type": "application/json",
          "idempotency-key": key,
        },
        body: JSON.stringify({ eventId: event.id }),
      }),
      { params: Promise.resolve({}) },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("spreadsheetml");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes.byteLength).toBeGreaterThan(1000);
    expect([bytes[0], bytes[1]]).toEqual([0x50, 0x4b]); // a zip: "PK"
    expect(await keyRow(staff.accountId, key)).toBeNull();
  });

  it("a public call (sign-in) ignores the key: its answer holds tokens and is never stored", async () => {
    const key = randomUUID();
    const user = await createUser({ permissions: ["Reservations"] });
    const send = () =>
      invoke<{ token: string }>(authenticateRoute, {
        path: "/api/profiles/authenticate",
        token: user.token,
        body: { username: user.username, password: user.password },
        headers: { "idempotency-key": key },
      });
    const [first, second] = [await send(), await send()];
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.response.headers.get("idempotency-replayed")).toBeNull();
    expect(await keyRow(user.accountId, key)).toBeNull();
  });

  it("without the header each call runs on its own: each save writes, nothing is stored", async () => {
    const event = await eventWithRooms();
    const before = await getDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.accountId, staff.accountId));
    expect((await saveReservation(reservationBody(event.id))).status).toBe(200);
    expect((await saveReservation(reservationBody(event.id))).status).toBe(200);
    expect(await reservationsOfEvent(event.id)).toHaveLength(2);
    const after = await getDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.accountId, staff.accountId));
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("a key older than 24 hours is expired: the call runs again, and the scheduled job removes old keys", async () => {
    const event = await eventWithRooms();
    const oldKey = randomUUID();
    const freshKey = randomUUID();
    expect((await saveReservation(reservationBody(event.id), oldKey)).status).toBe(200);
    expect((await saveReservation(reservationBody(event.id, { notes: "fresh" }), freshKey)).status).toBe(200);
    await getDb()
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, oldKey));

    const lateKey = randomUUID();
    await saveReservation(reservationBody(event.id, { notes: "late" }), lateKey);
    await getDb()
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '24 hours 5 minutes'` })
      .where(eq(idempotencyKeys.key, lateKey));
    // An expired key is taken over by a repeat: it writes again (the client never retries that late).
    expect((await saveReservation(reservationBody(event.id, { notes: "late" }), lateKey)).status).toBe(200);

    await registerIdempotencyCleanupJob();
    await startJobQueue({ work: false });
    const schedule = await getDb().execute(
      sql`select cron from pgboss.schedule where name = ${IDEMPOTENCY_CLEANUP_JOB}`,
    );
    expect(schedule.rows).toEqual([{ cron: "17 * * * *" }]);
    await enqueueJob({ name: IDEMPOTENCY_CLEANUP_JOB, data: {} });
    expect(await drainJobs({ name: IDEMPOTENCY_CLEANUP_JOB })).toBe(1);
    expect(await keyRow(staff.accountId, oldKey)).toBeNull();
    expect(await keyRow(staff.accountId, freshKey)).not.toBeNull();
    expect(await keyRow(staff.accountId, lateKey)).not.toBeNull();
  });
});

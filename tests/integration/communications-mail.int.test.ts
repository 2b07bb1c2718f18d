import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { communicationsSent, events, locations } from "@/db/schema";
import { POST as saveRoute } from "@/app/api/reservations/save/route";
import { GET as pendingRoute } from "@/app/api/communications/tosendforlocation/[eventId]/[locationId]/route";
import { GET as sentListRoute } from "@/app/api/communications/listsents/[eventId]/route";
import { POST as sendRoute } from "@/app/api/communications/route";
import { GET as deliveryRoute } from "@/app/api/communications/delivery/[eventId]/route";
import { POST as retryRoute } from "@/app/api/communications/retry/[id]/route";
import { POST as withdrawRoute } from "@/app/api/communications/withdraw/[id]/route";
import { POST as remindRoute } from "@/app/api/communications/remind/[eventId]/route";
import { registerCommunicationJobs } from "@/lib/communications/communications-jobs";
import { DELIVERY_JOB } from "@/lib/communications/deliver-communication";
import { REMINDER_JOB } from "@/lib/communications/remind-communications";
import type {
  CommunicationDeliveryDto,
  CommunicationDto,
  CommunicationSentDto,
} from "@/lib/communications/schemas";
import { drainJobs, startJobQueue, stopJobQueue } from "@/lib/jobs/job-queue";
import type { SaveReservationDto } from "@/lib/reservations/schemas";
import { invoke } from "../support/api";
import { createUser, uniqueName, type TestUser } from "../support/factories";
import {
  auditActions,
  createEvent,
  createHotel,
  createPeriodPricing,
  createRoomType,
} from "../support/factories-events";
import { REFUSAL, startSilentServer, startSmtpSink, type SmtpSink } from "../support/smtp-sink";

type Hotel = Awaited<ReturnType<typeof createHotel>>;

const FROM = "Festival Poker <booking@festival.example>";
const MAIL_ENV = ["SMTP_URL", "MAIL_FROM", "SMTP_TIMEOUT_MS", "CONFIRM_REMINDER_HOURS"] as const;

let desk: TestUser;
let doubleId: number;
let sink: SmtpSink;

beforeAll(async () => {
  desk = await createUser({
    permissions: ["Reservations", "EventsCommunications"],
    firstName: "Anna",
    lastName: "Desk",
  });
  doubleId = (await createRoomType({ type: uniqueName("Doppia"), capacity: 2 })).id;
  await registerCommunicationJobs();
  await startJobQueue({ work: false });
});

afterAll(async () => {
  await stopJobQueue();
});

beforeEach(async () => {
  sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  process.env.MAIL_FROM = FROM;
  process.env.SMTP_TIMEOUT_MS = "3000";
});

afterEach(async () => {
  await sink.close();
  for (const name of MAIL_ENV) delete process.env[name];
});

/** A hotel of its own (each test's mail is told apart by its address), with an event selling doubles there. */
async function setting({ email = true }: { email?: boolean } = {}) {
  const name = uniqueName("Hotel Mare");
  const hotel = await createHotel({ name });
  const address = `prenotazioni.${hotel.id}@hotel.example`;
  if (email)
    await getDb()
      .update(locations)
      .set({ bookingEmail: address, email: "info@hotel.example" })
      .where(eq(locations.id, hotel.id));
  const event = await createEvent({ name: uniqueName("Festival") });
  await createPeriodPricing({
    eventId: event.id,
    locationId: hotel.id,
    checkIn: "2031-05-10",
    checkOut: "2031-05-15",
    rooms: [{ roomTypeId: doubleId, availability: 10, sellPrice: "100" }],
  });
  return { hotel, event, address };
}

async function book(eventId: number, hotel: Hotel, patch: Record<string, unknown> = {}) {
  const answer = await invoke<SaveReservationDto>(saveRoute, {
    path: "/api/reservations/save",
    token: desk.token,
    body: {
      reservation: {
        event: { id: eventId },
        location: { id: hotel.id },
        roomType: { id: doubleId },
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
    },
  });
  expect(answer.status, JSON.stringify(answer.body.messages)).toBe(200);
  return answer.body.entity!.reservation;
}

async function pending(eventId: number, locationId: number) {
  const answer = await invoke<CommunicationDto[]>(pendingRoute, {
    token: desk.token,
    params: { eventId, locationId },
  });
  return answer.body.entity!;
}

async function send(eventId: number, hotel: Hotel, extra: Record<string, unknown> = {}) {
  const ids = (await pending(eventId, hotel.id)).map((c) => c.id);
  return invoke<CommunicationSentDto>(sendRoute, {
    path: "/api/communications",
    token: desk.token,
    body: {
      communicationIds: ids,
      communicationSent: {
        eventId,
        locationId: hotel.id,
        text: "Buongiorno,\nnuove prenotazioni <Mare & Sole>.",
      },
      ...extra,
    },
  });
}

/** A booking sent by e-mail: the answer (queued) of POST /api/communications. */
async function sendOne(eventId: number, hotel: Hotel) {
  await book(eventId, hotel);
  const answer = await send(eventId, hotel);
  expect(answer.status, JSON.stringify(answer.body.messages)).toBe(200);
  return answer.body.entity!;
}

async function sentRow(id: number) {
  const [row] = await getDb().select().from(communicationsSent).where(eq(communicationsSent.id, id));
  return row;
}

const mailTo = (address: string) =>
  sink.messages.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === address);

async function delivery(eventId: number) {
  const answer = await invoke<CommunicationDeliveryDto>(deliveryRoute, {
    token: desk.token,
    params: { eventId },
  });
  expect(answer.status).toBe(200);
  return answer.body.entity!;
}

const retry = (id: number) =>
  invoke<CommunicationSentDto>(retryRoute, { token: desk.token, params: { id }, method: "POST" });
const withdraw = (id: number) => invoke(withdrawRoute, { token: desk.token, params: { id }, method: "POST" });
const remind = (eventId: number) =>
  invoke<{ reminded: number }>(remindRoute, { token: desk.token, params: { eventId }, method: "POST" });

describe("hotel messages by e-mail", () => {
  it("queues the message with its communications bound, then delivers it once with its Message-ID, text and link", async () => {
    const { hotel, event, address } = await setting();
    const sent = await sendOne(event.id, hotel);
    expect(sent).toMatchObject({
      channel: "email",
      deliveryStatus: "queued",
      recipient: address,
      deliveryAttempts: 0,
    });
    expect(await pending(event.id, hotel.id)).toEqual([]);
    const before = await delivery(event.id);
    expect(before.emailEnabled).toBe(true);
    expect(before.outgoing.map((s) => s.id)).toEqual([sent.id]);
    expect(before.hotels).toEqual([{ locationId: hotel.id, locationName: hotel.name, recipient: address }]);
    const listed = await invoke<CommunicationSentDto[]>(sentListRoute, {
      token: desk.token,
      params: { eventId: event.id },
    });
    expect(listed.body.entity).toEqual([]);

    const queuedAt = (await sentRow(sent.id))!.sentAt;
    expect(await drainJobs({ name: DELIVERY_JOB })).toBeGreaterThanOrEqual(1);
    const [mail] = mailTo(address);
    expect(mailTo(address)).toHaveLength(1);
    const row = await sentRow(sent.id);
    expect(row).toMatchObject({ deliveryStatus: "sent", deliveryAttempts: 1, deliveryError: null });
    expect(mail!.messageId).toBe(`<comunicazione-${sent.id}.${event.id}.${hotel.id}@festival.example>`);
    expect(row!.messageId).toBe(mail!.messageId);
    expect(mail!.subject).toBe(`Aggiornamento prenotazioni - ${event.name} - ${hotel.name}`);
    expect(mail!.text!.trim()).toBe(row!.text.trim());
    const link = /https?:\/\/\S+\/conferma\/\S+/.exec(row!.text)![0];
    expect(mail!.html).toContain(`<a href="${link}">`);
    expect(mail!.html).toContain("&lt;Mare &amp; Sole&gt;");
    expect(row!.sentAt.getTime()).toBeGreaterThan(queuedAt.getTime());
    expect((await auditActions("communicationSent", sent.id)).map((a) => a.action)).toEqual([
      "create",
      "delivered",
    ]);

    // A job run again after the success (a retry, a second job) sends nothing.
    expect((await retry(sent.id)).status).toBe(409);
    await getDb().execute(
      sql`update pgboss.job set state = 'created', start_after = now() where name = ${DELIVERY_JOB} and data->>'sentId' = ${String(sent.id)}`,
    );
    await drainJobs({ name: DELIVERY_JOB });
    expect(mailTo(address)).toHaveLength(1);
    const after = await delivery(event.id);
    expect(after.outgoing).toEqual([]);
  });

  it("a recipient refused with 550 fails the message for good, with the server's words, its communications not delivered", async () => {
    const { hotel, event, address } = await setting();
    sink.mode = "refuseRecipient";
    const sent = await sendOne(event.id, hotel);
    await drainJobs({ name: DELIVERY_JOB });
    const row = await sentRow(sent.id);
    expect(row).toMatchObject({
      deliveryStatus: "failed",
      deliveryError: "recipientRefused",
      deliveryAttempts: 1,
    });
    expect(row!.deliveryErrorDetail).toContain("550");
    expect(row!.deliveryErrorDetail).toContain(REFUSAL);
    expect(row!.nextAttemptAt).toBeNull();
    expect(mailTo(address)).toEqual([]);
    const state = await delivery(event.id);
    expect(state.outgoing).toMatchObject([
      { id: sent.id, deliveryStatus: "failed", deliveryError: "recipientRefused" },
    ]);
    expect((await auditActions("communicationSent", sent.id)).map((a) => a.action)).toEqual([
      "create",
      "deliveryFailed",
    ]);

    // "Riprova" after the hotel's address was corrected: goes to the new address, once for a double click.
    sink.mode = "accept";
    const corrected = `corretto.${hotel.id}@hotel.example`;
    await getDb().update(locations).set({ bookingEmail: corrected }).where(eq(locations.id, hotel.id));
    const first = await retry(sent.id);
    expect(first.status).toBe(200);
    expect(first.body.entity).toMatchObject({
      deliveryStatus: "queued",
      recipient: corrected,
      deliveryAttempts: 0,
    });
    expect((await retry(sent.id)).status).toBe(200);
    expect(await drainJobs({ name: DELIVERY_JOB })).toBe(1);
    expect(mailTo(corrected)).toHaveLength(1);
    expect((await sentRow(sent.id))!.deliveryStatus).toBe("sent");
  });

  it("a connection closed mid-message keeps it queued (unreachable, transient); a later run sends it exactly once", async () => {
    const { hotel, event, address } = await setting();
    sink.mode = "dropDuringData";
    const sent = await sendOne(event.id, hotel);
    await drainJobs({ name: DELIVERY_JOB });
    const row = await sentRow(sent.id);
    expect(row).toMatchObject({
      deliveryStatus: "queued",
      deliveryError: "unreachable",
      deliveryAttempts: 1,
    });
    expect(row!.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
    // pg-boss keeps the failed job for a retry later.
    const jobs = await getDb().execute<{ state: string }>(
      sql`select state from pgboss.job where name = ${DELIVERY_JOB} and data->>'sentId' = ${String(sent.id)}`,
    );
    expect(jobs.rows.map((j) => j.state)).toEqual(["retry"]);
    expect(mailTo(address)).toEqual([]);

    sink.mode = "accept";
    await getDb().execute(
      sql`update pgboss.job set start_after = now() where name = ${DELIVERY_JOB} and data->>'sentId' = ${String(sent.id)}`,
    );
    expect(await drainJobs({ name: DELIVERY_JOB })).toBe(1);
    expect(mailTo(address)).toHaveLength(1);
    expect(await sentRow(sent.id)).toMatchObject({
      deliveryStatus: "sent",
      deliveryAttempts: 2,
      deliveryError: null,
    });
    await drainJobs({ name: DELIVERY_JOB });
    expect(mailTo(address)).toHaveLength(1);
  });

  it("a server that never answers is a timeout", async () => {
    const { hotel, event } = await setting();
    const silent = await startSilentServer();
    try {
      process.env.SMTP_URL = silent.url;
      process.env.SMTP_TIMEOUT_MS = "500";
      const sent = await sendOne(event.id, hotel);
      const started = Date.now();
      await drainJobs({ name: DELIVERY_JOB });
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(await sentRow(sent.id)).toMatchObject({
        deliveryStatus: "queued",
        deliveryError: "timeout",
        deliveryAttempts: 1,
      });
      expect((await withdraw(sent.id)).status).toBe(200);
    } finally {
      await silent.close();
    }
  });

  it("withdraw puts an undelivered e-mail's communications back to pending; a delivered one is a 409", async () => {
    const { hotel, event } = await setting();
    sink.mode = "refuseRecipient";
    const sent = await sendOne(event.id, hotel);
    const bound = sent.communicationList!.map((c) => c.id);
    await drainJobs({ name: DELIVERY_JOB });
    const answer = await withdraw(sent.id);
    expect(answer.status).toBe(200);
    expect(answer.body.entity).toEqual({});
    expect((await pending(event.id, hotel.id)).map((c) => c.id)).toEqual(bound);
    expect(await sentRow(sent.id)).toBeUndefined();
    expect((await auditActions("communicationSent", sent.id)).map((a) => a.action)).toEqual([
      "create",
      "deliveryFailed",
      "delete",
    ]);

    sink.mode = "accept";
    const again = await send(event.id, hotel);
    await drainJobs({ name: DELIVERY_JOB });
    const refused = await withdraw(again.body.entity!.id);
    expect(refused.status).toBe(409);
    expect(refused.body.messages).toEqual([
      "Il messaggio è già stato consegnato: non può più essere ritirato né inviato di nuovo",
    ]);

    // Refused on a closed event.
    await book(event.id, hotel);
    sink.mode = "refuseRecipient";
    const third = (await send(event.id, hotel)).body.entity!;
    await drainJobs({ name: DELIVERY_JOB });
    await getDb().update(events).set({ isFreezed: true }).where(eq(events.id, event.id));
    expect((await withdraw(third.id)).status).toBe(409);
    expect((await retry(third.id)).status).toBe(409);
    expect((await remind(event.id)).status).toBe(409);
  });

  it("asking for e-mail without a mail server or an address is a 409; without SMTP_URL the clipboard path is as before", async () => {
    const noAddress = await setting({ email: false });
    await book(noAddress.event.id, noAddress.hotel);
    const refused = await send(noAddress.event.id, noAddress.hotel, { channel: "email" });
    expect(refused.status).toBe(409);
    expect(refused.body.messages[0]).toContain("non ha un indirizzo e-mail");
    // By default a hotel without an address gets the clipboard.
    const copied = await send(noAddress.event.id, noAddress.hotel);
    expect(copied.body.entity).toMatchObject({
      channel: "clipboard",
      deliveryStatus: "sent",
      recipient: null,
    });

    delete process.env.SMTP_URL;
    const { hotel, event } = await setting();
    await book(event.id, hotel);
    const noMail = await send(event.id, hotel, { channel: "email" });
    expect(noMail.status).toBe(409);
    expect(noMail.body.messages).toEqual([
      "L'invio per e-mail non è configurato sul server: copiare il messaggio e inviarlo a mano",
    ]);
    const plain = await send(event.id, hotel);
    expect(plain.status).toBe(200);
    expect(plain.body.entity).toMatchObject({
      channel: "clipboard",
      deliveryStatus: "sent",
      communicationsCount: 1,
    });
    expect((await delivery(event.id)).emailEnabled).toBe(false);
    await drainJobs({ name: DELIVERY_JOB });
    expect(sink.messages).toEqual([]);
  });
});

describe("reminders", () => {
  /** Moves a message's sending and last reminder `hours` back. */
  const age = (id: number, hours: number) =>
    getDb().execute(sql`
      update communications_sent set sent_at = sent_at - make_interval(hours => ${hours}),
             last_reminded_at = last_reminded_at - make_interval(hours => ${hours})
       where id = ${id}`);

  it("one reminder per message per run, at most three, none for confirmed or superseded; then the hotel is to phone", async () => {
    const { hotel, event, address } = await setting();
    const waiting = await sendOne(event.id, hotel);
    const confirmed = await sendOne(event.id, hotel);
    await drainJobs({ name: DELIVERY_JOB });
    await getDb()
      .update(communicationsSent)
      .set({ answer: "confirmed", answeredAt: new Date() })
      .where(eq(communicationsSent.id, confirmed.id));
    // Superseded: its reservation is in a later delivered message.
    const older = await sendOne(event.id, hotel);
    await drainJobs({ name: DELIVERY_JOB });
    const reservationId = older.communicationList![0]!.reservationId;
    await book(event.id, hotel, { id: reservationId, checkOut: "2031-05-14T00:00:00" });
    const newer = (await send(event.id, hotel)).body.entity!;
    await drainJobs({ name: DELIVERY_JOB });
    for (const id of [waiting.id, confirmed.id, older.id]) await age(id, 30);
    expect(mailTo(address)).toHaveLength(4);

    expect((await remind(event.id)).body.entity).toEqual({ reminded: 1 });
    expect((await remind(event.id)).body.entity).toEqual({ reminded: 0 });
    expect(await drainJobs({ name: REMINDER_JOB })).toBe(1);
    const reminders = () => mailTo(address).filter((m) => m.subject?.startsWith("Promemoria"));
    expect(reminders()).toHaveLength(1);
    const [first] = reminders();
    const original = await sentRow(waiting.id);
    expect(first!.subject).toBe(`Promemoria: conferma di ricezione - ${event.name} - ${hotel.name}`);
    const link = /https?:\/\/\S+\/conferma\/\S+/.exec(original!.text)![0];
    expect(first!.text).toContain(link);
    expect(first!.text).toContain("> Buongiorno,");
    expect(first!.inReplyTo).toBe(original!.messageId);
    expect(original).toMatchObject({ remindersSent: 1 });
    // Too soon after the last reminder.
    expect((await remind(event.id)).body.entity).toEqual({ reminded: 0 });

    for (const n of [2, 3]) {
      await age(waiting.id, 30);
      expect((await remind(event.id)).body.entity).toEqual({ reminded: 1 });
      await drainJobs({ name: REMINDER_JOB });
      expect(reminders()).toHaveLength(n);
    }
    expect((await delivery(event.id)).toPhone).toEqual([]);
    await age(waiting.id, 30);
    expect((await remind(event.id)).body.entity).toEqual({ reminded: 0 });
    const state = await delivery(event.id);
    expect(state.toPhone).toMatchObject([{ sentId: waiting.id, locationId: hotel.id, remindersSent: 3 }]);
    expect(state.waitingOverADay).toBe(1);
    expect((await sentRow(newer.id))!.remindersSent).toBe(0);
    expect((await auditActions("communicationSent", waiting.id)).map((a) => a.action)).toEqual([
      "create",
      "delivered",
      "remind",
      "remind",
      "remind",
    ]);
  });

  it("a message that cannot be reminded (mail off) is to phone after the hours", async () => {
    delete process.env.SMTP_URL;
    const { hotel, event } = await setting();
    await book(event.id, hotel);
    const copied = (await send(event.id, hotel)).body.entity!;
    expect((await delivery(event.id)).toPhone).toEqual([]);
    await age(copied.id, 30);
    expect((await remind(event.id)).body.entity).toEqual({ reminded: 0 });
    expect((await delivery(event.id)).toPhone).toMatchObject([{ sentId: copied.id, remindersSent: 0 }]);
  });
});

import ExcelJS from "exceljs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { accountingRequests } from "@/db/schema";
import {
  GET as listRoute,
  POST as requestRoute,
  PUT as listPut,
} from "@/app/api/events/accountinglist/[eventId]/route";
import { GET as reportRoute, DELETE as reportDelete } from "@/app/api/events/accounting/[id]/route";
import { GET as excelRoute } from "@/app/api/events/accounting/excel/[id]/route";
import { registerAccountingJobs } from "@/lib/accounting/register-accounting-jobs";
import { runAccountingRequest } from "@/lib/accounting/run-accounting-request";
import {
  EVENT_ACCOUNTING_JOB,
  type AccountingReportDto,
  type AccountingRequestDto,
} from "@/lib/accounting/schemas";
import { drainJobs, startJobQueue, stopJobQueue } from "@/lib/jobs/job-queue";
import { invoke } from "../support/api";
import { auditRows } from "../support/db";
import { createHandComputedEvent } from "../support/factories-accounting";
import { createEvent } from "../support/factories-events";
import { createUser, type TestUser } from "../support/factories";

let accountant: TestUser;
let outsider: TestUser;
let fixture: Awaited<ReturnType<typeof createHandComputedEvent>>;

beforeAll(async () => {
  accountant = await createUser({ permissions: ["EventAccounting"] });
  outsider = await createUser({ permissions: ["Events", "Reservations"] });
  fixture = await createHandComputedEvent();
  await registerAccountingJobs();
  await startJobQueue({ work: false });
});

afterAll(async () => {
  await stopJobQueue();
});

const requestFor = (eventId: number, token: string | null = accountant.token) =>
  invoke<AccountingRequestDto>(requestRoute, { method: "POST", token, params: { eventId } });
const listFor = (eventId: number | string, token: string | null = accountant.token) =>
  invoke<AccountingRequestDto[]>(listRoute, { token, params: { eventId } });
const report = (id: number, token: string | null = accountant.token) =>
  invoke<AccountingReportDto>(reportRoute, { token, params: { id } });
const statusOf = async (id: number) =>
  (await getDb().select().from(accountingRequests).where(eq(accountingRequests.id, id)))[0]!;

async function waitForStatus(id: number, status: string, timeoutMs = 20_000) {
  const started = Date.now();
  while ((await statusOf(id)).status !== status) {
    if (Date.now() - started > timeoutMs) throw new Error(`request ${id} never reached ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("classic accounting reports", () => {
  it("queues a request, the worker completes it, the list, the snapshot and the Excel show it", async () => {
    const asked = await requestFor(fixture.event.id);
    expect(asked.status).toBe(200);
    expect(asked.body.entity).toMatchObject({
      eventId: fixture.event.id,
      status: "InQueue",
      totalNetGain: null,
    });
    expect(asked.body.entity!.requestDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    const id = asked.body.entity!.id;
    expect((await auditRows("accountingRequest", id)).map((row) => row.action)).toEqual(["create"]);

    // Not yet computed: no snapshot to read.
    const early = await report(id);
    expect(early.status).toBe(409);
    expect(early.body.messages).toEqual(["La rendicontazione non è ancora completata"]);

    expect(await drainJobs({ name: EVENT_ACCOUNTING_JOB })).toBeGreaterThanOrEqual(1);
    const row = await statusOf(id);
    expect(row).toMatchObject({
      status: "Completed",
      totalNetGain: "280.00",
      attempts: 1,
      errorMessage: null,
    });

    const list = await listFor(fixture.event.id);
    expect(list.status).toBe(200);
    expect(list.body.entity!.find((r) => r.id === id)).toMatchObject({
      status: "Completed",
      totalNetGain: "280.00",
    });

    const snapshot = await report(id);
    expect(snapshot.status).toBe(200);
    expect(snapshot.body.entity).toMatchObject({
      id,
      eventId: fixture.event.id,
      totalNetGain: "280.00",
      totalStandardBookingGross: "404.00",
      overlay: "8350.00",
      breakEvenEntries: 67,
    });
    expect(snapshot.body.entity!.agentsAccounting).toHaveLength(5);
    expect(snapshot.body.entity!.hotelsAccounting[0]!.totalCost).toBe("540.00");

    const excel = await excelRoute(
      new Request(`http://localhost/api/events/accounting/excel/${id}`, {
        headers: { authorization: `Bearer ${accountant.token}` },
      }),
      { params: Promise.resolve({ id: String(id) }) },
    );
    expect(excel.status).toBe(200);
    expect(excel.headers.get("content-disposition")).toContain(".xlsx");
    expect(excel.headers.get("content-disposition")).toMatch(/filename="accounting_Evento_[0-9a-f]+\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await excel.arrayBuffer()) as never);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      "Totale",
      "Costo Agenti",
      "Costo Hotels",
    ]);
    const totals = workbook.getWorksheet("Totale")!;
    expect(totals.getCell("A2").value).toBe("Incasso prenotazioni (cassa)");
    expect(totals.getCell("B2").value).toBe(404);
    expect(totals.getCell("B2").numFmt).toContain("€");
    expect(totals.getCell("A17").value).toBe("Totale netto");
    expect(totals.getCell("B17").value).toBe(280);
    const agents = workbook.getWorksheet("Costo Agenti")!;
    expect(agents.getCell("A2").value).toBe(`${fixture.agents.mario.lastName} Mario`);
    expect(agents.getCell("L2").value).toBe(50);
    expect(agents.getCell("N2").value).toBe(40);
    expect(agents.getCell("A6").value).toBe("TOTALE");
    expect(agents.getCell("L6").value).toBe(102);
    const hotels = workbook.getWorksheet("Costo Hotels")!;
    // Header, then five rows per room pricing (Doppia first by name), then the hotel's totals.
    expect(hotels.getCell("E2").value).toBe("standard/pacchetto");
    expect(hotels.getCell("G2").value).toBe(5);
    expect(hotels.getCell("H2").value).toBe(300);
    expect(hotels.getCell("B2").value).toBeInstanceOf(Date);
    expect(hotels.getCell("E3").value).toBe("invenduto");
    expect(hotels.getCell("H3").value).toBe(90);
    expect(hotels.getCell("E17").value).toBe("Totale");
    expect(hotels.getCell("H17").value).toBe(540);
  });

  it("ends in Error with the reason when the calculation fails", async () => {
    const asked = await requestFor(fixture.event.id);
    const id = asked.body.entity!.id;
    const outcome = await runAccountingRequest({
      db: getDb(),
      requestId: id,
      calculate: async () => {
        throw new Error("dati incoerenti");
      },
    });
    expect(outcome).toBe("Error");
    expect(await statusOf(id)).toMatchObject({
      status: "Error",
      errorMessage: "dati incoerenti",
      snapshot: null,
    });
    const list = await listFor(fixture.event.id);
    expect(list.body.entity!.find((r) => r.id === id)).toMatchObject({
      status: "Error",
      errorMessage: "dati incoerenti",
      totalNetGain: null,
    });
    expect((await report(id)).status).toBe(409);
    // Its job finds the request finished and leaves it alone.
    await drainJobs({ name: EVENT_ACCOUNTING_JOB });
    expect((await statusOf(id)).status).toBe("Error");
  });

  it("two workers taking the same request run it once", async () => {
    const id = (await requestFor(fixture.event.id)).body.entity!.id;
    const outcomes = await Promise.all([
      runAccountingRequest({ db: getDb(), requestId: id }),
      runAccountingRequest({ db: getDb(), requestId: id }),
    ]);
    expect(outcomes.sort()).toEqual(["Completed", "skipped"]);
    expect(await statusOf(id)).toMatchObject({ status: "Completed", attempts: 1 });
    await drainJobs({ name: EVENT_ACCOUNTING_JOB });
    expect((await statusOf(id)).attempts).toBe(1);
  });

  it("a run lost with its worker (lease passed) is taken again", async () => {
    const id = (await requestFor(fixture.event.id)).body.entity!.id;
    await getDb()
      .update(accountingRequests)
      .set({ status: "InProcess", attempts: 1, leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(accountingRequests.id, id));
    expect(await runAccountingRequest({ db: getDb(), requestId: id })).toBe("Completed");
    expect(await statusOf(id)).toMatchObject({ status: "Completed", attempts: 2 });
    await drainJobs({ name: EVENT_ACCOUNTING_JOB });
  });

  it("a request queued before a restart is completed by the worker after it", async () => {
    const id = (await requestFor(fixture.event.id)).body.entity!.id;
    await stopJobQueue();
    expect((await statusOf(id)).status).toBe("InQueue");
    await startJobQueue({ work: true });
    try {
      await waitForStatus(id, "Completed");
      expect((await statusOf(id)).totalNetGain).toBe("280.00");
    } finally {
      await stopJobQueue();
      await startJobQueue({ work: false });
    }
  });

  it("accepts a request on a closed event (a report changes nothing)", async () => {
    const closed = await createEvent({ isFreezed: true });
    const asked = await requestFor(closed.id);
    expect(asked.status).toBe(200);
    await drainJobs({ name: EVENT_ACCOUNTING_JOB });
    expect(await statusOf(asked.body.entity!.id)).toMatchObject({
      status: "Completed",
      totalNetGain: "0.00",
    });
  });

  it("refuses without a token (401), without EventAccounting (403), bad ids (400), unknown ones (404)", async () => {
    expect((await listFor(fixture.event.id, null)).status).toBe(401);
    expect((await requestFor(fixture.event.id, null)).status).toBe(401);
    expect((await report(1, null)).status).toBe(401);
    const forbidden = await listFor(fixture.event.id, outsider.token);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.messages).toEqual(["Non hai il permesso per questa operazione"]);
    expect((await requestFor(fixture.event.id, outsider.token)).status).toBe(403);
    expect((await report(1, outsider.token)).status).toBe(403);

    const bad = await listFor("abc");
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
    const missingEvent = await requestFor(987_654_321);
    expect(missingEvent.status).toBe(404);
    expect(missingEvent.body.messages).toEqual(["Evento non trovato"]);
    expect((await listFor(987_654_321)).status).toBe(404);
    const missingReport = await report(987_654_321);
    expect(missingReport.status).toBe(404);
    expect(missingReport.body.messages).toEqual(["Rendicontazione non trovata"]);
    const before = await getDb().$count(accountingRequests);
    await requestFor(987_654_321);
    expect(await getDb().$count(accountingRequests)).toBe(before);
  });

  it("answers 405 for the other methods", async () => {
    expect(
      (await invoke(listPut, { method: "PUT", token: accountant.token, params: { eventId: 1 } })).status,
    ).toBe(405);
    expect(
      (await invoke(reportDelete, { method: "DELETE", token: accountant.token, params: { id: 1 } })).status,
    ).toBe(405);
  });
});

import ExcelJS from "exceljs";
import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as uploadRoute } from "@/app/api/customers/import/route";
import { GET as runRoute } from "@/app/api/customers/import/[id]/route";
import { POST as sheetRoute } from "@/app/api/customers/import/sheet/[id]/route";
import { POST as previewRoute } from "@/app/api/customers/import/preview/[id]/route";
import { POST as startRoute } from "@/app/api/customers/import/start/[id]/route";
import { POST as cancelRoute } from "@/app/api/customers/import/cancel/[id]/route";
import { POST as undoRoute } from "@/app/api/customers/import/undo/[id]/route";
import { GET as reportRoute } from "@/app/api/customers/import/report/[id]/route";
import { GET as exportRoute } from "@/app/api/customers/export/route";
import { POST as saveCustomerRoute } from "@/app/api/customers/route";
import { getDb } from "@/db/client";
import { auditLog, customers, importRows, importRuns } from "@/db/schema";
import type { Envelope } from "@/lib/api/envelope";
import type { PlayersImportPreviewDto, PlayersImportSetupDto } from "@/lib/customers/import-schemas";
import type { CustomerDto } from "@/lib/customers/schemas";
import { registerPlayersImportJobs } from "@/lib/customers/players-import-job";
import { importJobName } from "@/lib/import/run-job";
import type { ImportRunDto } from "@/lib/import/runs";
import { drainJobs, startJobQueue, stopJobQueue } from "@/lib/jobs/job-queue";
import { CSV_LIKELY_ROW, EXPECTED_PLAYERS, SAMPLE_SURNAMES } from "@/samples/players-samples";
import { samplesCsv, samplesXlsx } from "@/scripts/generate-player-samples";
import { invoke } from "../support/api";
import { createCustomer } from "../support/factories-customers";
import { tokenWith } from "../support/factories";

/**
 * The players import through its routes and job: the sample files give exactly the expected
 * players and importing them again changes nothing; bad files are refused with their Italian
 * message and leave nothing behind; export -> edit -> import updates players; undo.
 */
let token: string;

beforeAll(async () => {
  token = await tokenWith(["Customers"]);
  await registerPlayersImportJobs();
  await startJobQueue({ work: false });
});

afterAll(async () => {
  await stopJobQueue();
});

async function upload(file: Buffer, name: string, options: { sheet?: string; as?: string } = {}) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(file)]), name);
  if (options.sheet) form.append("sheet", options.sheet);
  const response = await uploadRoute(
    new Request("http://localhost/api/customers/import", {
      method: "POST",
      headers: { authorization: `Bearer ${options.as ?? token}` },
      body: form,
    }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, body: (await response.json()) as Envelope<PlayersImportSetupDto> };
}

const preview = (id: number, mapping: Record<string, number>) =>
  invoke<PlayersImportPreviewDto>(previewRoute, { token, params: { id }, body: { mapping } });

async function importFile(
  file: Buffer,
  name: string,
  decisions: { row: number; decision: "merge" | "create" | "skip" }[] = [],
) {
  const uploaded = await upload(file, name);
  expect(uploaded.status, JSON.stringify(uploaded.body.messages)).toBe(200);
  const setup = uploaded.body.entity!;
  const previewed = await preview(setup.run.id, setup.mapping as Record<string, number>);
  expect(previewed.status, JSON.stringify(previewed.body.messages)).toBe(200);
  const started = await invoke<ImportRunDto>(startRoute, {
    token,
    params: { id: setup.run.id },
    body: { decisions },
  });
  expect(started.status, JSON.stringify(started.body.messages)).toBe(200);
  expect(started.body.entity!.status).toBe("queued");
  await drainJobs({ name: importJobName("players") });
  const run = await invoke<PlayersImportPreviewDto>(runRoute, { token, params: { id: setup.run.id } });
  return { setup, preview: previewed.body.entity!, run: run.body.entity!.run };
}

function samplePlayers() {
  return getDb()
    .select({
      lastName: customers.lastName,
      firstName: customers.firstName,
      email: customers.email,
      phonePrefix: customers.phonePrefix,
      phone: customers.phone,
      birthDate: customers.birthDate,
      taxCode: customers.taxCode,
      address: customers.address,
      city: customers.city,
      zipCode: customers.zipCode,
      stateProvince: customers.stateProvince,
      country: customers.country,
      notes: customers.notes,
      rating: customers.rating,
    })
    .from(customers)
    .where(inArray(customers.lastName, SAMPLE_SURNAMES))
    .orderBy(asc(customers.lastName), asc(customers.firstName));
}

async function readXlsx(response: Response) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await response.arrayBuffer()) as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe("players import: the sample files", () => {
  it("imports players.xlsx then players-1252.csv into exactly the expected players; again changes nothing", async () => {
    const xlsx = await importFile(await samplesXlsx(), "players.xlsx");
    expect(xlsx.setup).toMatchObject({ needsSheet: false, remembered: false });
    expect(xlsx.setup.mapping).toMatchObject({ firstName: 0, lastName: 1, email: 2, phone: 3, birthDate: 4 });
    expect(xlsx.preview.summary).toEqual({ total: 9, create: 3, merge: 1, update: 0, likely: 1, refuse: 4 });
    expect(xlsx.preview.likely.map((r) => [r.rowNumber, r.targetRow])).toEqual([[9, 3]]);
    const refusedEmail = xlsx.preview.rows.find((r) => r.rowNumber === 6)!;
    expect(refusedEmail.problems.map((p) => p.message)).toEqual(["Email non valida"]);
    expect(xlsx.run).toMatchObject({
      status: "done",
      totalRows: 9,
      doneRows: 9,
      created: 3,
      merged: 1,
      skipped: 1,
      refused: 4,
    });

    const csv = await importFile(samplesCsv(), "players-1252.csv", [
      { row: CSV_LIKELY_ROW, decision: "merge" },
    ]);
    expect(csv.setup.run).toMatchObject({ fileFormat: "csv", encoding: "windows-1252", delimiter: ";" });
    expect(csv.preview.summary).toEqual({ total: 7, create: 2, merge: 3, update: 0, likely: 1, refuse: 1 });
    expect(csv.run).toMatchObject({
      status: "done",
      created: 2,
      merged: 3,
      unchanged: 1,
      skipped: 0,
      refused: 1,
    });
    expect(await samplePlayers()).toEqual(EXPECTED_PLAYERS);

    // The report: refused and skipped rows with their reason, re-importable.
    const report = await reportRoute(
      new Request(`http://localhost/api/customers/import/report/${xlsx.setup.run.id}`, {
        headers: { authorization: `Bearer ${token}` },
      }),
      { params: Promise.resolve({ id: String(xlsx.setup.run.id) }) },
    );
    expect(report.status).toBe(200);
    const reportRows = await readXlsx(report);
    expect(reportRows[0]).toEqual([...xlsx.setup.headers, "Motivo"]);
    expect(reportRows.map((r) => r[1])).toEqual([
      "Cognome",
      "Santorini",
      "Gallerani",
      undefined,
      "Ferragutti",
      "Nerozzi",
    ]);
    expect(String(reportRows[1]![13])).toBe("Email non valida");
    expect(String(reportRows[4]![13])).toContain("Probabile duplicato della riga 3");

    // Again: nothing created or changed; the mapping is remembered.
    const audits = await getDb().$count(auditLog);
    const again1 = await importFile(await samplesXlsx(), "players.xlsx");
    expect(again1.setup.remembered).toBe(true);
    const again2 = await importFile(samplesCsv(), "players-1252.csv");
    expect(again1.run).toMatchObject({ created: 0, merged: 0 });
    expect(again2.run).toMatchObject({ created: 0, merged: 0 });
    expect(await samplePlayers()).toEqual(EXPECTED_PLAYERS);
    expect(await getDb().$count(auditLog)).toBe(audits);
  });
});

describe("players import: rules", () => {
  const csv = (lines: string[]) => Buffer.from(lines.join("\n") + "\n", "utf8");

  it("matches existing players by e-mail, phone, codice fiscale, name + birth date; conflicts are refused", async () => {
    const a = await createCustomer({ lastName: "Regolaa", firstName: "Uno", email: "uno.regola@esempio.it" });
    const b = await createCustomer({
      lastName: "Regolab",
      firstName: "Due",
      phone: "333 900 0001",
      phonePrefix: "+39",
    });
    const c = await createCustomer({
      lastName: "Regolac",
      firstName: "Tre",
      birthDate: "1970-01-02",
      city: "Bari",
    });
    const { run } = await importFile(
      csv([
        "Cognome,Nome,Email,Telefono,Data di nascita,Città",
        "Regolaa,Uno,UNO.REGOLA@esempio.it,,,Roma",
        "Regolab,Due,,+39 3339000001,,Torino",
        "Regolac,Tre,,,02/01/1970,",
        "Mix,Conflitto,uno.regola@esempio.it,3339000001,,",
      ]),
      "regole.csv",
    );
    expect(run).toMatchObject({ created: 0, merged: 2, unchanged: 1, refused: 1 });
    const rows = await getDb()
      .select()
      .from(customers)
      .where(inArray(customers.id, [a.id, b.id, c.id]))
      .orderBy(customers.id);
    expect(rows.map((r) => r.city)).toEqual(["Roma", "Torino", "Bari"]);
    const [conflict] = await getDb()
      .select()
      .from(importRows)
      .where(and(eq(importRows.runId, run.id), eq(importRows.rowNumber, 5)));
    expect(conflict!.outcome).toBe("refused");
    expect(conflict!.reason).toContain("conflict");
  });

  it("export -> edit -> import updates the players instead of duplicating them; undo takes it back", async () => {
    const player = await createCustomer({
      lastName: "Esportato",
      firstName: "Pino",
      email: "pino@esempio.it",
      city: "Bari",
    });
    const response = await exportRoute(
      new Request("http://localhost/api/customers/export?search=Esportato", {
        headers: { authorization: `Bearer ${token}` },
      }),
      { params: Promise.resolve({}) },
    );
    expect(response.status).toBe(200);
    const rows = await readXlsx(response);
    expect(rows[0]!.slice(0, 3)).toEqual(["Codice cliente", "Cognome", "Nome"]);
    expect(rows).toHaveLength(2);
    expect(rows[1]![0]).toBe(player.id);
    // Edit: a new city, and a new row for a new player.
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Clienti");
    sheet.addRow(rows[0] as string[]);
    const edited = [...(rows[1] as unknown[])];
    edited[10] = "Lecce";
    sheet.addRow(edited);
    sheet.addRow([null, "Esportatissimo", "Nuovo", "nuovo.esportato@esempio.it"]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const total = await getDb().$count(customers);
    const { run } = await importFile(file, "clienti.xlsx");
    expect(run).toMatchObject({ created: 1, merged: 1 });
    expect(await getDb().$count(customers)).toBe(total + 1);
    const [after] = await getDb().select().from(customers).where(eq(customers.id, player.id));
    expect(after!.city).toBe("Lecce");

    const undone = await invoke<ImportRunDto>(undoRoute, { token, params: { id: run.id }, body: {} });
    expect(undone.status, JSON.stringify(undone.body.messages)).toBe(200);
    expect(await getDb().$count(customers)).toBe(total);
    const [restored] = await getDb().select().from(customers).where(eq(customers.id, player.id));
    expect(restored!.city).toBe("Bari");
  });

  it("asks for a sheet when there are several, then reads it; cancel before start", async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet("Istruzioni").addRow(["Leggimi"]);
    const hidden = workbook.addWorksheet("Vecchi");
    hidden.state = "hidden";
    const players = workbook.addWorksheet("Giocatori");
    players.addRow(["Cognome", "Nome"]);
    players.addRow(["Foglista", "Ada"]);
    const uploaded = await upload(Buffer.from(await workbook.xlsx.writeBuffer()), "fogli.xlsx");
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.entity).toMatchObject({
      needsSheet: true,
      sheets: [
        { name: "Istruzioni", hidden: false },
        { name: "Vecchi", hidden: true },
        { name: "Giocatori", hidden: false },
      ],
    });
    const id = uploaded.body.entity!.run.id;
    const chosen = await invoke<PlayersImportSetupDto>(sheetRoute, {
      token,
      params: { id },
      body: { sheet: "Giocatori" },
    });
    expect(chosen.body.entity).toMatchObject({
      needsSheet: false,
      headers: ["Cognome", "Nome"],
      mapping: { lastName: 0, firstName: 1 },
    });
    const previewed = await preview(id, { lastName: 0, firstName: 1 });
    expect(previewed.status, JSON.stringify(previewed.body.messages)).toBe(200);
    expect(previewed.body.entity!.summary.create).toBe(1);
    const cancelled = await invoke<ImportRunDto>(cancelRoute, { token, params: { id }, body: {} });
    expect(cancelled.body.entity!.status).toBe("cancelled");
    expect(await getDb().$count(customers, eq(customers.lastName, "Foglista"))).toBe(0);
  });
});

describe("players import: phones", () => {
  const csv = (lines: string[]) => Buffer.from(lines.join("\n") + "\n", "utf8");
  const phonesOf = (lastNames: string[]) =>
    getDb()
      .select({ firstName: customers.firstName, phonePrefix: customers.phonePrefix, phone: customers.phone })
      .from(customers)
      .where(inArray(customers.lastName, lastNames))
      .orderBy(asc(customers.firstName));

  it("stores a phone as the customer form and API store the same number typed", async () => {
    const typed = await invoke<CustomerDto>(saveCustomerRoute, {
      token,
      body: { lastName: "Digitata", firstName: "Ada", phonePrefix: "+39", phone: " 333  918 2741 " },
    });
    expect(typed.status, JSON.stringify(typed.body.messages)).toBe(200);
    const { run } = await importFile(
      csv([
        "Cognome,Nome,Telefono",
        "Importata,Bice,+39 333 918 2742",
        "Importata,Carla,0041 79 918 27 43",
        "Importata,Dora,333.918.2745",
      ]),
      "telefoni.csv",
    );
    expect(run).toMatchObject({ created: 3, refused: 0 });
    // The groups as typed or written, one space between them; the prefix apart.
    expect(await phonesOf(["Digitata", "Importata"])).toEqual([
      { firstName: "Ada", phonePrefix: "+39", phone: "333 918 2741" },
      { firstName: "Bice", phonePrefix: "+39", phone: "333 918 2742" },
      { firstName: "Carla", phonePrefix: "+41", phone: "79 918 27 43" },
      // Dots dropped, as the phone field drops them while typing.
      { firstName: "Dora", phonePrefix: "+39", phone: "3339182745" },
    ]);
  });

  it("an exported player imported back as he is keeps his phone and counts as unchanged", async () => {
    const player = await createCustomer({
      lastName: "Riesportato",
      firstName: "Dino",
      phonePrefix: "+39",
      phone: "347 918 2744",
      city: "Enna",
    });
    const response = await exportRoute(
      new Request("http://localhost/api/customers/export?search=Riesportato", {
        headers: { authorization: `Bearer ${token}` },
      }),
      { params: Promise.resolve({}) },
    );
    expect(response.status).toBe(200);
    const rows = await readXlsx(response);
    expect(rows).toHaveLength(2);
    expect(rows[1]![0]).toBe(player.id);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Clienti");
    for (const row of rows) sheet.addRow(row);
    const { run } = await importFile(Buffer.from(await workbook.xlsx.writeBuffer()), "clienti.xlsx");
    expect(run).toMatchObject({ created: 0, merged: 0, unchanged: 1, refused: 0 });
    expect(await phonesOf(["Riesportato"])).toEqual([
      { firstName: "Dino", phonePrefix: "+39", phone: "347 918 2744" },
    ]);
  });
});

describe("players import: bad files", () => {
  async function refused(file: Buffer, name: string) {
    const runs = await getDb().$count(importRuns);
    const answer = await upload(file, name);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(await getDb().$count(importRuns)).toBe(runs);
    return { status: answer.status, message: answer.body.messages[0] };
  }

  it("refuses with a clear Italian message and stores nothing", async () => {
    expect(await refused(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]), "foto.csv")).toEqual({
      status: 415,
      message:
        "Il file non è un foglio Excel (.xlsx) né un file CSV: salvarlo in uno di questi formati e riprovare",
    });
    expect(await refused(Buffer.from(" \n"), "vuoto.csv")).toEqual({
      status: 400,
      message: "Il file è vuoto",
    });
    const big = Buffer.alloc(20 * 1024 * 1024 + 1, 0x41);
    expect(await refused(big, "enorme.csv")).toEqual({
      status: 413,
      message: "Il file è troppo grande: la dimensione massima è 20 MB",
    });
  });

  it("refuses header-only files, formulas and merged cells at preview, staging nothing", async () => {
    const check = async (file: Buffer, name: string, message: string) => {
      const uploaded = await upload(file, name);
      expect(uploaded.status).toBe(200);
      const id = uploaded.body.entity!.run.id;
      const answer = await preview(id, uploaded.body.entity!.mapping as Record<string, number>);
      expect(answer.status).toBe(400);
      expect(answer.body.messages).toEqual([message]);
      expect(await getDb().$count(importRows, eq(importRows.runId, id))).toBe(0);
      const [run] = await getDb().select().from(importRuns).where(eq(importRuns.id, id));
      expect(run!.status).toBe("uploaded");
    };
    await check(
      Buffer.from("Cognome;Nome\n"),
      "intestazioni.csv",
      "Il file contiene solo la riga delle intestazioni: nessun dato da importare",
    );
    const withFormula = new ExcelJS.Workbook();
    const s1 = withFormula.addWorksheet("Foglio1");
    s1.addRow(["Cognome", "Nome", "Valutazione"]);
    s1.addRow(["Formulati", "Ugo", { formula: "1+1", result: 2 }]);
    await check(
      Buffer.from(await withFormula.xlsx.writeBuffer()),
      "formule.xlsx",
      "Il file contiene formule (foglio Foglio1, cella C2): copiare le celle e incollarle come valori, poi riprovare",
    );
    const merged = new ExcelJS.Workbook();
    const s2 = merged.addWorksheet("Foglio1");
    s2.addRow(["Cognome", "Nome", "Città"]);
    s2.addRow(["Uniti", "Ugo", "Roma"]);
    s2.addRow(["Uniti", "Eva", null]);
    s2.mergeCells("C2:C3");
    await check(
      Buffer.from(await merged.xlsx.writeBuffer()),
      "unite.xlsx",
      "Il file contiene celle unite (foglio Foglio1, celle C2:C3): separarle, scrivendo il valore in ogni riga, poi riprovare",
    );
  });

  it("needs the Customers permission", async () => {
    const other = await tokenWith(["Reservations"]);
    expect((await upload(samplesCsv(), "p.csv", { as: other })).status).toBe(403);
  });
});

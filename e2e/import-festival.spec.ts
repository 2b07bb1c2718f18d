import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import pg from "pg";
import { SAMPLE_EVENT, sampleFestival } from "@/lib/festival-import/sample-festival";
import { ADMIN, expect, fillDate, signIn, test, unique } from "./helpers";

/**
 * A past festival created with its final results, then filled from the demo's
 * sample files through the screens (mapping step for the unknown names, bad rows left out); the
 * database holds exactly the sample's entries and reservations, and a second import changes nothing.
 */
test.use({ viewport: { width: 768, height: 1024 } });

const SAMPLES = path.join(process.cwd(), "samples");
const expected = sampleFestival().expected;

async function database() {
  const client = new pg.Client({
    connectionString: `postgres://postgres:postgres@localhost:${process.env.E2E_PG_PORT ?? "54339"}/backoffice`,
  });
  await client.connect();
  return client;
}

/** What the import wrote for the event, and the shared tables it may touch. */
async function snapshot(eventId: number) {
  const client = await database();
  try {
    const { rows } = await client.query(
      `select
        (select count(*) from reservations where event_id = $1)::int as reservations,
        (select count(*) from reservations where event_id = $1 and status = 'Canceled')::int as canceled,
        (select (coalesce(sum(total_pay), 0) * 100)::bigint from reservations where event_id = $1)::text as total_cents,
        (select count(*) from reservations where event_id = $1 and import_key is null)::int as without_key,
        (select count(*) from entries where event_id = $1 and not is_deleted)::int as players,
        (select coalesce(sum(number), 0) from entries where event_id = $1 and not is_deleted)::int as entries,
        (select count(*) from booking_history where event_id = $1)::int as history,
        (select count(*) from communications c join reservations r on r.id = c.reservation_id
          where r.event_id = $1)::int as communications,
        (select count(*) from customers)::int as customers,
        (select count(*) from audit_log)::int as audit,
        (select max(updated_at)::text from reservations where event_id = $1) as last_update`,
      [eventId],
    );
    return rows[0] as Record<string, number | string>;
  } finally {
    await client.end();
  }
}

async function chooseFiles(page: Page) {
  await page.getByTestId("festival-import-entries").setInputFiles(path.join(SAMPLES, "festival-entries.csv"));
  await page
    .getByTestId("festival-import-reservations")
    .setInputFiles(path.join(SAMPLES, "festival-reservations.xlsx"));
  await expect(page.getByTestId("festival-import-entries-name")).toHaveText("festival-entries.csv");
  await page.getByTestId("festival-import-analyze").click();
  await expect(page.getByTestId("festival-import-summary")).toBeVisible();
}

test("a past festival is created with its final results and filled from the sample files, once", async ({
  page,
}) => {
  test.slow();
  await signIn(page, ADMIN);
  const name = unique(`${SAMPLE_EVENT.name} `);

  // The event, with its final results.
  await page.goto("/events/create");
  await page.getByLabel("Tipo").fill(SAMPLE_EVENT.type);
  await page.getByRole("textbox", { name: "Nome", exact: true }).fill(name);
  await fillDate(page, "Data inizio", SAMPLE_EVENT.dateFrom);
  await fillDate(page, "Data fine", SAMPLE_EVENT.dateTo);
  await page.getByLabel("Entries finali").fill(String(SAMPLE_EVENT.finalEntries));
  await page.getByLabel("Partecipanti finali", { exact: true }).fill(String(SAMPLE_EVENT.finalPartecipants));
  await page
    .getByLabel("Partecipanti finali senza prenotazione")
    .fill(String(SAMPLE_EVENT.finalPartecipantsNotBooking));
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page).toHaveURL(/\/events\/edit\/\d+$/);
  const eventId = Number(page.url().match(/\/events\/edit\/(\d+)$/)![1]);

  // From the event's menu.
  await page.goto(`/events/${eventId}/menu`);
  await page.getByTestId("event-festival-import").click();
  await expect(page.getByRole("heading", { name: "Importa festival passato" })).toBeVisible();
  await chooseFiles(page);

  const summary = page.getByTestId("festival-import-summary");
  await expect(summary).toContainText(
    `Entries: ${expected.entryRows} righe, ${expected.players} giocatori, ${expected.entries} entries`,
  );
  await expect(summary).toContainText(
    `Prenotazioni: ${expected.reservations} righe, di cui ${expected.canceled} annullate; già importate: 0`,
  );
  await expect(summary).toContainText(`nuovi clienti da creare: ${expected.customersCreated}`);
  const issues = page.getByTestId("festival-import-issues");
  await expect(issues.getByRole("listitem")).toHaveCount(
    expected.badEntryLines.length + expected.badReservationLines.length,
  );
  await expect(issues).toContainText(
    `Entries, riga ${expected.badEntryLines[0]}: Numero di entries non valido`,
  );
  await expect(issues).toContainText(
    `Prenotazioni, riga ${expected.badReservationLines[0]}: Il check-out deve essere successivo al check-in`,
  );

  // The mapping step: a variant of a demo hotel (offered), a new hotel, two room types.
  const riviera = page.getByLabel('Hotel per "Grand Hotel Riviera" (');
  await expect(riviera.locator("option:checked")).toHaveText("Grand Hotel Riviera dei Fiori");
  await page
    .getByLabel('Hotel per "Hotel Royal Sanremo" (')
    .selectOption({ label: 'Crea nuovo hotel "Hotel Royal Sanremo"' });
  await page.getByLabel('Tipo camera per "Matrimoniale" (').selectOption({ label: "Doppia" });
  await page
    .getByLabel('Tipo camera per "Doppia uso singola" (')
    .selectOption({ label: 'Crea nuovo tipo camera "Doppia uso singola"' });
  await page.getByLabel('Capienza di "Doppia uso singola"').fill("1");

  // The screen passes axe-core on a portrait tablet, without horizontal scroll.
  await page.evaluate(() => document.fonts.ready);
  const axe = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`)).toEqual(
    [],
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);

  const before = await snapshot(eventId);
  expect(before).toMatchObject({ reservations: 0, players: 0 });
  await page.getByTestId("festival-import-run").click();
  const result = page.getByTestId("festival-import-result");
  await expect(result).toContainText(
    `Prenotazioni: ${expected.reservations} nuove, 0 aggiornate, 0 invariate`,
    {
      timeout: 30_000,
    },
  );
  await expect(result).toContainText(`Entries: ${expected.players} nuove, 0 aggiornate, 0 invariate`);
  await expect(result).toContainText(`Nuovi clienti: ${expected.customersCreated}`);
  await expect(result).toContainText("Hotel creati: 1; tipi camera creati: 1");

  // Exactly the sample's entries and reservations.
  const after = await snapshot(eventId);
  expect(after).toMatchObject({
    reservations: expected.reservations,
    canceled: expected.canceled,
    total_cents: String(expected.totalPaidCents),
    without_key: 0,
    players: expected.players,
    entries: expected.entries,
    history: expected.reservations - expected.canceled,
    communications: 0,
    customers: Number(before.customers) + expected.customersCreated,
  });

  // Again: nothing to map any more, everything already there, nothing written.
  await page.goto(`/events/${eventId}/import`);
  await chooseFiles(page);
  await expect(summary).toContainText(`già importate: ${expected.reservations}`);
  await expect(summary).toContainText("nuovi clienti da creare: 0");
  await expect(page.getByRole("heading", { name: "Abbinamento hotel e tipi camera" })).toHaveCount(0);
  await page.getByTestId("festival-import-run").click();
  await expect(result).toContainText(
    `Prenotazioni: 0 nuove, 0 aggiornate, ${expected.reservations} invariate`,
  );
  await expect(result).toContainText(`Entries: 0 nuove, 0 aggiornate, ${expected.players} invariate`);
  expect(await snapshot(eventId)).toEqual(after);

  // The imported festival's booking curve on its KPI screen.
  await page.getByRole("link", { name: "Apri KPI" }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}/kpi$`));
});

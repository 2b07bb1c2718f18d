// `npm run bench:import:festival`: a past festival of 5,000 reservations (target <= 30 s)
// imported as the screen sends it: the two files in one multipart request, read by the shared
// reader (lib/import/read-table.ts), players matched against 20,000 customers, written in batches.
// Then the same files again (nothing to write) and the preview. Uses BENCH_DATABASE_URL (a
// throwaway database is created there) or an embedded PostgreSQL in a temporary folder.
// Size: BENCH_FESTIVAL_RESERVATIONS (default 5000).
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import pg from "pg";
import { closeDb, getDb } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { createAdmin } from "@/seed/create-admin";
import { seedDemoLocations } from "@/seed/demo-locations";
import { ensureReferenceData } from "@/seed/reference-data";
import type { Caller } from "@/lib/auth/caller";
import { previewFestivalImport } from "@/lib/festival-import/preview-festival-import";
import { runFestivalImport } from "@/lib/festival-import/run-festival-import";
import { SAMPLE_EVENT, SAMPLE_MAPPING, sampleFestival } from "@/lib/festival-import/sample-festival";
import { entriesCsv, reservationsXlsx } from "@/lib/festival-import/sample-files";
import { apiTranslator } from "@/lib/i18n/server-translator";
import { benchDatabase, generatePeople } from "./dataset";

const RESERVATIONS = Number(process.env.BENCH_FESTIVAL_RESERVATIONS ?? 5000);
const LIMIT_SECONDS = 30;
process.env.AUTH_SECRET ??= `bench-${randomBytes(24).toString("hex")}`;

function request(files: { entries: Blob; reservations: Blob }, mapping?: unknown): Request {
  const form = new FormData();
  form.set("entries", files.entries, "festival-entries.csv");
  form.set("reservations", files.reservations, "festival-reservations.xlsx");
  if (mapping) form.set("mapping", JSON.stringify(mapping));
  return new Request("http://localhost/api/events/import/run/0", { method: "POST", body: form });
}

async function main() {
  const { url, cleanup } = await benchDatabase();
  try {
    process.env.DATABASE_URL = url;
    const db = getDb();
    await runMigrations(db);
    await ensureReferenceData(db);
    await db.transaction((tx) => seedDemoLocations(tx));
    await generatePeople(db, { customers: 20_000, users: 0 });
    await createAdmin(db, { username: "bench", password: "bench-password" });
    const [account] = (
      await db.execute<{ id: number; profileId: number }>(
        sql`select id, profile_id as "profileId" from accounts limit 1`,
      )
    ).rows;
    const caller: Caller = {
      accountId: account!.id,
      profileId: account!.profileId,
      profileType: "Master",
      roleId: 0,
      permissions: [],
    };
    const [event] = (
      await db.execute<{ id: number }>(sql`
        insert into events (name, type, date_from, date_to, final_entries, final_partecipants, final_partecipants_not_booking)
        values (${SAMPLE_EVENT.name}, ${SAMPLE_EVENT.type}, ${SAMPLE_EVENT.dateFrom}, ${SAMPLE_EVENT.dateTo},
          ${SAMPLE_EVENT.finalEntries}, ${SAMPLE_EVENT.finalPartecipants}, ${SAMPLE_EVENT.finalPartecipantsNotBooking})
        returning id`)
    ).rows;
    await db.execute(sql`vacuum analyze`);

    const sample = sampleFestival({ reservations: RESERVATIONS });
    const files = {
      entries: new Blob([entriesCsv(sample.entriesRows)], { type: "text/csv" }),
      reservations: new Blob([new Uint8Array(await reservationsXlsx(sample.reservationRows))]),
    };
    const id = async (query: ReturnType<typeof sql>) => (await db.execute<{ id: number }>(query)).rows[0]!.id;
    const mapping = {
      hotels: await Promise.all(
        SAMPLE_MAPPING.hotels.map(async (h) =>
          h.existing
            ? { name: h.name, locationId: await id(sql`select id from locations where name = ${h.existing}`) }
            : { name: h.name, create: true },
        ),
      ),
      roomTypes: await Promise.all(
        SAMPLE_MAPPING.roomTypes.map(async (r) =>
          r.existing
            ? {
                name: r.name,
                roomTypeId: await id(sql`select id from room_types where type = ${r.existing}`),
              }
            : { name: r.name, create: true, capacity: r.capacity },
        ),
      ),
    };
    const t = apiTranslator("it");
    console.log(
      `files: ${sample.reservationRows.length} reservation rows (${(files.reservations.size / 1024).toFixed(0)} KiB xlsx), ` +
        `${sample.entriesRows.length} entry rows (${(files.entries.size / 1024).toFixed(0)} KiB csv); 20,000 customers\n`,
    );

    let start = performance.now();
    const preview = await previewFestivalImport({ db, eventId: event!.id, request: request(files), t });
    const previewSeconds = (performance.now() - start) / 1000;
    start = performance.now();
    const first = await runFestivalImport({
      db,
      caller,
      eventId: event!.id,
      request: request(files, mapping),
      t,
    });
    const firstSeconds = (performance.now() - start) / 1000;
    start = performance.now();
    const again = await runFestivalImport({ db, caller, eventId: event!.id, request: request(files), t });
    const againSeconds = (performance.now() - start) / 1000;

    console.log(
      `preview (nothing written)            ${previewSeconds.toFixed(1).padStart(6)} s   ${preview.issues.length} rows left out`,
    );
    console.log(
      `import of ${first.reservations.created} reservations       ${firstSeconds.toFixed(1).padStart(6)} s   ` +
        `${first.entries.created} entries, ${first.customersCreated} customers created   (limit ${LIMIT_SECONDS} s)`,
    );
    console.log(
      `same files again                     ${againSeconds.toFixed(1).padStart(6)} s   ` +
        `${again.reservations.unchanged} reservations and ${again.entries.unchanged} entries unchanged`,
    );
    if (first.reservations.created < RESERVATIONS || firstSeconds > LIMIT_SECONDS) process.exitCode = 1;
  } finally {
    (getDb() as unknown as { $client: pg.Pool }).$client.on("error", () => {});
    await closeDb();
    await cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

// Writes the demo's sample past festival (lib/festival-import/sample-festival.ts) to samples/:
// festival-entries.csv (Italian CSV: `;`, UTF-8) and festival-reservations.xlsx (one sheet, dates as
// Excel dates and some as text, amounts as numbers and some as Italian text). The rows are
// deterministic (a seeded generator); the xlsx container's timestamps are not. `npx tsx scripts/generate-festival-samples.ts`
import fs from "node:fs";
import path from "node:path";
import { sampleFestival } from "@/lib/festival-import/sample-festival";
import { entriesCsv, reservationsXlsx } from "@/lib/festival-import/sample-files";

async function main() {
  const sample = sampleFestival();
  const dir = path.join(process.cwd(), "samples");
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "festival-entries.csv"), entriesCsv(sample.entriesRows));
  fs.writeFileSync(
    path.join(dir, "festival-reservations.xlsx"),
    await reservationsXlsx(sample.reservationRows),
  );
  console.log(
    `samples/festival-entries.csv: ${sample.entriesRows.length} rows; samples/festival-reservations.xlsx: ${sample.reservationRows.length} rows`,
  );
  console.log(JSON.stringify(sample.expected, null, 1).slice(0, 600));
}

void main();

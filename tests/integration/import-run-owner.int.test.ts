import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as uploadRoute } from "@/app/api/customers/import/route";
import { GET as runRoute } from "@/app/api/customers/import/[id]/route";
import { POST as sheetRoute } from "@/app/api/customers/import/sheet/[id]/route";
import { POST as previewRoute } from "@/app/api/customers/import/preview/[id]/route";
import { POST as startRoute } from "@/app/api/customers/import/start/[id]/route";
import { POST as cancelRoute } from "@/app/api/customers/import/cancel/[id]/route";
import { POST as undoRoute } from "@/app/api/customers/import/undo/[id]/route";
import { GET as reportRoute } from "@/app/api/customers/import/report/[id]/route";
import { getDb } from "@/db/client";
import { importRuns } from "@/db/schema";
import type { Envelope } from "@/lib/api/envelope";
import type { PlayersImportSetupDto } from "@/lib/customers/import-schemas";
import { registerPlayersImportJobs } from "@/lib/customers/players-import-job";
import { importJobName } from "@/lib/import/run-job";
import { drainJobs, startJobQueue, stopJobQueue } from "@/lib/jobs/job-queue";
import { invoke } from "../support/api";
import { createUser, type TestUser } from "../support/factories";

/**
 * An import run belongs to whoever uploaded it: a colleague with the same permission reads it
 * (the team shares the work) but may not choose its sheet, preview, start, cancel or undo it;
 * a Master may.
 */
let owner: TestUser;
let colleague: TestUser;
let master: TestUser;

beforeAll(async () => {
  owner = await createUser({ permissions: ["Customers"] });
  colleague = await createUser({ permissions: ["Customers"] });
  master = await createUser({ type: "Master" });
  await registerPlayersImportJobs();
  await startJobQueue({ work: false });
});

afterAll(async () => {
  await stopJobQueue();
});

const CSV = "Cognome;Nome;Email\nProprietari;Anna;anna.proprietari@example.test\n";

async function uploadAs(user: TestUser): Promise<PlayersImportSetupDto> {
  const form = new FormData();
  form.append("file", new Blob([CSV]), "players.csv");
  const response = await uploadRoute(
    new Request("http://localhost/api/customers/import", {
      method: "POST",
      headers: { authorization: `Bearer ${user.token}` },
      body: form,
    }),
    { params: Promise.resolve({}) },
  );
  const body = (await response.json()) as Envelope<PlayersImportSetupDto>;
  expect(response.status, JSON.stringify(body.messages)).toBe(200);
  return body.entity!;
}

const statusOf = async (id: number) =>
  (await getDb().select({ status: importRuns.status }).from(importRuns).where(eq(importRuns.id, id)))[0]!
    .status;

describe("import runs belong to whoever started them", () => {
  it("a colleague reads the run and its report but cannot change it; the owner can", async () => {
    const setup = await uploadAs(owner);
    const id = setup.run.id;
    const mapping = setup.mapping as Record<string, number>;

    const read = await invoke(runRoute, { token: colleague.token, params: { id } });
    expect(read.status).toBe(200);

    const refusals = [
      await invoke(sheetRoute, { token: colleague.token, params: { id }, body: { sheet: "Foglio1" } }),
      await invoke(previewRoute, { token: colleague.token, params: { id }, body: { mapping } }),
      await invoke(cancelRoute, { token: colleague.token, params: { id } }),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(403);
      expect(refused.body.success).toBe(false);
      expect(refused.body.messages.join(" ")).toContain("Solo chi ha caricato il file");
    }
    expect(await statusOf(id)).toBe("uploaded");

    const previewed = await invoke(previewRoute, { token: owner.token, params: { id }, body: { mapping } });
    expect(previewed.status, JSON.stringify(previewed.body.messages)).toBe(200);

    const start = await invoke(startRoute, {
      token: colleague.token,
      params: { id },
      body: { decisions: [] },
    });
    expect(start.status).toBe(403);
    expect(await statusOf(id)).toBe("previewed");

    const started = await invoke(startRoute, { token: owner.token, params: { id }, body: { decisions: [] } });
    expect(started.status, JSON.stringify(started.body.messages)).toBe(200);
    await drainJobs({ name: importJobName("players") });
    expect(await statusOf(id)).toBe("done");

    const report = await reportRoute(
      new Request(`http://localhost/api/customers/import/report/${id}`, {
        headers: { authorization: `Bearer ${colleague.token}` },
      }),
      { params: Promise.resolve({ id: String(id) }) },
    );
    expect(report.status).toBe(200);
    expect(report.headers.get("content-type")).toContain("spreadsheetml");

    const undo = await invoke(undoRoute, { token: colleague.token, params: { id } });
    expect(undo.status).toBe(403);
    expect(await statusOf(id)).toBe("done");

    const undone = await invoke(undoRoute, { token: owner.token, params: { id } });
    expect(undone.status, JSON.stringify(undone.body.messages)).toBe(200);
    expect(await statusOf(id)).toBe("undone");
  });

  it("a Master may cancel a colleague's run", async () => {
    const setup = await uploadAs(owner);
    const cancelled = await invoke(cancelRoute, { token: master.token, params: { id: setup.run.id } });
    expect(cancelled.status, JSON.stringify(cancelled.body.messages)).toBe(200);
    expect(await statusOf(setup.run.id)).toBe("cancelled");
  });
});

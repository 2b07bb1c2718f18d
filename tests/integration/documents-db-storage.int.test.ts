import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { documentContents, documents } from "@/db/schema";
import { POST as uploadRoute } from "@/app/api/documents/upload/[type]/[objectId]/route";
import { DELETE as deleteRoute } from "@/app/api/documents/[id]/route";
import { GET as downloadRoute } from "@/app/api/documents/download/[id]/route";
import { DELETE as deleteCustomerRoute } from "@/app/api/customers/[id]/route";
import type { Envelope } from "@/lib/api/envelope";
import { openDocumentContent } from "@/lib/documents/content-repository";
import { migrateDocumentFiles } from "@/lib/documents/migrate-document-files";
import type { DocumentDto } from "@/lib/documents/schemas";
import { invoke } from "../support/api";
import { tokenWith } from "../support/factories";
import { createCustomerRow, documentRow } from "../support/factories-locations";

const PDF = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);
/** About 1.5 MB of text: several slices of the streamed download. */
const BIG_TEXT = new TextEncoder().encode(
  Array.from({ length: 40_000 }, (_, i) => `riga ${String(i).padStart(6, "0")} città àèìòù €\n`).join(""),
);

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

function call(handler: Handler, method: string, url: string, token: string, params: object, body?: BodyInit) {
  const headers = new Headers({ authorization: `Bearer ${token}` });
  const init = { method, headers, body, duplex: "half" } as RequestInit;
  const stringParams = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return handler(new Request(`http://localhost${url}`, init), { params: Promise.resolve(stringParams) });
}

async function upload(customerId: number, name: string, bytes: Uint8Array, token: string) {
  const form = new FormData();
  form.append("file", new File([bytes as BlobPart], name));
  const response = await call(
    uploadRoute,
    "POST",
    `/api/documents/upload/Customer/${customerId}`,
    token,
    {
      type: "Customer",
      objectId: customerId,
    },
    form,
  );
  return { status: response.status, body: (await response.json()) as Envelope<DocumentDto> };
}

const download = (id: number, token: string) =>
  call(downloadRoute, "GET", `/api/documents/download/${id}`, token, { id });

async function contentOf(documentId: number): Promise<Buffer | null> {
  const [row] = await getDb()
    .select()
    .from(documentContents)
    .where(eq(documentContents.documentId, documentId));
  return row?.content ?? null;
}

let token: string;
let scratch: string;
const savedDir = process.env.DOCUMENTS_DIR;

beforeAll(async () => {
  delete process.env.DOCUMENTS_DIR;
  token = await tokenWith(["Customers"]);
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "bo-doc-files-"));
});
afterEach(() => {
  delete process.env.DOCUMENTS_DIR;
});
afterAll(() => {
  if (savedDir === undefined) delete process.env.DOCUMENTS_DIR;
  else process.env.DOCUMENTS_DIR = savedDir;
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe("attachments in PostgreSQL (DOCUMENTS_DIR unset)", () => {
  it("upload stores the bytes in document_contents (no file), download streams them back, delete removes them", async () => {
    const customer = await createCustomerRow();
    const before = fs.existsSync(path.resolve(".data", "documents"))
      ? fs.readdirSync(path.resolve(".data", "documents"))
      : [];
    const uploaded = await upload(customer.id, "Contratto.pdf", PDF, token);
    expect(uploaded.status).toBe(200);
    const doc = uploaded.body.entity!;
    expect(await contentOf(doc.id)).toEqual(Buffer.from(PDF));
    // Nothing written to the old default folder.
    const after = fs.existsSync(path.resolve(".data", "documents"))
      ? fs.readdirSync(path.resolve(".data", "documents"))
      : [];
    expect(after).toEqual(before);

    const response = await download(doc.id, token);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-length")).toBe(String(PDF.length));
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF);

    const removed = await invoke(deleteRoute, { method: "DELETE", token, params: { id: doc.id } });
    expect(removed.status).toBe(200);
    expect(await documentRow(doc.id)).toBeNull();
    expect(await contentOf(doc.id)).toBeNull();
  });

  it("a 1.5 MB file downloads intact, read in slices", async () => {
    const customer = await createCustomerRow();
    const uploaded = await upload(customer.id, "Elenco.txt", BIG_TEXT, token);
    expect(uploaded.status).toBe(200);
    const id = uploaded.body.entity!.id;

    const response = await download(id, token);
    expect(response.headers.get("content-length")).toBe(String(BIG_TEXT.length));
    expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(BIG_TEXT))).toBe(true);

    // With 100 KB slices: 15 reads, each a slice of the content, in order.
    const opened = (await openDocumentContent(getDb(), id, 100 * 1024))!;
    expect(opened.size).toBe(BIG_TEXT.length);
    const reader = opened.stream.getReader();
    const slices: Uint8Array[] = [];
    for (let next = await reader.read(); !next.done; next = await reader.read()) slices.push(next.value);
    expect(slices.length).toBe(Math.ceil(BIG_TEXT.length / (100 * 1024)));
    expect(Math.max(...slices.map((slice) => slice.length))).toBe(100 * 1024);
    expect(Buffer.concat(slices).equals(Buffer.from(BIG_TEXT))).toBe(true);
    expect(await openDocumentContent(getDb(), -1)).toBeNull();
  });

  it("a content removed while it streams ends the download with an error, not a short file", async () => {
    const customer = await createCustomerRow();
    const id = (await upload(customer.id, "Elenco.txt", BIG_TEXT, token)).body.entity!.id;
    const opened = (await openDocumentContent(getDb(), id, 100 * 1024))!;
    const reader = opened.stream.getReader();
    await reader.read();
    await getDb().delete(documents).where(eq(documents.id, id));
    await expect(
      (async () => {
        for (let next = await reader.read(); !next.done; next = await reader.read());
      })(),
    ).rejects.toThrow(/gone/);
  });

  it("deleting the customer removes its attachments' contents in the same transaction", async () => {
    const customer = await createCustomerRow();
    const id = (await upload(customer.id, "Documento.pdf", PDF, token)).body.entity!.id;
    const answer = await invoke(deleteCustomerRoute, {
      method: "DELETE",
      token,
      params: { id: customer.id },
    });
    expect(answer.status).toBe(200);
    expect(await contentOf(id)).toBeNull();
  });

  it("the content column is stored out of line, uncompressed (sliced reads)", async () => {
    const result = await getDb().execute(sql`
      select attstorage from pg_attribute
      where attrelid = 'document_contents'::regclass and attname = 'content'`);
    expect((result.rows[0] as { attstorage: string }).attstorage).toBe("e");
  });
});

describe("moving the files of .data/documents into PostgreSQL at start", () => {
  async function documentWithFile(dir: string, bytes: Uint8Array) {
    const customer = await createCustomerRow();
    const storageKey = randomUUID();
    const [row] = await getDb()
      .insert(documents)
      .values({
        objectType: "Customer",
        objectId: customer.id,
        name: "Vecchio",
        extension: "pdf",
        contentType: "application/pdf",
        size: bytes.length,
        storageKey,
      })
      .returning();
    fs.writeFileSync(path.join(dir, storageKey), bytes);
    return row!;
  }

  it("copies each file into its document, removes the file, leaves unknown files, and does it once", async () => {
    const dir = fs.mkdtempSync(path.join(scratch, "documents-"));
    const first = await documentWithFile(dir, PDF);
    const second = await documentWithFile(dir, BIG_TEXT);
    const stray = randomUUID();
    fs.writeFileSync(path.join(dir, stray), "no document");
    fs.writeFileSync(path.join(dir, "README"), "not a storage key");

    expect(await migrateDocumentFiles(getDb(), { dir })).toEqual({ migrated: 2, removed: 2, left: 1 });
    expect(await contentOf(first.id)).toEqual(Buffer.from(PDF));
    expect((await contentOf(second.id))!.equals(Buffer.from(BIG_TEXT))).toBe(true);
    expect(fs.readdirSync(dir).sort()).toEqual(["README", stray].sort());

    // The migrated attachment downloads through the API.
    const response = await download(first.id, token);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF);

    // A second start has nothing to do.
    expect(await migrateDocumentFiles(getDb(), { dir })).toEqual({ migrated: 0, removed: 0, left: 1 });
  });

  it("a file whose content is already in the database is only removed (a start cut short)", async () => {
    const dir = fs.mkdtempSync(path.join(scratch, "documents-"));
    const row = await documentWithFile(dir, PDF);
    await getDb()
      .insert(documentContents)
      .values({ documentId: row.id, content: Buffer.from(PDF) });
    expect(await migrateDocumentFiles(getDb(), { dir })).toEqual({ migrated: 0, removed: 1, left: 0 });
    // The empty folder goes too.
    expect(fs.existsSync(dir)).toBe(false);
    expect(await contentOf(row.id)).toEqual(Buffer.from(PDF));
  });

  it("does nothing when the folder does not exist", async () => {
    const dir = path.join(scratch, "absent");
    expect(await migrateDocumentFiles(getDb(), { dir })).toEqual({ migrated: 0, removed: 0, left: 0 });
  });

  it("does nothing with DOCUMENTS_DIR set: the files stay the storage", async () => {
    const dir = fs.mkdtempSync(path.join(scratch, "documents-"));
    const row = await documentWithFile(dir, PDF);
    process.env.DOCUMENTS_DIR = dir;
    expect(await migrateDocumentFiles(getDb(), { dir })).toEqual({ migrated: 0, removed: 0, left: 0 });
    expect(fs.existsSync(path.join(dir, row.storageKey))).toBe(true);
    expect(await contentOf(row.id)).toBeNull();
  });
});

describe("DOCUMENTS_DIR set: attachments stay files on disk", () => {
  it("upload writes the file and no content row; download reads the file; delete removes it", async () => {
    const dir = fs.mkdtempSync(path.join(scratch, "disk-"));
    process.env.DOCUMENTS_DIR = dir;
    const customer = await createCustomerRow();
    const uploaded = await upload(customer.id, "Contratto.pdf", PDF, token);
    expect(uploaded.status).toBe(200);
    const row = (await documentRow(uploaded.body.entity!.id))!;
    expect(fs.readFileSync(path.join(dir, row.storageKey))).toEqual(Buffer.from(PDF));
    expect(await contentOf(row.id)).toBeNull();

    const response = await download(row.id, token);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF);

    await invoke(deleteRoute, { method: "DELETE", token, params: { id: row.id } });
    expect(fs.existsSync(path.join(dir, row.storageKey))).toBe(false);
  });
});

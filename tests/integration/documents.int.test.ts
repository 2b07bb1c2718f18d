import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from "vitest";
import { getDb } from "@/db/client";
import { documents } from "@/db/schema";
import { POST as uploadRoute } from "@/app/api/documents/upload/[type]/[objectId]/route";
import { GET as listRoute } from "@/app/api/documents/listforobject/[objectId]/route";
import { DELETE as deleteRoute } from "@/app/api/documents/[id]/route";
import { POST as renameRoute } from "@/app/api/documents/update/[id]/[name]/route";
import { GET as downloadRoute } from "@/app/api/documents/download/[id]/route";
import { DELETE as deleteLocationRoute } from "@/app/api/locations/[id]/route";
import { DELETE as deleteCustomerRoute } from "@/app/api/customers/[id]/route";
import { DELETE as deleteProfileRoute } from "@/app/api/profiles/[id]/route";
import type { Envelope } from "@/lib/api/envelope";
import type { DocumentDto } from "@/lib/documents/schemas";
import { invoke } from "../support/api";
import { auditRows } from "../support/db";
import { createUser, tokenWith, type TestUser } from "../support/factories";
import {
  createCustomerRow,
  createLocation,
  documentRow,
  documentRowsOf,
} from "../support/factories-locations";

const SAVED = "Salvataggio completato con successo";

// ---- Files ----

const bytesOf = (text: string) => new TextEncoder().encode(text);
const concat = (...parts: (Uint8Array | number[])[]) => {
  const arrays = parts.map((part) => (part instanceof Uint8Array ? part : Uint8Array.from(part)));
  const out = new Uint8Array(arrays.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of arrays) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};
const PDF = bytesOf("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const PNG = concat([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], bytesOf("IHDR fake image data"));
const JPEG = concat([0xff, 0xd8, 0xff, 0xe0], bytesOf("JFIF fake"));
const GIF = bytesOf("GIF89a fake gif");
const WEBP = concat(bytesOf("RIFF"), [0x10, 0, 0, 0], bytesOf("WEBPVP8 fake"));
const ZIP = concat([0x50, 0x4b, 0x03, 0x04], bytesOf("[Content_Types].xml fake zip"));
const OLE = concat([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], bytesOf("fake ole"));
const TEXT = bytesOf("Nome;Cognome\nMarià;Rossi è\n");
const EXE = concat(bytesOf("MZ"), [0x90, 0, 3, 0], bytesOf("This program cannot be run in DOS mode"));
const HTML = bytesOf("<!doctype html><html><script>alert(document.cookie)</script></html>");

type FilePart = { name: string; type?: string; bytes: Uint8Array };
const filePart = (name: string, bytes: Uint8Array, type = "") => ({ name, bytes, type });

// ---- Calls ----

async function callRaw(
  handler: (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>,
  options: {
    method: string;
    path: string;
    token?: string;
    body?: BodyInit;
    headers?: Record<string, string>;
    params: Record<string, string | number>;
  },
) {
  const headers = new Headers(options.headers);
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  // Node needs `duplex` for a streamed request body.
  const init = { method: options.method, headers, body: options.body, duplex: "half" } as RequestInit;
  const request = new Request(`http://localhost${options.path}`, init);
  const params = Object.fromEntries(Object.entries(options.params).map(([k, v]) => [k, String(v)]));
  return handler(request, { params: Promise.resolve(params) });
}

async function upload(
  type: string,
  objectId: number,
  files: FilePart | FilePart[],
  token: string,
  extraFields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const file of ([] as FilePart[]).concat(files)) {
    form.append("file", new File([file.bytes as BlobPart], file.name, { type: file.type ?? "" }));
  }
  for (const [key, value] of Object.entries(extraFields)) form.append(key, value);
  const response = await callRaw(uploadRoute, {
    method: "POST",
    path: `/api/documents/upload/${type}/${objectId}`,
    token,
    body: form,
    params: { type, objectId },
  });
  return { status: response.status, body: (await response.json()) as Envelope<DocumentDto> };
}

const list = (objectId: number, token: string) =>
  invoke<DocumentDto[]>(listRoute, { token, params: { objectId } });

const rename = (id: number, name: string, token: string) =>
  invoke<DocumentDto>(renameRoute, { method: "POST", token, params: { id, name } });

const remove = (id: number, token: string) =>
  invoke(deleteRoute, { method: "DELETE", token, params: { id } });

function download(id: number, token?: string) {
  return callRaw(downloadRoute, {
    method: "GET",
    path: `/api/documents/download/${id}`,
    token,
    params: { id },
  });
}

// ---- Storage folder ----

let documentsDir: string;
const storedFiles = () => (fs.existsSync(documentsDir) ? fs.readdirSync(documentsDir).sort() : []);

let master: TestUser;
let everyArea: string;
beforeAll(() => {
  documentsDir = fs.mkdtempSync(path.join(os.tmpdir(), "bo-documents-"));
  process.env.DOCUMENTS_DIR = documentsDir;
  delete process.env.DOCUMENTS_MAX_BYTES;
});
beforeAll(async () => {
  master = await createUser({ type: "Master" });
  everyArea = await tokenWith(["Users", "Agents", "Customers", "Locations"]);
});
afterAll(() => {
  delete process.env.DOCUMENTS_DIR;
  fs.rmSync(documentsDir, { recursive: true, force: true });
});

/** One object of each kind, with the upload type and the permission that reaches it. */
async function objectsOfEveryKind() {
  const user = await createUser();
  const agent = await createUser({ type: "Agent" });
  const customer = await createCustomerRow();
  const location = await createLocation();
  return [
    { type: "Profile", id: user.profileId, permission: "Users" as const },
    { type: "Agent", id: agent.profileId, permission: "Agents" as const },
    { type: "Customer", id: customer.id, permission: "Customers" as const },
    { type: "Location", id: location.id, permission: "Locations" as const },
  ];
}

describe("attachments of users, agents, customers and hotels", () => {
  it("upload, list, rename, download and delete, for each kind of object, with its own permission", async () => {
    for (const object of await objectsOfEveryKind()) {
      const token = await tokenWith([object.permission]);
      const uploaded = await upload(
        object.type,
        object.id,
        filePart("Contratto 2025.pdf", PDF, "application/pdf"),
        token,
      );
      expect(uploaded.status, object.type).toBe(200);
      expect(uploaded.body.messages).toEqual([SAVED]);
      const doc = uploaded.body.entity!;
      expect(doc).toEqual({
        id: expect.any(Number),
        objectId: object.id,
        objectType: object.type,
        name: "Contratto 2025",
        extension: "pdf",
        contentType: "application/pdf",
        size: PDF.length,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/),
      });
      const row = (await documentRow(doc.id))!;
      expect(row.storageKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(fs.readFileSync(path.join(documentsDir, row.storageKey))).toEqual(Buffer.from(PDF));
      expect(row.createdBy).not.toBeNull();

      const listed = await list(object.id, token);
      expect(listed.status).toBe(200);
      expect(listed.body.entity).toEqual([doc]);

      const renamed = await rename(doc.id, "Contratto firmato", token);
      expect(renamed.status).toBe(200);
      expect(renamed.body.messages).toEqual([SAVED]);
      expect(renamed.body.entity).toEqual({ ...doc, name: "Contratto firmato" });

      const file = await download(doc.id, token);
      expect(file.status).toBe(200);
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);
      expect(file.headers.get("content-type")).toBe("application/pdf");
      expect(file.headers.get("content-length")).toBe(String(PDF.length));
      expect(file.headers.get("x-content-type-options")).toBe("nosniff");
      expect(file.headers.get("content-disposition")).toBe(
        `attachment; filename="Contratto firmato.pdf"; filename*=UTF-8''Contratto%20firmato.pdf`,
      );

      const deleted = await remove(doc.id, token);
      expect(deleted.status).toBe(200);
      expect(deleted.body.messages).toEqual(["Eliminazione completata"]);
      expect(await documentRow(doc.id)).toBeNull();
      expect(fs.existsSync(path.join(documentsDir, row.storageKey))).toBe(false);
      expect((await list(object.id, token)).body.entity).toEqual([]);
      expect((await auditRows("document", doc.id)).map((audit) => audit.action)).toEqual([
        "create",
        "update",
        "delete",
      ]);
      expect((await remove(doc.id, token)).status).toBe(404);
    }
  });

  it("accepts every allowed type and serves it with its own Content-Type", async () => {
    const location = await createLocation();
    const cases: [string, Uint8Array, string, string][] = [
      ["scansione.png", PNG, "image/png", "image/png"],
      ["foto.JPG", JPEG, "image/jpeg", "image/jpeg"],
      ["foto.jpeg", JPEG, "", "image/jpeg"],
      ["animazione.gif", GIF, "image/gif", "image/gif"],
      ["immagine.webp", WEBP, "image/webp", "image/webp"],
      [
        "lettera.docx",
        ZIP,
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      ],
      [
        "tabella.xlsx",
        ZIP,
        "application/octet-stream",
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      ],
      ["slide.pptx", ZIP, "", "application/vnd.openxmlformats-officedocument.presentationml.presentation"],
      [
        "testo.odt",
        ZIP,
        "application/vnd.oasis.opendocument.text",
        "application/vnd.oasis.opendocument.text",
      ],
      [
        "foglio.ods",
        ZIP,
        "application/vnd.oasis.opendocument.spreadsheet",
        "application/vnd.oasis.opendocument.spreadsheet",
      ],
      ["vecchio.doc", OLE, "application/msword", "application/msword"],
      ["vecchio.xls", OLE, "application/vnd.ms-excel", "application/vnd.ms-excel"],
      ["vecchio.ppt", OLE, "application/vnd.ms-powerpoint", "application/vnd.ms-powerpoint"],
      ["note.txt", TEXT, "text/plain", "text/plain; charset=utf-8"],
      ["ospiti.csv", TEXT, "application/vnd.ms-excel", "text/csv; charset=utf-8"],
    ];
    for (const [name, bytes, declared, served] of cases) {
      const answer = await upload("Location", location.id, filePart(name, bytes, declared), everyArea);
      expect(answer.status, name).toBe(200);
      const file = await download(answer.body.entity!.id, everyArea);
      expect(file.headers.get("content-type"), name).toBe(served);
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
    }
    const listed = (await list(location.id, everyArea)).body.entity!;
    expect(listed.map((doc) => `${doc.name}.${doc.extension}`)).toEqual(
      cases.map(([name]) => name.replace(/\.JPG$/, ".jpg")),
    );
  });

  it("takes the object type in any letter case", async () => {
    const location = await createLocation();
    for (const type of ["location", "LOCATION", "lOcAtIoN"]) {
      const answer = await upload(type, location.id, filePart("a.pdf", PDF), everyArea);
      expect(answer.status, type).toBe(200);
      expect(answer.body.entity!.objectType).toBe("Location");
    }
    const unknown = await upload("Event", location.id, filePart("a.pdf", PDF), everyArea);
    expect(unknown.status).toBe(400);
    expect(unknown.body.messages).toEqual([
      "Tipo di oggetto non valido: Profile, Agent, Customer o Location",
    ]);
  });

  it("gives a UTF-8 name in filename* and an ASCII fallback", async () => {
    const location = await createLocation();
    const doc = (await upload("Location", location.id, filePart('Préventivo "città" €.pdf', PDF), everyArea))
      .body.entity!;
    expect(doc.name).toBe('Préventivo "città" €');
    const file = await download(doc.id, everyArea);
    expect(file.headers.get("content-disposition")).toBe(
      `attachment; filename="Pr_ventivo _citt__ _.pdf"; filename*=UTF-8''Pr%C3%A9ventivo%20%22citt%C3%A0%22%20%E2%82%AC.pdf`,
    );
  });

  it("lists only the attachments of the object asked for", async () => {
    const first = await createLocation();
    const second = await createLocation();
    const a = (await upload("Location", first.id, filePart("primo.pdf", PDF), everyArea)).body.entity!;
    const b = (await upload("Location", first.id, filePart("secondo.txt", TEXT), everyArea)).body.entity!;
    const c = (await upload("Location", second.id, filePart("altro.pdf", PDF), everyArea)).body.entity!;
    expect((await list(first.id, everyArea)).body.entity!.map((doc) => doc.id)).toEqual([a.id, b.id]);
    expect((await list(second.id, everyArea)).body.entity!.map((doc) => doc.id)).toEqual([c.id]);
    const missing = await list(2_000_000_000, everyArea);
    expect(missing.status).toBe(404);
  });
});

describe("renaming", () => {
  let doc: DocumentDto;
  let storageKey: string;
  beforeEach(async () => {
    const location = await createLocation();
    doc = (await upload("Location", location.id, filePart("originale.pdf", PDF), everyArea)).body.entity!;
    storageKey = (await documentRow(doc.id))!.storageKey;
  });

  it("takes the name as the router decoded it and changes only the display name", async () => {
    const answer = await rename(doc.id, "Preventivo città 50%", everyArea);
    expect(answer.status).toBe(200);
    expect(answer.body.entity).toMatchObject({
      name: "Preventivo città 50%",
      extension: "pdf",
      size: PDF.length,
    });
    const row = (await documentRow(doc.id))!;
    expect(row.storageKey).toBe(storageKey);
    expect(fs.readFileSync(path.join(documentsDir, storageKey))).toEqual(Buffer.from(PDF));
    // Not decoded a second time: a literal "%41" stays as it is.
    expect((await rename(doc.id, "Sconto%41", everyArea)).body.entity!.name).toBe("Sconto%41");
    // The attachment's own extension is not doubled.
    expect((await rename(doc.id, "contratto.PDF", everyArea)).body.entity!.name).toBe("contratto");
    expect((await rename(doc.id, "contratto.docx", everyArea)).body.entity!.name).toBe("contratto.docx");
    expect((await rename(doc.id, "  spazi  ", everyArea)).body.entity!.name).toBe("spazi");
  });

  it("refuses an empty or too long name, slashes, dots only and control characters", async () => {
    for (const name of [
      "  ",
      "a/b",
      "a\\b",
      "../../etc",
      "..",
      ".",
      "a\u0000b",
      "a\nb",
      "a\u202eb",
      "x".repeat(201),
    ]) {
      const answer = await rename(doc.id, name, everyArea);
      expect(answer.status, JSON.stringify(name)).toBe(400);
      expect(answer.body.messages).toEqual([
        "Nome dell'allegato non valido: da 1 a 200 caratteri, senza barre né caratteri di controllo",
      ]);
    }
    expect((await documentRow(doc.id))!.name).toBe("originale");
    expect((await rename(doc.id, "x".repeat(200), everyArea)).status).toBe(200);
    expect((await rename(2_000_000_000, "nome", everyArea)).status).toBe(404);
  });
});

describe("hostile uploads", () => {
  let location: { id: number };
  let filesBefore: string[];
  let rowsBefore: number;
  beforeEach(async () => {
    location = await createLocation();
    filesBefore = storedFiles();
    rowsBefore = (await getDb().select().from(documents)).length;
  });
  afterEach(() => {
    delete process.env.DOCUMENTS_MAX_BYTES;
  });

  /** A refused upload leaves no file and no row behind. */
  async function expectNothingStored() {
    expect(storedFiles()).toEqual(filesBefore);
    expect((await getDb().select().from(documents)).length).toBe(rowsBefore);
    expect(await documentRowsOf(location.id)).toEqual([]);
  }

  it("refuses a type that is not accepted (an .exe, an .html, a file without extension)", async () => {
    for (const [part, extension] of [
      [filePart("setup.exe", EXE, "application/x-msdownload"), "exe"],
      [filePart("pagina.html", HTML, "text/html"), "html"],
      [filePart("script.svg", bytesOf("<svg onload=alert(1)>"), "image/svg+xml"), "svg"],
      [filePart("senza-estensione", PDF, ""), "?"],
    ] as const) {
      const answer = await upload("Location", location.id, part, everyArea);
      expect(answer.status, part.name).toBe(415);
      expect(answer.body.messages[0]).toBe(
        `Tipo di file non ammesso (.${extension}): sono ammessi PDF, immagini (PNG, JPEG, GIF, WEBP), documenti Office e OpenDocument (DOC, DOCX, XLS, XLSX, PPT, PPTX, ODT, ODS), testo e CSV`,
      );
    }
    await expectNothingStored();
  });

  it("refuses a file whose content does not match its declared type", async () => {
    for (const part of [
      filePart("fattura.pdf", EXE, "application/pdf"), // an .exe renamed .pdf
      filePart("fattura.pdf", HTML, "application/pdf"), // HTML renamed .pdf
      filePart("fattura.pdf", HTML, ""),
      filePart("fattura.pdf", PDF, "text/html"), // a PDF declared as HTML
      filePart("foto.png", JPEG, "image/png"),
      filePart("foto.jpg", PNG, "image/jpeg"),
      filePart("lettera.docx", OLE, ""),
      filePart("vecchio.doc", ZIP, ""),
      filePart("note.txt", concat(bytesOf("abc"), [0], bytesOf("def")), "text/plain"), // NUL byte
      filePart("note.txt", Uint8Array.from([0x61, 0xff, 0xfe, 0x62]), "text/plain"), // not UTF-8
      filePart("immagine.webp", concat(bytesOf("RIFF"), [0, 0, 0, 0], bytesOf("WAVEfmt ")), "image/webp"),
      // A PDF header in front of an executable or a page: no PDF end-of-file marker.
      filePart("fattura.pdf", concat(bytesOf("%PDF-1.4\n"), EXE), "application/pdf"),
      filePart("fattura.pdf", concat(bytesOf("%PDF-"), HTML), ""),
    ]) {
      const answer = await upload("Location", location.id, part, everyArea);
      expect(answer.status, `${part.name} ${part.type}`).toBe(415);
      expect(answer.body.messages[0]).toMatch(
        /^Il contenuto del file non corrisponde al tipo dichiarato \(\.\w+\)$/,
      );
    }
    await expectNothingStored();
  });

  it("refuses a file over the size limit with a clear message", async () => {
    process.env.DOCUMENTS_MAX_BYTES = "2048";
    // A PDF of `size` bytes: padding inside, the end-of-file marker at the end.
    const pdfOfSize = (size: number) => {
      const head = bytesOf("%PDF-1.4\n");
      const tail = bytesOf("\n%%EOF\n");
      return concat(head, new Uint8Array(size - head.length - tail.length).fill(0x20), tail);
    };
    const answer = await upload("Location", location.id, filePart("grande.pdf", pdfOfSize(2049)), everyArea);
    expect(answer.status).toBe(413);
    expect(answer.body.messages).toEqual(["Il file è troppo grande: la dimensione massima è 2 KB"]);
    // Exactly at the limit is fine.
    const fits = await upload("Location", location.id, filePart("giusto.pdf", pdfOfSize(2048)), everyArea);
    expect(fits.status).toBe(200);
    await getDb().delete(documents).where(eq(documents.id, fits.body.entity!.id));
    fs.rmSync(
      path.join(
        documentsDir,
        storedFiles().find((name) => !filesBefore.includes(name))!,
      ),
    );
    await expectNothingStored();
  });

  it("refuses a body over 10 MB by default, even when Content-Length is not given", async () => {
    const big = concat(PDF, new Uint8Array(10 * 1024 * 1024 + 1 - PDF.length));
    const answer = await upload("Location", location.id, filePart("enorme.pdf", big), everyArea);
    expect(answer.status).toBe(413);
    expect(answer.body.messages).toEqual(["Il file è troppo grande: la dimensione massima è 10 MB"]);

    // A stream with no declared length is cut off at the limit.
    const boundary = "----limite";
    const head = bytesOf(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(head);
        sent += 1;
        controller.enqueue(new Uint8Array(1024 * 1024));
        if (sent > 50) controller.close(); // 50 MB would be sent if the server kept reading
      },
    });
    const response = await callRaw(uploadRoute, {
      method: "POST",
      path: `/api/documents/upload/Location/${location.id}`,
      token: everyArea,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      body: endless,
      params: { type: "Location", objectId: location.id },
    });
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(15);

    // A declared length over the limit is refused before reading.
    const declared = await callRaw(uploadRoute, {
      method: "POST",
      path: `/api/documents/upload/Location/${location.id}`,
      token: everyArea,
      headers: {
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "content-length": String(50 * 1024 * 1024),
      },
      body: head,
      params: { type: "Location", objectId: location.id },
    });
    expect(declared.status).toBe(413);

    // A body shorter than its Content-Length was cut off on the way (Next's proxy keeps 10 MB).
    const truncated = await callRaw(uploadRoute, {
      method: "POST",
      path: `/api/documents/upload/Location/${location.id}`,
      token: everyArea,
      headers: {
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "content-length": String(head.length + 5000),
      },
      body: head,
      params: { type: "Location", objectId: location.id },
    });
    expect(truncated.status).toBe(413);
    await expectNothingStored();
  });

  it("refuses an empty file, no file, two files and a body that is not multipart", async () => {
    const empty = await upload("Location", location.id, filePart("vuoto.pdf", new Uint8Array(0)), everyArea);
    expect(empty.status).toBe(400);
    expect(empty.body.messages).toEqual(["Il file è vuoto"]);
    const none = await upload("Location", location.id, [], everyArea, { note: "solo testo" });
    expect(none.status).toBe(400);
    expect(none.body.messages).toEqual(["Caricamento non valido: inviare un solo file"]);
    const two = await upload(
      "Location",
      location.id,
      [filePart("a.pdf", PDF), filePart("b.pdf", PDF)],
      everyArea,
    );
    expect(two.status).toBe(400);
    expect(two.body.messages).toEqual(["Caricamento non valido: inviare un solo file"]);
    const json = await callRaw(uploadRoute, {
      method: "POST",
      path: `/api/documents/upload/Location/${location.id}`,
      token: everyArea,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ file: "JVBERi0=" }),
      params: { type: "Location", objectId: location.id },
    });
    expect(json.status).toBe(400);
    const broken = await callRaw(uploadRoute, {
      method: "POST",
      path: `/api/documents/upload/Location/${location.id}`,
      token: everyArea,
      headers: { "content-type": "multipart/form-data; boundary=xyz" },
      body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-',
      params: { type: "Location", objectId: location.id },
    });
    expect(broken.status).toBe(400);
    await expectNothingStored();
  });

  it("never uses the client's name on disk, and strips any path and control characters from the display name", async () => {
    for (const [clientName, displayName] of [
      ["../../etc/passwd.pdf", "passwd"],
      ["..\\..\\Windows\\System32\\Contratto.pdf", "Contratto"],
      ["C:\\Users\\mario\\Desktop\\Preventivo.pdf", "Preventivo"],
      ["/tmp/evil\u0000name.pdf", "evilname"],
      ["Fattura\u001b[31m\u202e.pdf", "Fattura[31m"],
      [".pdf", "allegato"],
      // Dots only would be a name that rename refuses.
      ["...pdf", "allegato"],
      ["..pdf", "allegato"],
    ]) {
      const answer = await upload("Location", location.id, filePart(clientName!, PDF), everyArea);
      expect(answer.status, clientName).toBe(200);
      expect(answer.body.entity!.name).toBe(displayName);
      expect(answer.body.entity!.extension).toBe("pdf");
      const row = (await documentRow(answer.body.entity!.id))!;
      expect(row.storageKey).toMatch(/^[0-9a-f-]{36}$/);
      expect(fs.existsSync(path.join(documentsDir, row.storageKey))).toBe(true);
    }
    // Nothing was written outside the folder, and every file in it is named by a storage key.
    expect(fs.existsSync(path.resolve(documentsDir, "../../etc/passwd.pdf"))).toBe(false);
    expect(storedFiles().every((name) => /^[0-9a-f-]{36}$/.test(name))).toBe(true);
  });

  it("refuses an id of another kind of object, or of none", async () => {
    const customer = await createCustomerRow();
    const agent = await createUser({ type: "Agent" });
    const user = await createUser();
    for (const [type, id] of [
      ["Location", customer.id], // a customer's id given as a hotel
      ["Customer", location.id],
      ["Profile", agent.profileId], // an agent is not a user
      ["Agent", user.profileId],
      ["Location", 2_000_000_000],
    ] as const) {
      const answer = await upload(type, id, filePart("a.pdf", PDF), everyArea);
      expect(answer.status, `${type} ${id}`).toBe(404);
      expect(answer.body.messages).toEqual([
        "L'elemento a cui allegare il file non esiste o non è del tipo indicato",
      ]);
    }
    expect(await documentRowsOf(customer.id)).toEqual([]);
    await expectNothingStored();
  });

  it("removes the written file when the row cannot be inserted", async () => {
    const consoleError: MockInstance<typeof console.error> = vi
      .spyOn(console, "error")
      .mockImplementation(() => {});
    try {
      await getDb().execute(
        `alter table documents add constraint test_block_documents check (object_id <> ${location.id})`,
      );
      const answer = await upload("Location", location.id, filePart("bloccato.pdf", PDF), everyArea);
      expect(answer.status).toBe(500);
      expect(answer.body.messages).toEqual(["Si è verificato un errore"]);
      expect(consoleError).toHaveBeenCalledWith("[api] unexpected error", expect.anything());
      await expectNothingStored();
    } finally {
      await getDb().execute("alter table documents drop constraint if exists test_block_documents");
      consoleError.mockRestore();
    }
  });
});

describe("permissions follow the object", () => {
  it("answers 401 without a token", async () => {
    const location = await createLocation();
    expect((await upload("Location", location.id, filePart("a.pdf", PDF), "")).status).toBe(401);
    expect((await invoke(listRoute, { params: { objectId: location.id } })).status).toBe(401);
    expect((await invoke(renameRoute, { method: "POST", params: { id: 1, name: "x" } })).status).toBe(401);
    expect((await invoke(deleteRoute, { method: "DELETE", params: { id: 1 } })).status).toBe(401);
    const file = await download(1);
    expect(file.status).toBe(401);
    expect(((await file.json()) as Envelope<null>).messages).toEqual([
      "Sessione non valida o scaduta: accedere di nuovo",
    ]);
  });

  it("refuses each kind of object to a user without its permission", async () => {
    const objects = await objectsOfEveryKind();
    const docs = new Map<string, DocumentDto>();
    for (const object of objects) {
      docs.set(
        object.type,
        (await upload(object.type, object.id, filePart("a.pdf", PDF), everyArea)).body.entity!,
      );
    }
    const filesBefore = storedFiles();
    for (const object of objects) {
      const others = (["Users", "Agents", "Customers", "Locations"] as const).filter(
        (p) => p !== object.permission,
      );
      const token = await tokenWith([...others, "Events", "EventsHotel"]);
      const doc = docs.get(object.type)!;
      const refused = [
        await upload(object.type, object.id, filePart("b.pdf", PDF), token),
        await list(object.id, token),
        await rename(doc.id, "rubato", token),
        await remove(doc.id, token),
      ];
      expect(
        refused.map((answer) => answer.status),
        object.type,
      ).toEqual([403, 403, 403, 403]);
      expect(refused[1]!.body.messages).toEqual(["Non hai il permesso per questa operazione"]);
      expect((await download(doc.id, token)).status).toBe(403);
      expect((await documentRow(doc.id))?.name).toBe("a");
    }
    expect(storedFiles()).toEqual(filesBefore);
  });

  it("a Users-only token cannot list or fetch a customer's files", async () => {
    const customer = await createCustomerRow();
    const doc = (await upload("Customer", customer.id, filePart("documento.pdf", PDF), everyArea)).body
      .entity!;
    const usersOnly = await tokenWith(["Users"]);
    const listed = await list(customer.id, usersOnly);
    expect(listed.status).toBe(403);
    expect(listed.body.entity).toBeNull();
    const file = await download(doc.id, usersOnly);
    expect(file.status).toBe(403);
    expect(file.headers.get("content-disposition")).toBeNull();
    // Without the Customers permission nothing is said about whether the id exists.
    const ghost = await upload("Customer", 2_000_000_000, filePart("a.pdf", PDF), usersOnly);
    expect(ghost.status).toBe(403);
    // With it, the customer's files are there.
    const customersOnly = await tokenWith(["Customers"]);
    expect((await list(customer.id, customersOnly)).body.entity!.map((d) => d.id)).toEqual([doc.id]);
  });

  it("a master's attachments can be read with Users but changed only by a master", async () => {
    const otherMaster = await createUser({ type: "Master" });
    const usersToken = await tokenWith(["Users"]);
    const refused = await upload("Profile", otherMaster.profileId, filePart("a.pdf", PDF), usersToken);
    expect(refused.status).toBe(403);
    const doc = (await upload("Profile", otherMaster.profileId, filePart("a.pdf", PDF), master.token)).body
      .entity!;
    expect((await list(otherMaster.profileId, usersToken)).body.entity!.map((d) => d.id)).toEqual([doc.id]);
    expect((await download(doc.id, usersToken)).status).toBe(200);
    expect((await rename(doc.id, "b", usersToken)).status).toBe(403);
    expect((await remove(doc.id, usersToken)).status).toBe(403);
    expect((await remove(doc.id, master.token)).status).toBe(200);
  });
});

describe("download", () => {
  it("answers 404 when the attachment or its file is missing", async () => {
    const missing = await download(2_000_000_000, everyArea);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as Envelope<null>).messages).toEqual(["Allegato non trovato"]);

    const location = await createLocation();
    const doc = (await upload("Location", location.id, filePart("a.pdf", PDF), everyArea)).body.entity!;
    fs.rmSync(path.join(documentsDir, (await documentRow(doc.id))!.storageKey));
    const gone = await download(doc.id, everyArea);
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as Envelope<null>).messages).toEqual([
      "Il file dell'allegato non è più disponibile",
    ]);
  });

  it("serves a text file as text/plain with nosniff, never as HTML", async () => {
    const location = await createLocation();
    const doc = (await upload("Location", location.id, filePart("pagina.txt", HTML, "text/plain"), everyArea))
      .body.entity!;
    const file = await download(doc.id, everyArea);
    expect(file.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(HTML);
  });
});

describe("deleting a hotel", () => {
  it("removes its attachments and their files", async () => {
    const location = await createLocation();
    const locationsToken = await tokenWith(["Locations"]);
    const doc = (await upload("Location", location.id, filePart("a.pdf", PDF), locationsToken)).body.entity!;
    const storageKey = (await documentRow(doc.id))!.storageKey;
    const answer = await invoke(deleteLocationRoute, {
      method: "DELETE",
      token: locationsToken,
      params: { id: location.id },
    });
    expect(answer.status).toBe(200);
    expect(await documentRow(doc.id)).toBeNull();
    expect(fs.existsSync(path.join(documentsDir, storageKey))).toBe(false);
  });
});

describe("deleting a customer or a user", () => {
  it("removes the customer's attachments and their files", async () => {
    const customer = await createCustomerRow();
    const token = await tokenWith(["Customers"]);
    const doc = (await upload("Customer", customer.id, filePart("c.pdf", PDF), token)).body.entity!;
    const storageKey = (await documentRow(doc.id))!.storageKey;
    const answer = await invoke(deleteCustomerRoute, {
      method: "DELETE",
      token,
      params: { id: customer.id },
    });
    expect(answer.status).toBe(200);
    expect(await documentRow(doc.id)).toBeNull();
    expect(fs.existsSync(path.join(documentsDir, storageKey))).toBe(false);
  });

  it("removes the user's attachments and their files", async () => {
    const user = await createUser();
    const token = await tokenWith(["Users"]);
    const doc = (await upload("Profile", user.profileId, filePart("u.pdf", PDF), token)).body.entity!;
    const storageKey = (await documentRow(doc.id))!.storageKey;
    const answer = await invoke(deleteProfileRoute, {
      method: "DELETE",
      token,
      params: { id: user.profileId },
    });
    expect(answer.status).toBe(200);
    expect(await documentRow(doc.id)).toBeNull();
    expect(fs.existsSync(path.join(documentsDir, storageKey))).toBe(false);
  });
});

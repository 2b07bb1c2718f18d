import { describe, expect, it } from "vitest";
import { fileNameFromDisposition } from "@/lib/client/content-disposition";
import {
  checkFile,
  contentDisposition,
  documentNameSegment,
  isValidDocumentName,
  splitClientFileName,
} from "./file-types";
import { normalizeApiPath } from "@/lib/api/route-words";

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(values.flatMap((v) => (typeof v === "string" ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe("splitClientFileName", () => {
  it("drops any path, with either slash, and control characters", () => {
    expect(splitClientFileName("../../etc/passwd.pdf")).toEqual({ name: "passwd", extension: "pdf" });
    expect(splitClientFileName("C:\\Users\\x\\Contratto Firmato.PDF")).toEqual({
      name: "Contratto Firmato",
      extension: "pdf",
    });
    expect(splitClientFileName("a\u0000b\u001f\u007fc.txt")).toEqual({ name: "abc", extension: "txt" });
    // A right-to-left override cannot disguise the extension.
    expect(splitClientFileName("fattura\u202efdp.exe")).toEqual({ name: "fatturafdp", extension: "exe" });
  });

  it("handles names without extension, dot files and trailing dots", () => {
    expect(splitClientFileName("README")).toEqual({ name: "README", extension: "" });
    expect(splitClientFileName(".pdf")).toEqual({ name: "", extension: "pdf" });
    // Dots only would be a name that rename refuses ("." and ".." are not path segments).
    expect(splitClientFileName("...pdf")).toEqual({ name: "", extension: "pdf" });
    expect(splitClientFileName(" . ..pdf")).toEqual({ name: ". .", extension: "pdf" });
    expect(splitClientFileName("archivio.tar.gz")).toEqual({ name: "archivio.tar", extension: "gz" });
    expect(splitClientFileName("strano.")).toEqual({ name: "strano.", extension: "" });
  });

  it("keeps at most 200 characters of name", () => {
    expect(splitClientFileName(`${"n".repeat(300)}.pdf`).name).toHaveLength(200);
  });
});

describe("checkFile", () => {
  const pdf = bytes("%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");
  it("accepts matching extension, declaration and content", () => {
    expect(checkFile("pdf", "application/pdf", pdf)).toEqual({
      ok: true,
      extension: "pdf",
      contentType: "application/pdf",
    });
    expect(checkFile("pdf", "", pdf).ok).toBe(true);
    expect(checkFile("pdf", "application/octet-stream", pdf).ok).toBe(true);
    expect(checkFile("pdf", "Application/PDF; charset=binary", pdf).ok).toBe(true);
    // No extension: the declared type names it.
    expect(checkFile("", "application/pdf", pdf)).toMatchObject({ ok: true, extension: "pdf" });
  });

  it("refuses extensions that are not accepted", () => {
    expect(checkFile("exe", "", bytes("MZ"))).toEqual({
      ok: false,
      reason: "typeNotAllowed",
      extension: "exe",
    });
    expect(checkFile("html", "text/html", bytes("<html>"))).toMatchObject({ reason: "typeNotAllowed" });
    expect(checkFile("", "", pdf)).toMatchObject({ reason: "typeNotAllowed" });
  });

  it("refuses a declaration or content that does not fit the extension", () => {
    expect(checkFile("pdf", "text/html", pdf)).toMatchObject({ reason: "contentMismatch" });
    expect(checkFile("pdf", "application/pdf", bytes("<html>"))).toMatchObject({ reason: "contentMismatch" });
    expect(checkFile("png", "", bytes(0xff, 0xd8, 0xff))).toMatchObject({ reason: "contentMismatch" });
    expect(checkFile("webp", "", bytes("RIFF", 0, 0, 0, 0, "WAVE"))).toMatchObject({
      reason: "contentMismatch",
    });
    expect(checkFile("docx", "", bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))).toMatchObject({
      reason: "contentMismatch",
    });
    expect(checkFile("txt", "", bytes("a", 0, "b"))).toMatchObject({ reason: "contentMismatch" });
    expect(checkFile("csv", "", bytes(0xc3, 0x28))).toMatchObject({ reason: "contentMismatch" });
    expect(checkFile("pdf", "", bytes("%PD"))).toMatchObject({ reason: "contentMismatch" });
    // A PDF header in front of something else (an executable, a page) is not a PDF.
    expect(checkFile("pdf", "", bytes("%PDF-"))).toMatchObject({ reason: "contentMismatch" });
    expect(
      checkFile("pdf", "", bytes("%PDF-1.4\nMZ", 0x90, 0, "This program cannot be run in DOS mode")),
    ).toMatchObject({
      reason: "contentMismatch",
    });
    const padded = new Uint8Array(4096).fill(0x20);
    padded.set(bytes("%PDF-1.4\n"), 0);
    expect(checkFile("pdf", "", padded)).toMatchObject({ reason: "contentMismatch" });
    // The marker may be followed by a little padding.
    padded.set(bytes("%%EOF"), 3500);
    expect(checkFile("pdf", "", padded).ok).toBe(true);
  });

  it("recognises every signature", () => {
    expect(checkFile("png", "", bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a)).ok).toBe(true);
    expect(checkFile("jpg", "image/jpeg", bytes(0xff, 0xd8, 0xff, 0xdb)).ok).toBe(true);
    expect(checkFile("gif", "", bytes("GIF87a")).ok).toBe(true);
    expect(checkFile("webp", "", bytes("RIFF", 1, 2, 3, 4, "WEBP")).ok).toBe(true);
    expect(checkFile("ods", "", bytes("PK", 3, 4)).ok).toBe(true);
    expect(checkFile("xls", "", bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)).ok).toBe(true);
    expect(checkFile("csv", "application/vnd.ms-excel", bytes("a;b\n1;2")).ok).toBe(true);
    expect(checkFile("txt", "", new TextEncoder().encode("città €")).ok).toBe(true);
  });
});

describe("isValidDocumentName", () => {
  it("takes 1..200 characters without slashes or control characters", () => {
    expect(isValidDocumentName("Contratto 2025")).toBe(true);
    expect(isValidDocumentName("x".repeat(200))).toBe(true);
    for (const bad of ["", "  ", "x".repeat(201), "a/b", "a\\b", "a\nb", "a\u0000b", "a\u202eb"]) {
      expect(isValidDocumentName(bad), JSON.stringify(bad)).toBe(false);
    }
  });
});

describe("Content-Disposition", () => {
  it("round-trips UTF-8 names through filename*", () => {
    for (const name of ["Contratto.pdf", 'Préventivo "città" € (1).pdf', "a;b=c'd.txt"]) {
      const header = contentDisposition(name);
      expect(header).toMatch(/^attachment; filename="[\x20-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9%!._~-]+$/);
      expect(fileNameFromDisposition(header)).toBe(name);
    }
  });

  it("reads a plain filename when there is no filename*", () => {
    expect(fileNameFromDisposition('attachment; filename="report.xlsx"')).toBe("report.xlsx");
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});

describe("documentNameSegment", () => {
  it("survives the proxy and decodes back to the name", () => {
    for (const name of ["Summary", "search", "Preventivo città 50% (1)", "..", "a.b", "~x", "Crea"]) {
      const segment = documentNameSegment(name);
      expect(segment).not.toMatch(/[/.]/);
      const path = `/api/documents/update/5/${segment}`;
      expect(normalizeApiPath(path), name).toBe(path);
      expect(decodeURIComponent(segment)).toBe(name);
    }
  });
});

import { describe, expect, it, vi } from "vitest";
import { apiTranslator } from "@/lib/i18n/server-translator";
import { pullBatches } from "@/lib/xlsx/pull-batches";
import { xlsxSheet } from "@/lib/xlsx/sheet";
import { errorResponse } from "./handler";
import { fileNamePart, xlsxResponse } from "./xlsx";

function sheetOf(rows: AsyncIterable<{ n: number }[]>) {
  return xlsxSheet({ name: "Prova", columns: [{ header: "N", type: "number", value: (r) => r.n }], rows });
}

describe("xlsxResponse", () => {
  it("answers 422 'Non è possibile ottenere il file excel' when the first rows cannot be read", async () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const failing = pullBatches<{ n: number }[]>(async () => {
        throw new Error("connection lost");
      });
      const error = await xlsxResponse("bookings_x.xlsx", [sheetOf(failing)]).catch((e: unknown) => e);
      const response = errorResponse(error, apiTranslator("it"));
      expect(response.status).toBe(422);
      expect((await response.json()).messages).toEqual(["Non è possibile ottenere il file excel"]);
    } finally {
      quiet.mockRestore();
    }
  });

  it("breaks the body off when a later batch fails, so the download never ends as a file", async () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const halfway = pullBatches<{ n: number }[]>(async (emit) => {
        await emit([{ n: 1 }]);
        throw new Error("connection lost");
      });
      const response = await xlsxResponse("bookings_x.xlsx", [sheetOf(halfway)]);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-disposition")).toBe(
        `attachment; filename="bookings_x.xlsx"; filename*=UTF-8''bookings_x.xlsx`,
      );
      await expect(response.arrayBuffer()).rejects.toThrow("connection lost");
    } finally {
      quiet.mockRestore();
    }
  });
});

describe("fileNamePart", () => {
  it("keeps ASCII letters and digits of an event's name", () => {
    expect(fileNamePart("Città di Sanremo 2031!")).toBe("Citta_di_Sanremo_2031");
    expect(fileNamePart("***")).toBe("file");
  });
});

import { describe, expect, it } from "vitest";
import { parseMultipart } from "./multipart";

/** A form as a client encodes it: the body's bytes and its content type. */
async function encoded(form: FormData) {
  const response = new Response(form);
  return {
    body: new Uint8Array(await response.arrayBuffer()),
    contentType: response.headers.get("content-type")!,
  };
}

describe("parseMultipart", () => {
  it("reads the files and fields of a form as the runtime encodes it", async () => {
    const form = new FormData();
    form.append("sheet", "Giocatori");
    const bytes = new Uint8Array(256).map((_, i) => i);
    form.append("file", new Blob([bytes]), 'giocatori è "nuovi".xlsx');
    form.append("mapping", '{"hotels":[]}');
    const { body, contentType } = await encoded(form);
    const parts = parseMultipart(body, contentType)!;
    expect(parts.map(({ name, fileName }) => [name, fileName])).toEqual([
      ["sheet", null],
      ["file", "giocatori è %22nuovi%22.xlsx"],
      ["mapping", null],
    ]);
    expect(parts[0]!.content.toString()).toBe("Giocatori");
    expect(new Uint8Array(parts[1]!.content)).toEqual(bytes);
    expect(parts[2]!.content.toString()).toBe('{"hotels":[]}');
  });

  it("keeps a file whose bytes hold the boundary's text without its line break", async () => {
    const form = new FormData();
    form.append("file", new Blob(["a\r\n-b--c\r\n"]), "a.csv");
    const { body, contentType } = await encoded(form);
    const boundary = contentType.split("boundary=")[1]!;
    const tricky = new FormData();
    tricky.append("file", new Blob([`x--${boundary}y\r\n`]), "a.csv");
    const second = await encoded(tricky);
    expect(parseMultipart(body, contentType)![0]!.content.toString()).toBe("a\r\n-b--c\r\n");
    expect(parseMultipart(second.body, second.contentType)![0]!.content.toString()).toBe(
      `x--${boundary}y\r\n`,
    );
  });

  it("answers null for what is not a multipart form", () => {
    const type = "multipart/form-data; boundary=x";
    const bytes = (text: string) => new TextEncoder().encode(text);
    expect(parseMultipart(bytes(""), type)).toBeNull();
    expect(parseMultipart(bytes("--x\r\nnot a part"), type)).toBeNull();
    expect(
      parseMultipart(bytes('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end'), type),
    ).toBeNull();
    expect(parseMultipart(bytes("--x\r\nContent-Type: text/plain\r\n\r\nv\r\n--x--"), type)).toBeNull();
    expect(parseMultipart(bytes("--x--"), "application/json")).toBeNull();
    expect(parseMultipart(bytes("--x--"), "multipart/form-data")).toBeNull();
    expect(
      parseMultipart(bytes(`--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nv\r\n--x--\r\n`), type),
    ).toEqual([{ name: "a", fileName: null, content: Buffer.from("v") }]);
    // A browser's file input left empty: a file of no name and no bytes.
    expect(
      parseMultipart(
        bytes(`--x\r\nContent-Disposition: form-data; name="f"; filename=""\r\n\r\n\r\n--x--`),
        type,
      ),
    ).toEqual([{ name: "f", fileName: "", content: Buffer.alloc(0) }]);
  });
});

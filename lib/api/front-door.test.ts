import type http from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createAppServer, hasBadPercentEncoding, isNonCanonicalApiPath, serverTimeouts } from "./front-door";

describe("isNonCanonicalApiPath", () => {
  it("flags /api paths with repeated slashes, backslashes, dot segments or a trailing slash", () => {
    for (const url of [
      "/api/ping/",
      "//api/ping",
      "/api//ping",
      "/API//ping",
      "/api\\ping",
      "/api/customers/../ping",
      "/api/./ping",
      "/api/",
      "/api/ping/?x=1",
    ]) {
      expect(isNonCanonicalApiPath(url), url).toBe(true);
    }
  });

  it("leaves canonical /api paths, encoded dots, query strings and pages alone", () => {
    for (const url of [
      "/api",
      "/api/ping",
      "/API/Profiles/Search?search=a//b",
      "/api/documents/update/5/%2E%2E",
      "/customers/",
      "//customers",
      "/apis/x",
    ]) {
      expect(isNonCanonicalApiPath(url), url).toBe(false);
    }
  });
});

describe("hasBadPercentEncoding", () => {
  it("flags paths whose percent-encoding does not decode to UTF-8", () => {
    for (const url of [
      "/api/customers/%ff%fe",
      "/login/%ff",
      "/api/customers/%zz",
      "/api/customers/%",
      "/api/customers/%e2%82",
      "/api/customers/%c0%80",
      "/api/customers/%ed%a0%80",
      "http://localhost/api/customers/%ff?x=1",
    ]) {
      expect(hasBadPercentEncoding(url), url).toBe(true);
    }
  });

  it("leaves valid encodings, plain paths and the query string alone", () => {
    for (const url of [
      "/api/customers/%c3%a8",
      "/api/ping",
      "/login",
      "/api/customers/search?q=%ff",
      "/%20",
    ]) {
      expect(hasBadPercentEncoding(url), url).toBe(false);
    }
  });
});

describe("serverTimeouts", () => {
  it("keeps idle connections 65 s by default, headers 1 s longer", () => {
    expect(serverTimeouts({})).toEqual({ keepAliveTimeout: 65_000, headersTimeout: 66_000 });
  });

  it("reads KEEP_ALIVE_SECONDS, ignoring values that are not a positive number", () => {
    expect(serverTimeouts({ KEEP_ALIVE_SECONDS: "120" })).toEqual({
      keepAliveTimeout: 120_000,
      headersTimeout: 121_000,
    });
    for (const bad of ["", "0", "-5", "abc", "1e3"]) {
      expect(serverTimeouts({ KEEP_ALIVE_SECONDS: bad }).keepAliveTimeout, bad).toBe(65_000);
    }
  });
});

describe("the app's server, with a stand-in for Next behind its front door", () => {
  let server: http.Server;
  let port: number;
  const handled: string[] = [];
  /** The X-Forwarded-Proto each request reached the app (Next) with. */
  const protoSeen = new Map<string, string | undefined>();

  beforeAll(async () => {
    process.env.REQUEST_LOG = "off";
    server = createAppServer((req, res) => {
      handled.push(req.url ?? "");
      protoSeen.set(req.url ?? "", req.headers["x-forwarded-proto"] as string | undefined);
      res.end("next");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  /** One raw HTTP/1.1 exchange on a new connection (fetch would clean the path up). */
  function raw(path: string, headers = ""): Promise<{ head: string; body: string }> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () =>
        socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n${headers}Connection: close\r\n\r\n`),
      );
      let answer = "";
      socket.on("data", (chunk) => (answer += chunk.toString("utf8")));
      socket.on("end", () => {
        const split = answer.indexOf("\r\n\r\n");
        resolve({ head: answer.slice(0, split).toLowerCase(), body: answer.slice(split + 4) });
      });
      socket.on("error", reject);
    });
  }

  it("answers a badly encoded /api path 400 in the envelope, with the API's security headers", async () => {
    const { head, body } = await raw("/api/customers/%ff%fe");
    expect(head).toMatch(/^http\/1\.1 400 /);
    expect(head).toContain("content-type: application/json");
    expect(head).toContain("cache-control: no-store");
    expect(head).toContain("x-content-type-options: nosniff");
    expect(head).toContain("x-frame-options: deny");
    expect(head).toContain("content-security-policy: default-src 'none'");
    expect(JSON.parse(body)).toMatchObject({
      success: false,
      entity: null,
      messages: ["Indirizzo non valido: contiene una codifica percentuale (%) errata"],
    });
    // X-Forwarded-Proto from a peer that is no trusted proxy: no HSTS.
    const forged = await raw("/API/customers/%zz", "X-Forwarded-Proto: https\r\nAccept-Language: en\r\n");
    expect(forged.head).toMatch(/^http\/1\.1 400 /);
    expect(forged.head).not.toContain("strict-transport-security");
    expect(JSON.parse(forged.body).messages).toEqual([
      "Invalid address: it holds a malformed percent (%) encoding",
    ]);
    vi.stubEnv("TRUSTED_PROXIES", "127.0.0.1");
    try {
      const https = await raw("/API/customers/%zz", "X-Forwarded-Proto: https\r\n");
      expect(https.head).toContain("strict-transport-security: max-age=");
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("passes X-Forwarded-Proto on only from a trusted proxy (Next builds the URL's scheme from it)", async () => {
    await raw("/forged", "X-Forwarded-Proto: https\r\n");
    expect(protoSeen.get("/forged")).toBeUndefined();
    vi.stubEnv("TRUSTED_PROXIES", "127.0.0.1");
    try {
      await raw("/proxied", "X-Forwarded-Proto: https\r\n");
      await raw("/proxied-http", "X-Forwarded-Proto: http\r\n");
    } finally {
      vi.unstubAllEnvs();
    }
    expect(protoSeen.get("/proxied")).toBe("https");
    expect(protoSeen.get("/proxied-http")).toBeUndefined();
  });

  it("answers a badly encoded page path with a 400 page and the pages' security headers", async () => {
    const { head, body } = await raw("/login/%ff");
    expect(head).toMatch(/^http\/1\.1 400 /);
    expect(head).toContain("content-type: text/html; charset=utf-8");
    expect(head).toContain("x-frame-options: deny");
    expect(head).toContain("x-content-type-options: nosniff");
    expect(head).toMatch(/content-security-policy: default-src 'none';.*frame-ancestors 'none'/);
    expect(body).toContain("Indirizzo non valido");
    expect(handled).not.toContain("/login/%ff");
  });

  it("answers headers too large for Node's parser 431 in the envelope, and a garbled request 400", async () => {
    const tooLarge = await raw(`/api/customers/search?q=${"a".repeat(20_000)}`);
    expect(tooLarge.head).toMatch(/^http\/1\.1 431 /);
    expect(JSON.parse(tooLarge.body)).toMatchObject({ success: false, entity: null });
    const garbled = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () => socket.write("NOT HTTP AT ALL\r\n\r\n"));
      let answer = "";
      socket.on("data", (chunk) => (answer += chunk.toString("utf8")));
      socket.on("end", () => resolve(answer));
      socket.on("error", reject);
    });
    expect(garbled).toMatch(/^HTTP\/1\.1 400 /);
  });

  it("passes well encoded paths on", async () => {
    const { head, body } = await raw("/api/customers/%c3%a8");
    expect(head).toMatch(/^http\/1\.1 200 /);
    expect(body).toBe("next");
    expect(handled).toContain("/api/customers/%c3%a8");
  });

  it("keeps an idle keep-alive connection open past Node's 5 s default", async () => {
    const socket = connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    const answers: string[] = [];
    socket.on("data", (chunk) => answers.push(chunk.toString("utf8")));
    let closed = false;
    socket.on("close", () => (closed = true));
    socket.write("GET /api/ping HTTP/1.1\r\nHost: localhost\r\n\r\n");
    await vi.waitFor(() => expect(answers.join("")).toContain("next"));
    expect(answers.join("").toLowerCase()).toContain("keep-alive: timeout=65");
    expect(server.keepAliveTimeout).toBe(65_000);
    expect(server.headersTimeout).toBe(66_000);
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(closed).toBe(false);
    // The same connection still serves a request.
    socket.write("GET /api/ping HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    await vi.waitFor(() => expect(closed).toBe(true));
    expect(answers.join("").match(/HTTP\/1\.1 200/g)).toHaveLength(2);
  }, 15_000);
});

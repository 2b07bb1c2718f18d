import fs from "node:fs";
import { connect, type Socket } from "node:net";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { ADMIN } from "./helpers";

// Hardening checked against the built server: badly percent-encoded paths, the attachment download's
// sandbox policy, and keep-alive connections that outlive Node's 5 s default.

const port = () => Number(process.env.E2E_PORT ?? 3100);

/** One raw HTTP/1.1 exchange on its own connection, for paths a client library would clean up. */
function rawRequest(
  head: string,
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port(), "127.0.0.1", () => socket.write(head));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString("utf8")));
    socket.on("end", () => {
      const split = answer.indexOf("\r\n\r\n");
      const [statusLine, ...lines] = answer.slice(0, split).split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine?.split(" ")[1]), headers, body: answer.slice(split + 4) });
    });
    socket.on("error", reject);
    setTimeout(() => socket.destroy(), 10_000);
  });
}

/** Every dynamic /api route (a folder `[param]` or `[...param]` under app/api) and its methods. */
function dynamicApiRoutes(): { path: string; methods: string[] }[] {
  const root = path.join(process.cwd(), "app", "api");
  const routes: { path: string; methods: string[] }[] = [];
  const walk = (dir: string, segments: string[]) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name), [...segments, entry.name]);
      else if (entry.name === "route.ts" && segments.some((segment) => segment.startsWith("["))) {
        const source = fs.readFileSync(path.join(dir, entry.name), "utf8");
        const methods = [...source.matchAll(/export const (GET|POST|PUT|PATCH|DELETE) =/g)].map((m) => m[1]!);
        // The catch-all exports its one handler under every method name.
        routes.push({ path: segments.join("/"), methods: methods.length ? methods : ["GET", "POST"] });
      }
    }
  };
  walk(root, ["api"]);
  return routes;
}

const BAD = "%ff%fe";

test.describe("a path whose percent-encoding does not decode", () => {
  test("every dynamic /api route answers 400 in the envelope with the /api security headers", async () => {
    const routes = dynamicApiRoutes();
    expect(routes.length).toBeGreaterThan(40);
    let cases = 0;
    for (const route of routes) {
      const target = `/${route.path
        .split("/")
        .map((segment) => (segment.startsWith("[") ? BAD : segment))
        .join("/")}`;
      for (const method of route.methods) {
        const body = method === "GET" || method === "DELETE" ? "" : "{}";
        const answer = await rawRequest(
          `${method} ${target} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
            `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
        );
        const what = `${method} ${target} (${route.path})`;
        expect(answer.status, what).toBe(400);
        expect(answer.headers["content-type"], what).toContain("application/json");
        expect(answer.headers["cache-control"], what).toBe("no-store");
        expect(answer.headers["x-content-type-options"], what).toBe("nosniff");
        expect(answer.headers["x-frame-options"], what).toBe("DENY");
        expect(answer.headers["content-security-policy"], what).toContain("default-src 'none'");
        expect(JSON.parse(answer.body), what).toEqual({
          success: false,
          entity: null,
          messages: ["Indirizzo non valido: contiene una codifica percentuale (%) errata"],
          validationCodes: [],
          validationLevel: "Fail",
        });
        cases++;
      }
    }
    console.log(`[bad encoding] ${routes.length} dynamic /api routes, ${cases} cases: all 400`);
  });

  for (const target of ["/login/%ff", "/customers/edit/%ff%fe", "/%zz", "/API/Customers/%ff"]) {
    test(`${target} answers 400 or 404 with the security headers, never a bare 500`, async () => {
      const answer = await rawRequest(
        `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
      );
      expect([400, 404]).toContain(answer.status);
      expect(answer.headers["x-frame-options"]).toBe("DENY");
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["referrer-policy"]).toBe("same-origin");
      expect(answer.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(answer.body).toContain("Indirizzo non valido");
    });
  }
});

test("an attachment download keeps its sandbox policy, through Next and through the direct path", async ({
  request,
}) => {
  const signedIn = await request.post("/api/profiles/authenticate", { data: ADMIN });
  const { token, accountId } = (await signedIn.json()).entity as { token: string; accountId: number };
  const authorization = `Bearer ${token}`;
  // Attached to the admin's own account: it exists in any database.
  const uploaded = await request.post(`/api/documents/upload/Profile/${accountId}`, {
    headers: { authorization },
    multipart: {
      file: {
        name: "pagina.html.txt",
        mimeType: "text/plain",
        buffer: Buffer.from("<script>alert(document.domain)</script>\n"),
      },
    },
  });
  expect(uploaded.status()).toBe(200);
  const id = (await uploaded.json()).entity.id as number;
  // The first call of a route may go through Next while the direct path loads its module.
  for (let call = 0; call < 3; call++) {
    const download = await request.get(`/api/documents/download/${id}`, { headers: { authorization } });
    expect(download.status()).toBe(200);
    const csp = download.headers()["content-security-policy"] ?? "";
    expect(csp, `call ${call + 1}`).toMatch(/(^|;\s*)sandbox(\s*;|$)/);
    expect(csp).toContain("default-src 'none'");
    expect(download.headers()["content-disposition"]).toMatch(/^attachment;/);
  }
  await request.delete(`/api/documents/${id}`, { headers: { authorization } });
});

test("an idle keep-alive connection stays open past Node's 5 s default and serves the next call", async () => {
  test.setTimeout(30_000);
  const socket: Socket = connect(port(), "127.0.0.1");
  await new Promise((resolve) => socket.once("connect", resolve));
  let received = "";
  let closed = false;
  socket.on("data", (chunk) => (received += chunk.toString("utf8")));
  socket.on("close", () => (closed = true));
  socket.write("GET /api/ping HTTP/1.1\r\nHost: localhost\r\n\r\n");
  await expect.poll(() => received).toContain("\r\n\r\n");
  expect(received.toLowerCase()).toContain("keep-alive: timeout=65");
  await new Promise((resolve) => setTimeout(resolve, 6_500));
  expect(closed).toBe(false);
  socket.write("GET /api/ping HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
  await expect.poll(() => closed).toBe(true);
  expect(received.match(/HTTP\/1\.1 200 /g)).toHaveLength(2);
});

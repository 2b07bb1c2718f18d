import { connect } from "node:net";
import { expect, test, type Page } from "@playwright/test";
import { ADMIN, signIn } from "./helpers";

/** Console errors and CSP violations seen by the page. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

/** One raw HTTP/1.1 exchange, for paths a client library would clean up first. */
function rawRequest(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(head));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString("utf8")));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
    setTimeout(() => socket.destroy(), 10_000);
  });
}

const port = () => Number(process.env.E2E_PORT ?? 3100);

test.describe("security headers", () => {
  test("pages carry a nonce CSP, frame, referrer, sniffing and permission rules", async ({ request }) => {
    const answer = await request.get("/login");
    expect(answer.status()).toBe(200);
    const headers = answer.headers();
    const csp = headers["content-security-policy"]!;
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("unsafe-eval");
    // Next put this request's nonce on its scripts.
    expect(await answer.text()).toContain(`nonce="${nonce}"`);
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("same-origin");
    expect(headers["permissions-policy"]).toContain("camera=(self)");
    expect(headers["permissions-policy"]).toContain("microphone=()");
    // Plain HTTP here: no HSTS. Behind an HTTPS proxy named in TRUSTED_PROXIES it is sent
    // (lib/api/client-ip.test.ts); an X-Forwarded-Proto from any other peer is not believed.
    expect(headers["strict-transport-security"]).toBeUndefined();
    for (const path of ["/login", "/api/ping"]) {
      const forged = await request.get(path, { headers: { "x-forwarded-proto": "https" } });
      expect(forged.headers()["strict-transport-security"], path).toBeUndefined();
    }
    // A new nonce on every request.
    const again = (await request.get("/login")).headers()["content-security-policy"]!;
    expect(again.match(/'nonce-([^']+)'/)?.[1]).not.toBe(nonce);
  });

  test("API answers are never cached and never rendered", async ({ request }) => {
    for (const path of ["/api/ping", "/api/customers/search", "/api/nope"]) {
      const headers = (await request.get(path)).headers();
      expect(headers["cache-control"], path).toBe("no-store");
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["content-security-policy"], path).toContain("default-src 'none'");
    }
  });

  test.describe("in the browser", () => {
    // The service worker runs under the policy too (the other specs block it).
    test.use({ serviceWorkers: "allow" });

    test("pages render with no CSP violation nor console error, QR reader included", async ({ page }) => {
      const problems = watchProblems(page);
      await page.goto("/login");
      await expect(page.getByRole("button", { name: "Accedi" })).toBeVisible();
      if (process.env.E2E_DEV !== "1") {
        // The service worker registers and activates under the policy.
        await expect
          .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state))
          .toBe("activated");
      }
      await signIn(page, ADMIN);
      for (const path of ["/customers", "/events", "/locations", "/profiles/roles", "/agents"]) {
        await page.goto(path);
        await expect(page.getByTestId("current-user")).toBeVisible();
        await expect(page.locator("h1, h2, h4, h5").first()).toBeVisible();
      }
      // The camera is allowed to this origin: the reader's video plays.
      await page.goto("/customers");
      await page.getByRole("button", { name: "Scansiona QR code" }).click();
      const reader = page.getByRole("dialog", { name: "Lettura QR code" });
      await expect(reader.getByTestId("qr-video")).toBeVisible();
      await expect
        .poll(() => reader.getByTestId("qr-video").evaluate((video: HTMLVideoElement) => video.readyState))
        .toBeGreaterThanOrEqual(2);
      await reader.getByRole("button", { name: "Chiudi" }).click();
      // MUI's styles applied (emotion's style elements were not blocked).
      const buttonColor = await page
        .getByRole("button", { name: "Scansiona QR code" })
        .evaluate((element) => getComputedStyle(element).cursor);
      expect(buttonColor).toBe("pointer");
      expect(problems).toEqual([]);
    });
  });
});

test.describe("answers outside the pages' routes", () => {
  test("an unknown page is a 404; a screen of the spec is not", async ({ page, request }) => {
    expect((await request.get("/nonexistent-page")).status()).toBe(404);
    expect((await request.get("/customers/whatever/else")).status()).toBe(404);
    expect((await request.get("/events/1/unknown-screen")).status()).toBe(404);
    await signIn(page, ADMIN);
    const screen = await page.goto("/events/1/kpi");
    expect(screen?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Indicatori di performance" })).toBeVisible();
  });

  test("an unsupported method answers the envelope with Allow", async ({ request }) => {
    const answer = await request.put("/api/customers", { data: {} });
    expect(answer.status()).toBe(405);
    expect(answer.headers()["allow"]).toBe("OPTIONS, POST");
    expect(await answer.json()).toMatchObject({
      success: false,
      entity: null,
      messages: ["Metodo PUT non consentito per questa operazione (consentiti: POST)"],
    });
  });

  test("JSON sent as text/plain is refused with 415", async ({ request }) => {
    const answer = await request.post("/api/profiles/authenticate", {
      headers: { "content-type": "text/plain" },
      data: JSON.stringify({ username: "admin", password: "admin" }),
    });
    expect(answer.status()).toBe(415);
    expect((await answer.json()).success).toBe(false);
  });

  for (const path of [
    "/api/ping/",
    "//api/ping",
    "/api//ping",
    "/api/customers/../ping",
    "/api/./ping",
    "/api\\ping",
  ]) {
    test(`${JSON.stringify(path)} answers a 404 envelope, not a redirect`, async () => {
      const answer = await rawRequest(
        port(),
        `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
      );
      expect(answer).toMatch(/^HTTP\/1\.1 404 /);
      expect(answer.toLowerCase()).toContain("content-type: application/json");
      const body = JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4));
      expect(body).toMatchObject({ success: false, messages: ["Operazione non disponibile"] });
    });
  }

  test("a 20 KB query string answers 431 in the envelope", async () => {
    const answer = await rawRequest(
      port(),
      `GET /api/ping?q=${"x".repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    const body = JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4));
    expect(body).toMatchObject({ success: false, validationLevel: "Fail" });
    expect(body.messages[0]).toMatch(/^Richiesta troppo grande/);
  });
});

test.describe("sign-in limits on the running server", () => {
  test("count the socket's address: a different forged X-Forwarded-For each time does not escape", async ({
    request,
  }) => {
    // One made-up username, so that only its own pair with this address is slowed down.
    const username = `ghost-${Date.now()}`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const answer = await request.post("/api/profiles/authenticate", {
        headers: {
          "x-forwarded-for": `203.0.113.${attempt + 1}`,
          "x-backoffice-socket-address": "198.51.100.1",
        },
        data: { username, password: "wrong" },
      });
      statuses.push(answer.status());
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

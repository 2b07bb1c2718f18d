import { expect, test } from "@playwright/test";
import { ADMIN, controlledByWorker, signIn } from "./helpers";

test.describe("installable app", () => {
  test.use({ serviceWorkers: "allow" });
  test.skip(process.env.E2E_DEV === "1", "the service worker is built by `npm run build` only");

  test("serves a manifest with icons and registers the service worker", async ({ page, request }) => {
    const manifest = await (await request.get("/manifest.webmanifest")).json();
    expect(manifest.display).toBe("standalone");
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
      expect.arrayContaining(["192x192", "512x512"]),
    );
    expect((await request.get("/icons/icon-512.png")).headers()["content-type"]).toContain("image/png");

    await page.goto("/login");
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toMatch(/\/$/);
  });

  test("keeps no API answer in its caches: they carry personal data and must be live", async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto("/customers");
    await controlledByWorker(page);
    // Lists searched through the worker: each answer went through its fetch handler, which could
    // have kept it. Two pages, so that the first one's answers have long been handled.
    for (const [list, search] of [
      ["/customers", "Rossi"],
      ["/events", "Poker"],
    ] as const) {
      await page.goto(list);
      await expect(page.getByTestId("list-row").first()).toBeVisible();
      const read = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname.startsWith("/api/") &&
          response.request().method() === "GET" &&
          response.ok() &&
          response.fromServiceWorker(),
      );
      await page.getByTestId("search-box").first().fill(search);
      await read;
    }
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls;
    });
    // The read is of the worker's real caches: they hold the offline page and the app's code.
    expect(cached.map((url) => new URL(url).pathname)).toContain("/offline");
    expect(cached.some((url) => url.includes("/_next/static/"))).toBe(true);
    expect(cached.filter((url) => new URL(url).pathname.startsWith("/api/"))).toEqual([]);
  });

  test("serves its own offline page for a navigation the network cannot answer, then goes back", async ({
    page,
    context,
  }) => {
    await signIn(page, ADMIN);
    await page.goto("/customers");
    await controlledByWorker(page);
    await context.setOffline(true);
    await page.goto("/events");
    await expect(
      page.getByRole("heading", {
        name: "L'applicazione non riesce a contattare il server verificare connessione internet",
      }),
    ).toBeVisible();
    expect(page.url()).toMatch(/\/events$/);
    // A reload while offline: still the app's own page, never the browser's.
    await page.reload();
    await expect(page.getByRole("button", { name: "Riprova" })).toBeVisible();
    await context.setOffline(false);
    // The network is back: the page the user asked for, by itself.
    await expect(page.getByRole("heading", { level: 1, name: /^Eventi/ })).toBeVisible({ timeout: 15_000 });
    expect(page.url()).toMatch(/\/events$/);
  });

  test("serves the offline page in English to an English browser", async ({ browser }) => {
    const context = await browser.newContext({ locale: "en-GB", serviceWorkers: "allow" });
    const page = await context.newPage();
    await page.goto("/login");
    await controlledByWorker(page);
    await context.setOffline(true);
    await page.goto("/customers");
    await expect(
      page.getByRole("heading", {
        name: "The application cannot reach the server: check the internet connection",
      }),
    ).toBeVisible();
    await context.close();
  });
});

import { expect, test } from "@playwright/test";

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
    // API answers are never served from the worker's cache.
    const sw = await (await request.get("/sw.js")).text();
    expect(sw).toContain("/api/");
  });
});

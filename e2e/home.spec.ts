import type { Page } from "@playwright/test";
import { ACCOUNTING, ADMIN, RECEPTION, signIn, expect, test } from "./helpers";

const ALL_TILES = ["events", "customers", "agents", "users", "locations", "backups", "guide"];

async function visibleTiles(page: Page) {
  await expect(page.getByTestId("tile-guide")).toBeVisible();
  const ids = await page
    .locator("[data-testid^=tile-]")
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-testid")!.replace("tile-", "")));
  return ids;
}

test("the master sees every tile", async ({ page }) => {
  await signIn(page, ADMIN);
  expect(await visibleTiles(page)).toEqual(ALL_TILES);
});

test("Reception sees events and customers, not users, agents or hotels", async ({ page }) => {
  await signIn(page, RECEPTION);
  expect(await visibleTiles(page)).toEqual(["events", "customers", "guide"]);
  // A screen the role does not open is not offered and then refused: a clear no-access page.
  await page.goto("/profiles");
  await expect(page.getByRole("heading", { name: "Accesso non consentito" })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Attenzione" })).toHaveCount(0);
});

test("Contabilità sees events and hotels, not customers", async ({ page }) => {
  await signIn(page, ACCOUNTING);
  expect(await visibleTiles(page)).toEqual(["events", "locations", "guide"]);
  await page.getByTestId("tile-guide").click();
  await expect(page.getByRole("heading", { name: "Guida all'installazione" })).toBeVisible();
});

test("the guide is public and has the install steps", async ({ page }) => {
  await page.goto("/guide");
  await expect(page.getByRole("heading", { name: "Guida all'installazione" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "iPhone e iPad (Safari)" })).toBeVisible();
  await expect(page.getByText("Aggiungi alla schermata Home")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Android (Chrome)" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Windows e Mac (Chrome o Edge)" })).toBeVisible();
});

test.describe("English interface", () => {
  test.use({ locale: "en-US" });
  test("an English browser gets the English interface", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await page.getByLabel("User name").fill(ADMIN.username);
    await page.getByLabel("Password").fill("wrong");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("dialog", { name: "Attention" })).toContainText(
      "Invalid user name or password",
    );
    await page.getByRole("button", { name: "Ok" }).click();
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByTestId("tile-users")).toHaveText(/Users/);
    await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
  });
});

import type { Page } from "@playwright/test";
import { ADMIN, RECEPTION, expect, signIn, smallTapTargets, test, type TapTarget } from "./helpers";
import { callApi } from "./reservation-helpers";

const PORTRAIT = { width: 768, height: 1024 };

/** Opens `path` and waits for its content (a heading, a list row or the home tiles). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("main").getByRole("heading").first()).toBeVisible();
  // Lists: wait for their first rows, so that the rows are measured too.
  const list = page.getByTestId("list").first();
  if (await list.isVisible()) await expect(page.getByTestId("list-row").first()).toBeVisible();
}

/** Opens the first row of the list at `listPath` and returns the URL of the record it opened. */
async function firstRecord(page: Page, listPath: string, recordUrl: RegExp) {
  await open(page, listPath);
  await page.getByTestId("list-row").first().click();
  await expect(page).toHaveURL(recordUrl);
  return new URL(page.url()).pathname;
}

test.describe("at 768 px (portrait tablet)", () => {
  test.use({ viewport: PORTRAIT });

  test("every tap target of every screen is at least 44 x 44 px", async ({ page }) => {
    test.slow();
    await signIn(page, ADMIN);
    const screens = [
      "/",
      "/guide",
      "/customers",
      "/customers/create",
      await firstRecord(page, "/customers", /\/customers\/edit\/\d+$/),
      "/agents",
      "/agents/create",
      await firstRecord(page, "/agents", /\/agents\/edit\/\d+$/),
      "/profiles",
      "/profiles/create",
      await firstRecord(page, "/profiles", /\/profiles\/edit\/\d+$/),
      "/profiles/roles",
      "/profiles/roles/create",
      "/locations",
      "/locations/create",
      await firstRecord(page, "/locations", /\/locations\/edit\/\d+$/),
      "/locations/groups",
      "/locations/group/create",
      "/events",
      "/events/create",
      await firstRecord(page, "/events", /\/events\/\d+\/menu$/),
      "/events/configurations",
      "/events/configurations/paymentmethods",
      "/events/configurations/paymentmethods/create",
      "/events/configurations/costs",
      "/events/configurations/incomings",
    ];
    const eventMenu = screens.find((path) => /\/menu$/.test(path))!;
    const eventBase = eventMenu.replace(/\/menu$/, "");
    screens.push(
      `${eventBase}/hotels`,
      `${eventBase}/hotels/create`,
      `${eventBase.replace(/\/\d+$/, "")}/edit/${eventBase.split("/").pop()}`,
      `${eventBase}/hotels/bookingstatus`,
      `${eventBase}/reservations`,
      `${eventBase}/reservations/quote`,
      `${eventBase}/reservations/create`,
      `${eventBase}/entries`,
      `${eventBase}/kpi`,
    );
    // A saved reservation of that event, when it has one (the demo's running event does).
    await open(page, `${eventBase}/reservations`);
    if (await page.getByTestId("list-row").first().isVisible()) {
      screens.push(await firstRecord(page, `${eventBase}/reservations`, /\/reservations\/edit\/\d+$/));
    }
    // The communications of the demo's running event: the hotels to tell, one hotel's message, a sent one.
    const [running] = await callApi<{ id: number }[]>(page, "GET", "/events/search?name=Saint-Vincent");
    const communications = `/events/${running!.id}/communications`;
    await open(page, communications);
    await page.getByTestId("communications-to-send").getByRole("link").first().click();
    await expect(page).toHaveURL(/\/communications\/create\/\d+$/);
    await expect(page.getByTestId("communications-message")).not.toHaveValue("");
    screens.push(communications, new URL(page.url()).pathname);
    await open(page, `${communications}?tab=sent`);
    await page.getByTestId("communications-sent").getByRole("link").first().click();
    await expect(page).toHaveURL(/\/communications\/edit\/\d+$/);
    screens.push(`${communications}?tab=sent`, new URL(page.url()).pathname);
    // The cash module of the demo's running cash-module event.
    const [cashEvent] = await callApi<{ id: number }[]>(page, "GET", "/events/search?search=Saint-Vincent");
    const cashBase = `/events/${cashEvent!.id}/v2/accounting`;
    screens.push(
      cashBase,
      `${cashBase}/cash-register`,
      `${cashBase}/movements`,
      `${cashBase}/agents-account`,
      `${cashBase}/hotels-account`,
      `${cashBase}/summary`,
    );
    const failures: Record<string, TapTarget[]> = {};
    for (const path of screens) {
      await open(page, path);
      const small = await smallTapTargets(page);
      if (small.length) failures[path] = small;
    }
    // The classic accounting of the demo's finished event: its list and a Completed report's tabs.
    // Found by name: other specs add events, so it may not be on the list's first page.
    const [finished] = await callApi<{ id: number }[]>(
      page,
      "GET",
      `/events/search?search=${encodeURIComponent("Italian Poker Open Sanremo")}`,
    );
    const accountingList = `/events/${finished!.id}/accounting`;
    await open(page, accountingList);
    const listSmall = await smallTapTargets(page);
    if (listSmall.length) failures[accountingList] = listSmall;
    await page.locator('[data-testid=accounting-row][data-status="Completed"]').first().click();
    await expect(page.getByTestId("net-total")).toBeVisible();
    for (const tab of ["total", "agents", "hotels"]) {
      await page.getByTestId(`tab-${tab}`).click();
      const small = await smallTapTargets(page);
      if (small.length) failures[`${accountingList}/{id} (${tab})`] = small;
    }
    // The agents' Provvigioni view has its own per-row buttons.
    await open(page, "/agents");
    await page.getByRole("button", { name: "Provvigioni" }).click();
    await expect(page.getByRole("button", { name: /Modifica provvigione/i }).first()).toBeVisible();
    const provisioning = await smallTapTargets(page);
    if (provisioning.length) failures["/agents (Provvigioni)"] = provisioning;
    // The entries' customer selection modal, with its list of customers.
    await open(page, `${eventBase}/entries`);
    await page.getByTestId("entries-create").click();
    await expect(page.getByTestId("selection-row").first()).toBeVisible();
    const selection = await smallTapTargets(page);
    if (selection.length) failures["/entries (selezione clienti)"] = selection;
    // The cash register's outcome modal.
    await open(page, `${cashBase}/cash-register`);
    await page.getByTestId("cash-open-outcome").click();
    await expect(page.getByTestId("cash-modal-outcome")).toBeVisible();
    const outcomeModal = await smallTapTargets(page);
    if (outcomeModal.length) failures["cash register (uscita)"] = outcomeModal;
    expect(failures).toEqual({});
  });

  test("lists show every column as a two-line card, without horizontal scrolling", async ({ page }) => {
    await signIn(page, ADMIN);
    for (const path of ["/customers", "/profiles", "/agents", "/locations"]) {
      await open(page, path);
      const row = page.getByTestId("list-row").first();
      await expect(row).toContainText("Email:");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PORTRAIT.width,
      );
    }
    await open(page, "/events");
    await expect(page.getByTestId("list-row").first()).toContainText("Location:");
  });

  test("Back from a record returns to the row it was opened from", async ({ page }) => {
    await signIn(page, ADMIN);
    await open(page, "/customers");
    const rows = page.getByTestId("list-row");
    // Scroll down until the third page of 10 is in (the demo data has about 30 customers).
    await expect
      .poll(async () => {
        await rows.last().scrollIntoViewIfNeeded();
        return rows.count();
      })
      .toBeGreaterThanOrEqual(25);
    const target = rows.nth(24);
    await target.scrollIntoViewIfNeeded();
    const key = await target.getAttribute("data-row-key");
    await target.click();
    await expect(page).toHaveURL(/\/customers\/edit\/\d+$/);
    await page.goBack();
    const back = page.locator(`[data-testid=list-row][data-row-key="${key}"]`);
    await expect(back).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  });
});

test.describe("at 1024 px (landscape tablet)", () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test("list tables keep 44 px tap targets, rows included", async ({ page }) => {
    await signIn(page, ADMIN);
    const failures: Record<string, TapTarget[]> = {};
    for (const path of ["/customers", "/agents", "/profiles", "/locations", "/events", "/profiles/roles"]) {
      await open(page, path);
      const small = await smallTapTargets(page);
      if (small.length) failures[path] = small;
    }
    expect(failures).toEqual({});
  });
});

test("a screen the role does not open shows the no-access page and calls nothing", async ({ page }) => {
  await signIn(page, RECEPTION);
  const refused: string[] = [];
  page.on("response", (response) => {
    if (response.status() === 403) refused.push(response.url());
  });
  for (const path of ["/profiles", "/profiles/roles", "/agents", "/locations", "/events/create"]) {
    await page.goto(path);
    await expect(page.getByTestId("no-access")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Accesso non consentito" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Crea" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Ruoli" })).toHaveCount(0);
  }
  await expect(page.getByRole("dialog", { name: "Attenzione" })).toHaveCount(0);
  expect(refused).toEqual([]);
  // What the role opens still works.
  await page.goto("/customers");
  await expect(page.getByTestId("list-row").first()).toBeVisible();
});

test("required fields carry the asterisk: the customer's Nome too", async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto("/customers/create");
  // The asterisk is the label's visible text; the field itself is required.
  await expect(page.locator("label", { hasText: /^Cognome\s*\*$/ })).toBeVisible();
  await expect(page.locator("label", { hasText: /^Nome\s*\*$/ })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Cognome", exact: true })).toHaveAttribute("required");
  await expect(page.getByRole("textbox", { name: "Nome", exact: true })).toHaveAttribute("required");
  // A user's first name is optional: no asterisk there.
  await page.goto("/profiles/create");
  await expect(page.locator("label", { hasText: /^Cognome\s*\*$/ })).toBeVisible();
  await expect(page.locator("label", { hasText: /^Nome$/ })).toBeVisible();
});

/**
 * PlainTextField's label (components/common/PlainTextField.module.css): inside an empty field, over
 * the border when focused or filled, and already over it in the server's HTML (CSS, not React).
 */
test("a text field's label sits inside it when empty and over its border when focused or filled", async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto("/customers/create");
  const field = page.locator("[data-field]", { has: page.getByLabel("Codice fiscale") });
  const label = field.locator("label");
  const input = page.getByLabel("Codice fiscale");
  /** The label's middle against the input's box: "inside" or "above" it. */
  const place = async () => {
    const [labelBox, inputBox] = [await label.boundingBox(), await input.boundingBox()];
    const middle = labelBox!.y + labelBox!.height / 2;
    return middle > inputBox!.y ? "inside" : "above";
  };
  await expect.poll(place).toBe("inside");
  await input.focus();
  await expect.poll(place).toBe("above");
  await expect(field.locator("fieldset")).toHaveCSS("border-top-width", "2px");
  await input.blur();
  await expect.poll(place).toBe("inside");
  await input.fill("RSSMRA80A01H501U");
  await input.blur();
  await expect.poll(place).toBe("above");

  // The server's HTML, its scripts refused: a filled field's label is already up.
  await page.route("**/_next/static/**/*.js", (route) => route.abort());
  await page.goto("/customers/edit/36");
  const lastName = page.locator("[data-field]", { has: page.getByLabel("Cognome") });
  await expect(lastName.locator("input")).not.toHaveValue("");
  // The page's part streamed after the frame is revealed by React's inline script, a moment later.
  await expect(lastName.locator("label")).toBeVisible();
  const [lastNameLabel, lastNameInput] = [
    await lastName.locator("label").boundingBox(),
    await lastName.locator("input").boundingBox(),
  ];
  expect(lastNameLabel!.y + lastNameLabel!.height / 2).toBeLessThan(lastNameInput!.y);
});

import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { ADMIN, expect, motionSettled, signIn, test } from "./helpers";
import { callApi } from "./reservation-helpers";

/**
 * axe-core finds no violation, of any impact, on any screen of SPEC.md section 2
 * nor in the main dialogs, on a portrait tablet. The KPI screen and its dialogs have their own check
 * (e2e/kpi.spec.ts). The QR reader needs a camera and is left out.
 */
test.use({ viewport: { width: 768, height: 1024 } });

type Found = Record<string, string[]>;

async function violations(page: Page): Promise<string[]> {
  // The screen as the user works on it: fields greyed while their record or code loads
  // (LoadingFields, aria-busy) are not yet the screen's colours.
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  // A control faded in half-way was read as too little contrast (customer edit's QR buttons).
  await motionSettled(page);
  // Only the violations are detailed (quicker on a 2-core machine); every rule and impact runs.
  const result = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((node) => node.target.join(" ")).join(" | ")}`,
  );
}

/** Opens `path` and waits for its main heading (and a list's first rows when `rows` is given). */
async function open(page: Page, path: string, rows?: string) {
  await page.goto(path);
  await expect(page.getByRole("main").getByRole("heading").first()).toBeVisible();
  if (rows) await expect(page.locator(rows).first()).toBeVisible();
}

async function firstRecord(page: Page, listPath: string, recordUrl: RegExp) {
  await open(page, listPath, "[data-testid=list-row]");
  await page.getByTestId("list-row").first().click();
  await expect(page).toHaveURL(recordUrl);
  return new URL(page.url()).pathname;
}

test("the screens have no axe violation (768x1024)", async ({ page }) => {
  test.setTimeout(600_000);
  const found: Found = {};
  /** Runs one check; a step that cannot reach its screen is reported too, and the next runs. */
  const step = async (label: string, reach: () => Promise<void>) => {
    try {
      await reach();
      const list = await violations(page);
      if (list.length) found[label] = list;
    } catch (error) {
      found[label] = [`could not check: ${(error as Error).message.split("\n")[0]}`];
    }
  };

  await step("/login", () => open(page, "/login"));
  await signIn(page, ADMIN);
  const rows = "[data-testid=list-row]";
  const [running] = await callApi<{ id: number }[]>(
    page,
    "GET",
    `/events/search?search=${encodeURIComponent("Saint-Vincent")}`,
  );
  const event = `/events/${running!.id}`;
  const [finished] = await callApi<{ id: number }[]>(
    page,
    "GET",
    `/events/search?search=${encodeURIComponent("Sanremo")}`,
  );

  const screens: [string, string?][] = [
    ["/"],
    ["/guide"],
    ["/no-such-page"],
    ["/customers", rows],
    ["/customers/create"],
    ["/agents", rows],
    ["/agents/create"],
    ["/profiles", rows],
    ["/profiles/create"],
    ["/profiles/roles", rows],
    ["/profiles/roles/create"],
    ["/locations", rows],
    ["/locations/create"],
    ["/locations/groups", rows],
    ["/locations/group/create"],
    ["/events", rows],
    ["/events/create"],
    [`/events/edit/${running!.id}`],
    [`${event}/menu`],
    ["/events/configurations"],
    ["/events/configurations/paymentmethods", rows],
    ["/events/configurations/paymentmethods/create"],
    ["/events/configurations/costs", rows],
    ["/events/configurations/cost/create"],
    ["/events/configurations/incomings", rows],
    ["/events/configurations/income/create"],
    [`${event}/hotels`],
    [`${event}/hotels/create`],
    [`${event}/hotels/bookingstatus`],
    [`${event}/reservations`, rows],
    [`${event}/reservations/quote`],
    [`${event}/reservations/create`],
    [`${event}/entries`, rows],
    [`${event}/communications`, "[data-testid=communications-to-send] a"],
    [`${event}/communications?tab=sent`, "[data-testid=communications-sent] a"],
    [`${event}/v2/accounting`],
    [`${event}/v2/accounting/cash-register`, "[data-testid=register-row]"],
    [`${event}/v2/accounting/movements`, rows],
    [`${event}/v2/accounting/agents-account`, "[data-testid=agent-row]"],
    [`${event}/v2/accounting/hotels-account`],
    [`${event}/v2/accounting/summary`],
    [`/events/${finished!.id}/accounting`, "[data-testid=accounting-row]"],
  ];
  for (const [path, waitFor] of screens) await step(path, () => open(page, path, waitFor));

  for (const [label, list] of Object.entries(found)) console.log(`[axe] ${label}\n  ${list.join("\n  ")}`);
  expect(found).toEqual({});
});

test("the records and tabs have no axe violation (768x1024)", async ({ page }) => {
  test.setTimeout(600_000);
  const found: Found = {};
  /** Runs one check; a step that cannot reach its screen is reported too, and the next runs. */
  const step = async (label: string, reach: () => Promise<void>) => {
    try {
      await reach();
      const list = await violations(page);
      if (list.length) found[label] = list;
    } catch (error) {
      found[label] = [`could not check: ${(error as Error).message.split("\n")[0]}`];
    }
  };

  await signIn(page, ADMIN);
  const rows = "[data-testid=list-row]";
  const [running] = await callApi<{ id: number }[]>(
    page,
    "GET",
    `/events/search?search=${encodeURIComponent("Saint-Vincent")}`,
  );
  const event = `/events/${running!.id}`;
  const [finished] = await callApi<{ id: number }[]>(
    page,
    "GET",
    `/events/search?search=${encodeURIComponent("Sanremo")}`,
  );

  // Records: the first of each list.
  for (const [list, url] of [
    ["/customers", /\/customers\/edit\/\d+$/],
    ["/agents", /\/agents\/edit\/\d+$/],
    ["/profiles", /\/profiles\/edit\/\d+$/],
    ["/profiles/roles", /\/roles\/edit\/\d+$/],
    ["/locations", /\/locations\/edit\/\d+$/],
    ["/locations/groups", /\/group\/edit\/\d+$/],
    [`${event}/reservations`, /\/reservations\/edit\/\d+$/],
  ] as const) {
    await step(`${list} → record`, async () => {
      await open(page, list, rows);
      await page.locator(`${rows}[data-clickable=true]`).first().click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole("main").getByRole("heading").first()).toBeVisible();
      // A customer's QR buttons turn enabled (fading their colours in) once its code is drawn.
      if (list === "/customers")
        await expect(page.getByRole("button", { name: "Mostra QR code" })).toBeEnabled();
    });
  }
  await step("event hotel configuration", async () => {
    // The check is of the configuration screen: open it by its link's address rather than
    // through a client-side navigation, whose time on a loaded machine is not what is checked.
    await open(page, `${event}/hotels`, "[data-testid=period-card]");
    const href = await page.locator(`a[href*="/hotels/edit/"]`).first().getAttribute("href");
    expect(href).toMatch(/\/hotels\/edit\/\d+$/);
    await open(page, href!);
  });
  await step("communication to send", async () => {
    await open(page, `${event}/communications`, "[data-testid=communications-to-send] a");
    await page.getByTestId("communications-to-send").getByRole("link").first().click();
    await expect(page.getByTestId("communications-message")).not.toHaveValue("");
  });
  await step("communication sent", async () => {
    await open(page, `${event}/communications?tab=sent`, "[data-testid=communications-sent] a");
    await page.getByTestId("communications-sent").getByRole("link").first().click();
    await expect(page).toHaveURL(/\/communications\/edit\/\d+$/);
  });
  for (const tab of ["total", "agents", "hotels"]) {
    await step(`classic accounting report (${tab})`, async () => {
      await open(page, `/events/${finished!.id}/accounting`, "[data-testid=accounting-row]");
      await page.locator('[data-testid=accounting-row][data-status="Completed"]').first().click();
      await expect(page.getByTestId("net-total")).toBeVisible();
      await page.getByTestId(`tab-${tab}`).click();
    });
  }
  await step("hotels account (Dettagli)", async () => {
    await open(page, `${event}/v2/accounting/hotels-account`);
    await page.getByRole("tab", { name: "Dettagli" }).click();
  });

  for (const [label, list] of Object.entries(found)) console.log(`[axe] ${label}\n  ${list.join("\n  ")}`);
  expect(found).toEqual({});
});

test("the main dialogs have no axe violation (768x1024)", async ({ page }) => {
  test.setTimeout(600_000);
  const found: Found = {};
  /** Runs one check; a step that cannot reach its screen is reported too, and the next runs. */
  const step = async (label: string, reach: () => Promise<void>) => {
    try {
      await reach();
      const list = await violations(page);
      if (list.length) found[label] = list;
    } catch (error) {
      found[label] = [`could not check: ${(error as Error).message.split("\n")[0]}`];
    }
  };

  await signIn(page, ADMIN);
  const rows = "[data-testid=list-row]";
  const [running] = await callApi<{ id: number }[]>(
    page,
    "GET",
    `/events/search?search=${encodeURIComponent("Saint-Vincent")}`,
  );
  const event = `/events/${running!.id}`;

  // Dialogs.
  await step("dialog: my profile", async () => {
    await open(page, "/");
    await page.getByTestId("current-user").click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });
  await step("dialog: new customer from a reservation", async () => {
    await open(page, `${event}/reservations/create`);
    await page.getByRole("button", { name: "Nuovo cliente" }).click();
    await expect(page.getByRole("dialog", { name: "Nuovo cliente" })).toBeVisible();
  });
  await step("dialog: select hotel", async () => {
    await open(page, `${event}/hotels/create`);
    await page.getByTestId("hotel-field").click();
    await expect(
      page.getByRole("dialog", { name: "Seleziona hotel" }).getByTestId("list-row").first(),
    ).toBeVisible();
  });
  await step("dialog: reservation advanced filters", async () => {
    await open(page, `${event}/reservations`, rows);
    await page.getByTestId("open-advanced").click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });
  await step("popover: reservation info", async () => {
    await open(page, `${event}/reservations`, rows);
    await page.getByTestId("row-info").first().click();
    await expect(page.getByRole("presentation").last()).toBeVisible();
  });
  await step("dialog: customer selection (entries)", async () => {
    await open(page, `${event}/entries`, rows);
    await page.getByTestId("entries-create").click();
    await expect(page.getByTestId("selection-row").first()).toBeVisible();
  });
  for (const kind of ["income", "outcome", "transfer", "cashFund"]) {
    await step(`dialog: cash movement (${kind})`, async () => {
      await open(page, `${event}/v2/accounting/cash-register`, "[data-testid=register-row]");
      const button = page.getByTestId(`cash-open-${kind}`);
      if (!(await button.count())) throw new Error(`no cash-open-${kind} button`);
      await button.click();
      await expect(page.getByTestId(`cash-modal-${kind}`)).toBeVisible();
    });
  }
  await step("dialog: movement history", async () => {
    await open(page, `${event}/v2/accounting/movements`, rows);
    await page.getByTestId("audit-trail-open").first().click();
    await expect(page.getByRole("dialog", { name: /Storico modifiche/ })).toBeVisible();
    await expect(page.getByRole("dialog").getByText("Caricamento dello storico...")).toHaveCount(0);
  });
  await step("dialog: confirm movement delete", async () => {
    await open(page, `${event}/v2/accounting/movements`, rows);
    await page.getByTestId("movement-delete").first().click();
    await expect(page.getByRole("dialog", { name: "Eliminare Movimento?" })).toBeVisible();
  });
  await step("agents: commission view", async () => {
    await open(page, "/agents", rows);
    await page.getByRole("button", { name: "Provvigioni" }).click();
    await expect(page.getByRole("button", { name: "Modifica provvigione" }).first()).toBeVisible();
  });
  await step("dialog: commission", async () => {
    await page.getByRole("button", { name: "Modifica provvigione" }).first().click();
    await expect(page.getByRole("dialog", { name: "Provvigione" })).toBeVisible();
  });
  await step("dialog: confirm customer delete", async () => {
    await firstRecord(page, "/customers", /\/customers\/edit\/\d+$/);
    // The page's own controls settled first: its QR buttons turn enabled once the code is drawn.
    await expect(page.getByRole("button", { name: "Mostra QR code" })).toBeEnabled();
    await page.getByRole("main").getByRole("button", { name: "Elimina", exact: true }).first().click();
    await expect(page.getByRole("dialog", { name: "Eliminare cliente?" })).toBeVisible();
  });
  await step("dialog: unsaved changes", async () => {
    await open(page, "/profiles/roles/create");
    await page.getByLabel("Nome").fill("Ruolo a11y");
    await page.getByRole("button", { name: "Lista ruoli" }).click();
    await expect(page.getByRole("dialog", { name: "Uscire senza salvare?" })).toBeVisible();
  });
  await step("dialog: Attenzione", async () => {
    // Leave the role typed above with Continua: its draft goes too, so the form below starts empty.
    const leave = page.getByRole("dialog", { name: "Uscire senza salvare?" });
    if (await leave.isVisible()) {
      await leave.getByRole("button", { name: "Continua" }).click();
      await expect(page).toHaveURL(/\/profiles\/roles$/);
    }
    await open(page, "/profiles/roles/create");
    // A role without a name cannot be saved: the error modal.
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.getByRole("dialog", { name: "Attenzione" })).toBeVisible();
  });

  for (const [label, list] of Object.entries(found)) console.log(`[axe] ${label}\n  ${list.join("\n  ")}`);
  expect(found).toEqual({});
});

import type { Locator, Page } from "@playwright/test";
import { ADMIN, dateFieldInput, expect as baseExpect, signIn, test } from "./helpers";
import { formatEuro } from "@/lib/client/format";
import { QUERY_STALE_MS } from "@/lib/client/query-cache";
import { callApi } from "./reservation-helpers";

/**
 * The main screens keep still while they load, and nothing a quick clerk does is lost.
 * Demo data (scripts/e2e-server.mjs): event 2 (SVPF Saint-Vincent Poker Festival), customer 36.
 * The CPU is throttled 4x (Chrome DevTools Protocol) so that the page's stages (first paint, data,
 * code loaded on use) are far apart, as on a slow tablet.
 */
// Waits (never a time limit on the app): the throttled CPU on a shared machine is slow.
const expect = baseExpect.configure({ timeout: 30_000 });

const EVENT = 2;
const CUSTOMER = 36;

async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/** Records every layout shift of the page from its first paint (PerformanceObserver, buffered). */
async function observeShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => {
            const node = source.node as Element | null;
            return node
              ? `${node.nodeName.toLowerCase()}.${String(node.className ?? "").slice(0, 60)} "${(node.textContent ?? "").slice(0, 40)}"`
              : "?";
          }),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/**
 * The page has its data and the code it loads on use: no request for 500 ms, no placeholder left
 * (a date field's look-alike stays until the field is used: components/common/DateField.tsx).
 */
async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0, { timeout: 60_000 });
  await page.waitForLoadState("networkidle");
}

type Screen = {
  name: string;
  path: (ids: { reservation: number }) => string;
  ready: (page: Page) => Locator;
};

const SCREENS: Screen[] = [
  { name: "home", path: () => "/", ready: (page) => page.getByTestId("tile-events") },
  { name: "customers", path: () => "/customers", ready: (page) => page.getByTestId("list-row").first() },
  {
    name: "customer edit",
    path: () => `/customers/edit/${CUSTOMER}`,
    ready: (page) => page.getByTestId("customer-statistics"),
  },
  { name: "events", path: () => "/events", ready: (page) => page.getByTestId("list-row").first() },
  {
    name: "event menu",
    path: () => `/events/${EVENT}/menu`,
    ready: (page) => page.getByTestId("event-menu-reservations"),
  },
  {
    name: "reservation list",
    path: () => `/events/${EVENT}/reservations`,
    ready: (page) => page.getByTestId("list-row").first(),
  },
  {
    name: "reservation edit",
    path: ({ reservation }) => `/events/${EVENT}/reservations/edit/${reservation}`,
    ready: (page) => page.getByTestId("to-pay"),
  },
  {
    name: "quote",
    path: () => `/events/${EVENT}/reservations/quote`,
    ready: (page) => dateField(page, "Check in"),
  },
  {
    name: "entries",
    path: () => `/events/${EVENT}/entries`,
    ready: (page) => page.getByTestId("list-row").first(),
  },
  {
    name: "communications",
    path: () => `/events/${EVENT}/communications`,
    ready: (page) => page.getByTestId("communications-to-send"),
  },
  {
    name: "cash register",
    path: () => `/events/${EVENT}/v2/accounting/cash-register`,
    ready: (page) => page.getByTestId("cash-register"),
  },
  {
    name: "movements",
    path: () => `/events/${EVENT}/v2/accounting/movements`,
    ready: (page) => page.getByTestId("movement-amount").first(),
  },
  { name: "KPI", path: () => `/events/${EVENT}/kpi`, ready: (page) => page.getByTestId("kpi-detail") },
];

/**
 * The page as the server sent it: its scripts are not loaded, so what shows is the server's HTML
 * (as a tablet shows it until the page's code has run), and taps do what plain HTML does.
 */
async function openServerRender(page: Page, path: string) {
  await page.route("**/_next/static/**/*.js", (route) => route.abort());
  await page.goto(path);
}

/** The page with its code again, after `openServerRender`, once hydrated. */
async function openHydrated(page: Page, path: string) {
  await page.unrouteAll();
  await page.goto(path);
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
}

async function firstReservation(page: Page): Promise<number> {
  const rows = await callApi<{ id: number }[]>(page, "POST", "/reservations/search", {
    eventId: EVENT,
    pageNumber: 0,
  });
  expect(rows.length).toBeGreaterThan(0);
  return rows[0]!.id;
}

for (const viewport of [
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
]) {
  test.describe(`layout shift at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });
    // A 4x slower CPU on a shared machine: three times the usual time for each page.
    test.slow();
    for (const screen of SCREENS) {
      test(`${screen.name}: CLS <= 0.05 from the first paint to the loaded page`, async ({ page }) => {
        await signIn(page, ADMIN);
        const reservation = await firstReservation(page);
        await observeShifts(page);
        await throttle(page);
        await page.goto(screen.path({ reservation }));
        // The loaded page, however long the throttled CPU takes (not a timing check).
        await expect(screen.ready(page)).toBeVisible({ timeout: 60_000 });
        await settled(page);
        const shifts = await page.evaluate(
          () => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts,
        );
        const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
        expect(cls, JSON.stringify(shifts, null, 1)).toBeLessThanOrEqual(0.05);
      });
    }
  });
}

/**
 * Where a tap lands at this very moment: the element's centre (or `at` px from its left edge), and
 * whether it is visibly unusable (disabled, or in a form greyed out while its record loads).
 */
async function spot(target: Locator, at?: number) {
  return target.evaluate((element, left) => {
    const box = element.getBoundingClientRect();
    return {
      // False when the element left the page between the locator's match and this read (a
      // look-alike replaced by its picker): its box is then all zeros.
      connected: element.isConnected,
      x: left === null ? box.x + box.width / 2 : box.x + left,
      y: box.y + box.height / 2,
      disabled:
        element.closest("[inert][aria-busy=true]") !== null ||
        (element as HTMLInputElement).disabled === true ||
        // A field's outlined box around a disabled control (the light layer's, or MUI's picker).
        element.querySelector("input:disabled, textarea:disabled") !== null ||
        element.closest(".Mui-disabled") !== null,
      rowKey: element.closest("[data-row-key]")?.getAttribute("data-row-key") ?? null,
    };
  }, at ?? null);
}

/** Taps `target` as soon as it is visible (no wait for it to be enabled or still), then types. */
async function tapWhenVisible(page: Page, target: Locator, text?: string, at?: number) {
  await target.waitFor({ state: "visible" });
  let where = await spot(target, at);
  // The element the locator matched was replaced meanwhile: where its successor is (a user taps
  // what they see, which is the same field at the same place).
  for (let attempt = 0; !where.connected && attempt < 5; attempt++) where = await spot(target, at);
  if (!where.connected) throw new Error("the target keeps leaving the page");
  await page.mouse.click(where.x, where.y);
  if (text !== undefined) await page.keyboard.type(text);
  return where;
}

/**
 * A DateField's outlined box by its label: the look-alike (the light layer's `data-field`) until the
 * field is used, MUI's picker after.
 */
function dateField(page: Page, label: string) {
  return page
    .locator("[data-field], .MuiFormControl-root")
    .filter({ has: page.locator("label").filter({ hasText: new RegExp(`^${label}\\W*$`) }) })
    .locator("[data-field-box], .MuiPickersInputBase-root")
    .first();
}

test.describe("a quick clerk under a 4x slower CPU", () => {
  test.use({ viewport: { width: 768, height: 1024 } });
  test.slow();
  test.beforeEach(async ({ page }) => {
    await signIn(page, ADMIN);
    await throttle(page);
  });

  test("customer edit: a letter typed in Nome as soon as it shows is kept, or Nome was disabled", async ({
    page,
  }) => {
    const customer = await callApi<{ firstName: string }>(page, "GET", `/customers/${CUSTOMER}`);
    await page.goto(`/customers/edit/${CUSTOMER}`);
    const firstName = page.getByRole("textbox", { name: "Nome", exact: true });
    const tapped = await tapWhenVisible(page, firstName, "Q");
    await settled(page);
    if (tapped.disabled) {
      // Greyed out while the customer loaded: the letter went nowhere, the record is intact.
      await expect(firstName).toHaveValue(new RegExp(`^${customer.firstName}Q?$`));
    } else {
      await expect(firstName).toHaveValue(`${customer.firstName}Q`);
    }
    // Once loaded, typing always lands.
    await firstName.click();
    await page.keyboard.press("End");
    await page.keyboard.type("Z");
    await expect(firstName).toHaveValue(new RegExp(`^${customer.firstName}Q?Z$`));
  });

  test("customer edit: Salva is disabled until the customer is there", async ({ page }) => {
    await page.goto(`/customers/edit/${CUSTOMER}`);
    const save = page.getByRole("button", { name: "Salva" });
    await save.waitFor({ state: "visible" });
    const firstName = page.getByRole("textbox", { name: "Nome", exact: true });
    // Whenever Salva is enabled, the form holds the customer (never the empty placeholder).
    if (await save.isEnabled()) await expect(firstName).not.toHaveValue("");
    await settled(page);
    await expect(save).toBeEnabled();
  });

  test("reservation list: the row tapped as soon as it shows is the one that opens", async ({ page }) => {
    await page.goto(`/events/${EVENT}/reservations`);
    const row = page.getByTestId("list-row").first();
    const tapped = await tapWhenVisible(page, row.locator("[data-list-cell]").first());
    expect(tapped.rowKey).not.toBeNull();
    await expect(page).toHaveURL(new RegExp(`/events/${EVENT}/reservations/edit/${tapped.rowKey}$`));
  });

  test("reservation list: text typed in Cliente as soon as it shows filters the list", async ({ page }) => {
    await page.goto(`/events/${EVENT}/reservations`);
    const search = page.getByRole("searchbox", { name: "Cliente" });
    const tapped = await tapWhenVisible(page, search, "Esposito");
    if (tapped.disabled) {
      // Greyed out when tapped (the server's render, before the page's code ran): nothing went
      // in, or all of it if the field was enabled between the look and the tap; never a part.
      await settled(page);
      await expect(search).toHaveValue(/^(Esposito)?$/);
      if ((await search.inputValue()) === "") await tapWhenVisible(page, search, "Esposito");
    }
    await expect(search).toHaveValue("Esposito");
    await expect(page.getByTestId("list-row").first()).toContainText("Esposito");
    await expect(page.getByTestId("list-row").filter({ hasNotText: "Esposito" })).toHaveCount(0);
  });

  test("reservation list: a date field opens its calendar on the first click of its button", async ({
    page,
  }) => {
    await page.goto(`/events/${EVENT}/reservations`);
    const field = dateField(page, "Check in da");
    await field.waitFor({ state: "visible" });
    // The look-alike may be replaced by the picker between the two reads: read the new one then.
    let box = await field.boundingBox();
    for (let attempt = 0; !box && attempt < 5; attempt++) box = await field.boundingBox();
    if (!box) throw new Error("the date field has no box");
    // The calendar button at the field's right end, the look-alike's or the picker's.
    const tapped = await tapWhenVisible(page, field, undefined, box.width - 24);
    if (tapped.disabled) {
      // Greyed out when looked at (the server's render): the tap opened nothing, or the calendar
      // if the field was enabled between the look and the tap. Once the page's code runs, the
      // first tap opens it.
      await settled(page);
      if (!(await page.getByRole("grid").isVisible())) {
        await tapWhenVisible(page, field, undefined, box.width - 24);
      }
    }
    await expect(page.getByRole("grid")).toBeVisible();
    await page.getByRole("gridcell", { name: "15" }).first().click();
    await expect(page.getByRole("grid")).toBeHidden();
    await expect(
      page.getByRole("group", { name: "Check in da", exact: true }).getByRole("spinbutton").first(),
    ).toHaveText("15");
  });

  test("quote: a date typed in Check in as soon as it shows is the one searched", async ({ page }) => {
    await page.goto(`/events/${EVENT}/reservations/quote`);
    const tapped = await tapWhenVisible(page, dateField(page, "Check in"), "15062031", 20);
    await settled(page);
    const checkIn = page.getByRole("group", { name: "Check in", exact: true });
    if (tapped.disabled) {
      // Greyed out when looked at (the server's render): either the tap came before the page's
      // code enabled it and nothing went in, or the field was enabled between the look and the
      // tap and the whole date did; never a part of it. Nothing in: the same taps and digits land.
      const input = dateFieldInput(page, "Check in");
      await expect(input).toHaveValue(/^$|^15\/06\/2031$/);
      if ((await input.inputValue()) === "") {
        await tapWhenVisible(page, dateField(page, "Check in"), "15062031", 20);
      }
    }
    await expect(checkIn).toHaveText(/15.*06.*2031/);
  });

  test("movements: a date typed in Data as soon as it shows is the filter", async ({ page }) => {
    await page.goto(`/events/${EVENT}/v2/accounting/movements`);
    const tapped = await tapWhenVisible(page, dateField(page, "Data"), "01012030", 20);
    await settled(page);
    if (tapped.disabled) {
      // Greyed out when tapped (the server's render): the whole date went in, or nothing did.
      const input = dateFieldInput(page, "Data");
      await expect(input).toHaveValue(/^$|^01\/01\/2030$/);
      if ((await input.inputValue()) === "")
        await tapWhenVisible(page, dateField(page, "Data"), "01012030", 20);
    }
    await expect(page.getByRole("group", { name: "Data", exact: true })).toHaveText(/01.*01.*2030/);
  });

  test("home and event menu: the first tile tapped as soon as it shows opens its section", async ({
    page,
  }) => {
    await page.goto("/");
    const tile = page.locator("[data-testid^=tile-]").first();
    await tile.waitFor({ state: "visible" });
    const href = await tile.getAttribute("href");
    await tapWhenVisible(page, tile);
    await expect(page).toHaveURL(new RegExp(`${href}$`));

    await page.goto(`/events/${EVENT}/menu`);
    const entry = page.locator("[data-testid^=event-menu-]").first();
    await entry.waitFor({ state: "visible" });
    const target = await entry.getAttribute("href");
    await tapWhenVisible(page, entry);
    await expect(page).toHaveURL(new RegExp(`${target}$`));
  });

  test("customers, events, entries: text typed in the search box as soon as it shows is searched", async ({
    page,
  }) => {
    const searches: [string, string, string][] = [
      ["/customers", "Cerca per nome, cognome, email o telefono", "Espos"],
      ["/events", "Nome", "Saint"],
      [`/events/${EVENT}/entries`, "Cerca per nome, cognome, email o telefono", "Brun"],
    ];
    for (const [path, label, text] of searches) {
      await page.goto(path);
      const search = page.getByRole("searchbox", { name: label, exact: true });
      const tapped = await tapWhenVisible(page, search, text);
      if (tapped.disabled) {
        // Greyed out when tapped (customers and entries come from the server): all or nothing.
        await settled(page);
        await expect(search).toHaveValue(new RegExp(`^(${text})?$`));
        if ((await search.inputValue()) === "") await tapWhenVisible(page, search, text);
      }
      await expect(search).toHaveValue(text);
      await expect(page.getByTestId("list-row").first()).toContainText(text);
    }
  });

  test("communications, KPI: a tab tapped as soon as it shows is the one selected", async ({ page }) => {
    await page.goto(`/events/${EVENT}/communications`);
    const sent = page.getByRole("tab", { name: "Inviate" });
    await tapWhenVisible(page, sent);
    await expect(sent).toHaveAttribute("aria-selected", "true");
    await expect(page.getByTestId("communications-sent")).toBeVisible();

    await page.goto(`/events/${EVENT}/kpi`);
    const comparison = page.getByRole("tab", { name: "Confronto" });
    await tapWhenVisible(page, comparison);
    await expect(comparison).toHaveAttribute("aria-selected", "true");
  });

  test("cash register: uscita tapped as soon as it shows opens its form", async ({ page }) => {
    await page.goto(`/events/${EVENT}/v2/accounting/cash-register`);
    const outcome = page.getByTestId("cash-open-outcome");
    const tapped = await tapWhenVisible(page, outcome);
    if (tapped.disabled) {
      // Greyed out when looked at (the server's render): nothing opened, or the form if the button
      // was enabled between the look and the tap. Once the page's code runs, the first tap opens it.
      await settled(page);
      if (!(await page.getByRole("dialog").isVisible())) await tapWhenVisible(page, outcome);
    }
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("reservation edit: Hotel tapped as soon as it shows opens its list", async ({ page }) => {
    const reservation = await firstReservation(page);
    await page.goto(`/events/${EVENT}/reservations/edit/${reservation}`);
    const hotel = page.getByRole("combobox", { name: /Hotel/ });
    await tapWhenVisible(page, hotel);
    await expect(page.getByRole("listbox")).toBeVisible();
  });
});

test("reservation edit and quote arrive from the server, their controls disabled until the page's code runs", async ({
  page,
}) => {
  await signIn(page, ADMIN);
  const reservation = await firstReservation(page);
  // The server's HTML (page-read session): reservation edit's skeleton with its title and the
  // event's line (the largest text), the actions disabled; quote's event line, its fields greyed
  // out and inert.
  const edit = await (await page.request.get(`/events/${EVENT}/reservations/edit/${reservation}`)).text();
  expect(edit).toMatch(/<h1[^>]*>Modifica Prenotazione<\/h1>/);
  expect(edit).toMatch(
    /<p[^>]*>SVPF Saint-Vincent Poker Festival · \d{2}\/\d{2}\/\d{4} - \d{2}\/\d{2}\/\d{4}<\/p>/,
  );
  expect(edit).toContain('data-testid="reservation-loading"');
  expect(edit).toMatch(/<button[^>]*disabled=""[^>]*>Prenotazioni/);
  const quote = await (await page.request.get(`/events/${EVENT}/reservations/quote`)).text();
  expect(quote).toMatch(/<p[^>]*>SVPF<!-- --> <!-- -->Saint-Vincent Poker Festival<!-- --> · /);
  expect(quote).toMatch(/inert=""[^>]*aria-busy="true"|aria-busy="true"[^>]*inert=""/);

  // Once the code runs, both are usable.
  await page.goto(`/events/${EVENT}/reservations/quote`);
  await expect(page.locator("[inert]")).toHaveCount(0);
  await page.goto(`/events/${EVENT}/reservations/edit/${reservation}`);
  await expect(page.getByRole("button", { name: "Prenotazioni" })).toBeEnabled();
});

test("reservation edit opens with what its page read: no API answer is waited for, and a kept copy is fetched again first", async ({
  page,
}) => {
  await signIn(page, ADMIN);
  const reservationId = await firstReservation(page);
  const reservation = await callApi<{ notes: string | null }>(page, "GET", `/reservations/${reservationId}`);
  // The form's reads refused: what it shows came with the page.
  const formReads = /\/api\/(reservations\/\d+|events\/locations\/\d+|periodpricings\/event\/\d+)(\?|$)/;
  await page.route(formReads, (route) => route.abort());
  await page.goto(`/events/${EVENT}/reservations/edit/${reservationId}`);
  await expect(page.getByRole("button", { name: "Salva" })).toBeEnabled();
  await expect(page.getByRole("textbox", { name: "Note" })).toHaveValue(reservation.notes ?? "");
  await page.unroute(formReads);

  // The copy kept from that visit, once older than the queries' staleTime (10 s), is fetched
  // again before the form opens: it shows the newer one (an answer changed on its way). The
  // browser's clock is moved on past the staleTime rather than waited for.
  await page.clock.install();
  await page.goto(`/events/${EVENT}/reservations`);
  await page.route(`**/api/reservations/${reservationId}`, async (route) => {
    const response = await route.fetch();
    const envelope = (await response.json()) as { entity: { notes: string | null } };
    envelope.entity.notes = "Copia più recente";
    await route.fulfill({ response, json: envelope });
  });
  await page.clock.fastForward(QUERY_STALE_MS + 1_000);
  await page.locator(`[data-testid=list-row][data-row-key="${reservationId}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/reservations/edit/${reservationId}$`));
  await expect(page.getByRole("textbox", { name: "Note" })).toHaveValue("Copia più recente");
});

test("the events list arrives from the server with its count, its filters disabled until the page's code runs", async ({
  page,
}) => {
  await signIn(page, ADMIN);
  const count = await callApi<number>(page, "GET", "/events/count");
  const first = await callApi<{ id: number }[]>(page, "GET", "/events/search?pageNumber=0");
  // As a tablet shows it before the page's code runs: the title with the count, the filters
  // greyed out and inert, the rows' skeleton.
  await openServerRender(page, "/events");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Eventi (${count})`);
  await expect(
    page.locator("[inert][aria-busy=true]").getByRole("textbox", { includeHidden: true }),
  ).not.toHaveCount(0);
  await expect(page.locator("[data-list-skeleton]")).not.toHaveCount(0);
  await expect(page.getByTestId("list-row")).toHaveCount(0);

  await openHydrated(page, "/events");
  await expect(page.locator("[inert]")).toHaveCount(0);
  await expect(page.getByTestId("list-row")).toHaveCount(first.length);
  await expect(page.getByTestId("list-row").first()).toHaveAttribute("data-row-key", String(first[0]?.id));
});

test("the reservation list arrives from the server with its counts, its filters disabled until the page's code runs", async ({
  page,
}) => {
  await signIn(page, ADMIN);
  const criteria = { eventId: EVENT };
  const count = await callApi<number>(page, "POST", "/reservations/count", criteria);
  const guests = await callApi<number>(page, "POST", "/reservations/guestscount", criteria);
  // The server's HTML: the title with both counts (the largest text) and the event's name, the
  // filters and actions greyed out and inert, the rows' skeleton (the browser draws the rows, in
  // the layout of the tablet's orientation).
  const html = await (await page.request.get(`/events/${EVENT}/reservations`)).text();
  expect(html).toMatch(
    new RegExp(`<h1[^>]*>Prenotazioni \\((<!-- -->)?${count}(<!-- -->)?\\) Ospiti \\((<!-- -->)?${guests}`),
  );
  expect(html).toMatch(/data-testid="page-subtitle"[^>]*>SVPF Saint-Vincent Poker Festival</);
  expect(html).toMatch(/inert=""[^>]*aria-busy="true"|aria-busy="true"[^>]*inert=""/);
  expect(html).toContain("data-list-skeleton");
  expect(html).not.toContain('data-testid="list-row"');

  // Once the code runs: usable, and the rows are those the API lists first.
  await page.goto(`/events/${EVENT}/reservations`);
  await expect(page.locator("[inert]")).toHaveCount(0);
  const first = await callApi<{ id: number }[]>(page, "POST", "/reservations/search", {
    ...criteria,
    pageNumber: 0,
  });
  await expect(page.getByTestId("list-row")).toHaveCount(first.length);
  await expect(page.getByTestId("list-row").first()).toHaveAttribute("data-row-key", String(first[0]?.id));
});

test("the cash register arrives from the server with its takings, its form buttons disabled until the page's code runs", async ({
  page,
}) => {
  await signIn(page, ADMIN);
  const register = await callApi<{ taking: string }>(page, "GET", `/cashregistry/${EVENT}`);
  await openServerRender(page, `/events/${EVENT}/v2/accounting/cash-register`);
  // The total row's takings, as on screen; the buttons that open the forms inside the inert box.
  await expect(page.getByTestId("register-total").getByTestId("register-taking")).toHaveText(
    formatEuro(register.taking, "it"),
  );
  await expect(page.locator("[inert][aria-busy=true] [data-testid=cash-open-outcome]")).toHaveCount(1);

  await openHydrated(page, `/events/${EVENT}/v2/accounting/cash-register`);
  await expect(page.locator("[inert]")).toHaveCount(0);
  await page.getByTestId("cash-open-outcome").click();
  await expect(page.getByRole("dialog")).toBeVisible();
});

test("communications arrive from the server with the hotels to write to, rows and tabs working as links", async ({
  page,
}) => {
  await signIn(page, ADMIN);
  const hotels = await callApi<{ locationId: number; locationName: string }[]>(
    page,
    "GET",
    `/communications/list/${EVENT}`,
  );
  expect(hotels.length).toBeGreaterThan(0);
  const base = `/events/${EVENT}/communications`;
  await openServerRender(page, base);
  // Every hotel with something to send, in the API's order, each a link to its message.
  const rows = page.getByTestId("communications-to-send").getByRole("link");
  await expect(rows).toHaveCount(hotels.length);
  for (const [index, hotel] of hotels.entries()) {
    await expect(rows.nth(index)).toHaveAttribute("href", `${base}/create/${hotel.locationId}`);
    await expect(rows.nth(index)).toContainText(hotel.locationName);
  }
  // The header's buttons need the page's code: disabled until it runs.
  await expect(page.getByRole("button", { name: "Esci" })).toBeDisabled();
  await expect(page.getByTestId("current-user")).toBeDisabled();
  // The tabs are links too: a tap before the page's code runs loads the page on that tab.
  await page.getByRole("tab", { name: "Inviate" }).click();
  await expect(page).toHaveURL(`${base}?tab=sent`);
  const sent = await callApi<{ id: number }[]>(page, "GET", `/communications/listsents/${EVENT}`);
  await expect(page.getByTestId("communications-sent").getByRole("link")).toHaveCount(sent.length);
  await expect(page.getByRole("tab", { name: "Inviate" })).toHaveAttribute("aria-selected", "true");

  // Once the code runs, a tab changes in place (no page load) and the address follows.
  await openHydrated(page, `${base}?tab=sent`);
  const toSend = page.getByRole("tab", { name: "Da inviare" });
  // The header's buttons are enabled by the page's code: it has run.
  await expect(page.getByRole("button", { name: "Esci" })).toBeEnabled();
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await toSend.click();
  await expect(page).toHaveURL(base);
  await expect(rows).toHaveCount(hotels.length);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  await expect(page.getByRole("button", { name: "Esci" })).toBeEnabled();
});

import { ADMIN, expectAttention, signIn, expect, test } from "./helpers";
import { callApi } from "./reservation-helpers";

test.describe("sign-in", () => {
  test("the login button waits for both fields, and a wrong password is refused", async ({ page }) => {
    await page.goto("/login");
    const submit = page.getByRole("button", { name: "Accedi" });
    await expect(submit).toBeDisabled();
    await page.getByLabel("Nome utente").fill("admin");
    await expect(submit).toBeDisabled();
    await page.getByLabel("Password").fill("wrong-password");
    await expect(submit).toBeEnabled();
    await submit.click();
    await expectAttention(page, "Nome utente o password non validi");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("remember-me on keeps the session in a new tab, and /login sends a signed-in visitor home", async ({
    page,
    context,
  }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => window.localStorage.getItem("backoffice.auth"))).not.toBeNull();
    const second = await context.newPage();
    await second.goto("/profiles");
    await expect(second.getByRole("heading", { name: "Utenti" })).toBeVisible();
    await second.goto("/login");
    await expect(second).toHaveURL(/\/$/);
  });

  test("remember-me off keeps the session only in this tab", async ({ page, context }) => {
    await signIn(page, ADMIN, { remember: false });
    expect(await page.evaluate(() => window.localStorage.getItem("backoffice.auth"))).toBeNull();
    expect(await page.evaluate(() => window.sessionStorage.getItem("backoffice.auth"))).not.toBeNull();
    await page.reload();
    await expect(page.getByTestId("current-user")).toBeVisible();
    const second = await context.newPage();
    await second.goto("/profiles");
    await expect(second).toHaveURL(/\/login\?returnUrl=%2Fprofiles$/);
  });

  test("the page asked for before sign-in is restored after it", async ({ page }) => {
    await page.goto("/profiles/roles");
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fprofiles%2Froles$/);
    await page.getByLabel("Nome utente").fill(ADMIN.username);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Accedi" }).click();
    await expect(page).toHaveURL(/\/profiles\/roles$/);
    await expect(page.getByRole("heading", { name: "Ruoli" })).toBeVisible();
  });

  test("a return address that leaves the app is refused: after sign-in the browser stays here", async ({
    page,
  }) => {
    // No request may leave for another host, whatever the browser makes of the address.
    const elsewhere: string[] = [];
    await page.route(
      (url) => url.hostname.endsWith("evil.test"),
      async (route) => {
        elsewhere.push(route.request().url());
        await route.abort();
      },
    );
    for (const returnUrl of ["%2F%5Cevil.test%2Fx", "%2F%09%2Fevil.test%2Fx", "%2F.%2F%2Fevil.test%2Fx"]) {
      await page.goto(`/login?returnUrl=${returnUrl}`);
      await page.getByLabel("Nome utente").fill(ADMIN.username);
      await page.getByLabel("Password").fill(ADMIN.password);
      await page.getByRole("button", { name: "Accedi" }).click();
      await expect(page.getByTestId("current-user")).toBeVisible();
      expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL!).host);
      // Signed in already: /login sends the visitor on at once, to this app only.
      await page.goto(`/login?returnUrl=${returnUrl}`);
      await expect(page).not.toHaveURL(/\/login/);
      expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL!).host);
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await page.context().clearCookies();
    }
    expect(elsewhere).toEqual([]);
  });

  test("header shows the user's name, the footer the year, and logout returns to /login", async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    await expect(page.getByTestId("current-user")).toHaveText("Amministratore Sistema");
    await expect(page.getByTestId("footer")).toContainText(String(new Date().getFullYear()));
    await page.getByRole("button", { name: "Esci" }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => window.localStorage.getItem("backoffice.auth"))).toBeNull();
    await page.goto("/profiles");
    await expect(page).toHaveURL(/\/login\?returnUrl=/);
  });

  test("the server renders a signed-in screen from the page-read cookie; logout removes it", async ({
    page,
    context,
  }) => {
    // Before sign-in the server sends the frame and a spinner, no tile.
    expect(await (await page.request.get("/events/2/menu")).text()).not.toContain("event-menu-reservations");
    await signIn(page, ADMIN);
    const cookie = (await context.cookies()).find((candidate) => candidate.name === "bo_page");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/" });
    // Script sees only the companion, which logout removes even offline.
    expect(await page.evaluate(() => document.cookie)).not.toContain("bo_page=");
    expect(await page.evaluate(() => document.cookie)).toContain("bo_page_on=1");
    // The event menu's HTML holds the event and the tiles the permissions give.
    const event = await callApi<{ name: string }>(page, "GET", "/events/2");
    const html = await (await page.request.get("/events/2/menu")).text();
    expect(html).toContain('data-testid="event-menu-reservations"');
    expect(html).toContain(event.name);
    // A screen with fields still waits for the page's code (a field would lose what was typed).
    expect(await (await page.request.get("/customers")).text()).not.toContain('data-testid="list-row"');
    await page.getByRole("button", { name: "Esci" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect
      .poll(async () => (await context.cookies()).some((candidate) => candidate.name.startsWith("bo_page")))
      .toBe(false);
    expect(await (await page.request.get("/events/2/menu")).text()).not.toContain("event-menu-reservations");
  });

  test("customer edit comes from the server with the customer in fields that take nothing until the page's code runs", async ({
    page,
    context,
    browser,
  }) => {
    await signIn(page, ADMIN);
    const customer = await callApi<{ firstName: string; lastName: string }>(page, "GET", "/customers/36");
    // The page as the browser shows it before its code has run: the same session, the page's
    // scripts refused (the HTML's inline scripts still show the streamed parts).
    const bare = await browser.newContext({
      storageState: await context.storageState(),
      serviceWorkers: "block",
      viewport: { width: 768, height: 1024 },
    });
    await bare.route(/\/_next\/static\/chunks\/.*\.js/, (route) => route.abort());
    const before = await bare.newPage();
    await before.goto("/customers/edit/36");
    const firstName = before.getByRole("textbox", { name: "Nome", exact: true });
    await expect(firstName).toHaveValue(customer.firstName);
    await expect(before.getByRole("textbox", { name: "Cognome" })).toHaveValue(customer.lastName);
    // Greyed out and inert: no focus or key reaches it, and no action is live.
    await expect(firstName.locator("xpath=ancestor::*[@inert][@data-loading]")).toHaveCount(1);
    await firstName.focus();
    await before.keyboard.type("Q");
    await expect(firstName).toHaveValue(customer.firstName);
    for (const action of ["Salva", "GP", "Elimina", "Lista"]) {
      await expect(before.getByRole("button", { name: action, exact: true })).toBeDisabled();
    }
    await bare.close();
    // With its code: the same values, now editable.
    await page.goto("/customers/edit/36");
    const live = page.getByRole("textbox", { name: "Nome", exact: true });
    await expect(live).toBeEditable();
    await expect(live).toHaveValue(customer.firstName);
  });

  test("an expired token is refreshed without the user noticing", async ({ page }) => {
    await signIn(page, ADMIN);
    // Pretend the access token expired: the client must refresh before calling.
    await page.evaluate(() => {
      const auth = JSON.parse(window.localStorage.getItem("backoffice.auth")!);
      auth.expires = "2020-01-01T00:00:00";
      window.localStorage.setItem("backoffice.auth", JSON.stringify(auth));
    });
    const oldRefresh = await page.evaluate(
      () => JSON.parse(window.localStorage.getItem("backoffice.auth")!).refreshToken,
    );
    await page.goto("/profiles");
    await expect(page.getByRole("heading", { name: "Utenti" })).toBeVisible();
    await expect(page.getByTestId("list-row").first()).toBeVisible();
    const auth = await page.evaluate(() => JSON.parse(window.localStorage.getItem("backoffice.auth")!));
    expect(auth.refreshToken).not.toBe(oldRefresh);
    expect(auth.expires > "2021").toBe(true);
  });

  test("an invalid expiry logs out and says the session's expiry is not valid", async ({ page }) => {
    await signIn(page, ADMIN);
    await page.evaluate(() => {
      const auth = JSON.parse(window.localStorage.getItem("backoffice.auth")!);
      auth.expires = "not-a-date";
      window.localStorage.setItem("backoffice.auth", JSON.stringify(auth));
    });
    await page.goto("/profiles");
    await expect(page).toHaveURL(/\/login/);
    await expectAttention(page, "Data di scadenza della sessione non valida: accedere di nuovo");
  });

  test("the Stage label shows on the login form and in the header", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByTestId("stage-label")).toHaveText("STAGE");
    await signIn(page, ADMIN);
    await expect(page.getByRole("banner").getByTestId("stage-label")).toBeVisible();
  });

  test("a failed call whose ping also fails leads to /offline", async ({ page }) => {
    await signIn(page, ADMIN);
    await page.route("**/api/**", (route) => route.abort("internetdisconnected"));
    await page.goto("/profiles");
    await expect(page).toHaveURL(/\/offline$/);
    await expect(
      // A heading: Next's route announcer may repeat the same text for screen readers.
      page.getByRole("heading", {
        name: "L'applicazione non riesce a contattare il server verificare connessione internet",
      }),
    ).toBeVisible();
    await page.unroute("**/api/**");
    await page.getByRole("button", { name: "Riprova" }).click();
    // Back to the page the failed call came from, not the home page.
    await expect(page).toHaveURL(/\/profiles$/);
  });
});

import { ADMIN, dateFieldInput, expect, fillDate, signIn, test } from "./helpers";

// The browser speaks English in both tests: only the interface language may decide the format.
test.use({ locale: "en-US" });

test("Italian interface: dd/MM/yyyy and Italian month names whatever the browser's language", async ({
  page,
  context,
  baseURL,
}) => {
  // The interface language comes from the NEXT_LOCALE cookie before Accept-Language (i18n/routing.ts).
  await context.addCookies([{ name: "NEXT_LOCALE", value: "it", url: baseURL! }]);
  await signIn(page, ADMIN);
  await page.goto("/events/create");
  await expect(page.getByRole("heading", { name: "Crea Evento" })).toBeVisible();
  await fillDate(page, "Data inizio", "2031-10-16");
  await expect(dateFieldInput(page, "Data inizio")).toHaveValue("16/10/2031");
  await page
    .getByRole("group", { name: "Data inizio", exact: true })
    .locator("xpath=..")
    .getByRole("button")
    .click();
  const calendar = page.getByRole("dialog");
  await expect(calendar).toContainText("ottobre 2031");
  await expect(calendar.getByRole("gridcell", { name: "16" })).toHaveAttribute("aria-selected", "true");
});

test("English interface: English month names", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("User name").fill(ADMIN.username);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("current-user")).toBeVisible();
  await page.goto("/events/create");
  await fillDate(page, "Start date", "2031-10-16");
  await expect(dateFieldInput(page, "Start date")).toHaveValue("16/10/2031");
  await page
    .getByRole("group", { name: "Start date", exact: true })
    .locator("xpath=..")
    .getByRole("button")
    .click();
  await expect(page.getByRole("dialog")).toContainText("October 2031");
});

test.describe("on a touch tablet", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 768, height: 1024 } });

  test("a tap on the day picks it and closes the calendar; day cells are 44 px", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: "NEXT_LOCALE", value: "it", url: baseURL! }]);
    await signIn(page, ADMIN);
    await page.goto("/events/create");
    await fillDate(page, "Data inizio", "2031-10-16");
    await page
      .getByRole("group", { name: "Data inizio", exact: true })
      .locator("xpath=..")
      .getByRole("button")
      .tap();
    const calendar = page.getByRole("dialog");
    await expect(calendar).toContainText("ottobre 2031");
    const day = calendar.getByRole("gridcell", { name: "20" });
    const box = (await day.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    await page.screenshot({ path: "test-results/date-calendar-768.png" });
    // No OK to confirm: one tap on the day is enough.
    await expect(calendar.getByRole("button", { name: "OK" })).toHaveCount(0);
    await day.tap();
    await expect(calendar).toBeHidden();
    await expect(dateFieldInput(page, "Data inizio")).toHaveValue("20/10/2031");
  });
});

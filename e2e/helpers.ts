import { test as base, expect, type Locator, type Page } from "@playwright/test";

/**
 * Playwright's `test`, failing any test whose pages throw an uncaught error: specs import
 * `test` and `expect` from here. "Failed to load resource" console lines of refused requests are
 * not page errors and stay allowed.
 */
export const test = base.extend<{ pageErrors: Error[] }>({
  pageErrors: [
    async ({ context }, use) => {
      const errors: Error[] = [];
      const watch = (page: Page) => page.on("pageerror", (error) => errors.push(error));
      context.pages().forEach(watch);
      context.on("page", watch);
      await use(errors);
      expect(
        errors.map((error) => error.stack ?? error.message),
        "uncaught page errors",
      ).toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

export const ADMIN = { username: "admin", password: "admin" };
/** Demo users (seed/demo-data.ts), password "demo". */
export const RECEPTION = { username: "mrossi", password: "demo" };
export const ACCOUNTING = { username: "lbianchi", password: "demo" };

export async function signIn(
  page: Page,
  user: { username: string; password: string },
  options: { remember?: boolean } = {},
) {
  await page.goto("/login");
  await page.getByLabel("Nome utente").fill(user.username);
  await page.getByLabel("Password").fill(user.password);
  const remember = page.getByRole("checkbox", { name: "Ricordami" });
  if (options.remember === false) await remember.uncheck();
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(page.getByTestId("current-user")).toBeVisible();
}

/** The Attenzione modal shows `message`; it is closed with Ok. */
export async function expectAttention(page: Page, message: string | RegExp) {
  const dialog = page.getByRole("dialog", { name: "Attenzione" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(message);
  await dialog.getByRole("button", { name: "Ok" }).click();
  await expect(dialog).toBeHidden();
}

export const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/**
 * Types a day into a shared DateField (MUI X picker) found by its label, as a user does:
 * `day` is "YYYY-MM-DD", typed in the interface's order (dd/MM/yyyy in both languages).
 */
export async function fillDate(scope: Page | Locator, label: string, day: string) {
  const [year, month, date] = day.split("-");
  const field = await datePicker(scope, label);
  // The day section first: each section is overwritten in turn as the digits come.
  await field.getByRole("spinbutton").first().click();
  const page = "page" in scope ? scope.page() : scope;
  await page.keyboard.type(`${date}${month}${year}`);
}

/** A DateField's look-alike: what it shows until it is first used (components/common/DateField.tsx). */
export function dateLookalike(scope: Page | Locator, label: string, exact = true) {
  return scope.getByRole("textbox", { name: label, exact }).and(scope.locator("[data-date-lookalike]"));
}

/**
 * A DateField's picker (MUI X's group of day, month and year), after a click on its look-alike
 * when the field was not used yet: the picker takes the look-alike's place on the first use.
 */
export async function datePicker(scope: Page | Locator, label: string, exact = true): Promise<Locator> {
  const group = scope.getByRole("group", { name: label, exact });
  const lookalike = dateLookalike(scope, label, exact);
  await expect(group.or(lookalike).first()).toBeVisible();
  if (await lookalike.isVisible()) await lookalike.click();
  await expect(group).toBeVisible();
  return group;
}

/** The text a DateField shows ("10/05/2031"), empty when it holds no date: picker or look-alike. */
export function dateFieldInput(scope: Page | Locator, label: string) {
  return scope
    .getByRole("group", { name: label, exact: true })
    .locator("xpath=..")
    .locator("input")
    .or(dateLookalike(scope, label));
}

export type TapTarget = { what: string; width: number; height: number };

/**
 * Visible tap targets of the page smaller than `min` px in either dimension. Counted: buttons,
 * links, inputs, selects, textareas, [role=button|checkbox|radio|switch|tab|menuitem|option|
 * combobox|spinbutton] and rows marked clickable. A form field is measured by its outlined box
 * (the light layer's `[data-field-box]`, MUI's `.MuiInputBase-root` and `.MuiPickersInputBase-root`:
 * a tap anywhere in it focuses it), a
 * visually hidden native checkbox/radio/switch by its MUI ButtonBase, a star of a Rating by its
 * label. Excluded by rule: links inside running text (a `p` or `li` with other text around),
 * elements inside `[aria-hidden=true]`, disabled fields, and a Rating's visually hidden "no
 * value" radio (keyboard only).
 */
export async function smallTapTargets(page: Page, min = 44): Promise<TapTarget[]> {
  return page.evaluate((minimum) => {
    const selector = [
      "button",
      "a[href]",
      "input:not([type=hidden])",
      "select",
      "textarea",
      "[role=button]",
      "[role=checkbox]",
      "[role=radio]",
      "[role=switch]",
      "[role=tab]",
      "[role=menuitem]",
      "[role=option]",
      "[role=combobox]",
      "[role=spinbutton]",
      "[data-clickable=true]",
    ].join(",");
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.getAttribute("role") ? `[role=${el.getAttribute("role")}]` : ""} "${(
        el.getAttribute("aria-label") ||
        (el as HTMLElement).innerText ||
        el.getAttribute("name") ||
        el.getAttribute("placeholder") ||
        ""
      )
        .trim()
        .slice(0, 40)}"`;
    const targetOf = (el: Element): Element => {
      const field = el.closest("[data-field-box], .MuiInputBase-root, .MuiPickersInputBase-root");
      if (field) return field;
      if (el.closest(".MuiRating-root") && el.tagName === "INPUT")
        return document.querySelector(`label[for="${CSS.escape(el.id)}"]`) ?? el;
      const base = el.closest(".MuiButtonBase-root, .MuiSwitch-switchBase");
      if (base && el.tagName === "INPUT") return base;
      return el;
    };
    const inRunningText = (el: Element) => {
      if (el.tagName !== "A") return false;
      const block = el.closest("p, li");
      if (!block || block.closest("nav, [role=navigation], header")) return false;
      return (block.textContent ?? "").trim().length > (el.textContent ?? "").trim().length;
    };
    const found = new Map<Element, { what: string; width: number; height: number }>();
    for (const el of Array.from(document.querySelectorAll(selector))) {
      if (el.closest("[aria-hidden=true]") || inRunningText(el)) continue;
      // A Rating's "no value" radio: visually hidden, reached by keyboard only.
      if (el.closest(".MuiRating-root") && (el as HTMLInputElement).value === "") continue;
      if ((el as HTMLInputElement).disabled) continue;
      const target = targetOf(el);
      if (found.has(target)) continue;
      const style = getComputedStyle(target);
      if (style.visibility === "hidden" || style.display === "none") continue;
      const box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      found.set(target, { what: describe(el), width: Math.round(box.width), height: Math.round(box.height) });
    }
    return [...found.values()].filter((t) => t.width < minimum || t.height < minimum);
  }, min);
}

/** Until the installed service worker controls the page (its install precached the offline page). */
export async function controlledByWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/**
 * Until the page has stopped moving: its fonts loaded, and a frame drawn with no transition or
 * animation running (MUI's dialogs fade in, collapses open, a control that turns enabled fades its
 * colours in), each waited for to its end. What axe reads or a screenshot shows is then the page as
 * it stays, not a frame half-way.
 */
export async function motionSettled(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (;;) {
      // Two frames: a change of style made before this call has started its transition by then.
      await frame();
      await frame();
      const moving = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === "running" && animation.effect?.getTiming().iterations !== Infinity,
        );
      if (moving.length === 0) return;
      await Promise.allSettled(moving.map((animation) => animation.finished));
    }
  });
}

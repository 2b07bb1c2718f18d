import { expect, type Page } from "@playwright/test";

export const ADMIN = { username: "admin", password: "admin" };
/** Demo users (db/seed/demo-data.ts), password "demo". */
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

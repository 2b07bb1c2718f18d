import fs from "node:fs";

import { ADMIN, expectAttention, signIn, unique, expect, test } from "./helpers";

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

test("attach a PDF to a hotel, rename it, download it and delete it; a disguised file is refused", async ({
  page,
}) => {
  const hotelName = unique("Hotel Allegati ");
  await signIn(page, ADMIN);
  await page.goto("/locations/create");
  await page.getByLabel("Nome").fill(hotelName);
  await page.getByRole("button", { name: "Salva", exact: true }).click();
  await expect(page).toHaveURL(/\/locations\/edit\/\d+$/);
  const attachments = page.getByTestId("attachments");
  await expect(attachments).toContainText("Nessun allegato");

  // Upload.
  await page.getByTestId("attachment-input").setInputFiles({
    name: "preventivo.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await expect(page.getByText("Salvataggio completato con successo")).toBeVisible();
  const rows = attachments.getByTestId("attachment-row");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("preventivo.pdf");
  await expect(rows.first()).toContainText(`${PDF.length} byte`);

  // HTML dressed up as a PDF is refused, and nothing is added.
  await page.getByTestId("attachment-input").setInputFiles({
    name: "fattura.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("<html><script>alert(1)</script></html>"),
  });
  await expectAttention(page, "Il contenuto del file non corrisponde al tipo dichiarato (.pdf)");
  await page.getByTestId("attachment-input").setInputFiles({
    name: "setup.exe",
    mimeType: "application/x-msdownload",
    buffer: Buffer.from("MZ\x90\x00"),
  });
  await expectAttention(page, "Tipo di file non ammesso (.exe)");
  await expect(rows).toHaveCount(1);

  // Rename: only the display name changes.
  await attachments.getByRole("button", { name: "Rinomina preventivo.pdf" }).click();
  const dialog = page.getByRole("dialog", { name: "Rinomina allegato" });
  await dialog.getByLabel("Nome").fill("Preventivo firmato 50% (città)");
  await dialog.getByRole("button", { name: "Salva" }).click();
  await expect(dialog).toBeHidden();
  await expect(rows.first()).toContainText("Preventivo firmato 50% (città).pdf");

  // Download: the browser saves the same bytes under the display name.
  const downloadStarted = page.waitForEvent("download");
  await attachments.getByRole("button", { name: "Preventivo firmato 50% (città).pdf", exact: true }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe("Preventivo firmato 50% (città).pdf");
  const saved = await download.path();
  expect(fs.statSync(saved).size).toBe(PDF.length);
  expect(fs.readFileSync(saved).equals(PDF)).toBe(true);

  // Still there after a reload.
  await page.reload();
  await expect(rows).toHaveCount(1);

  // Delete, after confirming.
  await attachments.getByRole("button", { name: "Elimina Preventivo firmato 50% (città).pdf" }).click();
  const confirm = page.getByRole("dialog", { name: "Eliminare allegato?" });
  await confirm.getByRole("button", { name: "No" }).click();
  await expect(rows).toHaveCount(1);
  await attachments.getByRole("button", { name: "Elimina Preventivo firmato 50% (città).pdf" }).click();
  await confirm.getByRole("button", { name: "Sì" }).click();
  await expect(attachments).toContainText("Nessun allegato");
  await expect(rows).toHaveCount(0);
});

test("a saved user has an attachments section; a new one does not", async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto("/profiles/create");
  await expect(page.getByRole("heading", { name: "Crea Utente" })).toBeVisible();
  await expect(page.getByTestId("attachments")).toHaveCount(0);
  await page.goto("/profiles");
  await page.getByTestId("search-box").fill("Rossi");
  await page.getByTestId("list-row").first().click();
  await expect(page.getByRole("heading", { name: "Modifica Utente" })).toBeVisible();
  const attachments = page.getByTestId("attachments");
  await expect(attachments.getByRole("heading", { name: "Allegati" })).toBeVisible();
  await page.getByTestId("attachment-input").setInputFiles({
    name: "documento identità.png",
    mimeType: "image/png",
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
  });
  await expect(attachments.getByTestId("attachment-row")).toContainText("documento identità.png");
});

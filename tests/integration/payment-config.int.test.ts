import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { GET as itemListRoute } from "@/app/api/paymentitems/list/route";
import { GET as getItemRoute, DELETE as deleteItemRoute } from "@/app/api/paymentitems/[id]/route";
import { POST as saveItemRoute } from "@/app/api/paymentitems/route";
import { GET as methodListRoute } from "@/app/api/paymentmethods/list/route";
import { GET as getMethodRoute, DELETE as deleteMethodRoute } from "@/app/api/paymentmethods/[id]/route";
import { POST as saveMethodRoute } from "@/app/api/paymentmethods/route";
import { ensureEventReferenceData } from "@/seed/reference-events";
import type { PaymentItemDto, PaymentMethodDto } from "@/lib/payments-config/schemas";
import { invoke } from "../support/api";
import { createUser, tokenWith, uniqueName, type TestUser } from "../support/factories";
import {
  auditActions,
  createPaymentItem,
  createPaymentMethod,
  paymentItemRow,
  paymentMethodRow,
  systemPaymentItem,
  systemPaymentMethod,
} from "../support/factories-events";

const FORBIDDEN = "Non hai il permesso per questa operazione";
const SYSTEM_METHOD = "I metodi di pagamento di sistema non possono essere modificati né eliminati";
const SYSTEM_ITEM = "Le voci di sistema non possono essere modificate né eliminate";

let manager: TestUser;
beforeAll(async () => {
  manager = await createUser({ permissions: ["Events"] });
});

describe("reference data", () => {
  it("has the four system payment methods and the five system items, once, after repeated runs", async () => {
    await ensureEventReferenceData(getDb());
    await ensureEventReferenceData(getDb());
    const methods = (await invoke<PaymentMethodDto[]>(methodListRoute, { token: manager.token })).body
      .entity!;
    const system = methods.filter((m) => !m.isCustom);
    expect(system.map((m) => m.method)).toEqual(["Contanti", "Carta", "Bonifico", "Assegno"]);
    // System methods come first.
    expect(methods.slice(0, 4)).toEqual(system);

    const items = (await invoke<PaymentItemDto[]>(itemListRoute, { token: manager.token })).body.entity!;
    const systemItems = items.filter((i) => !i.isCustom);
    expect(
      systemItems
        .map((i) => ({
          systemItem: i.systemItem,
          description: i.description,
          category: i.category,
          isVisible: i.isVisible,
        }))
        .sort((a, b) => a.systemItem!.localeCompare(b.systemItem!)),
    ).toEqual([
      { systemItem: "Agent", description: "Agenti", category: "Cost", isVisible: true },
      { systemItem: "Entries", description: "Entries", category: "Income", isVisible: true },
      { systemItem: "Hotel", description: "Hotel", category: "Cost", isVisible: true },
      { systemItem: "Reservation", description: "Prenotazioni", category: "Income", isVisible: true },
      { systemItem: "Transfer", description: "Trasferimento", category: "Cost", isVisible: false },
    ]);
  });
});

describe("payment methods", () => {
  const saveMethod = (body: unknown, token = manager.token) =>
    invoke<PaymentMethodDto>(saveMethodRoute, { token, body });

  it("creates, reads, renames and deletes a custom method, with audit rows", async () => {
    const name = uniqueName("Satispay");
    const created = await saveMethod({ method: `  ${name} ` });
    expect(created.status).toBe(200);
    expect(created.body.messages).toEqual(["Salvataggio completato con successo"]);
    const method = created.body.entity!;
    expect(method).toEqual({ id: expect.any(Number), method: name, isCustom: true });

    const read = await invoke<PaymentMethodDto>(getMethodRoute, {
      token: manager.token,
      params: { id: method.id },
    });
    expect(read.body.entity).toEqual(method);
    const listed = (await invoke<PaymentMethodDto[]>(methodListRoute, { token: manager.token })).body.entity!;
    expect(listed).toContainEqual(method);

    const renamed = await saveMethod({ id: method.id, method: `${name} Pay` });
    expect(renamed.body.entity).toEqual({ ...method, method: `${name} Pay` });
    expect((await paymentMethodRow(method.id))!.method).toBe(`${name} Pay`);

    const deleted = await invoke(deleteMethodRoute, {
      method: "DELETE",
      token: manager.token,
      params: { id: method.id },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.messages).toEqual(["Eliminazione completata"]);
    expect(await paymentMethodRow(method.id)).toBeNull();
    expect((await auditActions("paymentMethod", method.id)).map((r) => r.action)).toEqual([
      "create",
      "update",
      "delete",
    ]);
    const gone = await invoke(getMethodRoute, { token: manager.token, params: { id: method.id } });
    expect(gone.status).toBe(404);
    expect(gone.body.messages).toEqual(["Metodo di pagamento non trovato"]);
  });

  it("requires the method and refuses a name already used", async () => {
    for (const body of [{ method: "  " }, {}]) {
      const answer = await saveMethod(body);
      expect(answer.status).toBe(400);
      expect(answer.body.messages).toEqual(["Metodo obbligatorio"]);
    }
    const taken = await saveMethod({ method: "contanti" });
    expect(taken.status).toBe(409);
    expect(taken.body.messages).toEqual(["Esiste già un metodo di pagamento con questo nome"]);
    expect(taken.body.validationCodes).toEqual(["AlreadyExistsEntity"]);
  });

  it("protects the system methods from changes and deletion", async () => {
    const cash = await systemPaymentMethod("Contanti");
    const edit = await saveMethod({ id: cash.id, method: "Cash" });
    expect(edit.status).toBe(409);
    expect(edit.body.messages).toEqual([SYSTEM_METHOD]);
    const del = await invoke(deleteMethodRoute, {
      method: "DELETE",
      token: manager.token,
      params: { id: cash.id },
    });
    expect(del.status).toBe(409);
    expect(del.body.messages).toEqual([SYSTEM_METHOD]);
    expect(await paymentMethodRow(cash.id)).toEqual({ id: cash.id, method: "Contanti", isCustom: false });
  });

  it("lets Reservations and EventAccounting read, only Events write", async () => {
    const method = await createPaymentMethod();
    for (const code of ["Reservations", "EventAccounting"] as const) {
      const token = await tokenWith([code]);
      expect((await invoke(methodListRoute, { token })).status).toBe(200);
      expect((await invoke(getMethodRoute, { token, params: { id: method.id } })).status).toBe(200);
      const write = await saveMethod({ id: method.id, method: "X" }, token);
      expect(write.status).toBe(403);
      expect(write.body.messages).toEqual([FORBIDDEN]);
      expect(
        (await invoke(deleteMethodRoute, { method: "DELETE", token, params: { id: method.id } })).status,
      ).toBe(403);
    }
    const outsider = await tokenWith(["EventsHotel", "Customers"]);
    expect((await invoke(methodListRoute, { token: outsider })).status).toBe(403);
    expect((await invoke(methodListRoute, { token: null })).status).toBe(401);
    expect((await saveMethod({ method: "X" }, "")).status).toBe(401);
    expect(await paymentMethodRow(method.id)).toMatchObject({ method: method.method });
  });
});

describe("payment items", () => {
  const saveItem = (body: unknown, token = manager.token) =>
    invoke<PaymentItemDto>(saveItemRoute, { token, body });

  it("creates a cost item and an income item, lists them by category, renames and deletes", async () => {
    const costName = uniqueName("Affitto sala");
    const cost = await saveItem({ category: "Cost", description: costName });
    expect(cost.status).toBe(200);
    expect(cost.body.entity).toEqual({
      id: expect.any(Number),
      category: "Cost",
      description: costName,
      isCustom: true,
      isVisible: true,
      systemItem: null,
    });
    const income = (await saveItem({ category: "Income", description: uniqueName("Sponsor") })).body.entity!;

    const costs = (
      await invoke<PaymentItemDto[]>(itemListRoute, { token: manager.token, query: { category: "Cost" } })
    ).body.entity!;
    expect(costs.every((i) => i.category === "Cost")).toBe(true);
    expect(costs.map((i) => i.id)).toContain(cost.body.entity!.id);
    expect(costs.map((i) => i.id)).not.toContain(income.id);
    // System items first.
    expect(costs[0]!.isCustom).toBe(false);
    const incomes = (
      await invoke<PaymentItemDto[]>(itemListRoute, { token: manager.token, query: { category: "Income" } })
    ).body.entity!;
    expect(incomes.map((i) => i.id)).toContain(income.id);
    expect((await invoke(itemListRoute, { token: manager.token, query: { category: "Other" } })).status).toBe(
      400,
    );

    // Renamed; the category of a saved item stays.
    const renamed = await saveItem({ id: income.id, category: "Cost", description: "Sponsor principale" });
    expect(renamed.body.entity).toMatchObject({
      id: income.id,
      category: "Income",
      description: "Sponsor principale",
    });

    const read = await invoke<PaymentItemDto>(getItemRoute, {
      token: manager.token,
      params: { id: income.id },
    });
    expect(read.body.entity!.description).toBe("Sponsor principale");

    const deleted = await invoke(deleteItemRoute, {
      method: "DELETE",
      token: manager.token,
      params: { id: income.id },
    });
    expect(deleted.status).toBe(200);
    expect(await paymentItemRow(income.id)).toBeNull();
    expect((await auditActions("paymentItem", income.id)).map((r) => r.action)).toEqual([
      "create",
      "update",
      "delete",
    ]);
    const gone = await invoke(getItemRoute, { token: manager.token, params: { id: income.id } });
    expect(gone.status).toBe(404);
    expect(gone.body.messages).toEqual(["Voce non trovata"]);
  });

  it("validates description and category", async () => {
    const noDescription = await saveItem({ category: "Cost", description: "" });
    expect(noDescription.status).toBe(400);
    expect(noDescription.body.messages).toEqual(["Descrizione obbligatoria"]);
    const noCategory = await saveItem({ description: uniqueName("Senza categoria") });
    expect(noCategory.status).toBe(400);
    expect(noCategory.body.messages).toEqual(["Categoria della voce obbligatoria"]);
    const badCategory = await saveItem({ category: "Gift", description: "x" });
    expect(badCategory.status).toBe(400);
    expect(badCategory.body.messages[0]).toMatch(/^Categoria: /);
    const name = uniqueName("Doppia");
    await createPaymentItem({ category: "Cost", description: name });
    const taken = await saveItem({ category: "Cost", description: name.toUpperCase() });
    expect(taken.status).toBe(409);
    expect(taken.body.messages).toEqual(["Esiste già una voce con questa descrizione"]);
    // The same description in another category is fine.
    expect((await saveItem({ category: "Income", description: name })).status).toBe(200);
  });

  it("protects the system items from changes and deletion", async () => {
    const agents = await systemPaymentItem("Agent");
    const edit = await saveItem({ id: agents.id, category: "Cost", description: "Commissioni" });
    expect(edit.status).toBe(409);
    expect(edit.body.messages).toEqual([SYSTEM_ITEM]);
    const del = await invoke(deleteItemRoute, {
      method: "DELETE",
      token: manager.token,
      params: { id: agents.id },
    });
    expect(del.status).toBe(409);
    expect(del.body.messages).toEqual([SYSTEM_ITEM]);
    expect(await paymentItemRow(agents.id)).toMatchObject({ description: "Agenti", isCustom: false });
  });

  it("lets Reservations and EventAccounting read, only Events write", async () => {
    const item = await createPaymentItem();
    for (const code of ["Reservations", "EventAccounting"] as const) {
      const token = await tokenWith([code]);
      expect((await invoke(itemListRoute, { token })).status).toBe(200);
      expect((await invoke(getItemRoute, { token, params: { id: item.id } })).status).toBe(200);
      expect((await saveItem({ category: "Cost", description: uniqueName("X") }, token)).status).toBe(403);
      expect(
        (await invoke(deleteItemRoute, { method: "DELETE", token, params: { id: item.id } })).status,
      ).toBe(403);
    }
    expect((await invoke(itemListRoute, { token: await tokenWith(["EventsKPI"]) })).status).toBe(403);
    expect((await invoke(getItemRoute, { token: null, params: { id: item.id } })).status).toBe(401);
    expect(await paymentItemRow(item.id)).not.toBeNull();
  });
});

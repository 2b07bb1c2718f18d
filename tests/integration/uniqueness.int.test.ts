import { sql, type SQL } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { accounts, locationGroups, paymentItems, paymentMethods, roles, roomTypes } from "@/db/schema";
import { POST as saveRoleRoute } from "@/app/api/roles/route";
import { POST as saveProfileRoute } from "@/app/api/profiles/save/route";
import { POST as addRoomTypeRoute } from "@/app/api/locations/roomtypes/route";
import { POST as saveGroupRoute } from "@/app/api/locations/group/route";
import { POST as savePaymentMethodRoute } from "@/app/api/paymentmethods/route";
import { POST as savePaymentItemRoute } from "@/app/api/paymentitems/route";
import type { PermissionCode } from "@/lib/auth/permission-codes";
import { invoke } from "../support/api";
import { createUser, uniqueName } from "../support/factories";

/**
 * Every uniqueness rule of docs/DECISIONS.md holds under concurrency: 50 identical saves fired
 * at once (the name in alternating case) store one row; every other answer is the rule's 409
 * with AlreadyExistsEntity, never a 5xx nor a generic message.
 */
const CONCURRENT_SAVES = 50;

type Rule = {
  rule: string;
  permission: PermissionCode;
  save: (token: string, name: string) => ReturnType<typeof invoke>;
  /** How many rows carry the name, case-insensitively. */
  rows: (name: string) => SQL;
  message: string;
};

const count = (table: string, expression: SQL) =>
  sql`select count(*)::int as n from ${sql.raw(table)} where ${expression}`;

const RULES: Rule[] = [
  {
    rule: "role names",
    permission: "Users",
    save: (token, name) => invoke(saveRoleRoute, { token, body: { name } }),
    rows: (name) => count("roles", sql`lower(${roles.name}) = lower(${name})`),
    message: "Esiste già un ruolo con questo nome",
  },
  {
    rule: "usernames",
    permission: "Users",
    save: (token, name) =>
      invoke(saveProfileRoute, {
        token,
        body: {
          lastName: uniqueName("Doppio"),
          account: { username: name, password: "Segreta-12345", confirmPassword: "Segreta-12345" },
        },
      }),
    rows: (name) => count("accounts", sql`lower(${accounts.username}) = lower(${name})`),
    message: "Nome utente già in uso",
  },
  {
    rule: "room types",
    permission: "Locations",
    save: (token, name) => invoke(addRoomTypeRoute, { token, body: { type: name, capacity: 2 } }),
    rows: (name) => count("room_types", sql`lower(${roomTypes.type}) = lower(${name})`),
    message: "Esiste già una tipologia di camera con questo nome",
  },
  {
    rule: "hotel group names",
    permission: "Locations",
    save: (token, name) => invoke(saveGroupRoute, { token, body: { name } }),
    rows: (name) => count("location_groups", sql`lower(${locationGroups.name}) = lower(${name})`),
    message: "Esiste già un gruppo con questo nome",
  },
  {
    rule: "payment methods",
    permission: "Events",
    save: (token, name) => invoke(savePaymentMethodRoute, { token, body: { method: name } }),
    rows: (name) => count("payment_methods", sql`lower(${paymentMethods.method}) = lower(${name})`),
    message: "Esiste già un metodo di pagamento con questo nome",
  },
  {
    rule: "payment items (within a category)",
    permission: "Events",
    save: (token, name) =>
      invoke(savePaymentItemRoute, { token, body: { category: "Cost", description: name, isVisible: true } }),
    rows: (name) =>
      count(
        "payment_items",
        sql`${paymentItems.category} = 'Cost' and lower(${paymentItems.description}) = lower(${name})`,
      ),
    message: "Esiste già una voce con questa descrizione",
  },
];

describe.each(RULES)("$rule are unique under concurrent saves", ({ permission, save, rows, message }) => {
  it(`${CONCURRENT_SAVES} identical saves at once store one row; the others answer 409 AlreadyExistsEntity`, async () => {
    const { token } = await createUser({ permissions: [permission] });
    const name = uniqueName("unico");
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT_SAVES }, (_, i) => save(token, i % 2 ? name.toUpperCase() : name)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(CONCURRENT_SAVES - 1);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body).toMatchObject({
        success: false,
        messages: [message],
        validationCodes: ["AlreadyExistsEntity"],
        validationLevel: "Fail",
      });
    }
    const [{ n }] = (await getDb().execute(rows(name))).rows as [{ n: number }];
    expect(n).toBe(1);
  });
});

import { and, eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { GET as countRoute } from "@/app/api/customers/count/route";
import { accounts, customers, permissions, rolePermissions } from "@/db/schema";
import { countCustomers } from "@/lib/customers/count-customers";
import { ACCESS_TOKEN_SECONDS, issueAccessToken, verifyAccessToken } from "@/lib/auth/tokens";
import { invoke } from "../support/api";
import { createUser, uniqueName } from "../support/factories";
import { createCustomer } from "../support/factories-customers";

describe("customers count kept by triggers", () => {
  /** The kept count and a full count, read in one snapshot (other test files write customers too). */
  async function keptAndCounted(): Promise<{ kept: number; counted: number }> {
    return getDb().transaction(
      async (tx) => {
        const kept = await countCustomers({ db: tx, query: { search: undefined } });
        const [row] = await tx.select({ counted: sql<number>`count(*)::int` }).from(customers);
        return { kept, counted: row!.counted };
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
  }

  it("stays exact through single and multi-row inserts and deletes", async () => {
    const before = await keptAndCounted();
    expect(before.kept).toBe(before.counted);
    const lastName = uniqueName("Contato");
    await createCustomer({ lastName });
    await getDb()
      .insert(customers)
      .values([1, 2, 3].map((n) => ({ firstName: `N${n}`, lastName, phonePrefix: "+39" })));
    const afterInsert = await keptAndCounted();
    expect(afterInsert.kept).toBe(afterInsert.counted);
    const removed = await getDb().delete(customers).where(eq(customers.lastName, lastName)).returning();
    expect(removed).toHaveLength(4);
    const afterDelete = await keptAndCounted();
    expect(afterDelete.kept).toBe(afterDelete.counted);
  });

  it("counts nothing that a rolled-back insert wrote", async () => {
    const lastName = uniqueName("Annullato");
    await expect(
      getDb().transaction(async (tx) => {
        await tx.insert(customers).values({ firstName: "X", lastName, phonePrefix: "+39" });
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    const { kept, counted } = await keptAndCounted();
    expect(kept).toBe(counted);
  });

  it("answers through the route with the search term counted the usual way", async () => {
    const user = await createUser({ permissions: ["Customers"] });
    const lastName = uniqueName("Conteggio");
    await createCustomer({ lastName });
    await createCustomer({ lastName });
    const all = await invoke<number>(countRoute, { token: user.token, path: "/api/customers/count" });
    expect(all.status).toBe(200);
    expect(all.body.entity).toBeGreaterThanOrEqual(2);
    const matching = await invoke<number>(countRoute, {
      token: user.token,
      path: "/api/customers/count",
      query: { search: lastName },
    });
    expect(matching.body.entity).toBe(2);
  });
});

describe("the caller on every call", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("a role losing its permission, then a disabled account, take effect at the next call", async () => {
    const user = await createUser({ permissions: ["Customers"] });
    const call = () => invoke(countRoute, { token: user.token, path: "/api/customers/count" });
    expect((await call()).status).toBe(200);
    // The token is now remembered as verified: the account's state is still read each time.
    const [customersPermission] = await getDb()
      .select({ id: permissions.id })
      .from(permissions)
      .where(eq(permissions.code, "Customers"));
    await getDb()
      .delete(rolePermissions)
      .where(
        and(
          eq(rolePermissions.roleId, user.roleId),
          eq(rolePermissions.permissionId, customersPermission!.id),
        ),
      );
    expect((await call()).status).toBe(403);
    await getDb()
      .insert(rolePermissions)
      .values({ roleId: user.roleId, permissionId: customersPermission!.id });
    expect((await call()).status).toBe(200);
    await getDb().update(accounts).set({ isDisabled: true }).where(eq(accounts.id, user.accountId));
    expect((await call()).status).toBe(401);
  });

  it("a raised token version ends a token already verified", async () => {
    const user = await createUser({ permissions: ["Customers"] });
    const call = () => invoke(countRoute, { token: user.token, path: "/api/customers/count" });
    expect((await call()).status).toBe(200);
    await getDb()
      .update(accounts)
      .set({ tokenVersion: sql`${accounts.tokenVersion} + 1` })
      .where(eq(accounts.id, user.accountId));
    expect((await call()).status).toBe(401);
  });

  it("a remembered token still expires", async () => {
    const { token } = await issueAccessToken(4242, 3, "family-a");
    expect(await verifyAccessToken(token)).toEqual({ accountId: 4242, tokenVersion: 3, family: "family-a" });
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + (ACCESS_TOKEN_SECONDS + 1) * 1000);
    expect(await verifyAccessToken(token)).toBeNull();
  });

  it("a remembered token is refused once the secret changes", async () => {
    const { token } = await issueAccessToken(4243, 0, "family-b");
    expect(await verifyAccessToken(token)).not.toBeNull();
    const secret = process.env.AUTH_SECRET;
    process.env.AUTH_SECRET = `${secret}-rotated`;
    try {
      expect(await verifyAccessToken(token)).toBeNull();
    } finally {
      process.env.AUTH_SECRET = secret;
    }
  });
});

describe("search indexes", () => {
  it("trigram indexes are written through (fastupdate off): no pending list for searches to read", async () => {
    const rows = await getDb().execute<{ name: string; options: string[] | null }>(sql`
      select c.relname as name, c.reloptions as options
        from pg_class c join pg_am am on am.oid = c.relam
       where c.relkind = 'i' and am.amname = 'gin' and c.relname like '%\\_trgm'`);
    // Customers and profiles: search key and phone digits; customers: the key's tail; hotels, events.
    expect(rows.rows.length).toBeGreaterThanOrEqual(7);
    for (const row of rows.rows) expect(row.options, row.name).toContain("fastupdate=false");
  });
});

import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { rolePermissions } from "@/db/schema";
import { POST as saveRoleRoute } from "@/app/api/roles/route";
import { POST as saveCustomerRoute } from "@/app/api/customers/route";
import { customers } from "@/db/schema";
import { POST as authenticateRoute } from "@/app/api/profiles/authenticate/route";
import { POST as saveProfileRoute } from "@/app/api/profiles/save/route";
import { GET as getProfileRoute } from "@/app/api/profiles/[id]/route";
import { SOCKET_ADDRESS_HEADER } from "@/lib/api/client-ip";
import { ROUTE_METHODS } from "@/lib/api/method-not-allowed";
import { ENVELOPE_KEYS, invoke } from "../support/api";
import { uniqueIp } from "../support/auth";
import { createUser, uniqueName, type TestUser } from "../support/factories";

type Handler = (
  req: Request,
  ctx: { params: Promise<Record<string, string>> },
) => Promise<Response> | Response;
type RouteModule = Partial<Record<(typeof ROUTE_METHODS)[number], Handler>>;

// Every route file of the API, found on disk, so that a new route cannot be forgotten.
const ROUTE_FILES = import.meta.glob<RouteModule>("/app/api/**/route.ts");

let admin: TestUser;
beforeAll(async () => {
  // A Master: the role saves below grant permissions (a user manager grants only what it holds).
  admin = await createUser({ type: "Master", permissions: ["Users"] });
});

describe("every /api route answers every method in the envelope", () => {
  const files = Object.keys(ROUTE_FILES).filter((file) => !file.includes("[...path]"));

  it("finds the route files", () => {
    expect(files.length).toBeGreaterThan(40);
  });

  /** A call without a token: an implemented method answers 400/401, never touching data. */
  const call = (handler: Handler, method: string) =>
    handler(
      new Request("http://localhost/api/x", {
        method,
        body: ["POST", "PUT", "PATCH"].includes(method) ? "{}" : undefined,
        headers: { "content-type": "application/json" },
      }),
      { params: Promise.resolve({}) },
    );

  for (const file of files) {
    it(`${file.replace("/app", "").replace("/route.ts", "")}: other methods answer a 405 envelope with Allow`, async () => {
      const routeModule = await ROUTE_FILES[file]!();
      const answers = new Map<string, Response>();
      for (const method of ROUTE_METHODS) {
        expect(routeModule[method], `${method} is exported`).toBeTypeOf("function");
        answers.set(method, await call(routeModule[method]!, method));
      }
      const implemented = ROUTE_METHODS.filter((method) => answers.get(method)!.status !== 405);
      expect(implemented.length).toBeGreaterThan(0);
      const expectedAllow = [...implemented, ...(implemented.includes("GET") ? ["HEAD"] : []), "OPTIONS"]
        .sort()
        .join(", ");
      for (const method of ROUTE_METHODS.filter((name) => !implemented.includes(name))) {
        const response = answers.get(method)!;
        const body = await response.json();
        expect(Object.keys(body).sort()).toEqual(ENVELOPE_KEYS);
        expect(body).toMatchObject({ success: false, entity: null, validationLevel: "Fail" });
        expect(body.messages).toEqual([
          `Metodo ${method} non consentito per questa operazione (consentiti: ${implemented.join(", ")})`,
        ]);
        expect(response.headers.get("allow")).toBe(expectedAllow);
      }
    });
  }
});

describe("ids are integers or strings of digits only", () => {
  it('{"permissions":[{"id":true}]} is a 400, and grants nothing', async () => {
    const name = uniqueName("ruolo");
    for (const id of [true, false, "1e0", " 1", "0x1", [1], { id: 1 }, 1.5, null]) {
      const answer = await invoke(saveRoleRoute, {
        token: admin.token,
        body: { name, permissions: [{ id }] },
      });
      expect(answer.status, JSON.stringify(id)).toBe(400);
      expect(answer.body.success).toBe(false);
    }
    const saved = await invoke<{ id: number }>(saveRoleRoute, {
      token: admin.token,
      body: { name, permissions: [{ id: "1" }] },
    });
    expect(saved.status).toBe(200);
    const granted = await getDb()
      .select()
      .from(rolePermissions)
      .where(eq(rolePermissions.roleId, saved.body.entity!.id));
    expect(granted.map((row) => row.permissionId)).toEqual([1]);
  });

  it("path ids too: true, 1e3 and hex are not ids", async () => {
    for (const id of ["true", "1e3", "0x10", " 7"]) {
      const answer = await invoke(getProfileRoute, { token: admin.token, params: { id } });
      expect(answer.status, id).toBe(400);
    }
  });
});

describe("JSON bodies must say they are JSON", () => {
  for (const contentType of [
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "",
  ]) {
    it(`a JSON body sent as "${contentType}" is refused with 415 and changes nothing`, async () => {
      const lastName = uniqueName("Testo");
      const answer = await invoke(saveProfileRoute, {
        token: admin.token,
        rawBody: JSON.stringify({ lastName }),
        headers: { "content-type": contentType },
      });
      expect(answer.status).toBe(415);
      expect(answer.body).toMatchObject({
        success: false,
        entity: null,
        messages: ["Il corpo della richiesta deve essere JSON (Content-Type: application/json)"],
      });
    });
  }

  it("application/json with a charset, and +json types, are JSON", async () => {
    for (const contentType of [
      "application/json; charset=utf-8",
      "Application/JSON",
      "application/merge-patch+json",
    ]) {
      const answer = await invoke(authenticateRoute, {
        rawBody: JSON.stringify({ username: uniqueName("nessuno"), password: "x" }),
        headers: { "content-type": contentType, [SOCKET_ADDRESS_HEADER]: uniqueIp() },
      });
      expect(answer.status, contentType).toBe(401);
    }
  });
});

describe("text holding half of a UTF-16 surrogate pair", () => {
  const MESSAGE = "Testo non valido: contiene un carattere Unicode incompleto (surrogato UTF-16 spaiato)";

  it("is refused with 400 in any text field, nested or as a key, and nothing is stored", async () => {
    const clerk = await createUser({ permissions: ["Customers"] });
    const lastName = uniqueName("Surrogato");
    // JSON.stringify writes a lone surrogate as its \u escape, as a browser's JSON would.
    for (const body of [
      { lastName, firstName: "Mario\ud800" },
      { lastName, firstName: "\udc00Mario" },
      { lastName: `${lastName}\udbff`, firstName: "Mario" },
      { lastName, firstName: "Mario", notes: ["ok", { deep: "x\ud83d" }] },
      { lastName, firstName: "Mario", ["chiave\ud800"]: 1 },
    ]) {
      const answer = await invoke(saveCustomerRoute, { token: clerk.token, body, path: "/api/customers" });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ success: false, entity: null, messages: [MESSAGE] });
    }
    const english = await invoke(saveCustomerRoute, {
      token: clerk.token,
      rawBody: `{"lastName":"${lastName}","firstName":"Mario\\uD800"}`,
      headers: { "accept-language": "en" },
    });
    expect(english.status).toBe(400);
    expect(english.body.messages).toEqual([
      "Invalid text: it holds an incomplete Unicode character (unpaired UTF-16 surrogate)",
    ]);
    const stored = await getDb().select().from(customers).where(eq(customers.lastName, lastName));
    expect(stored).toEqual([]);
  });

  it("accepts whole pairs (emoji) and escaped text that is not a surrogate", async () => {
    const clerk = await createUser({ permissions: ["Customers"] });
    const lastName = uniqueName("Emoji");
    const answer = await invoke<{ firstName: string }>(saveCustomerRoute, {
      token: clerk.token,
      rawBody: `{"lastName":"${lastName}","firstName":"Mario \\ud83d\\ude00 \\\\ud800"}`,
      path: "/api/customers",
    });
    expect(answer.status).toBe(200);
    expect(answer.body.entity!.firstName).toBe("Mario 😀 \\ud800");
  });
});

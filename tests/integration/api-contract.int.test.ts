import { SOCKET_ADDRESS_HEADER } from "@/lib/api/client-ip";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { profiles, rolePermissions } from "@/db/schema";
import { GET as unknownGet, POST as unknownPost, DELETE as unknownDelete } from "@/app/api/[...path]/route";
import { GET as pingRoute } from "@/app/api/ping/route";
import { POST as authenticateRoute } from "@/app/api/profiles/authenticate/route";
import { POST as refreshRoute } from "@/app/api/profiles/refreshtoken/route";
import { GET as profileInfoRoute } from "@/app/api/profiles/profileinfo/route";
import { POST as myDataRoute } from "@/app/api/profiles/mydata/route";
import { GET as searchRoute } from "@/app/api/profiles/search/route";
import { POST as saveProfileRoute } from "@/app/api/profiles/save/route";
import { GET as getProfileRoute, DELETE as deleteProfileRoute } from "@/app/api/profiles/[id]/route";
import { GET as roleListRoute } from "@/app/api/roles/list/route";
import { GET as permissionsRoute } from "@/app/api/roles/permissions/route";
import { GET as getRoleRoute, DELETE as deleteRoleRoute } from "@/app/api/roles/[id]/route";
import { POST as saveRoleRoute } from "@/app/api/roles/route";
import { GET as customersExportRoute } from "@/app/api/customers/export/route";
import { GET as customersCountRoute } from "@/app/api/customers/count/route";
import { ENVELOPE_KEYS, invoke } from "../support/api";
import { expiredToken, foreignToken, uniqueIp, unsignedToken } from "../support/auth";
import { profileRow, roleRow } from "../support/db";
import { createRole, createUser, uniqueName, type TestUser } from "../support/factories";

type Handler = Parameters<typeof invoke>[0];
type RouteCase = {
  name: string;
  handler: Handler;
  method: "GET" | "POST" | "DELETE";
  /** Permission needed: "authenticated" routes only need a valid, enabled account. */
  access: "Users" | "Users or Agents" | "authenticated";
  params?: () => Record<string, number>;
  body?: () => unknown;
};

const victims = { profileId: 0, roleId: 0 };

// Every protected route, with a valid request, so that a refusal can only come from the token.
const protectedRoutes: RouteCase[] = [
  {
    name: "GET /api/profiles/profileinfo",
    handler: profileInfoRoute,
    method: "GET",
    access: "authenticated",
  },
  {
    name: "POST /api/profiles/mydata",
    handler: myDataRoute,
    method: "POST",
    access: "authenticated",
    body: () => ({ lastName: "Nuovo" }),
  },
  { name: "GET /api/profiles/search", handler: searchRoute, method: "GET", access: "Users" },
  {
    name: "POST /api/profiles/save",
    handler: saveProfileRoute,
    method: "POST",
    access: "Users",
    body: () => ({ lastName: uniqueName("Intruso") }),
  },
  {
    name: "GET /api/profiles/{id}",
    handler: getProfileRoute,
    method: "GET",
    access: "Users or Agents",
    params: () => ({ id: victims.profileId }),
  },
  {
    name: "DELETE /api/profiles/{id}",
    handler: deleteProfileRoute,
    method: "DELETE",
    access: "Users or Agents",
    params: () => ({ id: victims.profileId }),
  },
  { name: "GET /api/roles/list", handler: roleListRoute, method: "GET", access: "Users or Agents" },
  { name: "GET /api/roles/permissions", handler: permissionsRoute, method: "GET", access: "Users" },
  {
    name: "GET /api/roles/{id}",
    handler: getRoleRoute,
    method: "GET",
    access: "Users",
    params: () => ({ id: victims.roleId }),
  },
  {
    name: "DELETE /api/roles/{id}",
    handler: deleteRoleRoute,
    method: "DELETE",
    access: "Users",
    params: () => ({ id: victims.roleId }),
  },
  {
    name: "POST /api/roles",
    handler: saveRoleRoute,
    method: "POST",
    access: "Users",
    body: () => ({ name: uniqueName("ruolo-intruso") }),
  },
];

const UNAUTHORIZED = "Sessione non valida o scaduta: accedere di nuovo";
const FORBIDDEN = "Non hai il permesso per questa operazione";

function call(route: RouteCase, token: string | null, headers: Record<string, string> = {}) {
  return invoke(route.handler, {
    method: route.method,
    token,
    params: route.params?.(),
    body: route.body?.(),
    headers,
  });
}

let disabled: TestUser;
let deleted: TestUser;
let noPermissions: TestUser;
let customersOnly: TestUser;

beforeAll(async () => {
  victims.profileId = (await createUser({ permissions: ["Users"] })).profileId;
  victims.roleId = (await createRole({ permissions: ["Users"] })).id;
  disabled = await createUser({ permissions: ["Users", "Agents"], isDisabled: true });
  deleted = await createUser({ permissions: ["Users", "Agents"] });
  await getDb().delete(profiles).where(eq(profiles.id, deleted.profileId));
  noPermissions = await createUser();
  customersOnly = await createUser({ permissions: ["Customers", "Reservations", "Events", "Locations"] });
});

describe("401 on every protected route", () => {
  const badTokens: [string, () => Promise<string | null> | string | null][] = [
    ["no token", () => null],
    ["a garbage token", () => "not-a-jwt"],
    ["an expired token", () => expiredToken(noPermissions.accountId)],
    ["a token signed with another key", () => foreignToken(noPermissions.accountId)],
    ["an unsigned token", () => unsignedToken(noPermissions.accountId)],
    ["the token of a disabled account", () => disabled.token],
    ["the token of a deleted account", () => deleted.token],
  ];

  for (const route of protectedRoutes) {
    for (const [label, makeToken] of badTokens) {
      it(`${route.name} with ${label}`, async () => {
        const answer = await call(route, await makeToken());
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual({
          success: false,
          messages: [UNAUTHORIZED],
          entity: null,
          validationCodes: [],
          validationLevel: "Fail",
        });
      });
    }

    it(`${route.name} with a non-Bearer authorization header`, async () => {
      const answer = await call(route, null, { authorization: `Basic ${noPermissions.token}` });
      expect(answer.status).toBe(401);
    });
  }

  it("checks the token before the input: an anonymous bad request is 401, not 400", async () => {
    const bad = await invoke(saveProfileRoute, { rawBody: "{nope" });
    expect(bad.status).toBe(401);
    const badId = await invoke(getRoleRoute, { params: { id: "abc" } });
    expect(badId.status).toBe(401);
  });

  it("accepts the scheme name in any case", async () => {
    const answer = await invoke(profileInfoRoute, {
      headers: { authorization: `bearer ${noPermissions.token}` },
    });
    expect(answer.status).toBe(200);
  });
});

describe("403 on every route guarded by a permission", () => {
  const guarded = protectedRoutes.filter((route) => route.access !== "authenticated");

  for (const route of guarded) {
    it(`${route.name} refuses a role without the permission`, async () => {
      for (const user of [noPermissions, customersOnly]) {
        const answer = await call(route, user.token);
        expect(answer.status).toBe(403);
        expect(answer.body.messages).toEqual([FORBIDDEN]);
        expect(answer.body.success).toBe(false);
      }
    });

    it(`${route.name} refuses before reading the input`, async () => {
      const answer =
        route.method === "POST"
          ? await invoke(route.handler, { token: customersOnly.token, rawBody: "{nope" })
          : await invoke(route.handler, {
              method: route.method,
              token: customersOnly.token,
              params: route.params ? { id: "abc" } : undefined,
            });
      expect(answer.status).toBe(403);
    });
  }

  it("a refused DELETE leaves the rows in place", async () => {
    expect(await profileRow(victims.profileId)).not.toBeNull();
    expect(await roleRow(victims.roleId)).not.toBeNull();
  });

  for (const route of protectedRoutes.filter((r) => r.access === "authenticated")) {
    it(`${route.name} is open to any enabled account, even one without permissions`, async () => {
      const answer = await call(route, noPermissions.token);
      expect(answer.status).toBe(200);
      expect(answer.body.success).toBe(true);
    });
  }

  it("a Master profile passes every permission check even with the default (empty) role", async () => {
    const master = await createUser({ type: "Master" });
    for (const route of protectedRoutes.filter((r) => r.method === "GET")) {
      const answer = await call(route, master.token);
      expect(answer.status, route.name).toBe(200);
    }
  });

  it("a permission removed from the role takes effect on the next call", async () => {
    const role = await createRole({ permissions: ["Users"] });
    const user = await createUser({ roleId: role.id });
    expect((await invoke(roleListRoute, { token: user.token })).status).toBe(200);
    await getDb().delete(rolePermissions).where(eq(rolePermissions.roleId, role.id));
    expect((await invoke(roleListRoute, { token: user.token })).status).toBe(403);
  });
});

describe("the response envelope", () => {
  it("has exactly the five fields on success", async () => {
    const admin = await createUser({ permissions: ["Users"] });
    const answer = await invoke(roleListRoute, { token: admin.token });
    expect(answer.status).toBe(200);
    expect(answer.response.headers.get("content-type")).toMatch(/application\/json/);
    expect(Object.keys(answer.body).sort()).toEqual(ENVELOPE_KEYS);
    expect(answer.body.success).toBe(true);
    expect(answer.body.messages).toEqual([]);
    expect(answer.body.validationCodes).toEqual([]);
    expect(answer.body.validationLevel).toBe("Valid");
    expect(Array.isArray(answer.body.entity)).toBe(true);
  });

  it("has exactly the five fields on failure, with a null entity", async () => {
    const admin = await createUser({ permissions: ["Users"] });
    const answer = await invoke(saveProfileRoute, { token: admin.token, body: { email: "x" } });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body).sort()).toEqual(ENVELOPE_KEYS);
    expect(answer.body).toEqual({
      success: false,
      messages: ["Cognome obbligatorio", "Indirizzo email non valido"],
      entity: null,
      validationCodes: ["WrongEmail"],
      validationLevel: "Fail",
    });
  });

  it("speaks English when the browser asks for it, Italian otherwise", async () => {
    const english = await invoke(profileInfoRoute, { headers: { "accept-language": "en-GB,en;q=0.9" } });
    expect(english.body.messages).toEqual(["Invalid or expired session: please sign in again"]);
    const german = await invoke(profileInfoRoute, { headers: { "accept-language": "de-DE" } });
    expect(german.body.messages).toEqual([UNAUTHORIZED]);
  });
});

describe("the catch-all /api/[...path]", () => {
  for (const [method, handler] of [
    ["GET", unknownGet],
    ["POST", unknownPost],
    ["DELETE", unknownDelete],
  ] as const) {
    it(`answers ${method} on an unknown path with a 404 envelope`, async () => {
      const answer = await invoke(handler, {
        method,
        path: "/api/nothing/here",
        body: method === "POST" ? {} : undefined,
      });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({
        success: false,
        messages: ["Operazione non disponibile"],
        entity: null,
        validationCodes: [],
        validationLevel: "Fail",
      });
    });
  }

  it("translates its message", async () => {
    const answer = await invoke(unknownGet, { path: "/api/x", headers: { "accept-language": "en" } });
    expect(answer.body.messages).toEqual(["Operation not available"]);
  });
});

describe("malformed input is a 400, never a 500", () => {
  let admin: TestUser;
  beforeAll(async () => {
    admin = await createUser({ permissions: ["Users", "Agents"] });
  });

  const postRoutes: [string, Handler, boolean][] = [
    ["POST /api/profiles/authenticate", authenticateRoute, false],
    ["POST /api/profiles/refreshtoken", refreshRoute, false],
    ["POST /api/profiles/mydata", myDataRoute, true],
    ["POST /api/profiles/save", saveProfileRoute, true],
    ["POST /api/roles", saveRoleRoute, true],
  ];

  for (const [name, handler, needsToken] of postRoutes) {
    it(`${name}: a body that is not JSON`, async () => {
      const answer = await invoke(handler, {
        token: needsToken ? admin.token : null,
        rawBody: '{"lastName": "Rossi",',
        headers: { [SOCKET_ADDRESS_HEADER]: uniqueIp() },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.messages).toEqual(["Il corpo della richiesta non è un JSON valido"]);
    });

    for (const [label, rawBody] of [
      ["an array", "[1,2]"],
      ["null", "null"],
      ["a string", '"text"'],
      ["a number", "42"],
      ["wrong field types", '{"lastName":{"a":1},"username":[1],"password":7,"name":false,"accountId":"x"}'],
      [
        "a NUL character",
        '{"lastName":"Ros\\u0000si","username":"u\\u0000","password":"p","name":"r\\u0000"}',
      ],
    ] as const) {
      it(`${name}: ${label}`, async () => {
        const answer = await invoke(handler, {
          token: needsToken ? admin.token : null,
          rawBody,
          headers: { [SOCKET_ADDRESS_HEADER]: uniqueIp() },
        });
        expect(answer.status).toBe(400);
        expect(answer.body.success).toBe(false);
        expect(answer.body.messages.length).toBeGreaterThan(0);
        expect(answer.body.validationLevel).toBe("Fail");
      });
    }
  }

  const idRoutes: [string, Handler, "GET" | "DELETE"][] = [
    ["GET /api/profiles/{id}", getProfileRoute, "GET"],
    ["DELETE /api/profiles/{id}", deleteProfileRoute, "DELETE"],
    ["GET /api/roles/{id}", getRoleRoute, "GET"],
    ["DELETE /api/roles/{id}", deleteRoleRoute, "DELETE"],
  ];
  for (const [name, handler, method] of idRoutes) {
    for (const id of ["abc", "0", "-3", "1.5", "99999999999", "1e40", ""]) {
      it(`${name} with id "${id}"`, async () => {
        const answer = await invoke(handler, { method, token: admin.token, params: { id } });
        expect(answer.status).toBe(400);
        expect(answer.body.success).toBe(false);
        expect(answer.body.messages.length).toBeGreaterThan(0);
      });
    }
  }

  for (const query of [
    { pageNumber: "abc" },
    { pageNumber: "-1" },
    { pageNumber: "1.5" },
    { preservePages: "yes" },
    { search: "x".repeat(201) },
    { search: "nul\u0000" },
  ]) {
    it(`GET /api/profiles/search with ${JSON.stringify(query)}`, async () => {
      const answer = await invoke(searchRoute, { token: admin.token, query });
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
    });
  }

  it("a NUL in a search is refused with its own message before any query, the Excel export included", async () => {
    const clerk = await createUser({ permissions: ["Users", "Customers"] });
    for (const route of [searchRoute, customersCountRoute, customersExportRoute]) {
      const answer = await invoke(route, { token: clerk.token, query: { search: "ros\u0000si" } });
      expect(answer.status).toBe(400);
      expect(answer.body.messages).toEqual(["Ricerca: il testo contiene caratteri non validi"]);
    }
  });

  it("POST /api/profiles/save with an out-of-range role or profile id", async () => {
    for (const body of [
      { id: 99999999999, lastName: "Rossi" },
      {
        lastName: uniqueName("Rossi"),
        account: {
          username: uniqueName("u"),
          password: "a-password-lunga",
          confirmPassword: "a-password-lunga",
          role: { id: 99999999999 },
        },
      },
    ]) {
      const answer = await invoke(saveProfileRoute, { token: admin.token, body });
      expect(answer.status).toBe(400);
    }
  });

  it("POST /api/roles with an out-of-range id or permission id", async () => {
    for (const body of [
      { id: 99999999999, name: uniqueName("r") },
      { name: uniqueName("r"), permissions: [{ id: 99999999999 }] },
    ]) {
      const answer = await invoke(saveRoleRoute, { token: admin.token, body });
      expect(answer.status).toBe(400);
    }
  });
});

describe("GET /api/ping", () => {
  it("answers the envelope without a token, and ignores a bad one", async () => {
    for (const token of [null, "garbage", disabled.token]) {
      const answer = await invoke<{ time: string }>(pingRoute, { token });
      expect(answer.status).toBe(200);
      expect(Object.keys(answer.body).sort()).toEqual(ENVELOPE_KEYS);
      expect(answer.body.success).toBe(true);
      expect(Number.isNaN(Date.parse(answer.body.entity!.time))).toBe(false);
    }
  });
});

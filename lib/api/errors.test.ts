import { describe, expect, it } from "vitest";
import itApi from "@/messages/it/api.json";
import enApi from "@/messages/en/api.json";
import { apiTranslator } from "@/lib/i18n/server-translator";
import { DomainError, ERROR_STATUS, type ErrorKey } from "./errors";
import { errorResponse } from "./handler";

const keysOf = (value: object): string[] =>
  Object.entries(value)
    .flatMap(([key, inner]) => (typeof inner === "object" ? keysOf(inner).map((k) => `${key}.${k}`) : [key]))
    .sort();

describe("API messages", () => {
  it("has the same keys in Italian and English", () => {
    expect(keysOf(enApi)).toEqual(keysOf(itApi));
  });

  it("has a message for every error key, in both languages", () => {
    for (const key of Object.keys(ERROR_STATUS)) {
      expect(itApi.errors, key).toHaveProperty(key);
      expect(enApi.errors, key).toHaveProperty(key);
    }
  });

  it("keeps the catalogue's fixed texts", () => {
    expect(itApi.errors.roleNotFound).toBe("role not found");
    expect(itApi.validation.lastNameRequired).toBe("Cognome obbligatorio");
    expect(itApi.errors.generic).toBe("Si è verificato un errore");
  });
});

describe("errorResponse", () => {
  const t = apiTranslator("it");

  it("answers a DomainError with its status, message and codes", async () => {
    const response = errorResponse(
      new DomainError("usernameTaken", { validationCodes: ["AlreadyExistsEntity"] }),
      t,
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      success: false,
      messages: ["Nome utente già in uso"],
      entity: null,
      validationCodes: ["AlreadyExistsEntity"],
      validationLevel: "Fail",
    });
    const throttled = errorResponse(new DomainError("tooManyAttempts", { params: { minutes: 7 } }), t);
    expect(throttled.status).toBe(429);
    expect((await throttled.json()).messages).toEqual([
      "Troppi tentativi di accesso falliti. Riprovare tra 7 minuti",
    ]);
  });

  it("maps every error key to a 4xx status", () => {
    for (const [key, status] of Object.entries(ERROR_STATUS)) {
      expect(new DomainError(key as ErrorKey).status).toBe(status);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
  });

  const pgError = (code: string) => Object.assign(new Error("query failed"), { cause: { code } });

  it("answers unique and foreign-key violations with 409", () => {
    const unique = errorResponse(pgError("23505"), t);
    expect(unique.status).toBe(409);
    expect(errorResponse(pgError("23503"), t).status).toBe(409);
  });

  it("answers values PostgreSQL cannot store with 400", async () => {
    for (const code of ["22021", "22003", "22P02", "22001"]) {
      const response = errorResponse(pgError(code), t);
      expect(response.status, code).toBe(400);
      expect((await response.json()).messages).toEqual(["Dati non validi"]);
    }
  });

  it("answers anything else with a generic 500", async () => {
    const original = console.error;
    console.error = () => {};
    try {
      const response = errorResponse(new Error("boom"), t);
      expect(response.status).toBe(500);
      expect((await response.json()).messages).toEqual(["Si è verificato un errore"]);
      expect(errorResponse(pgError("23514"), t).status).toBe(500);
    } finally {
      console.error = original;
    }
  });
});

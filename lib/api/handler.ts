import { z } from "zod";
import { getDb, type Db } from "@/db/client";
import { hasPermission, loadCaller, type Caller } from "@/lib/auth/caller";
import { verifyAccessToken } from "@/lib/auth/tokens";
import type { PermissionCode } from "@/lib/auth/permission-codes";
import { localeFromAcceptLanguage, type Locale } from "@/lib/i18n/locales";
import { apiTranslator, type ApiTranslator } from "@/lib/i18n/server-translator";
import { failEnvelope, okEnvelope, type ValidationCode } from "./envelope";
import { noteRequestAccount, REQUEST_ID_HEADER } from "./request-log";
import { DomainError, UNIQUE_INDEX_ERRORS } from "./errors";
import { isInvalidValueError, postgresErrorCode, postgresErrorField } from "./postgres-errors";
import { withIdempotency } from "./idempotency";
import { describeZodIssues, zodErrorMap } from "./validation";

/**
 * Who may call: anyone, any signed-in account, a Master profile only ("master": no role's
 * permissions open it), or accounts holding one of the permissions.
 */
export type Access = "public" | "authenticated" | "master" | PermissionCode | readonly PermissionCode[];

type RouteParams = { params?: Promise<Record<string, string | string[]>> } | undefined;

export type RouteContext<Input, Params, TCaller> = {
  input: Input;
  params: Params;
  caller: TCaller;
  db: Db;
  req: Request;
  locale: Locale;
  t: ApiTranslator;
};

type CallerFor<A extends Access> = A extends "public" ? Caller | null : Caller;

/** What a route may return besides a bare entity: extra notices, or its own Response (downloads). */
export class RouteResult<T> {
  constructor(
    readonly entity: T,
    readonly notices: string[] = [],
  ) {}
}

export type RouteConfig<A extends Access, I extends z.ZodType, P extends z.ZodType> = {
  access: A;
  /** Parsed from the JSON body for POST/PUT/PATCH, from the query string otherwise. */
  input?: I;
  params?: P;
  /** Adds "Salvataggio completato con successo" to the messages of a successful answer. */
  notice?: "saved" | "deleted";
  /**
   * "multipart": the body is left unread for the handler (e.g. `await req.formData()`), and
   * `input` is parsed from the query string. Default "json".
   */
  body?: "json" | "multipart";
};

const emptyObject = z.object({});

export function defineRoute<
  A extends Access,
  I extends z.ZodType = typeof emptyObject,
  P extends z.ZodType = typeof emptyObject,
>(
  config: RouteConfig<A, I, P>,
  run: (ctx: RouteContext<z.infer<I>, z.infer<P>, CallerFor<A>>) => Promise<unknown>,
) {
  const handler = async (req: Request, route: RouteParams): Promise<Response> => {
    const locale = localeFromAcceptLanguage(req.headers.get("accept-language"));
    const t = apiTranslator(locale);
    const fail = (error: unknown) => errorResponse(error, t, req.headers.get(REQUEST_ID_HEADER));
    const respond = async (db: Db, caller: Caller | null): Promise<Response> => {
      try {
        const errorMap = zodErrorMap(locale);
        const params = (config.params ?? emptyObject).parse((await route?.params) ?? {}, { error: errorMap });
        const input = (config.input ?? emptyObject).parse(await readInput(req, config.body ?? "json"), {
          error: errorMap,
        });
        const result = await run({
          input,
          params,
          caller: caller as CallerFor<A>,
          db,
          req,
          locale,
          t,
        } as RouteContext<z.infer<I>, z.infer<P>, CallerFor<A>>);
        if (result instanceof Response) return result;
        const notices = config.notice ? [t(`notices.${config.notice}`)] : [];
        if (result instanceof RouteResult) {
          return Response.json(okEnvelope(result.entity, [...result.notices, ...notices]));
        }
        return Response.json(okEnvelope(result ?? null, notices));
      } catch (error) {
        return fail(error);
      }
    };
    try {
      const db = getDb();
      const caller = await authorize(req, db, config.access);
      // With an Idempotency-Key header: one transaction, the answer stored with the change. Not
      // for the public calls (sign-in, refresh): their answers hold tokens, never stored.
      const keyOwner = config.access === "public" ? null : caller;
      const multipart = config.body === "multipart";
      return await withIdempotency({
        req,
        caller: keyOwner,
        db,
        t,
        multipart,
        respond: (tx) => respond(tx, caller),
        fail,
      });
    } catch (error) {
      return fail(error);
    }
  };
  // The declared access and schemas, for tests (tests/integration/api-fuzz.int.test.ts).
  return Object.assign(handler, { route: config as RouteConfig<Access, z.ZodType, z.ZodType> });
}

async function authorize(req: Request, db: Db, access: Access): Promise<Caller | null> {
  const header = req.headers.get("authorization") ?? "";
  const token = header.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  if (access === "public") {
    if (!token) return null;
    const claims = await verifyAccessToken(token);
    const caller = claims ? await loadCaller(db, claims) : null;
    noteRequestAccount(req, caller?.accountId);
    return caller;
  }
  if (!token) throw new DomainError("unauthorized");
  const claims = await verifyAccessToken(token);
  // Loaded on every call so that a disabled account, a changed role or password takes effect at once.
  const caller = claims ? await loadCaller(db, claims) : null;
  if (!caller) throw new DomainError("unauthorized");
  noteRequestAccount(req, caller.accountId);
  if (!mayAccess(caller, access)) throw new DomainError("forbidden");
  return caller;
}

/** Whether a signed-in caller passes a route's access rule (shared with server-rendered pages). */
export function mayAccess(caller: Caller, access: Access): boolean {
  if (access === "public" || access === "authenticated") return true;
  if (access === "master") return caller.profileType === "Master";
  const needed: readonly PermissionCode[] = typeof access === "string" ? [access] : access;
  return needed.some((code) => hasPermission(caller, code));
}

class MalformedJsonError extends Error {}

async function readInput(req: Request, body: "json" | "multipart"): Promise<unknown> {
  if (body === "json" && ["POST", "PUT", "PATCH"].includes(req.method)) {
    const text = await req.text();
    if (!text.trim()) return {};
    // JSON only as JSON: a text/plain or form body is a "simple" cross-site request that a
    // browser sends without asking first.
    if (!isJsonContentType(req.headers.get("content-type"))) throw new DomainError("unsupportedMediaType");
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new MalformedJsonError();
    }
    // A decoded body holds no lone surrogate: only a `\uD800`-style escape can make one.
    if (/\\u[dD][89a-fA-F]/.test(text) && holdsUnpairedSurrogate(parsed)) {
      throw new DomainError("unpairedSurrogate");
    }
    return parsed;
  }
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URL(req.url).searchParams) {
    const previous = query[key];
    query[key] = previous === undefined ? value : ([] as string[]).concat(previous, value);
  }
  return query;
}

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether any string of a parsed JSON value (keys included) holds half of a UTF-16 surrogate pair
 * without the other half: not a character, so not text any field may store (PostgreSQL would
 * keep it as U+FFFD or refuse it, an export would drop it). Refused for every text field of every
 * /api input here, once, rather than by each schema.
 */
export function holdsUnpairedSurrogate(value: unknown): boolean {
  if (typeof value === "string") return UNPAIRED_SURROGATE.test(value);
  if (Array.isArray(value)) return value.some(holdsUnpairedSurrogate);
  if (value && typeof value === "object") {
    return Object.entries(value).some(
      ([key, item]) => UNPAIRED_SURROGATE.test(key) || holdsUnpairedSurrogate(item),
    );
  }
  return false;
}

/** application/json or any application/*+json, with or without parameters. */
export function isJsonContentType(contentType: string | null): boolean {
  const mediaType = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  return mediaType === "application/json" || /^application\/[a-z0-9.!#$&^_-]+\+json$/.test(mediaType);
}

function json(status: number, messages: string[], codes: ValidationCode[] = []): Response {
  return Response.json(failEnvelope(messages, codes), { status });
}

/** `requestId` (X-Request-Id) goes with the log of an unexpected error, so a quoted id finds it. */
export function errorResponse(error: unknown, t: ApiTranslator, requestId?: string | null): Response {
  if (error instanceof DomainError) {
    const response = json(error.status, [t(`errors.${error.key}`, error.params)], error.validationCodes);
    if (error.retryAfterSeconds !== null) {
      response.headers.set("retry-after", String(error.retryAfterSeconds));
    }
    return response;
  }
  if (error instanceof z.ZodError) {
    const codes: ValidationCode[] = error.issues.some((issue) => issue.message === "wrongEmail")
      ? ["WrongEmail"]
      : [];
    return json(400, describeZodIssues(error, t), codes);
  }
  if (error instanceof MalformedJsonError) return json(400, [t("errors.malformedJson")]);
  const pgCode = postgresErrorCode(error);
  if (pgCode === "23505") {
    const key = UNIQUE_INDEX_ERRORS[postgresErrorField(error, "constraint") ?? ""] ?? "conflict";
    return json(409, [t(`errors.${key}`)], ["AlreadyExistsEntity"]);
  }
  if (pgCode === "23503") return json(409, [t("errors.conflict")]);
  // Values PostgreSQL cannot store (a NUL character, a number out of range): bad input, not a fault.
  if (isInvalidValueError(error)) return json(400, [t("errors.invalidInput")]);
  console.error(`[api] unexpected error${requestId ? ` (request ${requestId})` : ""}`, error);
  return json(500, [t("errors.generic")]);
}

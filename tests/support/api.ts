import type { Envelope } from "@/lib/api/envelope";

type Handler = (
  req: Request,
  ctx: { params: Promise<Record<string, string | string[]>> },
) => Response | Promise<Response>;

export type ApiAnswer<T = unknown> = { status: number; body: Envelope<T>; response: Response };

/** Calls a route handler the way Next does, with a real Request. */
export async function invoke<T = unknown>(
  handler: Handler,
  options: {
    method?: string;
    path?: string;
    token?: string | null;
    body?: unknown;
    rawBody?: string;
    query?: Record<string, string | number | boolean | undefined>;
    params?: Record<string, string | number>;
    headers?: Record<string, string>;
  } = {},
): Promise<ApiAnswer<T>> {
  const url = new URL(`http://localhost${options.path ?? "/api/test"}`);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers = new Headers(options.headers);
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  const hasBody = options.body !== undefined || options.rawBody !== undefined;
  if (hasBody && !headers.has("content-type")) headers.set("content-type", "application/json");
  const request = new Request(url, {
    method: options.method ?? (hasBody ? "POST" : "GET"),
    headers,
    body: options.rawBody ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
  });
  const params = Object.fromEntries(Object.entries(options.params ?? {}).map(([k, v]) => [k, String(v)]));
  const response = await handler(request, { params: Promise.resolve(params) });
  const body = (await response.clone().json()) as Envelope<T>;
  return { status: response.status, body, response };
}

/** The five fields of SPEC.md section 7, and nothing else. */
export const ENVELOPE_KEYS = ["entity", "messages", "success", "validationCodes", "validationLevel"];

/**
 * The one way the web client talks to the server (spec sections 7 and 8): same-origin calls with
 * cookies, a JSON body only when data is given, and every non-OK answer turned into an error whose
 * message is "<status>: <response text or status text>".
 */

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A non-OK HTTP answer. `message` is "<status>: <text>"; `body` is the raw response text. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, body: string, statusText: string) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }
}

/** Throws an ApiError for any non-OK response. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => "");
  throw new ApiError(res.status, text, res.statusText);
}

/** Sends one call. Resolves with the OK response; rejects with ApiError, or TypeError when the network fails. */
export async function apiRequest(method: HttpMethod, url: string, data?: unknown): Promise<Response> {
  const init: RequestInit = { method, credentials: "include" };
  if (data !== undefined) {
    init.headers = { "Content-Type": "application/json" };
    init.body = JSON.stringify(data);
  }
  const res = await fetch(url, init);
  await throwIfResNotOk(res);
  return res;
}

/** Sends one call and parses the JSON answer. */
export async function apiJson<T>(method: HttpMethod, url: string, data?: unknown): Promise<T> {
  const res = await apiRequest(method, url, data);
  return (await res.json()) as T;
}

/** The HTTP status behind an error, if it came from a server answer. */
export function errorStatus(error: unknown): number | undefined {
  if (error instanceof ApiError) return error.status;
  if (error instanceof Error) {
    const match = /^(\d{3}): /.exec(error.message);
    if (match?.[1]) return Number(match[1]);
  }
  return undefined;
}

export function isUnauthorizedError(error: unknown): boolean {
  return errorStatus(error) === 401;
}

/** True when the request never reached the server (fetch rejects with a TypeError then). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}

/**
 * The server's readable message from an error answer's `{message}` JSON body, if there is one.
 * Plain-text bodies and HTML error pages give undefined, so callers fall back to their own text.
 */
export function serverMessage(error: unknown): string | undefined {
  let body: string | undefined;
  if (error instanceof ApiError) body = error.body;
  else if (error instanceof Error) body = /^\d{3}: ([\s\S]*)$/.exec(error.message)?.[1];
  if (!body) return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === "object" && "message" in parsed) {
      const message = (parsed as { message: unknown }).message;
      if (typeof message === "string" && message.trim() !== "") return message;
    }
  } catch {
    // Not JSON: there is no structured message to show.
  }
  return undefined;
}

/** What a default query does with a 401: throw (the usual) or resolve with null (the "who am I" read). */
export type UnauthorizedBehavior = "throw" | "returnNull";

/** A query function that GETs the joined query key, e.g. ["/api/games", id] → "/api/games/<id>". */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T | null> => {
    const res = await fetch(queryKey.join("/"), { credentials: "include" });
    if (options.on401 === "returnNull" && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

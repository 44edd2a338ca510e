import type { ErrorCode } from "@riddlebook/protocol";
import type { ResourceNamespaceMap } from "i18next";
import { errorsText } from "../i18n/en/errors";
import { i18n, LANGUAGES } from "../i18n/i18n";

/** The error codes the errors catalogue has a text for. */
type CodeWithText = keyof ResourceNamespaceMap["errors"]["codes"];

function hasText(code: ErrorCode): code is ErrorCode & CodeWithText {
  return i18n.exists(`codes.${code}`, { ns: errorsText.namespace });
}

/**
 * The one way the web client talks to the server: same-origin calls with
 * cookies, a JSON body only when data is given, and every non-OK answer turned into an `ApiError`
 * that carries the HTTP status and the `{message, code}` of the server's error body.
 */

/** The HTTP methods the API uses. */
type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * A non-OK HTTP answer. `status` is the HTTP status; `code` and `serverMessage` come from the
 * server's JSON error body `{message, code}` and are undefined when the body is not one (an HTML
 * error page from a proxy, say). `message` reads "<status>: <response text, or the status text when
 * the body is empty>" (docs/product.md §14), for logs; screens use the fields, never the message.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;
  readonly serverMessage: string | undefined;

  constructor(status: number, bodyText: string, statusText = "") {
    super(`${status}: ${bodyText || statusText}`);
    this.name = "ApiError";
    this.status = status;
    const body = parseErrorBody(bodyText);
    this.code = body.code;
    this.serverMessage = body.message;
  }
}

/** What an error body may carry; either part can be missing. */
interface ErrorBodyParts {
  message?: string;
  code?: ErrorCode;
}

/**
 * The `{message, code}` of an error body; fields that are missing, blank or not strings are left
 * out. The code is taken as the server's word: one of the protocol's `ErrorCode`s.
 */
export function parseErrorBody(text: string): ErrorBodyParts {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: there is no structured message to show.
    return {};
  }
  if (!parsed || typeof parsed !== "object") return {};
  const { message, code } = parsed as { message?: unknown; code?: unknown };
  return {
    ...(typeof message === "string" && message.trim() !== "" ? { message } : {}),
    ...(typeof code === "string" && code !== "" ? { code: code as ErrorCode } : {}),
  };
}

/** Throws an ApiError for any non-OK response. */
async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => "");
  throw new ApiError(res.status, text, res.statusText);
}

/** How one call is sent. */
interface RequestOptions {
  /**
   * The call's `Idempotency-Key` (docs/decisions/016-idempotency-keys.md): the server answers a
   * repeat of the call with this key with the original result, changing nothing. A keyed call is
   * sent once more by itself when the network fails (the first answer may have been lost).
   */
  idempotencyKey?: string;
}

/**
 * A fresh Idempotency-Key for one user action: 128 random bits as 32 hex digits. Uses
 * `crypto.getRandomValues`, which (unlike `randomUUID`) also works on plain http.
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Sends one call. Resolves with the OK response; rejects with ApiError, or TypeError when the network
 * fails. A keyed call (`options.idempotencyKey`) that fails on the network is sent once more with the
 * same key; any other call is never resent.
 */
export async function apiRequest<B = never>(
  method: HttpMethod,
  url: string,
  body?: B,
  options: RequestOptions = {},
): Promise<Response> {
  const init: RequestInit = { method, credentials: "include" };
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (options.idempotencyKey !== undefined) headers["Idempotency-Key"] = options.idempotencyKey;
  if (Object.keys(headers).length > 0) init.headers = headers;
  if (body !== undefined) init.body = JSON.stringify(body);
  let res: Response;
  try {
    res = await fetch(url, init);
  } catch (error) {
    if (options.idempotencyKey === undefined || !isNetworkError(error)) throw error;
    res = await fetch(url, init);
  }
  await throwIfResNotOk(res);
  return res;
}

/** Sends one call and parses the JSON answer. `B` is the request body's protocol type. */
export async function apiJson<T, B = never>(
  method: HttpMethod,
  url: string,
  body?: B,
  options: RequestOptions = {},
): Promise<T> {
  const res = await apiRequest(method, url, body, options);
  return (await res.json()) as T;
}

/**
 * `apiJson` for one user action that creates something: sent with a fresh Idempotency-Key, so the
 * automatic resend after a network failure can never do the action twice.
 */
export function keyedJson<T, B = never>(method: HttpMethod, url: string, body?: B): Promise<T> {
  return apiJson<T, B>(method, url, body, { idempotencyKey: newIdempotencyKey() });
}

/** The HTTP status behind an error, if it came from a server answer. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/** The `code` of the server's error body, if the error came from one. */
export function errorCode(error: unknown): ErrorCode | undefined {
  return error instanceof ApiError ? error.code : undefined;
}

/**
 * The readable message of the server's error body, if it sent one. In English it is the server's own
 * message (it may be more specific than the code); in another language, the catalogue's text for the
 * code when it has one, else the server's message (docs/decisions/034-i18n.md).
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.serverMessage === undefined) return undefined;
  const { code } = error;
  if (i18n.language === LANGUAGES.english || code === undefined || !hasText(code)) return error.serverMessage;
  return errorsText.t(`codes.${code}`);
}

export function isUnauthorizedError(error: unknown): boolean {
  return errorStatus(error) === 401;
}

/** True when the request never reached the server (fetch rejects with a TypeError then). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}

/** What a default query does with a 401: throw (the usual) or resolve with null (the "who am I" read). */
type UnauthorizedBehavior = "throw" | "returnNull";

/** A query function that GETs the joined query key, e.g. ["/api/games", id] → "/api/games/<id>". */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T | null> => {
    const res = await fetch(queryKey.join("/"), { credentials: "include" });
    if (options.on401 === "returnNull" && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

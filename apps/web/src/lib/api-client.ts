import type { AnswerOf, InputOf, RouteContract } from "@riddlebook/protocol";
import { apiRequest } from "./api";

/**
 * Calls through the route contracts (packages/protocol/src/routes/, ADR 041): the URL is built from
 * the contract, never written again here, and the answer is typed by it. The call itself is the one
 * fetch wrapper's (`api.ts`): same-origin with cookies, JSON, `ApiError` for a non-OK answer.
 */

/** A query string's values: a list repeats its name; an undefined value is left out. */
type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/**
 * The contract's path with its `:params` filled in (each encoded as one path segment) and the query
 * string, if any: `/api/story/games/:id` with `{params: {id: "a b"}}` is `/api/story/games/a%20b`.
 */
export function apiUrl<C extends RouteContract>(contract: C, input?: InputOf<C>): string {
  const params = (input?.params ?? {}) as Record<string, unknown>;
  const path = contract.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === "") {
      throw new Error(`${contract.method} ${contract.path}: the path parameter "${name}" is missing.`);
    }
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((input?.query ?? {}) as Record<string, QueryValue>)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const query = search.toString();
  return query === "" ? path : `${path}?${query}`;
}

/** The query key of a GET contract: its URL, which the default query function fetches. */
export const apiKey = <C extends RouteContract>(contract: C, input?: InputOf<C>): readonly [string] => [
  apiUrl(contract, input),
];

/**
 * Sends the contract's call and answers its JSON body, or `null` for a 204 without one (a contract's
 * `noContent` answer). `idempotencyKey` (ADR 016, for an action that creates something;
 * `newIdempotencyKey()`) makes the automatic resend after a network failure safe.
 */
export async function api<C extends RouteContract>(
  contract: C,
  ...[input, options]: Record<never, never> extends InputOf<C>
    ? [input?: InputOf<C>, options?: { idempotencyKey?: string }]
    : [input: InputOf<C>, options?: { idempotencyKey?: string }]
): Promise<AnswerOf<C>> {
  const res = await apiRequest<unknown>(contract.method, apiUrl(contract, input), input?.body, options);
  if (res.status === 204) return null as AnswerOf<C>;
  return (await res.json()) as AnswerOf<C>;
}

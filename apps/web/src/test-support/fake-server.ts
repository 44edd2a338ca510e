import { vi } from "vitest";

/** One HTTP call the client made. */
interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
}

/** Answers a call: a JSON value (200), or a whole Response. */
type Route = (body: unknown) => unknown | Response | Promise<unknown | Response>;

/**
 * Replaces `fetch` with a server that answers "METHOD /path" routes and records every call. A call
 * without a route is answered 404 with the server's error body, so a test sees unexpected calls in
 * `calls` and as failures in the screen.
 */
export function fakeServer(routes: Record<string, Route> = {}) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, url, body });
    const route = routes[`${method} ${url}`];
    if (!route) return json({ message: `No route for ${method} ${url}`, code: "not_found" }, 404);
    const answer = await route(body);
    return answer instanceof Response ? answer : json(answer);
  });
  vi.stubGlobal("fetch", fetchMock);
  return {
    calls,
    /** Adds or replaces a route. */
    on(key: string, route: Route) {
      routes[key] = route;
    },
    /** The recorded calls to one "METHOD /path". */
    callsTo(key: string): RecordedCall[] {
      return calls.filter((call) => `${call.method} ${call.url}` === key);
    },
  };
}

/** A JSON response, as the server sends them. */
function json(value: unknown, status = 200): Response {
  return new Response(JSON.stringify(value), { status, headers: { "Content-Type": "application/json" } });
}

import { afterEach, describe, expect, it, vi } from "vitest";
import {
  ApiError,
  apiRequest,
  errorCode,
  errorStatus,
  getQueryFn,
  isNetworkError,
  parseErrorBody,
  serverMessage,
} from "./api";

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiRequest", () => {
  it("sends cookies and a JSON body only when data is given", async () => {
    const fetchMock = stubFetch(new Response("{}", { status: 200 }));
    await apiRequest("POST", "/api/auth/login", { email: "a@b.co", password: "x" });
    expect(fetchMock.mock.calls[0]?.[1]).toEqual({
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: '{"email":"a@b.co","password":"x"}',
    });

    await apiRequest("POST", "/api/dev-auto-login");
    expect(fetchMock.mock.calls[1]?.[1]).toEqual({ method: "POST", credentials: "include" });
  });

  it("throws an ApiError with the status and the error body's message and code", async () => {
    const body = JSON.stringify({ message: "That username is taken.", code: "username_taken" });
    stubFetch(new Response(body, { status: 409, statusText: "Conflict" }));
    const error = await apiRequest("POST", "/api/auth/signup", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`409: ${body}`);
    expect(errorStatus(error)).toBe(409);
    expect(errorCode(error)).toBe("username_taken");
    expect(serverMessage(error)).toBe("That username is taken.");
  });

  it("falls back to the status text when the body is empty", async () => {
    stubFetch(new Response(null, { status: 500, statusText: "Internal Server Error" }));
    const error = await apiRequest("GET", "/api/user/stats").catch((e: unknown) => e);
    expect((error as Error).message).toBe("500: Internal Server Error");
    expect(errorStatus(error)).toBe(500);
    expect(serverMessage(error)).toBeUndefined();
    expect(errorCode(error)).toBeUndefined();
  });

  it("lets a network failure through as a TypeError", async () => {
    stubFetch(new TypeError("Failed to fetch"));
    const error = await apiRequest("GET", "/api/auth/user").catch((e: unknown) => e);
    expect(isNetworkError(error)).toBe(true);
  });
});

describe("error bodies", () => {
  it("reads only a JSON body's non-blank string message and code", () => {
    expect(parseErrorBody('{"message":"Nope.","code":"nope"}')).toEqual({ message: "Nope.", code: "nope" });
    expect(parseErrorBody("<html>Bad gateway</html>")).toEqual({});
    expect(parseErrorBody('{"message":"","code":7}')).toEqual({});
    expect(parseErrorBody("null")).toEqual({});
  });

  it("gives no status, code or message for errors that are not server answers", () => {
    const plain = new Error('401: {"message":"Invalid e-mail or password."}');
    expect(errorStatus(plain)).toBeUndefined();
    expect(serverMessage(plain)).toBeUndefined();
    expect(errorCode("nope")).toBeUndefined();
  });
});

describe("getQueryFn", () => {
  it("GETs the joined query key with cookies", async () => {
    const fetchMock = stubFetch(new Response('{"ok":true}', { status: 200 }));
    const result = await getQueryFn({ on401: "throw" })({ queryKey: ["/api/games", "g1"] });
    expect(result).toEqual({ ok: true });
    expect(fetchMock.mock.calls[0]).toEqual(["/api/games/g1", { credentials: "include" }]);
  });

  it("resolves a 401 to null only when asked to", async () => {
    stubFetch(new Response('{"message":"Not signed in."}', { status: 401 }));
    await expect(getQueryFn({ on401: "returnNull" })({ queryKey: ["/api/auth/user"] })).resolves.toBeNull();
    stubFetch(new Response('{"message":"Not signed in."}', { status: 401 }));
    await expect(getQueryFn({ on401: "throw" })({ queryKey: ["/api/user/stats"] })).rejects.toMatchObject({
      status: 401,
    });
  });
});

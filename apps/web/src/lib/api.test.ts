import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n, LANGUAGES } from "../i18n/i18n";
import { signup } from "./account-api";
import {
  ApiError,
  apiJson,
  apiRequest,
  errorCode,
  errorStatus,
  getQueryFn,
  isNetworkError,
  newIdempotencyKey,
  parseErrorBody,
  serverMessage,
} from "./api";
import { addBot, createGame, joinGame, submitGuess, submitRiddle } from "./game-api";

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

  it("shows the server's own message in English, the catalogue's text for its code in another language", async () => {
    const full = new ApiError(
      409,
      JSON.stringify({ message: "This game is full (8 of 8).", code: "game_full" }),
    );
    const odd = new ApiError(409, JSON.stringify({ message: "Something new.", code: "brand_new_code" }));
    expect(serverMessage(full)).toBe("This game is full (8 of 8).");
    await i18n.changeLanguage(LANGUAGES.pseudo);
    try {
      // No pseudo bundle is loaded here, so the pseudo-locale falls back to the English catalogue.
      expect(serverMessage(full)).toBe("This game is full.");
      expect(serverMessage(odd)).toBe("Something new.");
    } finally {
      await i18n.changeLanguage(LANGUAGES.english);
    }
    expect(serverMessage(full)).toBe("This game is full (8 of 8).");
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

describe("Idempotency-Key (docs/decisions/016-idempotency-keys.md)", () => {
  /** fetch that fails on the network `failures` times, then answers `answer`. */
  function flakyFetch(failures: number, answer = () => new Response('{"id":"g1"}', { status: 201 })) {
    let left = failures;
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
      if (left > 0) {
        left--;
        throw new TypeError("Failed to fetch");
      }
      return answer();
    });
    vi.stubGlobal("fetch", fetchMock);
    return fetchMock;
  }
  const keyOf = (init: RequestInit | undefined) =>
    (init?.headers as Record<string, string> | undefined)?.["Idempotency-Key"];

  it("resends a keyed call once after a network failure, with the same key and body (F9)", async () => {
    const fetchMock = flakyFetch(1);
    const answer = await apiJson(
      "POST",
      "/api/games",
      { playerName: "Hana" },
      { idempotencyKey: "action-key-1" },
    );
    expect(answer).toEqual({ id: "g1" });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [first, second] = fetchMock.mock.calls.map((call) => call[1]);
    expect(keyOf(first)).toBe("action-key-1");
    expect(second).toEqual(first);
  });

  it("gives up after the one resend, with the network error", async () => {
    const fetchMock = flakyFetch(2);
    const error = await apiRequest("POST", "/api/games", {}, { idempotencyKey: "action-key-2" }).catch(
      (e: unknown) => e,
    );
    expect(isNetworkError(error)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("never resends a call without a key, nor a keyed call the server answered", async () => {
    const unkeyed = flakyFetch(1);
    const error = await apiRequest("POST", "/api/games/g1/leave").catch((e: unknown) => e);
    expect(isNetworkError(error)).toBe(true);
    expect(unkeyed).toHaveBeenCalledTimes(1);

    const refused = flakyFetch(
      0,
      () => new Response('{"message":"Nope.","code":"not_host"}', { status: 403 }),
    );
    const answered = await apiRequest("POST", "/api/games", {}, { idempotencyKey: "action-key-3" }).catch(
      (e: unknown) => e,
    );
    expect(errorStatus(answered)).toBe(403);
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it("makes a fresh key of 32 hex digits per user action", () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });

  it("sends each create-game, join, add-bot, riddle, guess and sign-up with its own key, reused only by its resend", async () => {
    const fetchMock = flakyFetch(1, () => new Response("{}", { status: 201 }));
    await createGame({ playerName: "Hana" });
    await createGame({ playerName: "Hana" });
    await joinGame({ gameId: "g1", name: "Bo" });
    await addBot("g1", { botType: "auntie" });
    await submitRiddle({ gameId: "g1", playerId: "p1", round: 1, selectedWord: "owl", riddleText: "Hoo?" });
    await submitGuess({ riddleId: "r1", guesserId: "p1", guess: "owl" });
    await signup({ email: "a@b.co", firstName: "A", lastName: "B", username: "ab_c", password: "12345678" });
    const keys = fetchMock.mock.calls.map((call) => keyOf(call[1]));
    // The first create failed on the network and was resent with its key; every later call has its own.
    expect(keys).toHaveLength(8);
    expect(keys.every((key) => typeof key === "string" && /^[0-9a-f]{32}$/.test(key))).toBe(true);
    expect(keys[1]).toBe(keys[0]);
    expect(new Set(keys).size).toBe(7);
  });
});

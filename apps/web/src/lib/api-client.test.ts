import {
  albumRoutes,
  battleRoutes,
  type RouteContract,
  storyRoutes,
  vaultRoutes,
} from "@riddlebook/protocol";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api";
import { api, apiKey, apiUrl } from "./api-client";

/** The URL of a GET on `path` with this input: the builder reads only the path, never the schemas. */
const urlOf = (path: string, input: { params?: Record<string, string>; query?: Record<string, unknown> }) =>
  apiUrl({ ...storyRoutes.overview, path } as RouteContract, input as never);
const LISTING = "/api/things/:owner/items/:item_id";

/** Every fetch answers a fresh copy of this answer; the spy records the calls. */
const answering = (status: number, body: unknown) =>
  vi.spyOn(globalThis, "fetch").mockImplementation(async () => Response.json(body, { status }));

afterEach(() => {
  vi.restoreAllMocks();
});

describe("apiUrl", () => {
  it("is the contract's path when it has no parameters", () => {
    expect(apiUrl(storyRoutes.overview)).toBe("/api/story");
    expect(apiUrl(battleRoutes.create, { body: { opponent: { kind: "bot", difficulty: "easy" } } })).toBe(
      "/api/battles",
    );
  });

  it("fills in each path parameter, encoded as one segment", () => {
    expect(apiUrl(storyRoutes.game, { params: { id: "g1" } })).toBe("/api/story/games/g1");
    expect(apiUrl(storyRoutes.play, { params: { id: "a/b c?d#e%f" } })).toBe(
      "/api/story/chapters/a%2Fb%20c%3Fd%23e%25f/play",
    );
    expect(urlOf(LISTING, { params: { owner: "ann", item_id: "é&=" } })).toBe(
      "/api/things/ann/items/%C3%A9%26%3D",
    );
  });

  it("refuses to build a URL with a path parameter missing or empty", () => {
    expect(() => urlOf(LISTING, { params: { owner: "ann" } })).toThrow(/"item_id" is missing/);
    expect(() => apiUrl(storyRoutes.game, { params: { id: "" } })).toThrow(/"id" is missing/);
  });

  it("adds the query string: values encoded, lists repeated, undefined and null left out", () => {
    const params = { owner: "o", item_id: "i" };
    expect(urlOf(LISTING, { params, query: {} })).toBe("/api/things/o/items/i");
    expect(urlOf(LISTING, { params, query: { q: "a b&c", limit: 5, tags: ["x", "y"], open: false } })).toBe(
      "/api/things/o/items/i?q=a+b%26c&limit=5&tags=x&tags=y&open=false",
    );
    expect(urlOf(LISTING, { params, query: { q: undefined, limit: 0, none: null } })).toBe(
      "/api/things/o/items/i?limit=0",
    );
  });

  it("makes a GET's query key of its URL, which the default query function fetches", () => {
    expect(apiKey(storyRoutes.game, { params: { id: "g 1" } })).toEqual(["/api/story/games/g%201"]);
  });
});

describe("api", () => {
  it("sends the contract's method to its URL with the body, and answers the JSON", async () => {
    const fetchMock = answering(201, { gameId: "g1", chapterId: "attic" });
    await expect(api(storyRoutes.play, { params: { id: "attic" } })).resolves.toEqual({
      gameId: "g1",
      chapterId: "attic",
    });
    expect(fetchMock.mock.calls[0]).toEqual([
      "/api/story/chapters/attic/play",
      { method: "POST", credentials: "include" },
    ]);

    const body = { opponent: { kind: "bot", difficulty: "hard" }, rounds: 5 } as const;
    await api(battleRoutes.create, { body }, { idempotencyKey: "key-12345678" });
    expect(fetchMock.mock.calls[1]).toEqual([
      "/api/battles",
      {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json", "Idempotency-Key": "key-12345678" },
        body: JSON.stringify(body),
      },
    ]);
  });

  it("answers null for a contract's 204 without a body, and the JSON otherwise", async () => {
    const fetchMock = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(async () => new Response(null, { status: 204 }));
    await expect(api(vaultRoutes.next, { query: { difficulty: "hard", unsolved: "1" } })).resolves.toBeNull();
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/vault/next?difficulty=hard&unsolved=1");
    await expect(api(albumRoutes.unshare, { params: { id: "g1" } })).resolves.toBeNull();
    expect(fetchMock.mock.calls[1]).toEqual([
      "/api/games/g1/album/share",
      { method: "DELETE", credentials: "include" },
    ]);
    fetchMock.mockImplementation(async () => Response.json({ id: "r1" }, { status: 200 }));
    await expect(api(vaultRoutes.next)).resolves.toEqual({ id: "r1" });
  });

  it("turns a refusal into the fetch wrapper's ApiError", async () => {
    answering(404, { message: "Chapter not found.", code: "not_found" });
    const error = await api(storyRoutes.play, { params: { id: "atlantis" } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: "not_found", serverMessage: "Chapter not found." });
  });
});

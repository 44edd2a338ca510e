import { USER_SOCKET_PATH } from "@riddlebook/protocol";
import { describe, expect, it } from "vitest";
import { secondsSearching, userSocketUrl } from "./matchmaking-api";

describe("matchmaking client helpers", () => {
  it("builds the user socket address on this host, secure under https", () => {
    expect(userSocketUrl({ protocol: "http:", host: "localhost:3000" })).toBe("ws://localhost:3000/ws/user");
    expect(userSocketUrl({ protocol: "https:", host: "rb.example" })).toBe("wss://rb.example/ws/user");
    expect(userSocketUrl({ protocol: "http:", host: "h" })).toBe(`ws://h${USER_SOCKET_PATH}`);
  });

  it("counts whole seconds searched and never goes below zero", () => {
    expect(secondsSearching(1000, 13_999)).toBe(12);
    expect(secondsSearching(5000, 4000)).toBe(0);
  });
});

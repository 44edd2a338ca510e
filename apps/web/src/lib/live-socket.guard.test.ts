import { readdirSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The client has one WebSocket loop, `createLiveSocket` (live-socket.ts; issue 28, "one client live
 * socket"): connect, backoff, heartbeat, resync and close codes are written once. This fails when any
 * other file under apps/web/src constructs a WebSocket itself, in source or in a test.
 */

const SRC = fileURLToPath(new URL("..", import.meta.url));
const LIVE_SOCKET_MODULE = "lib/live-socket.ts";

/** A call of the WebSocket constructor with `new`, also through `window.`, `globalThis.` or `self.`. */
const CONSTRUCTS_A_SOCKET = /new\s+(?:(?:window|globalThis|self)\s*\.\s*)?WebSocket\s*\(/;

/** Every script under apps/web/src, as a path relative to it with `/` separators. */
function sourceFiles(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: "utf8" })
    .map((path) => path.split(sep).join("/"))
    .filter((path) => /\.(?:[cm]?[jt]sx?)$/.test(path));
}

describe("one client live socket", () => {
  it("no file under apps/web/src but the live-socket module constructs a WebSocket", () => {
    const files = sourceFiles();
    expect(files).toContain(LIVE_SOCKET_MODULE);
    const offenders = files.filter(
      (file) =>
        file !== LIVE_SOCKET_MODULE && CONSTRUCTS_A_SOCKET.test(readFileSync(join(SRC, file), "utf8")),
    );
    expect(offenders).toEqual([]);
  });

  it("recognises the ways of writing it", () => {
    // Put together here, so this file does not hold what it looks for.
    const writings = [" WebSocket(url)", "  window.WebSocket (url)", " globalThis.WebSocket(url)"];
    for (const text of writings.map((rest) => `new${rest}`))
      expect(CONSTRUCTS_A_SOCKET.test(text), text).toBe(true);
    expect(CONSTRUCTS_A_SOCKET.test("new Socket(url)")).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { type FrameHandlers, routeFrame } from "./frame-router";

/** Routes one frame and answers what the handlers were asked, as "kind:detail". */
function route(data: string | Buffer, isBinary = false): string[] {
  const calls: string[] = [];
  const on: FrameHandlers<string> = {
    ping: (conn) => calls.push(`ping:${conn}`),
    resync: (conn) => calls.push(`resync:${conn}`),
    saveDraft: (conn, text) => calls.push(`saveDraft:${conn}:${text}`),
    invalid: (conn, code) => calls.push(`invalid:${conn}:${code}`),
  };
  routeFrame("c1", Buffer.from(data), isBinary, on);
  return calls;
}

const nested = (depth: number): unknown => (depth === 0 ? 1 : { a: nested(depth - 1) });

describe("routeFrame", () => {
  it("dispatches each client message", () => {
    expect(route('{"type":"ping"}')).toEqual(["ping:c1"]);
    expect(route('{"type":"resync"}')).toEqual(["resync:c1"]);
    expect(route('{"type":"save_draft","text":"a lonely cloud"}')).toEqual(["saveDraft:c1:a lonely cloud"]);
  });

  it("refuses the original spec's start_timer and stop_timer: only the server runs clocks", () => {
    expect(route('{"type":"start_timer","duration":30}')).toEqual(["invalid:c1:invalid_message"]);
    expect(route('{"type":"stop_timer"}')).toEqual(["invalid:c1:invalid_message"]);
  });

  it("reports binary, non-JSON, too deeply nested and unknown frames with their own codes", () => {
    expect(route('{"type":"ping"}', true)).toEqual(["invalid:c1:binary_not_supported"]);
    expect(route("{not json")).toEqual(["invalid:c1:invalid_json"]);
    expect(route(JSON.stringify({ type: "ping", x: nested(9) }))).toEqual(["invalid:c1:too_deep"]);
    expect(route(JSON.stringify({ type: "ping", x: nested(6) }))).toEqual(["invalid:c1:invalid_message"]);
    expect(route('{"type":"submit_word"}')).toEqual(["invalid:c1:invalid_message"]);
  });
});

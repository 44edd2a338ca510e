import { WS_CLOSE } from "@riddlebook/protocol";
import { describe, expect, it } from "vitest";
import type { WebSocket } from "ws";
import { FrameGuard } from "./frame-guard";
import { LiveSocket } from "./live-socket";

/** A socket that records what it was sent and how it was closed; the clock moves only when told. */
function setUp(options: { messagesPerSecond: number; refusalsBeforeClose: number; notices: boolean }) {
  let now = 0;
  const sent: { code: string; fatal?: boolean }[] = [];
  const closes: number[] = [];
  const socket = {
    OPEN: 1,
    CONNECTING: 0,
    readyState: 1,
    send: (text: string) => sent.push(JSON.parse(text)),
    close: (code: number) => {
      closes.push(code);
      socket.readyState = 3;
    },
  };
  const conn = new LiveSocket(socket as unknown as WebSocket, { userId: "u1", tokenHash: "h1" });
  const guard = new FrameGuard(conn, { ...options, clock: { now: () => now } });
  return { guard, sent, closes, advance: (ms: number) => (now += ms) };
}

describe("FrameGuard", () => {
  it("lets a burst of twice the rate through, warns at the first refusal, closes with 4429 after the run", () => {
    const { guard, sent, closes } = setUp({ messagesPerSecond: 3, refusalsBeforeClose: 3, notices: true });
    const verdicts = Array.from({ length: 8 }, () => guard.allow());
    expect(verdicts).toEqual([true, true, true, true, true, true, false, false]);
    expect(sent).toEqual([{ type: "error", code: "rate_limited", message: "Too many messages; slow down." }]);
    expect(closes).toEqual([]);
    expect(guard.allow()).toBe(false);
    expect(sent.at(-1)).toEqual({
      type: "error",
      code: "rate_limited",
      message: "Too many messages.",
      fatal: true,
    });
    expect(closes).toEqual([WS_CLOSE.rateLimited]);
  });

  it("starts a new run of refusals once a refilled token lets a frame through", () => {
    const { guard, sent, closes, advance } = setUp({
      messagesPerSecond: 1,
      refusalsBeforeClose: 2,
      notices: true,
    });
    expect([guard.allow(), guard.allow(), guard.allow()]).toEqual([true, true, false]);
    advance(1000);
    expect([guard.allow(), guard.allow()]).toEqual([true, false]);
    expect(sent.map((m) => m.fatal ?? false)).toEqual([false, false]);
    expect(closes).toEqual([]);
  });

  it("without notices closes at the first refusal and sends nothing", () => {
    const { guard, sent, closes } = setUp({ messagesPerSecond: 1, refusalsBeforeClose: 1, notices: false });
    expect([guard.allow(), guard.allow(), guard.allow()]).toEqual([true, true, false]);
    guard.refuse("invalid_message", "Only ping.");
    expect(sent).toEqual([]);
    expect(closes).toEqual([WS_CLOSE.rateLimited]);
  });

  it("answers nine invalid frames with their code, and closes with 1008 at the tenth", () => {
    const { guard, sent, closes } = setUp({ messagesPerSecond: 10, refusalsBeforeClose: 10, notices: true });
    for (let i = 0; i < 9; i++) guard.refuse("invalid_json", "That message is not JSON.");
    expect(sent).toHaveLength(9);
    expect(new Set(sent.map((m) => `${m.code}:${m.fatal ?? false}`))).toEqual(
      new Set(["invalid_json:false"]),
    );
    expect(closes).toEqual([]);
    guard.refuse("too_deep", "Nested too deeply.");
    expect(sent.at(-1)).toEqual({
      type: "error",
      code: "too_deep",
      message: "Too many invalid messages.",
      fatal: true,
    });
    expect(closes).toEqual([WS_CLOSE.policy]);
  });
});

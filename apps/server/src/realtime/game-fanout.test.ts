import { applyJsonPatch } from "@riddlebook/protocol";
import { type GameEvent, type GameState, type GameView, isVisibleTo, viewFor } from "@riddlebook/rules";
import { simulateGame } from "@riddlebook/rules/testing";
import { describe, expect, it } from "vitest";
import type { WebSocket } from "ws";
import { createMemoryBus } from "../bus/memory-bus";
import { GameConnection } from "./connection";
import { GameFanout } from "./game-fanout";

const NOW = 1_800_000_000_000;

/** A socket that records what it is sent. */
function recordingSocket(): { socket: WebSocket; sent: string[] } {
  const sent: string[] = [];
  const socket = {
    OPEN: 1,
    CONNECTING: 0,
    readyState: 1,
    send: (text: string) => sent.push(text),
    close: () => {
      socket.readyState = 3;
    },
  };
  return { socket: socket as unknown as WebSocket, sent };
}

/** The commits of a simulated game, each with the state it made and its events. */
function commits(seed = 5): { state: GameState; events: GameEvent[] }[] {
  const out: { state: GameState; events: GameEvent[] }[] = [];
  simulateGame({ seed, players: 4, bots: 0, totalRounds: 2, gameMode: "standard" }, (step) => {
    if (step.result.ok) out.push({ state: step.result.state, events: step.result.events });
  });
  return out;
}

/** The first simulated game with a player seated from its first commit to its last, and that player. */
function gameWithAStayingPlayer(): { all: { state: GameState; events: GameEvent[] }[]; playerId: string } {
  for (let seed = 1; seed < 200; seed++) {
    const all = commits(seed);
    const first = all[0]?.state;
    const last = all[all.length - 1]?.state;
    const stays = first?.players.find((p) => last?.players.some((q) => q.id === p.id) && !p.isBot);
    if (stays && last?.phase === "complete") return { all, playerId: stays.id };
  }
  throw new Error("no simulated game keeps a player to the end");
}

/** The view a client holds after applying the messages it was sent over `base`. */
function clientView(base: GameView, sent: string[]): GameView {
  let view = base;
  for (const text of sent) {
    const message = JSON.parse(text) as { view?: GameView; patch?: { ops: [] } };
    if (message.view) view = message.view;
    else if (message.patch) view = applyJsonPatch(view, message.patch.ops);
  }
  return view;
}

describe("GameFanout", () => {
  it("brings a socket whose snapshot predates several waiting commits to the newest view", async () => {
    const { all, playerId } = gameWithAStayingPlayer();
    const first = all[0]?.state as GameState;
    // Three later commits in a row that each carry an event this player sees.
    const start = all.findIndex(
      (_c, i) =>
        i > 0 &&
        [0, 1, 2].every((k) => all[i + k]?.events.some((event) => isVisibleTo(event, playerId))) &&
        all[i - 1]?.state.phase !== "setup",
    );
    expect(start).toBeGreaterThan(0);
    const snapshotState = all[start - 1]?.state as GameState;
    const waiting = all.slice(start, start + 3);

    const fanout = new GameFanout({ bus: createMemoryBus(), clock: { now: () => NOW } });
    const { socket, sent } = recordingSocket();
    const conn = new GameConnection(socket, {
      userId: "u1",
      tokenHash: "t",
      gameId: first.id,
      playerId,
    });
    await fanout.join(conn);
    for (const commit of waiting) fanout.localCommit(commit.state, commit.events);
    expect(sent).toEqual([]);

    const snapshot = viewFor(snapshotState, playerId, NOW);
    conn.sentView = snapshot;
    conn.version = snapshotState.version;
    fanout.ready(conn, snapshotState);

    const newest = waiting[waiting.length - 1]?.state as GameState;
    expect(clientView(snapshot, sent)).toEqual(viewFor(newest, playerId, NOW));
    expect(conn.version).toBe(newest.version);
  });

  it("sends every socket of a commit the same event text, with its own view member", async () => {
    const all = commits();
    const reading = all.find((c) => c.state.phase === "reading" && c.events.length > 0);
    expect(reading).toBeDefined();
    const { state, events } = reading as { state: GameState; events: GameEvent[] };
    const before = all[all.indexOf(reading as never) - 1]?.state as GameState;
    const fanout = new GameFanout({ bus: createMemoryBus(), clock: { now: () => NOW } });
    const sockets = state.players.map((player) => {
      const { socket, sent } = recordingSocket();
      const conn = new GameConnection(socket, {
        userId: player.userId ?? player.id,
        tokenHash: "t",
        gameId: state.id,
        playerId: player.id,
      });
      return { conn, sent, playerId: player.id };
    });
    for (const { conn, playerId } of sockets) {
      await fanout.join(conn);
      conn.sentView = viewFor(before, playerId, NOW);
      conn.version = before.version;
      fanout.ready(conn, before);
    }
    fanout.localCommit(state, events);
    for (const { conn, sent, playerId } of sockets) {
      expect(clientView(viewFor(before, playerId, NOW), sent)).toEqual(viewFor(state, playerId, NOW));
      for (const text of sent) {
        const message = JSON.parse(text) as { serverTime: number; version: number };
        expect(message).toMatchObject({ serverTime: NOW, version: state.version });
      }
      expect(conn.sentView).toEqual(viewFor(state, playerId, NOW));
    }
  });
});

import { describe, expect, it } from "vitest";
import { battleForCompletion } from "../battle";
import { accept, lobby, reading, refuse, wordOf, writing } from "../test-support/fixtures";
import { winnersOf } from "../winners";

describe("kick", () => {
  it("removes a player's seat in setup, and their user may not join again", () => {
    const { state, events } = accept(lobby(2), { type: "kick", playerId: "host", targetId: "p1" });
    expect(state.players.map((p) => p.id)).toEqual(["host", "p2"]);
    expect(events[0]).toMatchObject({ type: "player_left", playerId: "p1", removed: true, kicked: true });
    expect(refuse(state, { type: "join", playerId: "p9", userId: "u1", name: "Again" }).code).toBe("kicked");
    // Someone else may still take the free seat.
    accept(state, { type: "join", playerId: "p9", userId: "u9", name: "New" });
  });

  it("keeps a started player's seat and score, marks them gone and refuses their every intent", () => {
    const { state } = accept(writing(2), { type: "kick", playerId: "host", targetId: "p2" });
    const kicked = state.players.find((p) => p.id === "p2");
    expect(kicked).toMatchObject({ hasLeft: true, connected: false });
    expect(refuse(state, { type: "rejoin", playerId: "p2" }).code).toBe("kicked");
    expect(refuse(state, { type: "chooseWord", playerId: "p2", word: wordOf("p2") }).code).toBe("kicked");
  });

  it("moves the phase on when the removed player was the one everyone waited for", () => {
    let state = writing(2);
    for (const id of ["host", "p1"]) {
      state = accept(state, {
        type: "submitRiddle",
        playerId: id,
        riddleId: `r-${id}`,
        word: wordOf(id),
        text: "A riddle that never names its word.",
      }).state;
    }
    expect(state.phase).toBe("writing");
    expect(accept(state, { type: "kick", playerId: "host", targetId: "p2" }).state.phase).toBe("reading");
  });

  it("ends a battle at once when the host removes its only opponent, who cannot win it", () => {
    // Round 1: the host solves p1's riddle and p1 misses the host's, so p1 (the author) is ahead.
    let state = reading(1, { gameMode: "head_to_head" });
    state = accept(state, {
      type: "submitGuess",
      playerId: "host",
      riddleId: "r-p1",
      guess: wordOf("p1"),
    }).state;
    state = accept(state, {
      type: "submitGuess",
      playerId: "p1",
      riddleId: "r-host",
      guess: "nothing",
    }).state;
    expect(state.phase).toBe("scoring");
    const [host, opponent] = state.players;
    expect(opponent?.score).toBeGreaterThan(host?.score ?? 0);
    expect(host?.score).toBeGreaterThan(0);
    const { state: after, events } = accept(state, { type: "kick", playerId: "host", targetId: "p1" });
    expect(after.phase).toBe("complete");
    expect(after.players.find((p) => p.id === "p1")).toMatchObject({ hasLeft: true, removed: true });
    expect(events.at(-1)).toMatchObject({ type: "game_complete", winnerIds: ["host"] });
    expect(winnersOf(after.players)).toEqual(["host"]);
    expect(battleForCompletion(after)?.sides.map((side) => side.outcome)).toEqual(["win", "loss"]);
  });

  it("lets any other game run on after a removal", () => {
    const after = accept(writing(2), { type: "kick", playerId: "host", targetId: "p2" }).state;
    expect(after.phase).toBe("writing");
    expect(after.players.find((p) => p.id === "p2")).toMatchObject({ hasLeft: true, removed: true });
  });

  it("is for the host only, never at oneself, and only at a seated player", () => {
    expect(refuse(lobby(2), { type: "kick", playerId: "p1", targetId: "p2" }).code).toBe("not_host");
    expect(refuse(lobby(2), { type: "kick", playerId: "host", targetId: "host" }).code).toBe("kick_self");
    expect(refuse(reading(1), { type: "kick", playerId: "host", targetId: "ghost" }).code).toBe(
      "target_not_found",
    );
  });
});

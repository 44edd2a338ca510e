import { describe, expect, it } from "vitest";
import {
  type CountFacts,
  countGame,
  FAIR_PLAY,
  playedToTheEnd,
  ratingsAfter,
  type SeatAccount,
} from "./counts";
import type { GameState } from "./game-state";
import { accept, finished, reading, writing } from "./test-support/fixtures";

// docs/decisions/045-what-counts-on-leaderboards.md: the one rule of what counts.

const account = (origin: string, isGuest = false): SeatAccount => ({ isGuest, origins: [origin] });

function facts(
  accounts: Record<string, SeatAccount>,
  pairs: Record<string, { games: number; battles: number }> = {},
): CountFacts {
  return {
    accounts: new Map(Object.entries(accounts)),
    pairHistory: (a, b) => pairs[[a, b].sort().join("+")] ?? { games: 0, battles: 0 },
  };
}

/** Host (u-host) and p1 (u1), each from an address of their own. */
const STRANGERS = facts({ "u-host": account("A"), u1: account("B") });

/** A one-round game played to its end by the host and `others` players (everyone wrote a riddle). */
const playedOut = (others = 1, mode: "standard" | "head_to_head" = "standard"): GameState =>
  finished(reading(others, { totalRounds: 1, gameMode: mode }));

const verdicts = (game: GameState, f: CountFacts) =>
  Object.fromEntries([...countGame(game, f).seats].map(([id, seat]) => [id, seat]));

describe("countGame", () => {
  it("counts an honest game played to its end in full for both accounts", () => {
    const game = playedOut();
    expect(playedToTheEnd(game)).toBe(true);
    expect(verdicts(game, STRANGERS)).toEqual({ host: { counts: "full" }, p1: { counts: "full" } });
  });

  it("counts nothing for two accounts that signed in from one address, nor for one account twice", () => {
    const game = playedOut(2);
    const f = facts({ "u-host": account("A"), u1: account("A"), u2: account("C") });
    // The stranger is left without a contender: nothing for anyone.
    expect(verdicts(game, f)).toEqual({
      host: { counts: "none", reason: "same_person" },
      p1: { counts: "none", reason: "same_person" },
      p2: { counts: "none", reason: "no_opponent" },
    });
    const twice: GameState = {
      ...game,
      players: game.players.map((p) => (p.id === "p2" ? { ...p, userId: "u1" } : p)),
    };
    expect(verdicts(twice, facts({ "u-host": account("A"), u1: account("B") }))).toMatchObject({
      p1: { counts: "none", reason: "same_person" },
      p2: { counts: "none", reason: "same_person" },
    });
  });

  it(`counts a pair's first ${FAIR_PLAY.gamesPerPair} games together in the window, not the next`, () => {
    const game = playedOut();
    const under = facts(
      { "u-host": account("A"), u1: account("B") },
      { "u-host+u1": { games: FAIR_PLAY.gamesPerPair - 1, battles: 0 } },
    );
    expect(verdicts(game, under).host).toEqual({ counts: "full" });
    const over = facts(
      { "u-host": account("A"), u1: account("B") },
      { "u-host+u1": { games: FAIR_PLAY.gamesPerPair, battles: 0 } },
    );
    expect(verdicts(game, over)).toEqual({
      host: { counts: "none", reason: "repeat_pair" },
      p1: { counts: "none", reason: "repeat_pair" },
    });
  });

  it("pays no one in a game with a bot", () => {
    const game = playedOut(2);
    const withBot: GameState = {
      ...game,
      players: game.players.map((p) => (p.id === "p2" ? { ...p, isBot: true, userId: null } : p)),
    };
    expect(verdicts(withBot, STRANGERS)).toEqual({
      host: { counts: "none", reason: "bot_game" },
      p1: { counts: "none", reason: "bot_game" },
    });
  });

  it("makes a game everyone left after round 1 of 10 a loss for each, and a win for no one", () => {
    let game = writing(1, { totalRounds: 10 });
    for (const player of game.players) {
      game = accept(game, {
        type: "submitRiddle",
        playerId: player.id,
        riddleId: `r-${player.id}`,
        word: `zebra1${player.id}word`,
        text: "A riddle that never\nnames its word.",
      }).state;
    }
    game = accept(game, { type: "leave", playerId: "p1" }).state;
    game = accept(game, { type: "leave", playerId: "host" }).state;
    expect(game.phase).toBe("complete");
    expect(playedToTheEnd(game)).toBe(false);
    expect(verdicts(game, STRANGERS)).toEqual({
      host: { counts: "loss", reason: "left" },
      p1: { counts: "loss", reason: "left" },
    });
  });

  it("gives the one who stayed nothing when every other seat left, and the leaver a loss", () => {
    let game = reading(1, { totalRounds: 1 });
    game = finished(accept(game, { type: "leave", playerId: "p1" }).state);
    expect(verdicts(game, STRANGERS)).toEqual({
      host: { counts: "none", reason: "no_opponent" },
      p1: { counts: "loss", reason: "left" },
    });
  });

  it("treats a seat that wrote nothing and guessed nothing as gone", () => {
    let game = writing(1, { totalRounds: 1 });
    game = accept(game, {
      type: "submitRiddle",
      playerId: "host",
      riddleId: "r-host",
      word: "zebra1hostword",
      text: "A riddle that never\nnames its word.",
    }).state;
    game = finished(game);
    expect(playedToTheEnd(game)).toBe(true);
    expect(verdicts(game, STRANGERS)).toEqual({
      host: { counts: "none", reason: "no_opponent" },
      p1: { counts: "loss", reason: "left" },
    });
  });

  it("keeps guests off the boards but counts them as opponents", () => {
    const game = playedOut();
    const f = facts({ "u-host": account("A"), u1: account("B", true) });
    expect(verdicts(game, f)).toEqual({ host: { counts: "full" }, p1: { counts: "none", reason: "guest" } });
    expect(countGame(playedOut(1, "head_to_head"), f).ratingMoves).toEqual([]);
  });
});

describe("battle ratings", () => {
  it("moves both ratings by Elo in a pair's first battle of the window, and no rating after it", () => {
    const played = playedOut(1, "head_to_head");
    // The host won 10–0.
    const game: GameState = {
      ...played,
      players: played.players.map((p) => ({ ...p, score: p.id === "host" ? 10 : 0 })),
    };
    const moves = countGame(game, STRANGERS).ratingMoves;
    expect(moves).toEqual([
      { userId: "u-host", outcome: "win" },
      { userId: "u1", outcome: "loss" },
    ]);
    const after = ratingsAfter(moves, [
      { userId: "u-host", rating: 1200 },
      { userId: "u1", rating: 1200 },
    ]);
    expect(Object.fromEntries(after)).toEqual({ "u-host": 1216, u1: 1184 });
    const again = facts(
      { "u-host": account("A"), u1: account("B") },
      { "u-host+u1": { games: 1, battles: FAIR_PLAY.ratedBattlesPerPair } },
    );
    expect(countGame(game, again).ratingMoves).toEqual([]);
  });

  it("costs a thrower who left a loss and gives the other side nothing: five thrown battles leave the winner at 1200", () => {
    let game = reading(1, { totalRounds: 1, gameMode: "head_to_head" });
    game = finished(accept(game, { type: "leave", playerId: "p1" }).state);
    const moves = countGame(game, STRANGERS).ratingMoves;
    expect(moves).toEqual([{ userId: "u1", outcome: "loss" }]);
    let winner = 1200;
    let thrower = 1200;
    for (let i = 0; i < 5; i++) {
      const after = ratingsAfter(moves, [
        { userId: "u-host", rating: winner },
        { userId: "u1", rating: thrower },
      ]);
      winner = after.get("u-host") ?? winner;
      thrower = after.get("u1") ?? thrower;
    }
    expect(winner).toBe(1200);
    expect(thrower).toBeLessThan(1200 - 60);
  });
});

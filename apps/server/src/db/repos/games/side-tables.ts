/**
 * The rows a change adds beside the game row, added to a write batch: seats joined, renamed or
 * left (`game_players`), earlier rounds' headers (`game_rounds`), and each new riddle and guess as
 * one append-only row (`game_riddles`, `game_guesses`). Used by `commit.ts`.
 */
import { type GameState, type Guess, isRoundScored, type Riddle, type RoundState } from "@riddlebook/rules";
import type { WriteBatch } from "../../write-batch";
import { guessRow, riddleRow, roundHeader, seatRow } from "./storage";

/**
 * Earlier rounds' headers as last written, per state object: a commit compares against them
 * instead of serialising its `before` state's rounds again.
 */
const pastHeaderCache = new WeakMap<GameState, string[]>();

/**
 * A scored round's header text, per round object: a scored round never changes and is shared from
 * state to state (docs/decisions/025-a-leaner-commit-and-fan-out.md), so it is serialised once.
 */
const scoredHeaderCache = new WeakMap<RoundState, string>();

function headerJson(round: RoundState): string {
  if (!isRoundScored(round)) return JSON.stringify(roundHeader(round));
  let data = scoredHeaderCache.get(round);
  if (data === undefined) {
    data = JSON.stringify(roundHeader(round));
    scoredHeaderCache.set(round, data);
  }
  return data;
}

function pastHeaders(state: GameState): string[] {
  let cached = pastHeaderCache.get(state);
  if (!cached) {
    cached = state.rounds.slice(0, -1).map(headerJson);
    pastHeaderCache.set(state, cached);
  }
  return cached;
}

/** Inserts the seats `after` adds, renames the renamed ones and deletes the ones it dropped. */
export function writeSeatChanges(batch: WriteBatch, before: GameState, after: GameState): void {
  const { q } = batch;
  const beforeSeats = new Map(before.players.map((p) => [p.id, p]));
  const afterIds = new Set(after.players.map((p) => p.id));
  for (const player of after.players) {
    const old = beforeSeats.get(player.id);
    if (!old) batch.add(q.insertInto("game_players").values(seatRow(after, player)));
    else if (old.name !== player.name) {
      batch.add(q.updateTable("game_players").set({ name: player.name }).where("player_id", "=", player.id));
    }
  }
  for (const id of beforeSeats.keys()) {
    if (!afterIds.has(id)) batch.add(q.deleteFrom("game_players").where("player_id", "=", id));
  }
}

/** The elements `after` appended to `before` (riddles and guesses only ever grow, in order). */
function appended<T>(before: readonly T[] | undefined, after: readonly T[], what: string): readonly T[] {
  const known = before?.length ?? 0;
  if (known === 0) return after;
  if (after.length < known || after[known - 1] === undefined) {
    throw new Error(`${what} may only be appended to`);
  }
  return known === after.length ? [] : after.slice(known);
}

/**
 * Writes what `after` adds to `before` (null for a new game): earlier rounds' headers when a round
 * is no longer the last (or, never in practice, when one changed), and each new riddle and guess as
 * one row. Riddles and guesses are never rewritten; a second riddle or guess with the same key
 * fails on the table's unique keys.
 */
export function writePlay(batch: WriteBatch, before: GameState | null, after: GameState, now: number): void {
  if (after.rounds.length === 0) return;
  const { q } = batch;
  const oldPast = before ? pastHeaders(before) : [];
  const beforeRounds = before?.rounds ?? [];
  const past: string[] = [];
  for (let i = 0; i < after.rounds.length - 1; i++) {
    const round = after.rounds[i] as RoundState;
    const data = headerJson(round);
    past.push(data);
    if (oldPast[i] === data) continue;
    batch.add(
      q
        .insertInto("game_rounds")
        .values({ game_id: after.id, round: round.round, data })
        .onConflict((oc) => oc.columns(["game_id", "round"]).doUpdateSet({ data })),
    );
  }
  pastHeaderCache.set(after, past);

  for (let i = 0; i < after.rounds.length; i++) {
    const round = after.rounds[i] as RoundState;
    const old = beforeRounds[i];
    const riddles = appended(old?.riddles, round.riddles, "riddles");
    const firstRiddle = round.riddles.length - riddles.length;
    for (let k = 0; k < riddles.length; k++) {
      batch.add(
        q.insertInto("game_riddles").values(riddleRow(after.id, riddles[k] as Riddle, firstRiddle + k, now)),
      );
    }
    const guesses = appended(old?.guesses, round.guesses, "guesses");
    const firstGuess = round.guesses.length - guesses.length;
    for (let k = 0; k < guesses.length; k++) {
      batch.add(
        q.insertInto("game_guesses").values(guessRow(after.id, guesses[k] as Guess, firstGuess + k, now)),
      );
    }
  }
}

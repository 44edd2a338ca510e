/**
 * How a running tournament moves (docs/decisions/033-tournaments.md): the start (or the cancel), the
 * results of its match games, no-shows, and the bracket's advance to its next games and its end. It
 * asks the rules for every decision (packages/rules/src/tournament-forfeits.ts: who goes on, which
 * matches are played now; tournament-prizes.ts: what is paid and whether it reaches the boards) and
 * only reads, writes and makes games. Every write is conditional (repository.ts), so any instance may
 * run any step any number of times; within this process one tournament's steps run one at a time
 * (the service's queue). Part of the service, the feature's one authority (service.ts).
 */
import type { TournamentPlacement } from "@riddlebook/protocol";
import {
  type Bracket,
  type BracketMatch,
  championOf,
  createBracket,
  entrantsWhoPlayed,
  type GameState,
  lostWithoutPlaying,
  type MatchDecision,
  matchOutcome,
  needsNoShowDeadline,
  placements,
  playableMatches,
  prizesOf,
  prizesReachBoards,
  shownNotReady,
  TOURNAMENT_MIN_ENTRANTS,
  type TournamentFormat,
  type TournamentSize,
  withResults,
} from "@riddlebook/rules";
import { SYSTEM } from "../../game/game-service";
import { isRefusal } from "../../lib/domain-error";
import type { KeyedQueue } from "../../lib/keyed-queue";
import { battleRatingOf } from "../battles";
import { ensureMatchGame, matchSeats } from "./match-games";
import {
  claimMatch,
  clearNoShow,
  findMatchByGame,
  listMatchesWithoutGame,
  listMatchRows,
  type MatchRow,
  recordMatchResult,
} from "./match-repository";
import { tellEntrants, tellMatchReady } from "./pushes";
import {
  type Completion,
  cancelTournament,
  type EntrantRow,
  findTournament,
  listEntrants,
  listPrizeAccounts,
  saveBracket,
  startTournament,
  type TournamentRow,
} from "./repository";
import type { TournamentDeps } from "./service-deps";
import { bracketOf, pointsOf } from "./view";

/** Bracket changes retried after losing a race with another instance. */
const MAX_ATTEMPTS = 8;
const TOO_FEW = `Fewer than ${TOURNAMENT_MIN_ENTRANTS} entrants by the start time.`;

export class TournamentProgress {
  constructor(
    private readonly o: TournamentDeps,
    private readonly queue: KeyedQueue,
  ) {}

  /** Starts (or, with too few entrants, cancels) a registering tournament whose start time came. */
  async startDue(id: string): Promise<void> {
    const { db, clock, log } = this.o;
    await this.queue.run(id, async () => {
      const row = await findTournament(db, id);
      if (row?.status !== "registering" || row.starts_at > clock.now()) return;
      if (row.entrant_count >= TOURNAMENT_MIN_ENTRANTS) {
        await this.begin(row);
        return;
      }
      const now = clock.now();
      if (!(await cancelTournament(db, { id, version: row.version, now, reason: TOO_FEW }))) return;
      log.info({ tournamentId: id }, "tournament cancelled: too few entrants");
      await tellEntrants(db, this.o.pushes, row, { type: "tournament_cancelled", detail: TOO_FEW });
      void this.o.changed(id);
    });
    await this.advance(id);
  }

  /** Seeds and stores the bracket if `row` is still current; false when it moved on meanwhile. */
  async begin(row: TournamentRow): Promise<boolean> {
    const { db, clock } = this.o;
    const entrants = await listEntrants(db, row.id);
    const ratings = new Map<string, number>();
    for (const entrant of entrants) {
      ratings.set(entrant.id, entrant.user_id ? await battleRatingOf(db, entrant.user_id) : entrant.rating);
    }
    const bracket = createBracket(
      row.format as TournamentFormat,
      entrants.map((e) => ({ id: e.id, rating: ratings.get(e.id) ?? e.rating })),
    );
    const now = clock.now();
    const ok = await startTournament(db, {
      id: row.id,
      version: row.version,
      bracket: JSON.stringify(bracket),
      now,
      ratings,
    });
    if (!ok) return false;
    await tellEntrants(db, this.o.pushes, row, { type: "tournament_started", detail: null });
    void this.o.changed(row.id);
    return true;
  }

  /**
   * Moves a running tournament on: recorded results go into the bracket (and a decided bracket
   * completes it, prizes paid in the same write), then every match that can be played gets its game.
   * Safe to call any time, from any instance, any number of times.
   */
  async advance(id: string): Promise<void> {
    await this.queue.run(id, async () => {
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        const outcome = await this.advanceOnce(id);
        if (outcome !== "conflict") return;
      }
      this.o.log.warn({ tournamentId: id }, "tournament not advanced: too many conflicts");
    });
  }

  private async advanceOnce(id: string): Promise<"done" | "conflict"> {
    const { db, clock } = this.o;
    const row = await findTournament(db, id);
    if (row?.status !== "running") return "done";
    const [entrants, matchRows] = await Promise.all([listEntrants(db, id), listMatchRows(db, id)]);
    const results = matchRows.map((m) => ({ matchId: m.match_id, winnerId: m.winner_id }));
    const { bracket, changed } = withResults(bracketOf(row) as Bracket, results);
    const completion = await this.completionOf(row, bracket, entrants, matchRows);
    if (changed || completion) {
      const saved = await saveBracket(db, {
        id,
        version: row.version,
        bracket: JSON.stringify(bracket),
        now: clock.now(),
        ...(completion ? { completion } : {}),
      });
      if (!saved) return "conflict";
      void this.o.changed(id);
      if (completion) {
        const detail = completion.championName;
        await tellEntrants(db, this.o.pushes, row, { type: "tournament_complete", detail });
        return "done";
      }
    }
    const made = new Set(matchRows.map((m) => m.match_id));
    let madeAny = false;
    for (const match of playableMatches(bracket).filter((m) => !made.has(m.id))) {
      if (await this.makeMatch(row, bracket, match, entrants)) madeAny = true;
    }
    // Games whose making was cut short (an instance lost between the claim and the game): one
    // query, rather than loading every undecided match's game on every change.
    // The view names a match's game only once it exists, so its watchers are told when it does.
    for (const m of await listMatchesWithoutGame(db, id)) {
      if (await ensureMatchGame(this.matchDeps(), row, bracket, m, entrants)) madeAny = true;
    }
    if (madeAny) void this.o.changed(id);
    return "done";
  }

  /**
   * The end of a decided bracket: its champion, places and prizes (docs/decisions/046-tournament-prizes.md).
   * Prizes follow the schedule of its size; who lost a match without playing it gets none; bots get
   * none; and they are paid to the total score and the global boards only when the rules' quorum of
   * established accounts played, else they stay in the places shown on the tournament.
   */
  private async completionOf(
    row: TournamentRow,
    bracket: Bracket,
    entrants: readonly EntrantRow[],
    matchRows: readonly MatchRow[],
  ): Promise<Completion | undefined> {
    const points = pointsOf(bracket, matchRows);
    const championId = championOf(bracket, points);
    if (championId === null) return undefined;
    const byId = new Map(entrants.map((e) => [e.id, e]));
    const decisions = new Map<string, MatchDecision>();
    for (const m of matchRows) if (m.decided_by) decisions.set(m.match_id, m.decided_by as MatchDecision);
    const places = placements(bracket, points);
    const shares = prizesOf(row.size as TournamentSize, places, lostWithoutPlaying(bracket, decisions));
    const played = [...entrantsWhoPlayed(bracket, decisions)].flatMap((entrantId) => {
      const entrant = byId.get(entrantId);
      return entrant?.user_id && entrant.is_bot === 0 ? [entrant.user_id] : [];
    });
    const onBoards = prizesReachBoards(await listPrizeAccounts(this.o.db, played), this.o.clock.now());
    const prizes = new Map<string, number>();
    const placed = places.map((p, i): TournamentPlacement => {
      const entrant = byId.get(p.entrantId);
      const prize = entrant?.user_id && entrant.is_bot === 0 ? (shares[i] ?? 0) : 0;
      if (onBoards && entrant?.user_id && prize > 0)
        prizes.set(entrant.user_id, (prizes.get(entrant.user_id) ?? 0) + prize);
      return { entrantId: p.entrantId, place: p.place, prize, onBoards };
    });
    return { championId, championName: byId.get(championId)?.name ?? "", placements: placed, prizes };
  }

  /** Claims the match and makes its game; tells its people. False when another instance made it. */
  private async makeMatch(
    row: TournamentRow,
    bracket: Bracket,
    match: BracketMatch,
    entrants: readonly EntrantRow[],
  ): Promise<boolean> {
    const { db, clock, ids } = this.o;
    const [a, b] = matchSeats(match, entrants);
    const now = clock.now();
    const deadline = needsNoShowDeadline([{ isBot: a.is_bot === 1 }, { isBot: b.is_bot === 1 }]);
    const stored: MatchRow = {
      tournament_id: row.id,
      match_id: match.id,
      game_id: ids.newId(),
      player_a: ids.newId(),
      player_b: ids.newId(),
      created_at: now,
      no_show_at: deadline ? now + this.o.noShowMs : null,
      winner_id: null,
      score_a: null,
      score_b: null,
      decided_by: null,
      decided_at: null,
    };
    if (!(await claimMatch(db, stored))) return false;
    await ensureMatchGame(this.matchDeps(), row, bracket, stored, entrants);
    for (const [me, other] of [
      [a, b],
      [b, a],
    ] as const) {
      if (me.user_id === null || me.is_bot === 1 || stored.no_show_at === null) continue;
      tellMatchReady(this.o.pushes, me.user_id, {
        tournamentId: row.id,
        tournamentName: row.name,
        matchId: match.id,
        gameId: stored.game_id,
        opponentName: other.name,
        noShowDeadline: stored.no_show_at,
      });
    }
    return true;
  }

  /** Records the result of a finished match game (the rules' `matchOutcome`), then moves its bracket on. */
  async settle(state: GameState): Promise<void> {
    const { db, clock } = this.o;
    const m = await findMatchByGame(db, state.id);
    if (!m || m.winner_id !== null) return;
    const row = await findTournament(db, m.tournament_id);
    const bracket = row ? bracketOf(row) : null;
    const match = bracket?.matches.find((x) => x.id === m.match_id);
    if (!row || !bracket || !match || match.status !== "ready") return;
    const seat = (playerId: string) => state.players.find((p) => p.id === playerId);
    const outcome = matchOutcome(bracket, match, {
      currentRound: state.currentRound,
      seats: [seat(m.player_a), seat(m.player_b)],
    });
    const recorded = await recordMatchResult(db, {
      tournamentId: m.tournament_id,
      matchId: m.match_id,
      winnerId: outcome.winner,
      scores: outcome.scores,
      decidedBy: outcome.decidedBy,
      now: clock.now(),
    });
    if (recorded) await this.advance(m.tournament_id);
  }

  /** A match past its no-show deadline: a game still in setup is ended (the result follows from it). */
  async noShow(m: MatchRow): Promise<void> {
    const state = await this.o.games.load(m.game_id);
    if (!state) return;
    if (state.phase === "complete") return this.settle(state);
    if (state.phase !== "setup") {
      await clearNoShow(this.o.db, m.game_id);
      void this.o.changed(m.tournament_id);
      return;
    }
    try {
      const { state: after } = await this.o.games.act(
        SYSTEM,
        m.game_id,
        (_seat, current) => (current.phase === "setup" ? { type: "expire" } : null),
        { expectedVersion: state.version },
      );
      if (after.phase === "complete") await this.settle(after);
    } catch (error) {
      // Moved on since it was read (a late Ready started it): the next sweep looks again.
      if (!isRefusal(error)) throw error;
    }
  }

  /** Marks ready every person who opened their match game in setup. */
  async readyShown(gameId: string): Promise<void> {
    if (!(await findMatchByGame(this.o.db, gameId))) return;
    // One seat per pass: both sides may have opened it.
    for (let pass = 0; pass < 2; pass++) {
      const { outcome } = await this.o.games.act(SYSTEM, gameId, (_seat, state) => {
        const shown = state.players.find(shownNotReady);
        return state.phase === "setup" && shown
          ? { type: "setReady", playerId: shown.id, isReady: true }
          : null;
      });
      if (outcome !== "applied") return;
    }
  }

  /** A match game started: nobody in it can be a no-show any more. */
  async gameStarted(gameId: string): Promise<void> {
    const m = await findMatchByGame(this.o.db, gameId);
    if (!m || m.no_show_at === null) return;
    await clearNoShow(this.o.db, gameId);
    void this.o.changed(m.tournament_id);
  }

  private matchDeps() {
    return { games: this.o.games, log: this.o.log, rng: this.o.rng, timings: this.o.timings };
  }
}

// A seeded simulation of whole tournaments (issue 14; docs/decisions/033-tournaments.md): 8-, 16-
// and 32-player tournaments of every format, each played to its champion through the real
// TournamentService, every match a real head-to-head game made and committed through GameService.
// Bots and the one person who plays act at their own seats through the game authority, each choice
// drawn from a generator seeded per match (so the order in which games are visited never changes an
// outcome); the clock is a manual one, and deadlines pass by the sweeps and ticks the scheduler would
// do. One person never opens a match game: every match of theirs is a no-show forfeit. Along the way
// and at the end it checks the invariants: nobody in two games at once, matches per entrant, no
// rematch in single elimination, byes never meeting byes, results matching the games, round-robin
// standings and tie-break, the grand final's reset, one champion, prizes by the schedule (kept off
// the boards: two fresh accounts are no quorum, ADR 046).
// TOURNAMENT_SIM_SEED=<n> replays a run; a failing case prints its seed.
import type { TournamentDetail, TournamentMatch } from "@riddlebook/protocol";
import {
  BOT_DIFFICULTIES,
  BYE,
  createSeededRng,
  type GameState,
  type Player,
  pick,
  prizeSchedule,
  type Rng,
  randomInt,
  TOURNAMENT_FORMATS,
  TOURNAMENT_SIZES,
} from "@riddlebook/rules";
import { describe, expect, it, onTestFailed } from "vitest";
import { listMatchRows, type MatchRow } from "../../src/features/tournaments/match-repository";
import type { Caller as GameCaller } from "../../src/game/game-service";
import { SYSTEM } from "../../src/game/game-service";
import { dbTargets } from "../support/db-targets";
import { type Caller, call, newCaller, RIDDLES } from "../support/game-helpers";
import { createTestApp, type TestApp } from "../support/test-app";

const BASE_SEED = Number(process.env.TOURNAMENT_SIM_SEED ?? 20261126);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Longer than every phase and the no-show time: one idle step lets every due deadline pass. */
const IDLE_STEP = 5 * MINUTE + 1000;
const MAX_STEPS = 4000;
/** How often a seat guesses a riddle right: a bot by difficulty, the person in between. */
const SKILL = { easy: 0.35, medium: 0.5, hard: 0.65, expert: 0.8, person: 0.6 } as const;
const WRITES = 0.85;

/** A 32-bit hash of a string (FNV-1a), to seed one match's choices. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

interface Case {
  format: (typeof TOURNAMENT_FORMATS)[number];
  size: (typeof TOURNAMENT_SIZES)[number];
  seed: number;
  /** Whether the creator starts it early (else it starts by itself at its start time). */
  early: boolean;
}

const cases: Case[] = TOURNAMENT_FORMATS.flatMap((format, f) =>
  TOURNAMENT_SIZES.map((size, s) => ({
    format,
    size,
    seed: BASE_SEED + f * 10 + s,
    early: (f + s) % 2 === 0,
  })),
);

for (const target of dbTargets()) {
  // Every size on SQLite; the 8-player ones on PostgreSQL too (its commits are slower).
  const played = target.dialect === "sqlite" ? cases : cases.filter((c) => c.size === 8);
  describe.runIf(target.available)(
    `seeded tournament simulation through the service layer on ${target.name}`,
    () => {
      for (const c of played) {
        it(`plays a ${c.size}-player ${c.format} tournament of bots to one champion (seed ${c.seed})`, async () => {
          onTestFailed(() =>
            console.log(
              `tournament simulation failed: case seed ${c.seed} (TOURNAMENT_SIM_SEED=${BASE_SEED})`,
            ),
          );
          const store = await target.open();
          const t = await createTestApp({
            db: store.db,
            rng: createSeededRng(c.seed ^ 0x5bd1e995),
            config: {
              tournamentNoShowMs: 5 * MINUTE,
              // Deadlines pass only as this simulation moves the clock and sweeps, never by a timer.
              tournamentSweepMs: HOUR,
              setupSweepMs: HOUR,
              deadlineSweepMs: HOUR,
            },
          });
          try {
            await simulate(t, c);
          } finally {
            await t.close();
            await store.close();
          }
        }, 120_000);
      }
    },
  );
}

async function simulate(t: TestApp, c: Case): Promise<void> {
  const rng = createSeededRng(c.seed);
  // Every seat is played below, from its seeded choices: the app's own bot runner sits this out.
  await t.app.bots.stop();
  const ann = await newCaller(t.app);
  const nell = await newCaller(t.app);
  const created = await call(t.app, ann, "POST", "/api/tournaments", {
    name: `Sim ${c.format} ${c.size}`,
    size: c.size,
    format: c.format,
    registrationDeadline: t.clock.now() + 10 * MINUTE,
    startsAt: t.clock.now() + 20 * MINUTE,
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = (created.json() as TournamentDetail).id;
  expect((await call(t.app, nell, "POST", `/api/tournaments/${id}/join`)).statusCode).toBe(200);
  // Some fields are full, some leave places for byes.
  const entrantCount = c.size - (c.early ? randomInt(rng, 1, c.size / 4) : 0);
  for (let i = 2; i < entrantCount; i++) {
    const res = await call(t.app, ann, "POST", `/api/tournaments/${id}/bots`, {
      difficulty: pick(rng, BOT_DIFFICULTIES),
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  if (c.early) {
    expect((await call(t.app, ann, "POST", `/api/tournaments/${id}/start`)).statusCode).toBe(200);
  } else {
    t.clock.advance(21 * MINUTE);
    await t.app.tournaments.sweep();
  }
  const sim = new Simulation(t, id, c.seed, nell);
  let detail = await sim.run();
  const rows = await listMatchRows(t.db, id);
  await checkFinal(t, detail, rows, { ann, nell });
  // More sweeps change nothing and pay nothing twice.
  const before = await Promise.all([ann, nell].map((p) => totalScore(t, p)));
  t.clock.advance(IDLE_STEP);
  await t.app.tournaments.sweep();
  await t.app.tournaments.advance(id);
  expect(await Promise.all([ann, nell].map((p) => totalScore(t, p)))).toEqual(before);
  detail = await t.app.tournaments.detail(id);
  expect(detail.status).toBe("complete");
}

/** Plays every match game of one tournament from seeded choices until the tournament is complete. */
class Simulation {
  private readonly decided = new Set<string>();
  private readonly rngs = new Map<string, Rng>();
  private lastVersion = -1;

  constructor(
    private readonly t: TestApp,
    private readonly id: string,
    private readonly seed: number,
    private readonly noShow: Caller,
  ) {}

  async run(): Promise<TournamentDetail> {
    const { t } = this;
    for (let step = 0; step < MAX_STEPS; step++) {
      await this.quiet();
      const detail = await t.app.tournaments.detail(this.id);
      this.checkRunning(detail);
      if (detail.status !== "running") return detail;
      const rows = new Map((await listMatchRows(t.db, this.id)).map((r) => [r.match_id, r]));
      let acted = false;
      for (const match of detail.matches.filter((m) => m.status === "playing")) {
        const row = rows.get(match.id);
        if (row && (await this.play(detail, match, row))) acted = true;
      }
      if (acted) continue;
      // Nobody has anything to do: let every due deadline pass, as the scheduler and sweep would.
      t.clock.advance(IDLE_STEP);
      for (const match of detail.matches.filter((m) => m.status === "playing")) {
        if (match.gameId) await t.app.games.tick(match.gameId);
      }
      await t.app.tournaments.sweep();
    }
    throw new Error(`tournament ${this.id} not decided after ${MAX_STEPS} steps`);
  }

  /** Waits for every commit and every follow-up of the tournament service to finish. */
  private async quiet(): Promise<void> {
    for (let i = 0; i < 20; i++) {
      await this.t.app.games.drain();
      await this.t.app.tournaments.idle();
      if (this.t.app.games.commitsInFlight === 0) return;
    }
  }

  /** Invariants of a tournament in play. */
  private checkRunning(detail: TournamentDetail): void {
    expect(detail.version).toBeGreaterThanOrEqual(this.lastVersion);
    this.lastVersion = detail.version;
    const busy = detail.matches.filter((m) => m.status === "playing").flatMap((m) => m.sides);
    // Nobody plays two games at once (round robin plays round by round for this).
    expect(new Set(busy).size).toBe(busy.length);
    for (const m of detail.matches) {
      if (m.status === "playing") expect(m.sides).not.toContain(BYE);
      if (m.sides[0] === BYE && m.sides[1] === BYE) expect([m.stage, m.status]).toEqual(["losers", "void"]);
    }
  }

  private rngOf(matchId: string): Rng {
    let rng = this.rngs.get(matchId);
    if (!rng) {
      rng = createSeededRng(hash(`${this.seed}:${matchId}`));
      this.rngs.set(matchId, rng);
    }
    return rng;
  }

  /**
   * Moves one match game on by the choices of its seats; true when something was done. In setup a
   * person opens the game (the no-show never does); in writing each seat writes or not; in reading
   * each seat guesses each riddle right or wrong. A grand final is won by the losers' bracket side,
   * so the reset is played.
   */
  private async play(detail: TournamentDetail, match: TournamentMatch, row: MatchRow): Promise<boolean> {
    const games = this.t.app.games;
    const state = await games.load(row.game_id);
    if (!state) return false;
    const rng = this.rngOf(match.id);
    const favoured = match.stage === "grand_final" ? losersSide(detail, match, row) : undefined;
    let acted = false;
    const once = (key: string) => {
      const fresh = !this.decided.has(`${row.game_id}:${key}`);
      this.decided.add(`${row.game_id}:${key}`);
      return fresh;
    };
    const round = state.rounds[state.currentRound - 1];
    for (const [i, seat] of state.players.entries()) {
      if (state.phase === "setup") {
        if (!seat.isBot && !seat.connected && seat.userId !== this.noShow.userId) {
          await games.act(SYSTEM, row.game_id, () => ({
            type: "setConnected",
            playerId: seat.id,
            connected: true,
          }));
          acted = true;
        }
        continue;
      }
      if (!round || seat.hasLeft) continue;
      const hand = round.words[seat.id]?.hand ?? [];
      if (state.phase === "writing" && once(`${round.round}:write:${seat.id}`)) {
        const writes = favoured === undefined ? rng() < WRITES : favoured === seat.id;
        if (!writes || round.riddles.some((r) => r.playerId === seat.id) || !hand[0]) continue;
        await this.act(seat, row.game_id, {
          type: "submitRiddle",
          playerId: seat.id,
          riddleId: `${row.game_id}-r${round.round}-${i}`,
          text: RIDDLES[i] as string,
          word: hand[0],
          round: round.round,
        });
        acted = true;
      }
      if (state.phase !== "reading") continue;
      for (const riddle of round.riddles) {
        if (riddle.playerId === seat.id || !once(`${round.round}:guess:${seat.id}:${riddle.id}`)) continue;
        // In a grand final the favoured side never guesses and the other always solves its riddle.
        if (favoured === seat.id) continue;
        const right = favoured === undefined ? rng() < skillOf(seat) : true;
        await this.act(seat, row.game_id, {
          type: "submitGuess",
          playerId: seat.id,
          riddleId: riddle.id,
          // A wrong guess: a word of the guesser's own hand, never the riddle's word (hands are disjoint).
          guess: right ? riddle.word : (hand[1] ?? "nothing"),
        });
        acted = true;
      }
    }
    return acted;
  }

  private async act(
    seat: Player,
    gameId: string,
    intent: { type: "submitRiddle" | "submitGuess" } & Record<string, unknown>,
  ): Promise<void> {
    const caller: GameCaller = seat.isBot
      ? { kind: "bot", botId: seat.id }
      : { kind: "user", userId: seat.userId as string };
    // biome-ignore lint/suspicious/noExplicitAny: the intent is built field by field above
    await this.t.app.games.act(caller, gameId, () => intent as any, { seat: seat.id });
  }
}

function skillOf(seat: Player): number {
  return seat.isBot ? SKILL[seat.botDifficulty ?? "medium"] : SKILL.person;
}

/** The seat (player id) of the grand final's side that came through the losers' bracket. */
function losersSide(detail: TournamentDetail, match: TournamentMatch, row: MatchRow): string | undefined {
  const lostOnce = (entrantId: string | null) =>
    detail.matches.some((m) => m.loser === entrantId && (m.status === "done" || m.status === "walkover"));
  if (lostOnce(match.sides[1])) return row.player_b;
  if (lostOnce(match.sides[0])) return row.player_a;
  return undefined;
}

async function totalScore(t: TestApp, caller: Caller): Promise<number> {
  return (await call(t.app, caller, "GET", "/api/user/stats")).json().totalScore as number;
}

/** The invariants of a finished tournament. */
async function checkFinal(
  t: TestApp,
  detail: TournamentDetail,
  rows: readonly MatchRow[],
  people: { ann: Caller; nell: Caller },
): Promise<void> {
  expect(detail.status).toBe("complete");
  const ids = detail.entrants.map((e) => e.id);
  const seedOf = new Map(detail.entrants.map((e) => [e.id, e.seed as number]));
  const nellId = detail.entrants.find((e) => e.userId === people.nell.userId)?.id;
  expect(detail.championId).not.toBeNull();
  expect(ids).toContain(detail.championId);
  expect(detail.placements.filter((p) => p.place === 1).map((p) => p.entrantId)).toEqual([detail.championId]);
  const byMatch = new Map(rows.map((r) => [r.match_id, r]));

  // Every match is decided; a played one has a finished head-to-head game whose result it shows.
  const played = detail.matches.filter((m) => m.status === "done");
  expect(
    detail.matches.filter((m) => m.status === "pending" || m.status === "ready" || m.status === "playing"),
  ).toEqual([]);
  expect(rows).toHaveLength(played.length);
  let forfeits = 0;
  for (const m of played) {
    const row = byMatch.get(m.id) as MatchRow;
    expect(m.sides).not.toContain(BYE);
    const game = (await t.app.games.load(row.game_id)) as GameState;
    expect(game).toMatchObject({ phase: "complete", gameMode: "head_to_head", maxPlayers: 2 });
    expect(game.players.map((p) => p.id).sort()).toEqual([row.player_a, row.player_b].sort());
    const [a, b] = m.sides as [string, string];
    const higher = (seedOf.get(a) as number) < (seedOf.get(b) as number) ? a : b;
    switch (m.decidedBy) {
      case "score": {
        const [sa, sb] = m.scores as [number, number];
        expect(sa).not.toBe(sb);
        expect(m.winner).toBe(sa > sb ? a : b);
        break;
      }
      case "draw_seed":
        expect(m.scores?.[0]).toBe(m.scores?.[1]);
        expect(m.winner).toBe(higher);
        break;
      case "forfeit":
        // Here only the no-show forfeits: their game ended in setup.
        expect(m.loser).toBe(nellId);
        expect([m.scores, game.currentRound]).toEqual([null, 0]);
        forfeits++;
        break;
      default:
        throw new Error(`match ${m.id} decided by ${m.decidedBy}`);
    }
  }
  expect(forfeits).toBeGreaterThan(0);
  expect(
    detail.matches.some((m) => m.sides.includes(nellId ?? "") && m.winner === nellId && m.status === "done"),
  ).toBe(false);
  for (const m of detail.matches.filter((x) => x.status === "walkover")) {
    expect(m.sides.filter((s) => s === BYE)).toHaveLength(1);
    expect(byMatch.has(m.id)).toBe(false);
  }

  const lossesOf = (id: string) => played.filter((m) => m.loser === id).length;
  const pairs = played.map((m) => [...m.sides].sort().join(" v "));
  const format = detail.format;
  if (format === "single_elimination") {
    for (const id of ids) expect(lossesOf(id), id).toBe(id === detail.championId ? 0 : 1);
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(detail.championId).toBe(detail.matches[detail.matches.length - 1]?.winner);
  } else if (format === "double_elimination") {
    const final = detail.matches.find((m) => m.stage === "grand_final") as TournamentMatch;
    const reset = detail.matches.find((m) => m.stage === "reset") as TournamentMatch;
    // The simulation lets the losers' bracket side win the grand final: the reset is played.
    expect(final.status).toBe("done");
    expect(reset.status).toBe("done");
    expect([...reset.sides].sort()).toEqual([...final.sides].sort());
    expect(detail.championId).toBe(reset.winner);
    for (const id of ids) expect(lossesOf(id), id).toBe(id === detail.championId ? 1 : 2);
  } else {
    // Every pair meets exactly once; the standings follow the documented tie-break (ADR 026).
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(pairs).toHaveLength((ids.length * (ids.length - 1)) / 2);
    for (const id of ids) expect(played.filter((m) => m.sides.includes(id))).toHaveLength(ids.length - 1);
    const expected = leagueOrder(played, ids, seedOf);
    expect(detail.standings?.map((s) => s.entrantId)).toEqual(expected);
    expect(detail.championId).toBe(expected[0]);
    expect(detail.placements.map((p) => p.entrantId)).toEqual(expected.slice(0, 3));
  }

  // Prizes: the size's schedule (ADR 046; single elimination: the losing semi-finalists share the
  // third's), none for a bot or for who lost a match without playing it (the no-show). Two fresh
  // accounts are no quorum: every prize stays on the tournament, and each person's total is their
  // games' points alone.
  const isBot = new Map(detail.entrants.map((e) => [e.id, e.isBot]));
  const [first, second, third] = prizeSchedule(detail.size);
  const pool =
    format === "single_elimination" ? [first, second, third / 2, third / 2] : [first, second, third];
  const withheld = new Set(
    played.filter((m) => m.decidedBy === "forfeit" || m.decidedBy === "no_show").map((m) => m.loser),
  );
  detail.placements.forEach((p, i) => {
    expect(p.prize).toBe(isBot.get(p.entrantId) || withheld.has(p.entrantId) ? 0 : pool[i]);
    expect(p.onBoards).toBe(false);
  });
  expect(detail.placements.length).toBe(pool.length);
  for (const person of [people.ann, people.nell]) {
    let points = 0;
    for (const row of rows) {
      const game = (await t.app.games.load(row.game_id)) as GameState;
      if (game.currentRound < 1) continue;
      points += game.players.find((p) => p.userId === person.userId)?.score ?? 0;
    }
    expect(await totalScore(t, person)).toBe(points);
  }
}

/** The league table's order computed here, apart from the rules: wins, point difference, head-to-head of two, seed. */
function leagueOrder(
  played: readonly TournamentMatch[],
  ids: readonly string[],
  seedOf: ReadonlyMap<string, number>,
): string[] {
  const wins = new Map(ids.map((id) => [id, 0]));
  const diff = new Map(ids.map((id) => [id, 0]));
  for (const m of played) {
    const winner = m.winner as string;
    const loser = m.loser as string;
    wins.set(winner, (wins.get(winner) ?? 0) + 1);
    if (m.scores) {
      const [wa, wb] = m.sides[0] === winner ? m.scores : [m.scores[1], m.scores[0]];
      diff.set(winner, (diff.get(winner) ?? 0) + wa - wb);
      diff.set(loser, (diff.get(loser) ?? 0) + wb - wa);
    }
  }
  const key = (id: string) => `${wins.get(id)}:${diff.get(id)}`;
  const tied = (id: string) => ids.filter((x) => key(x) === key(id)).length;
  return [...ids].sort((a, b) => {
    const byWins = (wins.get(b) as number) - (wins.get(a) as number);
    if (byWins !== 0) return byWins;
    const byDiff = (diff.get(b) as number) - (diff.get(a) as number);
    if (byDiff !== 0) return byDiff;
    if (tied(a) === 2) {
      const h2h = played.find((m) => m.sides.includes(a) && m.sides.includes(b));
      if (h2h) return h2h.winner === a ? -1 : 1;
    }
    return (seedOf.get(a) as number) - (seedOf.get(b) as number);
  });
}

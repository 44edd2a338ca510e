import type {
  CreateTournamentBody,
  TournamentDetail,
  TournamentListQuery,
  TournamentListResponse,
  TournamentUpdateMessage,
} from "@riddlebook/protocol";
import { TOURNAMENT_LIMITS } from "@riddlebook/protocol";
import {
  BOT_NAMES,
  BOT_TYPES,
  type BotDifficulty,
  type Bracket,
  type BracketMatch,
  championOf,
  createBracket,
  type GameEvent,
  type GameState,
  type Player,
  pick,
  placements,
  prizeShares,
  type Rng,
  readyMatches,
  recordResult,
  type Timings,
  TOURNAMENT_BOT_RATINGS,
  TOURNAMENT_MIN_ENTRANTS,
  type TournamentFormat,
  winnerByScore,
  winnerByShowing,
} from "@riddlebook/rules";
import type { FastifyBaseLogger } from "fastify";
import {
  addEntrant,
  type Completion,
  cancelTournament,
  claimMatch,
  clearNoShow,
  type EntrantRow,
  findMatchByGame,
  findTournament,
  insertTournament,
  listDueNoShows,
  listDueStarts,
  listEntrants,
  listMatchesWithoutGame,
  listMatchRows,
  listRunningTournaments,
  listTournamentRows,
  listUnsettledMatchGames,
  listViewedMatchRows,
  type MatchRow,
  recordMatchResult,
  removeEntrant,
  saveBracket,
  startTournament,
  type TournamentRow,
} from "../db/repos/tournaments";
import type { UserRecord } from "../db/repos/users";
import type { Db } from "../db/schema";
import type { Clock, IdGenerator } from "../deps";
import { battleRatingOf } from "../features/battles";
import { DomainError, isRefusal } from "../lib/domain-error";
import { KeyedQueue } from "../lib/keyed-queue";
import type { UserPush } from "../realtime/user-channel";
import type { GameService } from "./game-service";
import { SYSTEM } from "./game-service";
import { ensureMatchGame, matchSeats } from "./tournament-games";
import { bracketOf, pointsOf, toDetail, toSummary } from "./tournament-view";

/** Matches, due starts or results one sweep handles at most; the next sweep takes the rest. */
const SWEEP_BATCH = 100;
/** Bracket changes retried after losing a race with another instance. */
const MAX_ATTEMPTS = 8;
const TOO_FEW = `Fewer than ${TOURNAMENT_MIN_ENTRANTS} entrants by the start time.`;

const tournamentNotFound = () => new DomainError("not_found", "Tournament not found.");
const full = () => new DomainError("tournament_full", "This tournament is full.");
const started = (message = "This tournament has already started.") =>
  new DomainError("tournament_started", message);
const cancelled = () => new DomainError("tournament_cancelled", "This tournament was cancelled.");
const closed = () => new DomainError("registration_closed", "Registration closed at the deadline.");
const invalid = (message: string) => new DomainError("invalid_request", message);

/** The seams the service uses beside the database. */
interface TournamentServiceOptions {
  db: Db;
  clock: Clock;
  ids: IdGenerator;
  games: GameService;
  /** Pushes to users' own sockets (`/ws/user`). */
  push: UserPush;
  /** Tells every instance's live view that a tournament changed. */
  changed(tournamentId: string): Promise<void>;
  log: FastifyBaseLogger;
  rng: Rng;
  /** Phase timings of the match games (the configuration's overrides). */
  timings: Partial<Timings>;
  /** How long a person has to open their match's game (TOURNAMENT_NO_SHOW_SECONDS). */
  noShowMs: number;
  /** How often `start` sweeps (TOURNAMENT_SWEEP_MS). */
  sweepMs: number;
}

/**
 * Tournaments (docs/decisions/033-tournaments.md): registration, the start (early, by the creator,
 * or at the start time, else cancelled), and the bracket played as head-to-head games made through
 * the game authority. Deadlines are data: the start time and each match's no-show deadline are
 * stored, and every instance's periodic sweep acts on those that passed; every change is a
 * conditional write (repos/tournaments.ts), so a restart loses nothing and two instances never
 * both apply one. Within this process one tournament's changes run one at a time.
 */
export class TournamentService {
  private readonly queue = new KeyedQueue();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private readonly pending = new Set<Promise<unknown>>();

  constructor(private readonly o: TournamentServiceOptions) {}

  // ——— Calls of the routes ———

  /** POST /api/tournaments: a new tournament with its creator entered. */
  async create(user: UserRecord, body: CreateTournamentBody): Promise<TournamentDetail> {
    const { db, clock, ids } = this.o;
    const now = clock.now();
    if (body.registrationDeadline <= now) throw invalid("The registration deadline must be in the future.");
    if (body.startsAt > now + TOURNAMENT_LIMITS.maxLeadMs) {
      throw invalid("The registration deadline and the start time must be within 30 days.");
    }
    const id = ids.newId();
    await insertTournament(
      db,
      {
        id,
        name: body.name.trim(),
        description: body.description?.trim() ?? "",
        size: body.size,
        format: body.format,
        rounds_per_match: body.roundsPerMatch ?? 3,
        prize_pool: body.prizePool,
        creator_id: user.id,
        creator_name: user.username,
        status: "registering",
        registration_deadline: body.registrationDeadline,
        starts_at: body.startsAt,
        entrant_count: 1,
        bracket: null,
        champion_id: null,
        champion_name: null,
        placements: null,
        cancel_reason: null,
        created_at: now,
        started_at: null,
        completed_at: null,
        cancelled_at: null,
        version: 0,
      },
      await this.personEntrant(id, user, now),
    );
    return this.detail(id);
  }

  async detail(id: string): Promise<TournamentDetail> {
    const found = await this.read(id);
    if (!found) throw tournamentNotFound();
    return found;
  }

  /** The public state, or null when there is no such tournament. */
  async read(id: string): Promise<TournamentDetail | null> {
    const { db } = this.o;
    const row = await findTournament(db, id);
    if (!row) return null;
    const [entrants, matches] = await Promise.all([listEntrants(db, id), listViewedMatchRows(db, id)]);
    return toDetail(row, entrants, matches);
  }

  async list(userId: string, query: TournamentListQuery): Promise<TournamentListResponse> {
    const limit = query.limit ?? TOURNAMENT_LIMITS.listLimitDefault;
    const rows = await listTournamentRows(this.o.db, {
      status: query.status,
      userId: query.mine ? userId : undefined,
      after: query.cursor === undefined ? undefined : parseCursor(query.cursor),
      limit: limit + 1,
    });
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      tournaments: page.map(toSummary),
      nextCursor: rows.length > limit && last ? `${last.starts_at}_${last.id}` : null,
    };
  }

  /** POST /api/tournaments/:id/join. Joining again answers the tournament unchanged. */
  async join(user: UserRecord, id: string): Promise<TournamentDetail> {
    const { db, clock } = this.o;
    const now = clock.now();
    const outcome = await addEntrant(db, await this.personEntrant(id, user, now), now);
    if (outcome === "refused") await this.refuseEntry(id, now, true);
    if (outcome === "entered") void this.o.changed(id);
    return this.detail(id);
  }

  /** POST /api/tournaments/:id/leave: only while registering. */
  async leave(user: UserRecord, id: string): Promise<TournamentDetail> {
    if (!(await removeEntrant(this.o.db, id, user.id))) {
      const row = await this.row(id);
      if (row.status === "cancelled") throw cancelled();
      if (row.status !== "registering") throw started("You cannot leave a tournament that has started.");
      throw new DomainError("not_registered", "You are not entered in this tournament.");
    }
    void this.o.changed(id);
    return this.detail(id);
  }

  /** POST /api/tournaments/:id/bots: the creator adds a bot while registering. */
  async addBot(user: UserRecord, id: string, difficulty: BotDifficulty): Promise<TournamentDetail> {
    const { db, clock, ids, rng } = this.o;
    const row = await this.row(id);
    if (row.creator_id !== user.id) {
      throw new DomainError("forbidden", "Only the tournament's creator can add bots.");
    }
    const taken = new Set((await listEntrants(db, id)).map((e) => e.name));
    const botType = pick(rng, BOT_TYPES);
    const name =
      BOT_NAMES[botType].find((candidate) => !taken.has(candidate)) ??
      Array.from({ length: 64 }, (_, i) => `${BOT_NAMES[botType][0]} ${i + 2}`).find((n) => !taken.has(n)) ??
      `${BOT_NAMES[botType][0]} ${ids.newId().slice(0, 4)}`;
    const now = clock.now();
    const outcome = await addEntrant(
      db,
      {
        tournament_id: id,
        id: ids.newId(),
        user_id: null,
        name,
        is_bot: 1,
        bot_type: botType,
        difficulty,
        rating: TOURNAMENT_BOT_RATINGS[difficulty],
        joined_at: now,
      },
      now,
    );
    if (outcome !== "entered") await this.refuseEntry(id, now, false);
    void this.o.changed(id);
    return this.detail(id);
  }

  /** POST /api/tournaments/:id/start: the creator starts it early with at least 4 entrants. */
  async startEarly(user: UserRecord, id: string): Promise<TournamentDetail> {
    const row = await this.row(id);
    if (row.creator_id !== user.id) {
      throw new DomainError("forbidden", "Only the tournament's creator can start it early.");
    }
    await this.queue.run(id, async () => {
      const current = await this.row(id);
      if (current.status === "cancelled") throw cancelled();
      if (current.status !== "registering") throw started();
      if (current.entrant_count < TOURNAMENT_MIN_ENTRANTS) {
        throw new DomainError(
          "too_few_entrants",
          `A tournament needs at least ${TOURNAMENT_MIN_ENTRANTS} entrants to start (it has ${current.entrant_count}).`,
        );
      }
      if (!(await this.begin(current)))
        throw new DomainError("stale_version", "It changed meanwhile. Please try again.");
    });
    await this.advance(id);
    return this.detail(id);
  }

  // ——— The game authority's commits ———

  /**
   * Called after every commit on this instance: a finished match game's result is recorded (and the
   * bracket moves on); a person who opened their match game in setup is marked ready, so the game
   * starts once both sides are; a started match game can no longer be a no-show.
   */
  onCommit(state: GameState, events: readonly GameEvent[]): void {
    if (state.gameMode !== "head_to_head") return;
    if (state.phase === "complete") this.track(this.settle(state));
    else if (state.phase === "setup") {
      if (state.players.some(shownNotReady)) this.track(this.readyShown(state.id));
    } else if (state.currentRound === 1 && events.some((e) => e.type === "phase_changed")) {
      this.track(this.gameStarted(state.id));
    }
  }

  // ——— The sweep ———

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => void this.sweep(), this.o.sweepMs);
    this.timer.unref();
  }

  /** Waits until no follow-up of a commit (a result, a readiness, a start) is still running. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  /** Stops the sweep and waits for one in progress and for the follow-ups of commits. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await Promise.allSettled([this.running, ...this.pending]);
  }

  /**
   * One sweep now (one already running is joined): starts or cancels the tournaments whose start
   * time came, ends the setup games of no-shows, records results nobody recorded, and moves every
   * running bracket on (its games made). Never throws.
   */
  sweep(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.running ??= this.sweepOnce()
      .catch((error) => this.o.log.warn({ err: error }, "tournament sweep failed"))
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  private async sweepOnce(): Promise<void> {
    const { db, clock } = this.o;
    for (const id of await listDueStarts(db, clock.now(), SWEEP_BATCH)) {
      if (this.stopped) return;
      await this.startDue(id);
    }
    for (const match of await listDueNoShows(db, clock.now(), SWEEP_BATCH)) {
      if (this.stopped) return;
      await this.noShow(match);
    }
    for (const gameId of await listUnsettledMatchGames(db, SWEEP_BATCH)) {
      if (this.stopped) return;
      const state = await this.o.games.load(gameId);
      if (state?.phase === "complete") await this.settle(state);
    }
    for (const id of await listRunningTournaments(db, SWEEP_BATCH)) {
      if (this.stopped) return;
      await this.advance(id);
    }
  }

  // ——— The engine ———

  /** Starts (or, with too few entrants, cancels) a registering tournament whose start time came. */
  private async startDue(id: string): Promise<void> {
    await this.queue.run(id, async () => {
      const row = await findTournament(this.o.db, id);
      if (row?.status !== "registering" || row.starts_at > this.o.clock.now()) return;
      if (row.entrant_count >= TOURNAMENT_MIN_ENTRANTS) {
        await this.begin(row);
        return;
      }
      const now = this.o.clock.now();
      if (!(await cancelTournament(this.o.db, { id, version: row.version, now, reason: TOO_FEW }))) return;
      this.o.log.info({ tournamentId: id }, "tournament cancelled: too few entrants");
      await this.tellEntrants(id, { type: "tournament_cancelled", detail: TOO_FEW }, row.name);
      void this.o.changed(id);
    });
    await this.advance(id);
  }

  /** Seeds and stores the bracket if `row` is still current; false when it moved on meanwhile. */
  private async begin(row: TournamentRow): Promise<boolean> {
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
    await this.tellEntrants(row.id, { type: "tournament_started", detail: null }, row.name);
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
    let bracket = bracketOf(row) as Bracket;
    let changed = false;
    for (const m of matchRows) {
      if (m.winner_id === null) continue;
      const result = recordResult(bracket, m.match_id, m.winner_id);
      if (result.ok) {
        bracket = result.bracket;
        changed = true;
      }
    }
    const completion = this.completionOf(row, bracket, entrants, matchRows);
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
        await this.tellEntrants(
          id,
          { type: "tournament_complete", detail: completion.championName },
          row.name,
        );
        return "done";
      }
    }
    const made = new Set(matchRows.map((m) => m.match_id));
    let madeAny = false;
    for (const match of playable(bracket).filter((m) => !made.has(m.id))) {
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

  private completionOf(
    row: TournamentRow,
    bracket: Bracket,
    entrants: readonly EntrantRow[],
    matchRows: readonly MatchRow[],
  ): Completion | undefined {
    const points = pointsOf(bracket, matchRows);
    const championId = championOf(bracket, points);
    if (championId === null) return undefined;
    const byId = new Map(entrants.map((e) => [e.id, e]));
    const places = placements(bracket, points);
    const shares = prizeShares(row.prize_pool, places);
    const prizes = new Map<string, number>();
    const placed = places.map((p, i) => {
      const entrant = byId.get(p.entrantId);
      const prize = entrant?.user_id && entrant.is_bot === 0 ? (shares[i] ?? 0) : 0;
      if (entrant?.user_id && prize > 0)
        prizes.set(entrant.user_id, (prizes.get(entrant.user_id) ?? 0) + prize);
      return { entrantId: p.entrantId, place: p.place, prize };
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
    const stored: MatchRow = {
      tournament_id: row.id,
      match_id: match.id,
      game_id: ids.newId(),
      player_a: ids.newId(),
      player_b: ids.newId(),
      created_at: now,
      no_show_at: a.is_bot === 1 && b.is_bot === 1 ? null : now + this.o.noShowMs,
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
      void this.o.push.push(me.user_id, {
        type: "tournament_match",
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

  /** Records the result of a finished match game, then moves its bracket on. */
  private async settle(state: GameState): Promise<void> {
    const { db, clock } = this.o;
    const m = await findMatchByGame(db, state.id);
    if (!m || m.winner_id !== null) return;
    const row = await findTournament(db, m.tournament_id);
    const bracket = row ? bracketOf(row) : null;
    const match = bracket?.matches.find((x) => x.id === m.match_id);
    if (!row || !bracket || !match || match.status !== "ready") return;
    const seatA = state.players.find((p) => p.id === m.player_a);
    const seatB = state.players.find((p) => p.id === m.player_b);
    let decided: { winner: string; decidedBy: string };
    let scores: [number, number] | null = null;
    if (state.currentRound === 0) {
      // Ended in setup: a no-show. A person showed by opening the game (or pressing Ready).
      const showed = (p: typeof seatA) => p !== undefined && (p.isBot || p.isReady || p.connected);
      decided = winnerByShowing(bracket, match, [showed(seatA), showed(seatB)]);
    } else {
      scores = [seatA?.score ?? 0, seatB?.score ?? 0];
      const here = (p: typeof seatA) => p !== undefined && !p.hasLeft && !p.isIdle;
      // A side that left (or went idle) and ended the game forfeits, whatever the score.
      decided =
        here(seatA) !== here(seatB)
          ? { winner: (here(seatA) ? match.sides[0] : match.sides[1]) as string, decidedBy: "forfeit" }
          : winnerByScore(bracket, match, scores);
    }
    const recorded = await recordMatchResult(db, {
      tournamentId: m.tournament_id,
      matchId: m.match_id,
      winnerId: decided.winner,
      scores,
      decidedBy: decided.decidedBy,
      now: clock.now(),
    });
    if (recorded) await this.advance(m.tournament_id);
  }

  /** A match past its no-show deadline: a game still in setup is ended (the result follows from it). */
  private async noShow(m: MatchRow): Promise<void> {
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
  private async readyShown(gameId: string): Promise<void> {
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

  private async gameStarted(gameId: string): Promise<void> {
    const m = await findMatchByGame(this.o.db, gameId);
    if (!m || m.no_show_at === null) return;
    await clearNoShow(this.o.db, gameId);
    void this.o.changed(m.tournament_id);
  }

  // ——— Helpers ———

  private matchDeps() {
    return { games: this.o.games, log: this.o.log, rng: this.o.rng, timings: this.o.timings };
  }

  private async row(id: string): Promise<TournamentRow> {
    const row = await findTournament(this.o.db, id);
    if (!row) throw tournamentNotFound();
    return row;
  }

  private async personEntrant(tournamentId: string, user: UserRecord, now: number): Promise<EntrantRow> {
    return {
      tournament_id: tournamentId,
      id: this.o.ids.newId(),
      user_id: user.id,
      name: user.username,
      is_bot: 0,
      bot_type: null,
      difficulty: null,
      rating: await battleRatingOf(this.o.db, user.id),
      joined_at: now,
    };
  }

  /** Why an entry was refused: 404, cancelled, started, full, or (people only) past the deadline. */
  private async refuseEntry(id: string, now: number, person: boolean): Promise<never> {
    const row = await this.row(id);
    if (row.status === "cancelled") throw cancelled();
    if (row.status !== "registering") throw started();
    if (row.entrant_count >= row.size) throw full();
    if (person && row.registration_deadline <= now) throw closed();
    throw new DomainError("stale_version", "It changed meanwhile. Please try again.");
  }

  private async tellEntrants(
    id: string,
    message: Pick<TournamentUpdateMessage, "type" | "detail">,
    name: string,
  ): Promise<void> {
    const people = (await listEntrants(this.o.db, id)).flatMap((e) =>
      e.user_id && e.is_bot === 0 ? [e.user_id] : [],
    );
    await this.o.push.pushMany(people, { ...message, tournamentId: id, tournamentName: name });
  }

  private track(work: Promise<unknown>): void {
    const tracked = work
      .catch((error) => this.o.log.warn({ err: error }, "tournament follow-up failed"))
      .finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }
}

/**
 * The matches to play now: every ready one in an elimination bracket; in round robin, those of the
 * earliest round not yet decided (a person plays one game at a time).
 */
function playable(bracket: Bracket): BracketMatch[] {
  const ready = readyMatches(bracket);
  if (bracket.format !== "round_robin") return ready;
  const open = bracket.matches.filter((m) => m.status === "ready").map((m) => m.round);
  if (open.length === 0) return [];
  const round = Math.min(...open);
  return ready.filter((m) => m.round === round);
}

/** A person who opened their match game in setup and is not marked ready yet. */
const shownNotReady = (p: Player) => !p.isBot && p.connected && !p.isReady;

function parseCursor(cursor: string): { startsAt: number; id: string } {
  const match = /^(\d{1,16})_([A-Za-z0-9_-]{1,64})$/.exec(cursor);
  if (!match) throw invalid("That cursor is not valid.");
  return { startsAt: Number(match[1]), id: match[2] as string };
}

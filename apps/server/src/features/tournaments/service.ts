/**
 * Tournaments (docs/decisions/033-tournaments.md): the feature's one authority (docs/decisions/041-feature-modules.md).
 * Registration and the creator's calls are here; the start, the results, no-shows and the bracket's
 * advance are in progress.ts, which asks the rules for every decision; the periodic sweep is in
 * sweep.ts. Brackets are played as head-to-head games made through the game authority
 * (match-games.ts). Every change is a conditional write (repository.ts), so a restart loses nothing
 * and two instances never both apply one; within this process one tournament's changes run one at a
 * time.
 */
import type {
  CreateTournamentBody,
  TournamentDetail,
  TournamentListQuery,
  TournamentListResponse,
} from "@riddlebook/protocol";
import { TOURNAMENT_LIMITS } from "@riddlebook/protocol";
import {
  BOT_NAMES,
  BOT_TYPES,
  type BotDifficulty,
  DEFAULT_BATTLE_ROUNDS,
  type GameEvent,
  type GameState,
  pick,
  prizeTotal,
  shownNotReady,
  TOURNAMENT_BOT_RATINGS,
  TOURNAMENT_MIN_ENTRANTS,
} from "@riddlebook/rules";
import type { UserRecord } from "../../db/repos/users";
import { DomainError } from "../../lib/domain-error";
import { KeyedQueue } from "../../lib/keyed-queue";
import { battleRatingOf } from "../battles";
import { listViewedMatchRows } from "./match-repository";
import { TournamentProgress } from "./progress";
import {
  addEntrant,
  type EntrantRow,
  findTournament,
  insertTournament,
  listEntrants,
  listTournamentRows,
  removeEntrant,
  type TournamentRow,
} from "./repository";
import type { TournamentDeps } from "./service-deps";
import { TournamentSweep } from "./sweep";
import { toDetail, toSummary } from "./view";

const tournamentNotFound = () => new DomainError("not_found", "Tournament not found.");
const full = () => new DomainError("tournament_full", "This tournament is full.");
const started = (message = "This tournament has already started.") =>
  new DomainError("tournament_started", message);
const cancelled = () => new DomainError("tournament_cancelled", "This tournament was cancelled.");
const closed = () => new DomainError("registration_closed", "Registration closed at the deadline.");
const invalid = (message: string) => new DomainError("invalid_request", message);
const stale = () => new DomainError("stale_version", "It changed meanwhile. Please try again.");

export class TournamentService {
  private readonly queue = new KeyedQueue();
  private readonly progress: TournamentProgress;
  private readonly sweeper: TournamentSweep;
  private readonly pending = new Set<Promise<unknown>>();

  constructor(private readonly o: TournamentDeps) {
    this.progress = new TournamentProgress(o, this.queue);
    this.sweeper = new TournamentSweep(o, this.progress);
  }

  // ——— Calls of the routes ———

  /** POST /api/tournaments: a new tournament with its creator entered; its prizes fixed by its size. */
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
        rounds_per_match: body.roundsPerMatch ?? DEFAULT_BATTLE_ROUNDS,
        // Kept for the record; what is paid is always the rules' schedule (ADR 046).
        prize_pool: prizeTotal(body.size),
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
      if (!(await this.progress.begin(current))) throw stale();
    });
    await this.progress.advance(id);
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
    if (state.phase === "complete") this.track(this.progress.settle(state));
    else if (state.phase === "setup") {
      if (state.players.some(shownNotReady)) this.track(this.progress.readyShown(state.id));
    } else if (state.currentRound === 1 && events.some((e) => e.type === "phase_changed")) {
      this.track(this.progress.gameStarted(state.id));
    }
  }

  /** Moves a running tournament on (progress.ts); safe any time, any number of times. */
  advance(id: string): Promise<void> {
    return this.progress.advance(id);
  }

  // ——— The sweep (sweep.ts) ———

  start(): void {
    this.sweeper.start();
  }

  /** One sweep now (one already running is joined). Never throws. */
  sweep(): Promise<void> {
    return this.sweeper.sweep();
  }

  /** Waits until no follow-up of a commit (a result, a readiness, a start) is still running. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  /** Stops the sweep and waits for one in progress and for the follow-ups of commits. */
  async stop(): Promise<void> {
    await Promise.allSettled([this.sweeper.stop(), ...this.pending]);
  }

  // ——— Helpers ———

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
    throw stale();
  }

  private track(work: Promise<unknown>): void {
    const tracked = work
      .catch((error) => this.o.log.warn({ err: error }, "tournament follow-up failed"))
      .finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }
}

function parseCursor(cursor: string): { startsAt: number; id: string } {
  const match = /^(\d{1,16})_([A-Za-z0-9_-]{1,64})$/.exec(cursor);
  if (!match) throw invalid("That cursor is not valid.");
  return { startsAt: Number(match[1]), id: match[2] as string };
}

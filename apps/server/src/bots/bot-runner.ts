import { type BotProfile, type PlannedIntent, planTurn } from "@riddlebook/bots";
import type { ErrorCode } from "@riddlebook/protocol";
import {
  DEFAULT_BOT_DIFFICULTY,
  type GameEvent,
  type GameState,
  type GameView,
  type Player,
  type Rng,
  viewFor,
} from "@riddlebook/rules";
import type { FastifyBaseLogger } from "fastify";
import { listGamesAwaitingBots } from "../db/repos/bot-games";
import type { Db } from "../db/schema";
import type { Clock } from "../deps";
import type { GameService } from "../game/game-service";
import { DomainError, isRefusal } from "../lib/domain-error";
import type { Metrics } from "../metrics/metrics";
import { scalePlan } from "./bot-pace";

/** What a bot plans with: `planTurn` of the bots package, or a wrapper of it. */
type TurnPlanner = typeof planTurn;

/** One bot's plan, as the runner made it: what the bot saw (its own view only) and what it will do. */
export interface BotPlanned {
  gameId: string;
  botId: string;
  view: GameView;
  plan: readonly PlannedIntent[];
}

interface BotRunnerOptions {
  db: Db;
  games: GameService;
  clock: Clock;
  log: FastifyBaseLogger;
  /** How many times faster than a person bots act (BOT_SPEED); 1 spreads their moves over the whole phase. */
  speed: number;
  rng: Rng;
  planner?: TurnPlanner;
  /** Each intent a bot plays is counted here, by intent type and outcome. */
  metrics?: Metrics;
}

/** The phases in which bots act. */
const BOT_PHASES: ReadonlySet<string> = new Set(["writing", "reading"]);
/** Re-plans one bot may make in one phase after refusals or errors, before it sits the phase out. */
const MAX_REPLANS = 5;
/** Wait before trying again after a server error (busy, database down). */
const RETRY_MS = 1000;
/**
 * Refusals meaning the intent is already done or no longer due (a duplicate from another instance,
 * a late timer): the bot drops it and goes on with the rest of its plan.
 */
const SETTLED: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  "already_submitted",
  "already_guessed",
  "wrong_phase",
  "wrong_round",
  "game_over",
  "game_not_found",
  "riddle_not_found",
  "own_riddle",
  "has_left",
  "player_not_found",
  "nothing_due",
]);

/** One bot's part in one phase: its queue of intents, soonest first, and the timer for the next. */
interface Agent {
  readonly botId: string;
  readonly profile: BotProfile;
  queue: PlannedIntent[];
  timer: NodeJS.Timeout | undefined;
  replans: number;
}

/** The bots of one game in one phase. A new phase gets a new table; the old one is cancelled. */
interface Table {
  readonly gameId: string;
  readonly key: string;
  readonly round: number;
  readonly phase: string;
  readonly phaseStartedAt: number;
  readonly agents: Map<string, Agent>;
  /** True until every bot has made its first plan. */
  planning: boolean;
  cancelled: boolean;
}

const phaseKey = (state: GameState) => `${state.currentRound}:${state.phase}:${state.phaseStartedAt}`;

const samePhase = (state: GameState, table: Table) =>
  state.currentRound === table.round &&
  state.phase === table.phase &&
  state.phaseStartedAt === table.phaseStartedAt;

const profileOf = (bot: Player): BotProfile => ({
  persona: bot.botType ?? "random",
  difficulty: bot.botDifficulty ?? DEFAULT_BOT_DIFFICULTY,
});

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Plays the bots of the games this instance moves into a phase where bots act (writing, reading),
 * and, at start-up, of every such game in the database (ADR 006). Bots are ordinary clients of the
 * rules: each plans from its own `viewFor` only, and its intents go through `GameService.act`
 * like a person's (the game's queue, the version-checked commit, the broadcast). A refused intent
 * makes the bot plan again (a taken word is remembered); a new phase, the end of the game or
 * `stop()` cancels its timers.
 */
export class BotRunner {
  private readonly tables = new Map<string, Table>();
  /** Per game: the clues bots' riddles said for each word, so a word met again says new ones. */
  private readonly cluesSaid = new Map<string, Map<string, string[]>>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly observers = new Set<(planned: BotPlanned) => void>();
  private stopped = false;

  constructor(private readonly o: BotRunnerOptions) {}

  /** Plans the bots of every game already waiting on them (after a restart, missed moves fire at once). */
  async start(): Promise<void> {
    for (const gameId of await listGamesAwaitingBots(this.o.db)) {
      const state = await this.o.games.load(gameId);
      if (state) this.take(state);
    }
  }

  /** Cancels every bot's timers and waits for the intents already on their way. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const table of [...this.tables.values()]) this.cancel(table);
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /**
   * After each commit on this instance. The commit that moves a game into a new phase makes this
   * instance the one that plays the game's bots in that phase.
   */
  onLocalCommit(state: GameState, events: readonly GameEvent[]): void {
    this.follow(state);
    if (events.some((event) => event.type === "phase_changed")) this.take(state);
  }

  /** A state committed by another instance: plans it made stale are cancelled, none are made. */
  onRemoteState(state: GameState): void {
    this.follow(state);
  }

  /** Calls `observer` with every plan a bot makes (tests check that no bot sees a secret). */
  onPlan(observer: (planned: BotPlanned) => void): () => void {
    this.observers.add(observer);
    return () => this.observers.delete(observer);
  }

  /** Bots with moves still planned, per game (diagnostics and tests). */
  pending(gameId: string): number {
    const table = this.tables.get(gameId);
    if (!table) return 0;
    let n = 0;
    for (const agent of table.agents.values()) n += agent.queue.length;
    return n;
  }

  private follow(state: GameState): void {
    if (state.phase === "complete") this.cluesSaid.delete(state.id);
    const table = this.tables.get(state.id);
    if (table && table.key !== phaseKey(state)) this.cancel(table);
  }

  private take(state: GameState): void {
    if (this.stopped || !BOT_PHASES.has(state.phase)) return;
    if (this.tables.get(state.id)?.key === phaseKey(state)) return;
    const bots = state.players.filter((player) => player.isBot && !player.hasLeft);
    if (bots.length === 0) return;
    const table: Table = {
      gameId: state.id,
      key: phaseKey(state),
      round: state.currentRound,
      phase: state.phase,
      phaseStartedAt: state.phaseStartedAt,
      agents: new Map(
        bots.map((bot) => [
          bot.id,
          { botId: bot.id, profile: profileOf(bot), queue: [], timer: undefined, replans: 0 },
        ]),
      ),
      planning: true,
      cancelled: false,
    };
    this.tables.set(state.id, table);
    // Writing a riddle takes a few tens of ms of CPU: plan outside the commit, one bot per turn of
    // the event loop, so requests keep flowing.
    this.track(
      (async () => {
        for (const agent of table.agents.values()) {
          await nextTurn();
          if (table.cancelled || this.stopped) return;
          this.plan(table, agent, state);
        }
        table.planning = false;
        this.retireIfDone(table);
      })(),
    );
  }

  private plan(table: Table, agent: Agent, state: GameState): void {
    const now = this.o.clock.now();
    const view = viewFor(state, agent.botId, now);
    let plan: PlannedIntent[] = [];
    const said = this.cluesSaid.get(table.gameId) ?? new Map<string, string[]>();
    try {
      plan = (this.o.planner ?? planTurn)(view, agent.profile, {
        now,
        rng: this.o.rng,
        usedClues: (word) => said.get(word) ?? [],
      });
    } catch (error) {
      this.o.log.error({ err: error, gameId: table.gameId, botId: agent.botId }, "bot could not plan");
    }
    for (const { said: riddle } of plan)
      if (riddle) said.set(riddle.word, [...(said.get(riddle.word) ?? []), ...riddle.clues]);
    if (said.size > 0) this.cluesSaid.set(table.gameId, said);
    for (const observer of this.observers) observer({ gameId: table.gameId, botId: agent.botId, view, plan });
    agent.queue = scalePlan(plan, now, this.o.speed);
    this.arm(table, agent);
  }

  private arm(table: Table, agent: Agent): void {
    clearTimeout(agent.timer);
    agent.timer = undefined;
    const next = agent.queue[0];
    if (!next) {
      this.retireIfDone(table);
      return;
    }
    if (table.cancelled || this.stopped) return;
    agent.timer = setTimeout(
      () => {
        agent.timer = undefined;
        this.fire(table, agent);
      },
      Math.max(0, next.at - this.o.clock.now()),
    );
    agent.timer.unref();
  }

  private fire(table: Table, agent: Agent): void {
    const next = agent.queue.shift();
    if (!next || table.cancelled || this.stopped) return;
    const run = this.o.games
      .act({ kind: "bot", botId: agent.botId }, table.gameId, (_seat, state) =>
        // Checked against the game as it is now: a timer left from an earlier phase never acts.
        samePhase(state, table) ? next.intent : null,
      )
      .then((acted) => {
        this.o.metrics?.botActed(next.intent.type, acted.outcome);
        if (acted.outcome === "skipped") agent.queue = [];
        this.arm(table, agent);
      })
      .catch((error: unknown) => {
        this.o.metrics?.botActed(next.intent.type, "refused");
        this.refused(table, agent, next, error);
      });
    this.track(run);
  }

  private refused(table: Table, agent: Agent, item: PlannedIntent, error: unknown): void {
    if (table.cancelled || this.stopped) return;
    const code = error instanceof DomainError ? error.code : undefined;
    if (code !== undefined && SETTLED.has(code)) {
      this.arm(table, agent);
      return;
    }
    agent.queue = [];
    const context = { gameId: table.gameId, botId: agent.botId, intent: item.intent.type, code };
    if (agent.replans >= MAX_REPLANS) {
      this.o.log.warn({ ...context, err: error }, "bot sits out the rest of this phase");
      return;
    }
    agent.replans++;
    this.o.log.warn({ ...context, err: error }, "bot intent refused; planning again");
    const serverError = !isRefusal(error);
    agent.timer = setTimeout(
      () => {
        agent.timer = undefined;
        this.track(this.replan(table, agent));
      },
      serverError ? RETRY_MS : 0,
    );
    agent.timer.unref();
  }

  private async replan(table: Table, agent: Agent): Promise<void> {
    const state = await this.o.games.load(table.gameId);
    if (!state || table.cancelled || this.stopped || !samePhase(state, table)) return;
    this.plan(table, agent, state);
  }

  /**
   * Forgets a table whose bots have nothing left to do in its phase (a later phase may be committed
   * elsewhere, unseen here). A refusal still on its way can plan again: `samePhase` still guards it.
   */
  private retireIfDone(table: Table): void {
    if (table.planning) return;
    for (const agent of table.agents.values()) if (agent.queue.length > 0 || agent.timer) return;
    if (this.tables.get(table.gameId) === table) this.tables.delete(table.gameId);
  }

  private cancel(table: Table): void {
    table.cancelled = true;
    for (const agent of table.agents.values()) {
      clearTimeout(agent.timer);
      agent.timer = undefined;
      agent.queue = [];
    }
    if (this.tables.get(table.gameId) === table) this.tables.delete(table.gameId);
  }

  private track(run: Promise<unknown>): void {
    const tracked = run
      .catch((error: unknown) => this.o.log.warn({ err: error }, "bot runner task failed"))
      .finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
  }
}

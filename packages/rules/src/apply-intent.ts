import { cloneState } from "./clone-state";
import type { GamePhase } from "./constants";
import type { RulesContext } from "./context";
import type { GameEvent } from "./event";
import type { GameState, Player } from "./game-state";
import type { Intent, IntentType } from "./intent";
import { addBot } from "./intents/add-bot";
import { changeSettings } from "./intents/change-settings";
import { choosePage } from "./intents/choose-page";
import { chooseWord } from "./intents/choose-word";
import { continueGame } from "./intents/continue-game";
import { expire } from "./intents/expire";
import { join } from "./intents/join";
import { isKicked, kick } from "./intents/kick";
import { leave } from "./intents/leave";
import { playAgain } from "./intents/play-again";
import { rejoin } from "./intents/rejoin";
import { requestPhase } from "./intents/request-phase";
import { rerollPrompt } from "./intents/reroll-prompt";
import { setConnected } from "./intents/set-connected";
import { setReady } from "./intents/set-ready";
import { start } from "./intents/start";
import { submitGuess } from "./intents/submit-guess";
import { submitRiddle } from "./intents/submit-riddle";
import { tick } from "./intents/tick";
import { isId } from "./intents/validate";
import { findPlayer } from "./players";
import { type Rejection, reject } from "./rejection";
import type { Step } from "./step";

/** The outcome of an intent: the new state and the events to send, or why it was refused. */
export type IntentResult =
  | { ok: true; state: GameState; events: GameEvent[] }
  | { ok: false; rejection: Rejection };

type IntentOf<K extends IntentType> = Extract<Intent, { type: K }>;

/** How one intent type is checked before its handler runs. */
interface Rule<K extends IntentType> {
  /** `player`: sent by a seated player; `newcomer`: by someone not yet seated; `system`: by the server. */
  actor: "player" | "newcomer" | "system";
  hostOnly: boolean;
  /** Allowed while the player has left (only `rejoin` and `setConnected`). */
  whileLeft: boolean;
  phases: readonly GamePhase[];
  handle: (step: Step, intent: IntentOf<K>, player: Player) => Rejection | undefined;
}

const PLAYING: readonly GamePhase[] = ["setup", "writing", "reading", "scoring"];

const RULES: { [K in IntentType]: Rule<K> } = {
  join: { actor: "newcomer", hostOnly: false, whileLeft: false, phases: ["setup"], handle: join },
  leave: { actor: "player", hostOnly: false, whileLeft: false, phases: PLAYING, handle: leave },
  rejoin: { actor: "player", hostOnly: false, whileLeft: true, phases: PLAYING, handle: rejoin },
  setConnected: { actor: "player", hostOnly: false, whileLeft: true, phases: PLAYING, handle: setConnected },
  setReady: { actor: "player", hostOnly: false, whileLeft: false, phases: ["setup"], handle: setReady },
  choosePage: {
    actor: "player",
    hostOnly: true,
    whileLeft: false,
    phases: ["setup", "scoring"],
    handle: choosePage,
  },
  changeSettings: {
    actor: "player",
    hostOnly: true,
    whileLeft: false,
    phases: ["setup"],
    handle: changeSettings,
  },
  start: { actor: "player", hostOnly: true, whileLeft: false, phases: ["setup"], handle: start },
  chooseWord: { actor: "player", hostOnly: false, whileLeft: false, phases: ["writing"], handle: chooseWord },
  rerollPrompt: {
    actor: "player",
    hostOnly: false,
    whileLeft: false,
    phases: ["writing"],
    handle: rerollPrompt,
  },
  submitRiddle: {
    actor: "player",
    hostOnly: false,
    whileLeft: false,
    phases: ["writing"],
    handle: submitRiddle,
  },
  submitGuess: {
    actor: "player",
    hostOnly: false,
    whileLeft: false,
    phases: ["reading"],
    handle: submitGuess,
  },
  continue: { actor: "player", hostOnly: true, whileLeft: false, phases: ["scoring"], handle: continueGame },
  requestPhase: { actor: "player", hostOnly: true, whileLeft: false, phases: PLAYING, handle: requestPhase },
  kick: { actor: "player", hostOnly: true, whileLeft: false, phases: PLAYING, handle: kick },
  addBot: { actor: "player", hostOnly: true, whileLeft: false, phases: ["setup"], handle: addBot },
  playAgain: { actor: "player", hostOnly: true, whileLeft: false, phases: ["complete"], handle: playAgain },
  tick: { actor: "system", hostOnly: false, whileLeft: false, phases: PLAYING, handle: tick },
  expire: { actor: "system", hostOnly: false, whileLeft: false, phases: ["setup"], handle: expire },
};

/**
 * The rules: applies one intent to a game and returns the new state with the events to send, or a
 * rejection. Pure: `state` is never changed, time and randomness come from `ctx`, and it never
 * throws for a bad intent. Checks run in a fixed order: intent shape, game over (except for the
 * intents of finished games, `playAgain`), the actor is
 * seated, not removed by the host, host-only, not away, phase, then the intent's own rules.
 * A newcomer removed by the host is refused before the intent's own rules. Each accepted intent adds
 * exactly 1 to `version`; every event carries the new version.
 */
export function applyIntent(state: GameState, intent: Intent, ctx: RulesContext): IntentResult {
  const refuse = (rejection: Rejection): IntentResult => ({ ok: false, rejection });
  if (typeof intent !== "object" || intent === null || !Object.hasOwn(RULES, intent.type)) {
    return refuse(reject("invalid_intent"));
  }
  if (!Number.isFinite(ctx.now) || typeof ctx.rng !== "function") return refuse(reject("invalid_intent"));
  const rule = RULES[intent.type] as Rule<IntentType>;
  if (state.phase === "complete" && !rule.phases.includes("complete")) return refuse(reject("game_over"));

  let actor: Player | undefined;
  if (rule.actor === "player") {
    const playerId = (intent as { playerId?: unknown }).playerId;
    if (!isId(playerId)) return refuse(reject("invalid_intent"));
    actor = findPlayer(state, playerId);
    if (!actor) return refuse(reject("player_not_found"));
    if (isKicked(state, actor.userId)) return refuse(reject("kicked"));
    if (rule.hostOnly && actor.id !== state.hostPlayerId) return refuse(reject("not_host"));
    if (actor.hasLeft && !rule.whileLeft) return refuse(reject("has_left"));
  }
  if (rule.actor === "newcomer" && isKicked(state, (intent as { userId?: string | null }).userId ?? null)) {
    return refuse(reject("kicked"));
  }
  if (!rule.phases.includes(state.phase)) return refuse(reject("wrong_phase"));

  const step: Step = { state: cloneState(state), ctx, events: [] };
  // Newcomer and system intents have no seated actor; their handlers never read this argument.
  const player = actor ? (findPlayer(step.state, actor.id) as Player) : (undefined as unknown as Player);
  const rejection = rule.handle(step, intent as never, player);
  if (rejection) return refuse(rejection);

  const version = state.version + 1;
  step.state.version = version;
  const events = step.events.map((event) => ({ ...event, gameId: state.id, version }) as GameEvent);
  // Events built before the bump describe the game at the new version too.
  for (const event of events) {
    if (event.type === "game_updated") event.game.version = version;
  }
  return { ok: true, state: step.state, events };
}

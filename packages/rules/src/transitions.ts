import { modePrompts } from "./constants";
import { TO_ALL, toOnly } from "./event";
import type { GameState, Player, RoundState, WordChoice } from "./game-state";
import { dealHands, pageForRound } from "./hands";
import { activePlayers, isPresentHuman } from "./players";
import { toGameInfo, toPlayerInfo } from "./public-info";
import { pick, type Rng } from "./random";
import { currentRound } from "./rounds";
import { scoreRound } from "./scoring";
import { emit, type Step } from "./step";
import { nextDeadline, timeRemaining } from "./timings";
import { winnersOf } from "./winners";

/**
 * The prompts a game assigns: its own list when it has one (a story chapter's,
 * docs/decisions/032-story-mode.md), else its mode's; empty for modes without prompts.
 */
export function promptsFor(state: Pick<GameState, "gameMode" | "prompts">): readonly string[] {
  return state.prompts ?? modePrompts(state.gameMode);
}

/** A random prompt of the game's list, different from `current` when the list has more than one. */
export function drawPrompt(
  state: Pick<GameState, "gameMode" | "prompts">,
  rng: Rng,
  current: string | null = null,
): string | null {
  const prompts = promptsFor(state);
  if (prompts.length === 0) return null;
  const others = prompts.filter((prompt) => prompt !== current);
  return pick(rng, others.length > 0 ? others : prompts);
}

/** The round being played (or just scored) in this step; undefined in setup. */
export function currentRoundState(step: Step): RoundState | undefined {
  return currentRound(step.state);
}

/** This player's word choice for the current round, created on first use. */
export function wordChoiceOf(round: RoundState, playerId: string): WordChoice {
  let choice = round.words[playerId];
  if (!choice) {
    choice = { playerId, word: null, prompt: null };
    round.words[playerId] = choice;
  }
  return choice;
}

export function emitPlayerUpdated(step: Step, player: Player): void {
  emit(step, { type: "player_updated", player: toPlayerInfo(step.state, player), audience: TO_ALL });
}

export function emitGameUpdated(step: Step): void {
  emit(step, { type: "game_updated", game: toGameInfo(step.state, step.ctx.now), audience: TO_ALL });
}

function setPhase(step: Step, phase: Step["state"]["phase"]): void {
  const { state, ctx } = step;
  state.phase = phase;
  state.phaseStartedAt = ctx.now;
  state.deadline = nextDeadline(phase, state, ctx.now);
  emit(step, {
    type: "phase_changed",
    phase,
    round: state.currentRound,
    phaseStartedAt: state.phaseStartedAt,
    deadline: state.deadline,
    timeRemaining: timeRemaining(state, ctx.now),
    audience: TO_ALL,
  });
}

/** Leaves setup: everyone still seated is marked ready (docs/product.md §3, "Setup"), and round 1 begins. */
export function startGame(step: Step): void {
  for (const player of step.state.players) {
    if (!player.isReady) {
      player.isReady = true;
      emitPlayerUpdated(step, player);
    }
  }
  enterWriting(step, 1);
}

/**
 * Begins the writing phase of `round`: on its page (rotated after round 1 unless the host picked
 * one), with a fresh prompt for every player in prompt modes and, with a wordbook, a private hand
 * of words for every player (docs/decisions/018-dealt-hands-and-page-rotation.md).
 */
function enterWriting(step: Step, round: number): void {
  const { state, ctx } = step;
  const playerIds = state.players.map((player) => player.id);
  if (ctx.wordbook) state.currentPageNumber = pageForRound(state, round, ctx.wordbook, playerIds.length);
  const page = state.currentPageNumber;
  const hands =
    ctx.wordbook && page !== null ? dealHands(state, page, playerIds, ctx.wordbook, ctx.rng) : undefined;
  state.currentRound = round;
  const words: Record<string, WordChoice> = {};
  for (const player of state.players) {
    const choice: WordChoice = {
      playerId: player.id,
      word: null,
      prompt: drawPrompt(state, ctx.rng),
    };
    const hand = hands?.[player.id];
    if (hand && hand.length > 0) choice.hand = hand;
    words[player.id] = choice;
  }
  state.rounds[round - 1] = {
    round,
    pageNumber: state.currentPageNumber,
    startedAt: ctx.now,
    words,
    riddles: [],
    guesses: [],
    result: null,
  };
  setPhase(step, "writing");
  for (const choice of Object.values(words)) {
    if (choice.prompt !== null) {
      emit(step, {
        type: "prompt_assigned",
        playerId: choice.playerId,
        round,
        prompt: choice.prompt,
        audience: toOnly(choice.playerId),
      });
    }
  }
  settle(step);
}

/** Begins reading/guessing: reading and guessing in one phase (docs/product.md §3). */
export function enterReading(step: Step): void {
  setPhase(step, "reading");
  settle(step);
}

/** Scores the round, adds the points and shows the results until the host (or the clock) continues. */
export function enterScoring(step: Step): void {
  const { state } = step;
  const round = currentRoundState(step);
  if (!round) return;
  const result = scoreRound({
    round: round.round,
    playerIds: state.players.map((player) => player.id),
    riddles: round.riddles,
    guesses: round.guesses,
  });
  round.result = result;
  for (const player of state.players) player.score += result.points[player.id] ?? 0;
  setPhase(step, "scoring");
  emit(step, { type: "round_complete", round: round.round, scores: scores(step), result, audience: TO_ALL });
}

/**
 * After scoring: the next round, or the end after the last one. Before a round begins, humans away
 * for the two whole rounds before it are marked idle; when no human is left at the table the game
 * ends early instead (docs/decisions/018-dealt-hands-and-page-rotation.md).
 */
export function continueGame(step: Step): void {
  const { state } = step;
  if (state.currentRound >= state.totalRounds) {
    finishGame(step);
    return;
  }
  markIdle(step, state.currentRound + 1);
  if (!state.unattended && !state.players.some(isPresentHuman)) finishGame(step);
  else enterWriting(step, state.currentRound + 1);
}

/**
 * Marks idle every human who has been disconnected since before round `round - 2` began, so was
 * away for rounds `round - 2` and `round - 1` entirely; an idle host hands the role on.
 */
function markIdle(step: Step, round: number): void {
  const since = step.state.rounds[round - 3]?.startedAt;
  if (since === undefined) return;
  for (const player of step.state.players) {
    if (player.isBot || player.hasLeft || player.isIdle || player.connected) continue;
    if (player.connectionChangedAt === undefined || player.connectionChangedAt > since) continue;
    player.isIdle = true;
    emitPlayerUpdated(step, player);
    passHost(step, player);
  }
}

/** Ends a started game early once no human is left at the table. Returns whether it ended. */
export function endIfNoHumanLeft(step: Step): boolean {
  if (step.state.players.some(isPresentHuman)) return false;
  finishGame(step);
  return true;
}

/** Ends the game (after the last round, or when every human left during setup). */
export function finishGame(step: Step): void {
  setPhase(step, "complete");
  const finalScores = scores(step);
  const winnerIds = winnersOf(step.state.players);
  emit(step, { type: "game_complete", finalScores, winnerIds, audience: TO_ALL });
}

function scores(step: Step): Record<string, number> {
  const result: Record<string, number> = {};
  for (const player of step.state.players) result[player.id] = player.score;
  return result;
}

/** Writing is done when every player who is still here has submitted a riddle. */
function isWritingDone(step: Step): boolean {
  const round = currentRoundState(step);
  const here = activePlayers(step.state);
  if (!round || here.length === 0) return false;
  return here.every((player) => round.riddles.some((riddle) => riddle.playerId === player.id));
}

/**
 * Reading is done when every player who is still here has guessed every riddle but their own,
 * or at once when nobody submitted a riddle.
 */
function isReadingDone(step: Step): boolean {
  const round = currentRoundState(step);
  if (!round) return false;
  if (round.riddles.length === 0) return true;
  const here = activePlayers(step.state);
  if (here.length === 0) return false;
  return here.every((player) =>
    round.riddles.every(
      (riddle) =>
        riddle.playerId === player.id ||
        round.guesses.some((guess) => guess.riddleId === riddle.id && guess.guesserId === player.id),
    ),
  );
}

/** Moves on for as long as "everyone is done" holds: writing → reading → scoring. */
export function settle(step: Step): void {
  if (step.state.phase === "writing" && isWritingDone(step)) enterReading(step);
  else if (step.state.phase === "reading" && isReadingDone(step)) enterScoring(step);
}

/** Starts the game on its own when a page is chosen and all players, at least 2, are ready. */
export function maybeAutoStart(step: Step): void {
  const { state } = step;
  if (state.phase !== "setup" || state.currentPageNumber === null) return;
  if (state.players.length < 2 || !state.players.every((player) => player.isReady)) return;
  startGame(step);
}

/**
 * Passes the host role on from `leaver` to the longest-seated human who is still here.
 * Returns false when there is nobody to pass it to.
 */
export function passHost(step: Step, leaver: Player): boolean {
  const { state } = step;
  if (state.hostPlayerId !== leaver.id) return true;
  const heir = state.players.find((player) => player.id !== leaver.id && isPresentHuman(player));
  if (!heir) return false;
  state.hostPlayerId = heir.id;
  if (state.players.includes(leaver)) emitPlayerUpdated(step, leaver);
  emitPlayerUpdated(step, heir);
  emitGameUpdated(step);
  return true;
}

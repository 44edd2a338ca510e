import { isVisibleTo } from "./event";
import type { GameState } from "./game-state";
import { normalizeGuess } from "./guess-match";
import { gameProgress } from "./phases";
import { findLeakedWords, secretWordsHiddenFrom } from "./secrets";
import type { SimulationStep } from "./simulation";
import { publicView, viewFor } from "./view";

/**
 * The rules' invariants for one applied intent, as a list of broken ones (empty when all hold).
 * For property tests, simulations and the server's own tests:
 * - a refused intent changes nothing; an accepted one adds exactly 1 to `version`;
 * - phases only move forward; scores never go down;
 * - the state is consistent (see `checkStateInvariants`);
 * - no view and no event a player may receive holds another player's unscored secret word.
 * `checkViews: false` skips the (slower) view and event scan.
 */
export function checkStepInvariants(step: SimulationStep, options: { checkViews?: boolean } = {}): string[] {
  const problems: string[] = [];
  const { before, result, now } = step;
  if (!result.ok) {
    if (!result.rejection.code || !result.rejection.message)
      problems.push("rejection without code or message");
    return problems;
  }
  const after = result.state;
  if (after === before) problems.push("accepted intent returned the same state object");
  if (after.version !== before.version + 1) {
    problems.push(`version went from ${before.version} to ${after.version}`);
  }
  if (gameProgress(after) < gameProgress(before)) {
    problems.push(
      `phase moved back: round ${before.currentRound} ${before.phase} → ${after.currentRound} ${after.phase}`,
    );
  }
  for (const player of before.players) {
    const later = after.players.find((p) => p.id === player.id);
    if (later && later.score < player.score) problems.push(`score of ${player.id} went down`);
  }
  for (const event of result.events) {
    if (event.version !== after.version || event.gameId !== after.id)
      problems.push(`event ${event.type} mis-stamped`);
  }
  problems.push(...checkStateInvariants(after));

  if (options.checkViews !== false) {
    const viewers: (string | null)[] = [null, ...after.players.map((p) => p.id)];
    for (const viewer of viewers) {
      const secrets = secretWordsHiddenFrom(after, viewer);
      if (secrets.length === 0) continue;
      const view = viewer === null ? publicView(after, now) : viewFor(after, viewer, now);
      const leaked = findLeakedWords(view, secrets);
      if (leaked.length > 0) problems.push(`view of ${viewer ?? "public"} shows ${leaked.join(", ")}`);
      const events =
        viewer === null
          ? result.events.filter((e) => e.audience.to === "all")
          : result.events.filter((e) => isVisibleTo(e, viewer));
      const leakedByEvents = findLeakedWords(events, secrets);
      if (leakedByEvents.length > 0) {
        problems.push(`events to ${viewer ?? "all"} show ${leakedByEvents.join(", ")}`);
      }
    }
  }
  return problems;
}

/** Consistency of one state, as a list of broken rules (empty when all hold). */
export function checkStateInvariants(state: GameState): string[] {
  const problems: string[] = [];
  if (state.players.length > state.maxPlayers) problems.push("more players than seats");
  if (state.phase !== "complete") {
    const host = state.players.find((p) => p.id === state.hostPlayerId);
    if (!host) problems.push("the host is not seated");
    else if (host.isBot !== (state.unattended === true))
      problems.push("a bot host only in an unattended game");
  }
  const timed = state.phase === "writing" || state.phase === "reading" || state.phase === "scoring";
  if (timed !== (state.deadline !== null)) problems.push(`deadline ${state.deadline} in ${state.phase}`);
  if (state.phase !== "setup" && state.phase !== "complete" && state.rounds.length !== state.currentRound) {
    problems.push("rounds out of step with currentRound");
  }
  if (state.currentRound > state.totalRounds) problems.push("past the last round");
  if (timed && state.players.some((p) => !p.isReady)) problems.push("unready player after setup");

  // Kicked users never hold a live seat, and never the host's.
  for (const userId of state.kickedUserIds ?? []) {
    const seat = state.players.find((p) => p.userId === userId);
    if (seat && !seat.hasLeft) problems.push(`kicked user ${userId} still seated`);
    if (seat && seat.id === state.hostPlayerId && state.phase !== "complete")
      problems.push("a kicked user is the host");
  }
  if (state.phase !== "complete" && state.nextGameId !== undefined)
    problems.push("a next game before the end");
  const totals: Record<string, number> = {};
  const dealtEarlier = new Set<string>();
  for (const round of state.rounds) {
    // Hands: disjoint within the round, never a word dealt in an earlier round, and the chosen
    // word from the chooser's own hand (docs/decisions/018-dealt-hands-and-page-rotation.md).
    const dealt = Object.values(round.words).flatMap((c) => (c.hand ?? []).map(normalizeGuess));
    if (new Set(dealt).size !== dealt.length) problems.push(`two hands share a word in round ${round.round}`);
    if (dealt.some((w) => dealtEarlier.has(w)))
      problems.push(`a word dealt twice in the game (round ${round.round})`);
    for (const w of dealt) dealtEarlier.add(w);
    for (const choice of Object.values(round.words)) {
      if (choice.hand && choice.word !== null && !choice.hand.includes(choice.word))
        problems.push(`a word chosen from outside the chooser's hand in round ${round.round}`);
    }
    const chosen = Object.values(round.words)
      .map((c) => c.word)
      .filter((w): w is string => w !== null)
      .map(normalizeGuess);
    if (new Set(chosen).size !== chosen.length)
      problems.push(`two players share a word in round ${round.round}`);
    const authors = round.riddles.map((r) => r.playerId);
    if (new Set(authors).size !== authors.length)
      problems.push(`two riddles by one player in round ${round.round}`);
    const pairs = round.guesses.map((g) => `${g.riddleId}/${g.guesserId}`);
    if (new Set(pairs).size !== pairs.length) problems.push(`a riddle guessed twice by one player`);
    for (const guess of round.guesses) {
      const riddle = round.riddles.find((r) => r.id === guess.riddleId);
      if (!riddle) problems.push("guess at a riddle of another round");
      else if (riddle.playerId === guess.guesserId) problems.push("guess at one's own riddle");
      if (guess.isCorrect !== (guess.matchKind !== "wrong"))
        problems.push("isCorrect disagrees with matchKind");
    }
    for (const riddle of round.riddles) {
      if (round.words[riddle.playerId]?.word !== riddle.word)
        problems.push("riddle word is not the chosen word");
    }
    for (const [id, points] of Object.entries(round.result?.points ?? {}))
      totals[id] = (totals[id] ?? 0) + points;
  }
  for (const player of state.players) {
    if (player.score !== (totals[player.id] ?? 0))
      problems.push(`score of ${player.id} is not the sum of its rounds`);
  }
  return problems;
}

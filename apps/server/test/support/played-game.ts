import { applyIntent, createGame, type GameState, type Intent } from "@riddlebook/rules";

/**
 * A one-round game of two accounts played to its end through the rules, as a game that counts on
 * the boards (docs/decisions/045-what-counts-on-leaderboards.md): both write a riddle, nobody guesses,
 * and the clock runs out. Answers the state before the completing step (to store first) and after it.
 */
export function playedGame(
  game: { id: string; joinCode: string; now: number },
  hostUserId: string,
  guestUserId: string,
): { before: GameState; after: GameState } {
  const created = createGame(
    { id: game.id, joinCode: game.joinCode, totalRounds: 1 },
    { playerId: `${game.id}-host`, userId: hostUserId, name: "Host" },
    { now: game.now, rng: () => 0.5 },
  );
  if (!created.ok) throw new Error("bad settings");
  let state: GameState = created.state;
  const step = (intent: Intent, now = game.now) => {
    const result = applyIntent(state, intent, { now, rng: () => 0.5 });
    if (!result.ok) throw new Error(`${intent.type} refused: ${result.rejection.message}`);
    state = result.state;
  };
  const seats = [`${game.id}-host`, `${game.id}-guest`];
  step({ type: "join", playerId: `${game.id}-guest`, userId: guestUserId, name: "Guest" });
  step({ type: "choosePage", playerId: `${game.id}-host`, pageNumber: 1 });
  for (const playerId of seats) step({ type: "setReady", playerId, isReady: true });
  for (const playerId of seats) {
    const text = "A riddle that never\nnames its word.";
    step({ type: "submitRiddle", playerId, riddleId: `r-${playerId}`, word: `zebra${playerId}word`, text });
  }
  let before = state;
  while (state.phase !== "complete") {
    before = state;
    step({ type: "tick" }, (state.deadline ?? game.now) + 1);
  }
  return { before, after: state };
}

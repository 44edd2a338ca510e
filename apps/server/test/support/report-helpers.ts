import type { Role } from "@riddlebook/rules";
import { type Caller, call, gameInWriting, type Seat, submitAll } from "./game-helpers";
import { signUp, type TestApp } from "./test-app";

/** A signed-up user with their username. */
export interface Member extends Caller {
  username: string;
}

/** Signs up a user and gives them `role` (player, moderator or admin) in the database. */
export async function member(t: TestApp, role: Role = "player"): Promise<Member> {
  const { user, headers } = await signUp(t.app);
  if (role !== "player") await t.db.updateTable("users").set({ role }).where("id", "=", user.id).execute();
  return { userId: user.id, username: user.username, headers };
}

/**
 * Lets the current phase's deadline pass (on the test clock) and ticks the game, until it is in
 * `phase` of `round` or complete.
 */
export async function passDeadlinesUntil(
  t: TestApp,
  host: Caller,
  gameId: string,
  phase: string,
  round: number,
): Promise<void> {
  for (let step = 0; step < 10; step++) {
    const current = (await call(t.app, host, "GET", `/api/games/${gameId}`)).json();
    const { currentPhase, currentRound, deadline } = current.game;
    if ((currentPhase === phase && currentRound === round) || currentPhase === "complete") return;
    if (typeof deadline !== "number")
      throw new Error(`no deadline in ${currentPhase} of round ${currentRound}`);
    t.clock.advance(Math.max(deadline - t.clock.now(), 0));
    await t.app.games.tick(gameId);
  }
  throw new Error(`the game never reached ${phase} of round ${round}`);
}

/**
 * A game of `count` players whose first round's riddles are all in (reading phase, not yet scored),
 * or, with `scored`, whose first round is scored. Answers the seats and the riddle ids by seat.
 */
export async function gameWithRiddles(
  t: TestApp,
  count: number,
  options: { isPublic?: boolean; scored?: boolean } = {},
): Promise<{ gameId: string; seats: Seat[]; riddleIds: string[] }> {
  const { gameId, seats } = await gameInWriting(t.app, count, {
    isPublic: options.isPublic ?? false,
    totalRounds: 2,
  });
  const riddleIds = await submitAll(t.app, gameId, seats);
  if (options.scored) await passDeadlinesUntil(t, seats[0]!, gameId, "scoring", 1);
  return { gameId, seats, riddleIds };
}

/**
 * Publishes the riddle `riddleId` as its author `author` (pending review) and, with `approve`,
 * marks it approved in the database as a moderator's review would. Answers the published id.
 */
export async function publishRiddle(
  t: TestApp,
  author: Caller,
  riddleId: string,
  options: { approve?: boolean } = {},
): Promise<string> {
  const res = await call(t.app, author, "POST", `/api/riddles/${riddleId}/publish`, {});
  if (res.statusCode !== 201 && res.statusCode !== 200) {
    throw new Error(`publish failed: ${res.statusCode} ${res.body}`);
  }
  const id: string = res.json().id;
  if (options.approve) {
    await t.db
      .updateTable("published_riddles")
      .set({ status: "approved", reviewed_by: "someone", reviewed_at: t.clock.now() })
      .where("id", "=", id)
      .execute();
  }
  return id;
}

import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { signUp } from "./test-app";

/** A signed-up user with their cookie header, ready to call the game API through `inject`. */
export interface Caller {
  userId: string;
  headers: { cookie: string };
}

export async function newCaller(app: FastifyInstance): Promise<Caller> {
  const { user, headers } = await signUp(app);
  return { userId: user.id, headers };
}

/** A JSON call as `caller` (or signed out when null). */
export function call(
  app: FastifyInstance,
  caller: Caller | null,
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: caller?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** Creates a game as `host`; returns its id and the host's seat. */
export async function createGame(
  app: FastifyInstance,
  host: Caller,
  body: Record<string, unknown> = {},
): Promise<{ gameId: string; playerId: string; joinCode: string }> {
  const res = await call(app, host, "POST", "/api/games", { playerName: "Hana", totalRounds: 2, ...body });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  const json = res.json();
  return { gameId: json.game.id, playerId: json.player.id, joinCode: json.game.joinCode };
}

export async function joinGame(
  app: FastifyInstance,
  caller: Caller,
  gameId: string,
  name: string,
): Promise<string> {
  const res = await call(app, caller, "POST", "/api/players", { gameId, name });
  if (res.statusCode !== 201) throw new Error(`join failed: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

export interface Seat extends Caller {
  playerId: string;
}

/** The Animals page: its words are plain nouns that never occur by accident in our riddle texts. */
export const PAGE = 4;

/**
 * A game with `count` players in setup, page chosen but nobody ready (so it has not started).
 * The first seat is the host.
 */
export async function gameInSetup(
  app: FastifyInstance,
  count: number,
  body: Record<string, unknown> = {},
): Promise<{ gameId: string; seats: Seat[]; joinCode: string }> {
  const host = await newCaller(app);
  const { gameId, playerId, joinCode } = await createGame(app, host, body);
  const seats: Seat[] = [{ ...host, playerId }];
  for (let i = 1; i < count; i++) {
    const caller = await newCaller(app);
    seats.push({ ...caller, playerId: await joinGame(app, caller, gameId, `Player ${i + 1}`) });
  }
  const page = await call(app, host, "PATCH", `/api/games/${gameId}`, { currentPageNumber: PAGE });
  if (page.statusCode !== 200) throw new Error(`page failed: ${page.statusCode} ${page.body}`);
  return { gameId, seats, joinCode };
}

/** A game with `count` players in its first writing phase (everyone readied; it starts on its own). */
export async function gameInWriting(
  app: FastifyInstance,
  count: number,
  body: Record<string, unknown> = {},
): Promise<{ gameId: string; seats: Seat[] }> {
  const { gameId, seats } = await gameInSetup(app, count, body);
  for (const seat of seats) {
    const res = await call(app, seat, "PATCH", `/api/players/${seat.playerId}`, { isReady: true });
    if (res.statusCode !== 200) throw new Error(`ready failed: ${res.statusCode} ${res.body}`);
  }
  const view = (await call(app, seats[0]!, "GET", `/api/games/${gameId}`)).json();
  if (view.game.currentPhase !== "writing") throw new Error(`game did not start: ${view.game.currentPhase}`);
  return { gameId, seats };
}

export const WORDS = ["elephant", "penguin", "kangaroo", "giraffe", "octopus", "dolphin"] as const;
/** Riddle texts that use no word of the Animals page. */
export const RIDDLES = [
  "Grey and grand, I never forget; my nose is long and my ears are wide.",
  "I wear a tuxedo to every party on the ice, yet I cannot fly.",
  "I carry my baby in a pocket and travel by bouncing across red dust.",
  "My neck reaches the treetops and my coat is a patchwork of sunspots.",
  "Eight arms, three hearts, and a cloud of ink when I am frightened.",
  "I click and whistle, smile forever, and leap through the waves.",
] as const;

/** Every seat submits WORDS[i] with RIDDLES[i]; returns the riddle ids by seat index. */
export async function submitAll(
  app: FastifyInstance,
  gameId: string,
  seats: Seat[],
  round = 1,
): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, seat] of seats.entries()) {
    const res = await call(app, seat, "POST", "/api/riddles", {
      gameId,
      playerId: seat.playerId,
      round,
      selectedWord: WORDS[i],
      riddleText: RIDDLES[i],
    });
    if (res.statusCode !== 201) throw new Error(`riddle failed: ${res.statusCode} ${res.body}`);
    ids.push(res.json().id);
  }
  return ids;
}

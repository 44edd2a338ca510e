import { getPage } from "@riddlebook/words";
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

/** The words of the Animals page, as the wordbook lists them. */
export const PAGE_WORDS: readonly string[] = getPage(PAGE)?.words ?? [];

/**
 * Riddle texts that break no rule for any word of the wordbook (test/api/hands.test.ts checks this),
 * so a seat can send any of them with whichever word it was dealt, on any page.
 */
export const RIDDLES = [
  "You have met me before, although perhaps you never noticed.",
  "I am not what you expect, yet I am exactly what I seem.",
  "Name me and you win a point; miss me and you lose nothing.",
  "Think of me often, speak of me rarely, and guess me gladly.",
  "Quiet as a secret, I sit behind these lines until you spot me.",
  "Ask a stranger, ask a cousin: only one guess can be right.",
] as const;

/** The words dealt to `seat` in the game's current round, read from the seat's own view (`me.hand`). */
export async function handOf(app: FastifyInstance, seat: Caller, gameId: string): Promise<string[]> {
  const res = await call(app, seat, "GET", `/api/games/${gameId}`);
  if (res.statusCode !== 200) throw new Error(`view failed: ${res.statusCode} ${res.body}`);
  const hand = res.json().me?.hand;
  if (!Array.isArray(hand)) throw new Error(`no hand in the view: ${res.body}`);
  return hand;
}

/**
 * Every seat submits the first word of its own hand with RIDDLES[i]; returns the riddle ids and the
 * words, by seat index.
 */
export async function submitAllWords(
  app: FastifyInstance,
  gameId: string,
  seats: Seat[],
  round = 1,
): Promise<{ ids: string[]; words: string[] }> {
  const ids: string[] = [];
  const words: string[] = [];
  for (const [i, seat] of seats.entries()) {
    const [word] = await handOf(app, seat, gameId);
    if (word === undefined) throw new Error(`seat ${i} was dealt no word`);
    const res = await call(app, seat, "POST", "/api/riddles", {
      gameId,
      playerId: seat.playerId,
      round,
      selectedWord: word,
      riddleText: RIDDLES[i % RIDDLES.length],
    });
    if (res.statusCode !== 201) throw new Error(`riddle failed: ${res.statusCode} ${res.body}`);
    ids.push(res.json().id);
    words.push(word);
  }
  return { ids, words };
}

/** Every seat submits a word of its own hand with RIDDLES[i]; returns the riddle ids by seat index. */
export async function submitAll(
  app: FastifyInstance,
  gameId: string,
  seats: Seat[],
  round = 1,
): Promise<string[]> {
  return (await submitAllWords(app, gameId, seats, round)).ids;
}

/**
 * The `words` that occur as whole words (any case) in a string or key anywhere inside `value`: a deep
 * scan of a view or message for secrets. Whole words only, so that "bee" is not found in "been".
 * `keys: false` scans the strings only, for a document whose keys are all fixed field names that a
 * wordbook word may equal (the account export's session field `current`).
 */
export function mentionedWords(
  value: unknown,
  words: readonly string[],
  options: { keys?: boolean } = {},
): string[] {
  const texts: string[] = [];
  const collect = (v: unknown): void => {
    if (typeof v === "string") texts.push(v);
    else if (Array.isArray(v)) v.forEach(collect);
    else if (v !== null && typeof v === "object") {
      for (const [key, inner] of Object.entries(v)) {
        if (options.keys !== false) texts.push(key);
        collect(inner);
      }
    }
  };
  collect(value);
  return words.filter((word) => {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, "iu");
    return texts.some((text) => pattern.test(text));
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

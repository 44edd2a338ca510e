import {
  addBotBodySchema,
  chooseWordBodySchema,
  claimAccountBodySchema,
  createGameBodySchema,
  deleteAccountBodySchema,
  gameInviteSchema,
  idSchema,
  joinGameBodySchema,
  joinMatchmakingBodySchema,
  kickBodySchema,
  loginBodySchema,
  patchGameBodySchema,
  patchPlayerBodySchema,
  profileUpdateBodySchema,
  shareIdSchema,
  shareLinkBodySchema,
  signupBodySchema,
  submitGuessBodySchema,
  testUserSchema,
  userSchema,
  userStatsSchema,
} from "@riddlebook/protocol";
import { ROUND_LIMITS } from "@riddlebook/rules";
import { z } from "zod";
import { switchParamsSchema } from "../routes/test-users";
import type { ParamDoc, ResponseDoc, RouteDoc } from "./document";
import { SOCKET_DOCS } from "./socket-docs";

/**
 * The documentation of every route, keyed by `METHOD url` as the route registers it
 * (docs/decisions/022-openapi-from-zod.md). Request schemas are the zod schemas the handlers parse
 * with; a response has a schema only where the protocol has a zod schema for it, otherwise its
 * description names the protocol's TypeScript type. `apps/server/test/api/openapi.test.ts` fails on
 * a registered route without an entry here.
 */

/** A JSON answer described by the protocol type it is typed with. */
const typed = (type: string, text: string): ResponseDoc => ({ description: `\`${type}\`: ${text}` });
/** An error answer (the one error body) and when it is given. */
const error = (text: string): ResponseDoc => ({ description: text });
const noBody = (text: string): ResponseDoc => ({ description: text, type: null });

const idParam = (what: string): Record<string, ParamDoc> => ({
  id: { description: `The ${what}'s id.`, schema: idSchema },
});
const roundParams = (what: string): Record<string, ParamDoc> => ({
  ...idParam(what),
  n: {
    description: "The round number.",
    schema: { type: "integer", minimum: ROUND_LIMITS.min, maximum: ROUND_LIMITS.max },
  },
});

/** A private game's join code, which lets a seatless caller see it. */
const INVITE_PARAM: Record<string, ParamDoc> = {
  invite: {
    description: "The game's join code, for a private game.",
    schema: { type: "string" },
    refusedWith400: false,
  },
};
const RATE_LIMITED = error("Too many such calls; `Retry-After` says when to try again.");
const NOT_A_PLAYER = error("No such game or seat, or the caller has no seat in it.");
const INTENT = typed("IntentResponse", "the game version the change was committed at (ADR 012).");
const REFUSED_BY_RULES = error("The rules refuse the intent in this state; the code says why.");

const user = (summary: string, responses: Record<number, ResponseDoc>): RouteDoc => ({
  summary,
  tag: "Account",
  access: "user",
  responses,
});

/** An intent on a game the caller has a seat in (`/api/games/:id/...`). */
const intent = (summary: string, extra: Partial<RouteDoc> = {}): RouteDoc => ({
  summary,
  tag: "Games",
  access: "user",
  params: idParam("game"),
  responses: { 200: INTENT, 404: NOT_A_PLAYER, 409: REFUSED_BY_RULES },
  ...extra,
});

/** A card image: public, PNG, reachable without a share id only where apps/server/src/cards/README.md says. */
const card = (summary: string, params: Record<string, ParamDoc>): RouteDoc => ({
  summary,
  tag: "Sharing",
  access: "public",
  params: {
    ...params,
    s: {
      description: "The share id of the link a player made (`POST /api/share-links`).",
      schema: shareIdSchema,
    },
  },
  responses: {
    200: { description: "The 1200×630 card.", type: "image/png" },
    404: error("No such card, or not shared with this link."),
  },
});

export const ROUTE_DOCS: Readonly<Record<string, RouteDoc>> = {
  // Operations.
  "GET /healthz": {
    summary: "Health check",
    description: "A real write to the database (ADR 015).",
    tag: "Operations",
    access: "public",
    responses: {
      200: { description: '`{status: "ok", db: "ok"}`.' },
      503: {
        description: '`{status: "degraded", db: "error", code}`: `storage_full` or `database_unavailable`.',
      },
    },
  },
  "GET /metrics": {
    summary: "Prometheus metrics",
    description:
      "On this port only when METRICS_TOKEN is set, and then only with that token; METRICS_PORT serves it " +
      "on a listener of its own (docs/deploy.md).",
    tag: "Operations",
    access: "public",
    bearer: true,
    responses: {
      200: { description: "Metrics in the Prometheus text format.", type: "text/plain" },
      401: error("No token, or not the metrics token."),
    },
  },
  "GET /openapi.json": {
    summary: "This document",
    tag: "Operations",
    access: "public",
    responses: { 200: { description: "The OpenAPI 3.1 document of this server's API." } },
  },
  "GET /api/settings": {
    summary: "The phase timings new games are played with",
    tag: "Operations",
    access: "public",
    responses: { 200: typed("GameSettingsResponse", "this server's configured timings.") },
  },

  // Accounts and sessions.
  "POST /api/auth/signup": {
    summary: "Sign up",
    description: "Creates an account and signs it in (sets the session cookie).",
    tag: "Account",
    access: "public",
    body: signupBodySchema,
    responses: {
      201: { description: "The new user.", schema: userSchema },
      409: error("`username_taken` or `email_taken`."),
      429: RATE_LIMITED,
    },
  },
  "POST /api/auth/login": {
    summary: "Sign in",
    tag: "Account",
    access: "public",
    body: loginBodySchema,
    responses: {
      200: { description: "The signed-in user; sets the session cookie.", schema: userSchema },
      401: error("`invalid_credentials`."),
      429: RATE_LIMITED,
    },
  },
  "POST /api/auth/logout": {
    summary: "Sign out",
    tag: "Account",
    access: "public",
    responses: { 204: noBody("Signed out (or was not signed in).") },
  },
  "GET /api/login": {
    summary: "Redirect to the sign-in page",
    tag: "Account",
    access: "public",
    responses: { 302: noBody("To `/login`.") },
  },
  "GET /api/logout": {
    summary: "Sign out and go home",
    tag: "Account",
    access: "public",
    responses: { 302: noBody("Signed out; to `/`.") },
  },
  "GET /api/auth/user": user("The signed-in user", {
    200: { description: "The caller.", schema: userSchema },
  }),
  "GET /api/auth/session": {
    summary: "Who is signed in, if anyone",
    description:
      "The web app's read on every page load: like `GET /api/auth/user`, but a visitor without a session gets 204 instead of 401.",
    tag: "Account",
    access: "public",
    responses: {
      200: { description: "The signed-in caller.", schema: userSchema },
      204: noBody("Nobody is signed in."),
    },
  },
  "POST /api/dev-auto-login": {
    summary: "Play as a guest",
    description: "Creates a guest account and signs it in.",
    tag: "Account",
    access: "public",
    responses: { 200: { description: "The new guest.", schema: userSchema }, 429: RATE_LIMITED },
  },
  "POST /api/user/claim": {
    ...user("Keep a guest account (add an e-mail and password)", {
      200: { description: "The account, no longer a guest.", schema: userSchema },
      409: error("`not_guest` or `email_taken`."),
      429: RATE_LIMITED,
    }),
    body: claimAccountBodySchema,
  },
  "PATCH /api/user/profile": {
    ...user("Change one's profile", {
      200: { description: "The updated user.", schema: userSchema },
      409: error("`username_taken`."),
    }),
    body: profileUpdateBodySchema,
  },
  "GET /api/user/stats": user("One's game stats", {
    200: { description: "The caller's stats.", schema: userStatsSchema },
  }),
  "GET /api/account/export": user("Download all of one's data", {
    200: typed("AccountExport", "the caller's data, as a download (`Content-Disposition: attachment`)."),
  }),
  "DELETE /api/account": {
    ...user("Delete one's account", {
      200: typed("AccountDeletedResponse", "deleted, and signed out."),
      403: error("`wrong_password`."),
      409: error("`in_active_game`: seated in a game that is not over."),
      429: RATE_LIMITED,
    }),
    description: "A password account sends its password; a guest sends `confirm: true`.",
    body: deleteAccountBodySchema,
  },
  "GET /api/test-users": {
    summary: "The seeded test users (TEST_MODE only)",
    tag: "Test mode",
    access: "public",
    responses: { 200: { description: "The test users.", schema: z.array(testUserSchema) } },
  },
  "GET /api/switch-user/:id": {
    summary: "Sign in as a test user (TEST_MODE only)",
    tag: "Test mode",
    access: "public",
    params: { id: { description: "The test user's id.", schema: switchParamsSchema.shape.id } },
    responses: {
      200: { description: "The test user, now signed in.", schema: userSchema },
      404: error("No such test user."),
    },
  },

  // Games and seats.
  "POST /api/games": {
    summary: "Create a game",
    description: "Seats the caller as its host. Limited per user and per address (ADR 013).",
    tag: "Games",
    access: "user",
    body: createGameBodySchema,
    responses: {
      201: typed("CreateGameResponse", "the game as its host sees it, the host's seat and the version."),
      409: error("`too_many_setup_games`: the caller hosts too many games in setup."),
      429: RATE_LIMITED,
      503: error("`join_codes_exhausted`: no free join code was found; try again."),
    },
  },
  "GET /api/games/public": {
    summary: "Public games waiting for players",
    tag: "Games",
    access: "user",
    responses: { 200: typed("PublicGamesResponse", "up to 100 joinable public games.") },
  },
  "GET /api/games/by-code/:code": {
    summary: "Find a game by its join code",
    tag: "Games",
    access: "user",
    params: {
      code: {
        description: "The join code.",
        schema: { type: "string", maxLength: 20 },
        refusedWith400: false,
      },
    },
    responses: {
      200: typed("GameResponse", "the game as the caller may see it."),
      404: error("No live game has that code."),
      429: RATE_LIMITED,
    },
  },
  // What an invite link shows a signed-out visitor (packages/protocol/src/invite.ts).
  "GET /api/invites/:code": {
    summary: "The game a join code invites to, for a visitor",
    description:
      "Its name, host's name, seats taken and free, whether it waits for players, and whether it is " +
      "public; never a word, riddle or score. No session needed. Every lookup counts against the " +
      "client address's join-code lookup limit.",
    tag: "Games",
    access: "public",
    params: {
      code: {
        description: "The join code.",
        schema: { type: "string", maxLength: 20 },
        refusedWith400: false,
      },
    },
    responses: {
      200: { description: "The invite.", schema: gameInviteSchema },
      404: error("No live game has that code."),
      429: RATE_LIMITED,
    },
  },
  "GET /api/games/:id/invite": {
    summary: "The game an invite link names, for a visitor",
    description:
      "As `GET /api/invites/:code`, by the game's id: a public game to anyone, a private game only " +
      "with its join code as `invite` (a wrong one counts as a join-code guess). No session needed.",
    tag: "Games",
    access: "public",
    params: {
      ...idParam("game"),
      ...INVITE_PARAM,
    },
    responses: {
      200: { description: "The invite.", schema: gameInviteSchema },
      404: error("No such game, or a private game without its join code."),
      429: RATE_LIMITED,
    },
  },
  "GET /api/games/:id": {
    summary: "A game, as the caller sees it",
    description: "Without a seat, the spectator's view; a private game shows it only with its invite.",
    tag: "Games",
    access: "user",
    params: {
      ...idParam("game"),
      ...INVITE_PARAM,
    },
    responses: {
      200: typed("GameResponse", "the caller's view of the game."),
      403: error("A private game without its invite."),
      404: error("No such game."),
      429: RATE_LIMITED,
    },
  },
  "PATCH /api/games/:id": intent("Host: choose the page, change settings or move the phase", {
    body: patchGameBodySchema,
  }),
  "POST /api/games/:id/rejoin": intent("Come back to one's seat", {
    responses: {
      200: typed("RejoinResponse", "the caller's seat and the version."),
      404: NOT_A_PLAYER,
      409: REFUSED_BY_RULES,
    },
  }),
  "POST /api/games/:id/leave": intent("Leave the game"),
  "POST /api/games/:id/kick": intent("Host: remove a player", { body: kickBodySchema }),
  "POST /api/games/:id/choose-word": intent("Choose one's secret word for the round", {
    body: chooseWordBodySchema,
  }),
  "POST /api/games/:id/reroll-prompt": intent("Draw another prompt"),
  "POST /api/games/:id/add-bot": intent("Host: add a bot", {
    body: addBotBodySchema,
    responses: {
      201: typed("AddBotResponse", "the bot and the version."),
      404: NOT_A_PLAYER,
      409: REFUSED_BY_RULES,
    },
  }),
  "POST /api/games/:id/play-again": intent("Host: start the next game with everyone who stays", {
    responses: {
      200: typed("PlayAgainResponse", "the next game, made already."),
      201: typed("PlayAgainResponse", "the next game, made now."),
      404: NOT_A_PLAYER,
      409: REFUSED_BY_RULES,
      429: RATE_LIMITED,
    },
  }),
  "GET /api/user/games": user("One's live games", {
    200: typed("UserGamesResponse", "the games the caller holds a seat in."),
  }),
  "POST /api/players": {
    summary: "Join a game in setup",
    tag: "Games",
    access: "user",
    body: joinGameBodySchema,
    responses: {
      200: typed("JoinGameResponse", "the seat the caller already held (a retry)."),
      201: typed("JoinGameResponse", "the caller's new seat."),
      404: error("No such game."),
      409: REFUSED_BY_RULES,
    },
  },
  "PATCH /api/players/:id": {
    summary: "Mark one's seat ready",
    tag: "Games",
    access: "user",
    params: idParam("seat"),
    body: patchPlayerBodySchema,
    responses: {
      200: INTENT,
      403: error("The seat is not the caller's."),
      404: error("No such seat."),
      409: error("`server_owned`: submissions are tracked by the server; or the rules refuse."),
    },
  },

  // Riddles and guesses.
  "GET /api/riddles/game/:id/round/:n": {
    summary: "A round's riddles, as the caller may see them",
    tag: "Riddles",
    access: "user",
    params: roundParams("game"),
    responses: {
      200: typed("RoundRiddlesResponse", "no secret word before scoring."),
      404: error("No such game."),
    },
  },
  "GET /api/guesses/game/:id/round/:n": {
    summary: "A round's guesses, as the caller may see them",
    tag: "Riddles",
    access: "user",
    params: roundParams("game"),
    responses: {
      200: typed("RoundGuessesResponse", "no other player's guess before scoring."),
      404: error("No such game."),
    },
  },
  "POST /api/guesses": {
    summary: "Guess a riddle's word",
    tag: "Riddles",
    access: "user",
    body: submitGuessBodySchema,
    responses: {
      200: typed("SubmitGuessResponse", "the guess already made (a replay)."),
      201: typed("SubmitGuessResponse", "accepted; correctness shows once the round is scored."),
      404: error("No such riddle or seat."),
      409: REFUSED_BY_RULES,
    },
  },

  // The wordbook.
  "GET /api/wordbook": {
    summary: "The wordbook's pages",
    tag: "Wordbook",
    access: "public",
    responses: { 200: typed("WordbookPageSummary[]", "every page, without its words.") },
  },
  "GET /api/wordbook/random": {
    summary: "A random wordbook page",
    tag: "Wordbook",
    access: "public",
    responses: {
      200: typed("WordbookPageResponse", "the page and its words."),
      404: error("The wordbook is empty."),
    },
  },
  "GET /api/wordbook/page/:n": {
    summary: "One wordbook page",
    tag: "Wordbook",
    access: "public",
    params: {
      n: { description: "The page number.", schema: { type: "integer", minimum: 0, maximum: 999_999 } },
    },
    responses: { 200: typed("WordbookPageResponse", "the page and its words."), 404: error("No such page.") },
  },

  // Quick match.
  "POST /api/matchmaking/join": {
    summary: "Join the quick-match queue",
    tag: "Matchmaking",
    access: "user",
    body: joinMatchmakingBodySchema,
    responses: { 200: typed("MatchmakingJoinResponse", "queued; `match_found` comes on `/ws/user`.") },
  },
  "GET /api/matchmaking/status": {
    summary: "One's place in the queue",
    tag: "Matchmaking",
    access: "user",
    responses: { 200: typed("MatchmakingStatusResponse", "idle, waiting or matched.") },
  },
  "DELETE /api/matchmaking/leave": {
    summary: "Leave the queue",
    tag: "Matchmaking",
    access: "user",
    responses: { 200: typed("MatchmakingStatusResponse", "the status after leaving.") },
  },
  "POST /api/matchmaking/play-with-bot": {
    summary: "Take the bot offer after waiting",
    tag: "Matchmaking",
    access: "user",
    responses: {
      200: typed("PlayWithBotResponse", "the new game against a bot."),
      409: error("`not_queued` or `bot_offer_unavailable`."),
    },
  },

  // WebSockets: a GET that upgrades (ADR 009, ADR 020), in socket-docs.ts.
  ...SOCKET_DOCS,

  // Share links and image cards (apps/server/src/cards/README.md).
  "POST /api/share-links": {
    summary: "Make (or find) the share link of a riddle, a game's result or a challenge",
    tag: "Sharing",
    access: "user",
    body: shareLinkBodySchema,
    responses: {
      200: typed("ShareLinkResponse", "the page to share and its card image, both absolute URLs."),
      404: error("No such game, riddle or challenge of the caller's."),
      409: error("Not yet: the game is not over, or another player's riddle is not scored."),
    },
  },
  "GET /api/cards/riddle/:gameId/:round/:playerId.png": card("A riddle's card (the word only once scored)", {
    gameId: { description: "The game.", schema: idSchema },
    round: {
      description: "The round number.",
      schema: { type: "integer", minimum: ROUND_LIMITS.min, maximum: ROUND_LIMITS.max },
    },
    playerId: { description: "The riddle's author (their seat).", schema: idSchema },
  }),
  "GET /api/cards/result/:gameId.png": card("A finished game's result card (the podium)", {
    gameId: { description: "The game.", schema: idSchema },
  }),
  "GET /api/cards/challenge/:challengeId.png": card("A challenge's card", {
    challengeId: { description: "The challenge.", schema: idSchema },
  }),
};

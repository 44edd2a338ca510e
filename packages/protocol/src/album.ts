/**
 * The album of a finished game: every scored round's riddles with their words, authors, solvers and
 * solve rates, and the final standings.
 * - `GET /api/games/:id/album[?token=…]` → `Album`. Anyone may read a public game's album, signed
 *   in or not; a private game's album only its players and holders of its share token (404
 *   otherwise, the same answer as for no game at all). A game that is not over answers 409
 *   `wrong_phase` to those who may see it, with no word of it.
 * - `POST /api/games/:id/album/share` → `AlbumShare` (201): the host of a finished private game
 *   makes its share link; a new one replaces the old, which stops working.
 * - `DELETE /api/games/:id/album/share` → 204: the host revokes the link; the token then opens
 *   nothing (404).
 * - `GET /api/user/games/finished` → `FinishedGamesResponse`: the caller's finished games, newest
 *   first (the profile's game history).
 */
import { GAME_MODES } from "@riddlebook/rules";
import { z } from "zod";

/** A share token: 128 random bits, base64url (22 characters). */
export const ALBUM_TOKEN_LENGTH = 22;

/** The query of `GET /api/games/:id/album`. Other parameters are ignored. */
export const albumQuerySchema = z.object({
  token: z
    .string({ error: "token must be given once, as text." })
    .max(100, "That share link is not valid.")
    .regex(/^[A-Za-z0-9_-]*$/, "That share link is not valid.")
    .optional(),
});

const count = z.number().int().min(0);

/** A seat of the game: its name at the end of the game; bots are players too. */
const albumPlayerSchema = z.object({
  playerId: z.string(),
  name: z.string(),
  isBot: z.boolean(),
});
export type AlbumPlayer = z.infer<typeof albumPlayerSchema>;

const albumRiddleSchema = z.object({
  id: z.string(),
  word: z.string(),
  text: z.string(),
  /** The style prompt or character it was written to, if the mode has one. */
  prompt: z.string().nullable(),
  author: albumPlayerSchema,
  /** The players who guessed the word, in the order the round's result lists them. */
  solvers: z.array(albumPlayerSchema),
  /** How many players guessed at it. */
  guessCount: count,
  /** Solvers per guess, 0 to 1; null when nobody guessed. */
  solveRate: z.number().min(0).max(1).nullable(),
  authorPoints: count,
});
export type AlbumRiddle = z.infer<typeof albumRiddleSchema>;

const albumRoundSchema = z.object({
  round: z.number().int().min(1),
  pageNumber: z.number().int().nullable(),
  riddles: z.array(albumRiddleSchema),
});
export type AlbumRound = z.infer<typeof albumRoundSchema>;

const albumStandingSchema = albumPlayerSchema.extend({
  score: count,
  /** 1 for the top score; tied players share a rank (1, 1, 3). */
  rank: z.number().int().min(1),
  isWinner: z.boolean(),
});
export type AlbumStanding = z.infer<typeof albumStandingSchema>;

export const albumSchema = z.object({
  game: z.object({
    id: z.string(),
    name: z.string(),
    gameMode: z.enum(GAME_MODES),
    isPublic: z.boolean(),
    totalRounds: z.number().int(),
    /** Epoch ms. */
    createdAt: z.number().int(),
    /** When the game ended, epoch ms. */
    finishedAt: z.number().int(),
  }),
  /** Scored rounds, in order. A round cut short by the game's end (everyone left) is not in it. */
  rounds: z.array(albumRoundSchema),
  /** Best first; ties by name. */
  standings: z.array(albumStandingSchema),
  viewer: z.object({
    /** The caller holds a seat in the game. */
    isPlayer: z.boolean(),
    /** The caller is the game's host. */
    isHost: z.boolean(),
  }),
  /**
   * The share link's state, for the host of a private game only (null for everyone else): whether
   * a link is live and since when. The token itself is shown once, when it is made.
   */
  share: z.object({ active: z.boolean(), createdAt: z.number().int().nullable() }).nullable(),
});
export type Album = z.infer<typeof albumSchema>;

export const albumShareSchema = z.object({
  token: z.string(),
  /** The album's path with the token, e.g. `/game/<id>/album?token=<token>`. */
  path: z.string(),
  createdAt: z.number().int(),
});
export type AlbumShare = z.infer<typeof albumShareSchema>;

const finishedGameSchema = z.object({
  id: z.string(),
  name: z.string(),
  gameMode: z.enum(GAME_MODES),
  isPublic: z.boolean(),
  finishedAt: z.number().int(),
  playerCount: count,
  /** The caller's seat: their name in that game, score and rank. */
  playerName: z.string(),
  score: count,
  rank: z.number().int().min(1),
  isWinner: z.boolean(),
});
export type FinishedGame = z.infer<typeof finishedGameSchema>;

export const finishedGamesResponseSchema = z.array(finishedGameSchema);
export type FinishedGamesResponse = z.infer<typeof finishedGamesResponseSchema>;

/**
 * Head-to-head battles (docs/product.md §3 and §9): the call that starts a battle against a bot, and
 * the battle record on the profile. A battle against a friend is a head-to-head challenge
 * (`POST /api/challenges`), and against anyone a head-to-head quick match (`POST /api/matchmaking/join`).
 *
 * - `POST /api/battles` {opponent: {kind: "bot", difficulty}, rounds?} → 201 `CreateBattleResponse`:
 *   a private head-to-head game with the caller and a bot of that difficulty, already in writing.
 *   Honours an `Idempotency-Key`.
 * - `GET /api/user/stats` carries the caller's `battle` record (`BattleRecord`).
 */
import { BOT_DIFFICULTIES, CHALLENGE_ROUND_OPTIONS } from "@riddlebook/rules";
import { z } from "zod";

const roundsMessage = `Rounds must be ${CHALLENGE_ROUND_OPTIONS.slice(0, -1).join(", ")} or ${CHALLENGE_ROUND_OPTIONS.at(-1)}.`;

const botOpponentSchema = z.strictObject(
  {
    kind: z.literal("bot", {
      error:
        "A battle started here is against a bot. Challenge a friend from Friends, or meet anyone through Quick Match.",
    }),
    difficulty: z.enum(BOT_DIFFICULTIES, {
      error: `Difficulty must be one of: ${BOT_DIFFICULTIES.join(", ")}.`,
    }),
  },
  { error: 'The opponent must be {kind: "bot", difficulty} and nothing else.' },
);

/** POST /api/battles. Rounds default to the battle's 3. */
export const createBattleBodySchema = z.strictObject(
  {
    opponent: botOpponentSchema,
    rounds: z
      .number({ error: roundsMessage })
      .refine((n) => (CHALLENGE_ROUND_OPTIONS as readonly number[]).includes(n), roundsMessage)
      .optional(),
  },
  { error: "A battle needs an opponent and, optionally, its rounds (3, 5 or 7), and nothing else." },
);
export type CreateBattleBody = z.input<typeof createBattleBodySchema>;

/** POST /api/battles → the new game and the caller's seat in it. */
export interface CreateBattleResponse {
  gameId: string;
  playerId: string;
  version: number;
}

/** A user's battle record: head-to-head games won, lost and drawn, and the battle rating (Elo). */
export const battleRecordSchema = z.object({
  wins: z.number().int(),
  losses: z.number().int(),
  draws: z.number().int(),
  /** Elo, from 1200; moved only by battles against humans (packages/rules/src/battle.ts). */
  rating: z.number().int(),
  /** Battles against humans, the ones that moved the rating. */
  ratedBattles: z.number().int(),
});
export type BattleRecord = z.infer<typeof battleRecordSchema>;

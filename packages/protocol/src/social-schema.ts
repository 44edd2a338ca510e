import { z } from "zod";
import { emailSchema } from "./auth";
import {
  CHALLENGE_GAME_MODES,
  CHALLENGE_MESSAGE_MAX,
  CHALLENGE_ROUNDS,
  LEADERBOARD_METRICS,
  LEADERBOARD_PERIODS,
  LEADERBOARD_SCOPES,
  PAGE_STATES,
} from "./social";
import { toNfcLines, visibleText } from "./text";

// Kept apart from social.ts, which holds only types and constants (see there).

// No control characters: PostgreSQL refuses a NUL in text, which would otherwise fail the query.
const userIdSchema = z
  .string({ error: "A user id is required." })
  .min(1, "A user id is required.")
  .max(100)
  .superRefine(visibleText("The user id"));

/** POST /api/friends/request. */
export const friendRequestBodySchema = z.strictObject({ friendEmail: emailSchema });
export type FriendRequestBody = z.input<typeof friendRequestBodySchema>;

/** POST /api/friends/blocks. */
export const blockUserBodySchema = z.strictObject({ userId: userIdSchema });

/** POST /api/games/{id}/invite. */
export const inviteFriendBodySchema = z.strictObject({ friendId: userIdSchema });

/** What `POST /api/challenges` answers when the friend or the mode is missing, null or blank. */
export const CHALLENGE_NEEDS_FRIEND_AND_MODE = "Send challenge needs a friend and a mode.";

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/**
 * POST /api/challenges: "Send challenge needs a friend and a mode." when either is missing, null or
 * blank (docs/decisions/020-friends-presence-challenges-leaderboards.md), before any other message.
 */
export const challengeBodySchema = z.strictObject({
  // userIdSchema's rules, after the blank check, so a blank friend gets the message above.
  friendId: z
    .string({ error: CHALLENGE_NEEDS_FRIEND_AND_MODE })
    .refine((id) => id.trim() !== "", CHALLENGE_NEEDS_FRIEND_AND_MODE)
    .max(100)
    .superRefine(visibleText("The user id")),
  gameMode: z.enum(CHALLENGE_GAME_MODES, {
    error: (issue) =>
      isBlank(issue.input)
        ? CHALLENGE_NEEDS_FRIEND_AND_MODE
        : `gameMode must be one of: ${CHALLENGE_GAME_MODES.join(", ")}.`,
  }),
  roundCount: z
    .number({ error: "roundCount must be a number." })
    .refine((n) => (CHALLENGE_ROUNDS as readonly number[]).includes(n), {
      message: `roundCount must be one of: ${CHALLENGE_ROUNDS.join(", ")}.`,
    }),
  message: z
    .string({ error: "message must be text." })
    .overwrite(toNfcLines)
    .trim()
    .max(CHALLENGE_MESSAGE_MAX, `The message can be at most ${CHALLENGE_MESSAGE_MAX} characters.`)
    .superRefine(visibleText("The message", { multiline: true }))
    .optional(),
});
export type ChallengeBody = z.input<typeof challengeBodySchema>;

/** GET /api/leaderboard query. */
export const leaderboardQuerySchema = z.strictObject({
  scope: z
    .enum(LEADERBOARD_SCOPES, { error: `scope must be one of: ${LEADERBOARD_SCOPES.join(", ")}.` })
    .default("global"),
  period: z
    .enum(LEADERBOARD_PERIODS, { error: `period must be one of: ${LEADERBOARD_PERIODS.join(", ")}.` })
    .default("all"),
  metric: z
    .enum(LEADERBOARD_METRICS, { error: `metric must be one of: ${LEADERBOARD_METRICS.join(", ")}.` })
    .default("score"),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number({ error: "limit must be a number." }).int().min(1).max(100).optional(),
});

/** Client → server presence frame on `/ws/user`. */
export const presenceFrameSchema = z.strictObject({
  type: z.literal("presence"),
  state: z.enum(PAGE_STATES),
  gameId: z.string().min(1).max(100).optional(),
});

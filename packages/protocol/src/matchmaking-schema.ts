import { z } from "zod";
import { playerNameSchema } from "./game";
import { MATCHMAKING_GAME_MODES, MATCHMAKING_ROUND_OPTIONS, MATCHMAKING_SKILL_LEVELS } from "./matchmaking";

// Kept apart from matchmaking.ts, which holds only types and constants (see there).

/** POST /api/matchmaking/join. */
export const joinMatchmakingBodySchema = z.strictObject({
  gameMode: z.enum(MATCHMAKING_GAME_MODES, {
    error: `gameMode must be one of: ${MATCHMAKING_GAME_MODES.join(", ")}.`,
  }),
  preferredRounds: z
    .number({ error: "preferredRounds must be a number." })
    .refine((n) => MATCHMAKING_ROUND_OPTIONS.includes(n), {
      message: `preferredRounds must be one of: ${MATCHMAKING_ROUND_OPTIONS.join(", ")}.`,
    }),
  skillLevel: z.enum(MATCHMAKING_SKILL_LEVELS, {
    error: `skillLevel must be one of: ${MATCHMAKING_SKILL_LEVELS.join(", ")}.`,
  }),
  /** The name to play under; the user's username when absent. */
  playerName: playerNameSchema.optional(),
});
export type JoinMatchmakingBody = z.input<typeof joinMatchmakingBodySchema>;

/** The leaderboard route's contract (packages/protocol/src/social.ts; ADR 020, what counts: ADR 045). */
import type { LeaderboardResponse } from "../social";
import { leaderboardQuerySchema } from "../social-schema";
import { routeContract, typedAnswer } from "./contract";

export const leaderboardRoutes = {
  board: routeContract({
    method: "GET",
    path: "/api/leaderboard",
    access: "user",
    summary: "A page of a leaderboard, with the caller's own entry",
    description:
      "One page of the global or friends board, all time or this week, by score, wins, win rate or solve rate, and the caller's own entry (null when they are not on it). Only games that count are on the boards (ADR 045); guests are on none.",
    tag: "Leaderboard",
    query: leaderboardQuerySchema,
    responses: {
      200: typedAnswer<LeaderboardResponse>(
        "LeaderboardResponse",
        "the board, the page and the caller's entry.",
      ),
      400: {
        description:
          "A parameter out of range, or a cursor that is malformed, of another board, or of a week that has ended.",
      },
    },
  }),
};

/**
 * The riddle of the day's route contracts (packages/protocol/src/community.ts; streaks and the share
 * text in packages/rules/src/vault.ts). The daily riddle is a Vault riddle played through the same
 * attempt, so its tries are kept on the server. Every call needs a signed-in user, guests included.
 */
import type { DailyRiddle, SolverStats } from "../community";
import { vaultGuessBodySchema } from "../community-schema";
import { routeContract, typedAnswer } from "./contract";

const NO_DAILY_RIDDLE = { description: "`no_daily_riddle`: no riddle can be played yet." };

export const dailyRoutes = {
  today: routeContract({
    method: "GET",
    path: "/api/daily",
    access: "user",
    summary: "The riddle of the day",
    tag: "Vault",
    responses: {
      200: typedAnswer<DailyRiddle>("DailyRiddle", "today's riddle, the caller's attempt and streak."),
      404: NO_DAILY_RIDDLE,
    },
  }),
  guess: routeContract({
    method: "POST",
    path: "/api/daily/guess",
    access: "user",
    idempotent: true,
    summary: "Guess the riddle of the day",
    tag: "Vault",
    body: vaultGuessBodySchema,
    responses: {
      200: typedAnswer<DailyRiddle>("DailyRiddle", "after the guess."),
      403: { description: "The caller wrote today's riddle." },
      404: NO_DAILY_RIDDLE,
      409: { description: "`already_solved` or `no_tries_left`." },
    },
  }),
  solverStats: routeContract({
    method: "GET",
    path: "/api/user/solver-stats",
    access: "user",
    summary: "One's Vault and daily-riddle stats",
    tag: "Account",
    responses: {
      200: typedAnswer<SolverStats>("SolverStats", "riddles solved and tried, streaks, riddles authored."),
    },
  }),
};

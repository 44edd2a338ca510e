// The leaderboard feature (docs/decisions/041-feature-modules.md): the only file app.ts or another
// feature imports. What counts on the boards: docs/decisions/045-what-counts-on-leaderboards.md.
export { LeaderboardCursorError, leaderboardCursor } from "./cursor";
export { readGlobalPage, readGlobalRank } from "./global-repository";
export { registerLeaderboardRoutes } from "./routes";
export { readLeaderboard } from "./service";

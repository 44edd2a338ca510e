/**
 * The games repository's public names, gathered from `./games/`: `storage.ts` maps a `GameState`
 * onto the game tables, `load.ts` reassembles games, `commit.ts` inserts and commits them,
 * `side-tables.ts` writes the rows a change adds, `queries.ts` finds and lists games, `drafts.ts`
 * keeps writers' drafts, and `test-support.ts` holds row counts for tests.
 */
export {
  commitGame,
  insertGame,
  insertGameRows,
  JoinCodeTakenError,
  type StatsDelta,
  VersionConflictError,
} from "./games/commit";
export { getDraft, listDraftsForRound, saveDraft } from "./games/drafts";
export { loadGame } from "./games/load";
export {
  findLiveGameByCode,
  findRiddleGame,
  findSeat,
  listLiveGamesForUser,
  listLiveJoinCodes,
  listOverdueGames,
  listPublicSetupGames,
  listRunningDeadlines,
} from "./games/queries";
export { countGuessRows, countRiddleRows } from "./games/test-support";

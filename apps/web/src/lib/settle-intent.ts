import type { QueryClient } from "@tanstack/react-query";
import type { IntentAnswer } from "./game-api";
import { holdsVersion, refreshView, waitForVersion } from "./game-view-store";

/**
 * How long an accepted intent waits for the game socket to bring the view of its commit before the
 * client reads the view over HTTP instead. The server pushes every commit to the seats at once, so
 * this only runs out when the socket is stalled.
 */
const INTENT_VIEW_WAIT_MS = 4000;

/** How the view of an intent's commit reached the store. */
type IntentSettled = "already-held" | "socket" | "fetched";

/**
 * After a game intent was accepted, makes sure the store shows its commit (version `answer.version`,
 * ADR 012):
 * - the store already holds that version → nothing to do;
 * - the game socket is open → wait for it to bring the view, and only if it has not within
 *   `timeoutMs`, read GET /api/games/:id once;
 * - no open socket, or an answer without a version → read GET /api/games/:id once.
 * Never rejects: a failed read leaves the held view and is reported by the query cache.
 */
export async function settleIntent(
  queryClient: QueryClient,
  gameId: string,
  answer: IntentAnswer | undefined,
  socketOpen: boolean,
  timeoutMs: number = INTENT_VIEW_WAIT_MS,
): Promise<IntentSettled> {
  const version = typeof answer?.version === "number" ? answer.version : undefined;
  if (version !== undefined && holdsVersion(queryClient, gameId, version)) return "already-held";
  if (version !== undefined && socketOpen) {
    if (await waitForVersion(queryClient, gameId, version, timeoutMs)) return "socket";
  }
  await refreshView(queryClient, gameId);
  return "fetched";
}

import type { GameResponse } from "@riddlebook/protocol";
import type { GameView } from "@riddlebook/rules";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { apiJson } from "./api";
import { gameKey, getGame } from "./game-api";
import { inviteFrom } from "./game-socket-logic";

/**
 * The one store of a game's view on the client: the TanStack Query cache entry `gameKey(id)`. The
 * socket (snapshots and patches, ADR 009) and HTTP (GET /api/games/:id) both feed it, and every
 * write goes through `offerView`, so one rule decides which view the screen shows. Intent answers
 * carry only a version (ADR 012); `settleIntent` waits here for the view at that version.
 */

/**
 * The rule: an incoming view replaces the held one only when its `game.version` is higher. Every
 * change to a game commits a new version, so an equal version means the same content for the same
 * viewer; keeping the held object then saves a re-render. A late or slow answer can never roll the
 * screen back to an older version. The one exception is a change of viewer at the same version: a
 * spectator who takes a seat is shown the join's commit as the public view (their spectator socket)
 * and as their seat's view (the read after the join); the seat's view wins.
 */
export function isNewerView(incoming: GameView, held: GameView | undefined): boolean {
  if (held === undefined || incoming.game.version > held.game.version) return true;
  return incoming.game.version === held.game.version && held.viewerId === null && incoming.viewerId !== null;
}

/** The view the store keeps when it holds `held` and is offered `incoming`. */
export function chooseView(held: GameView | undefined, incoming: GameView): GameView {
  return held !== undefined && !isNewerView(incoming, held) ? held : incoming;
}

/** The view the store holds for a game, if any. */
export function heldView(queryClient: QueryClient, gameId: string): GameView | undefined {
  return queryClient.getQueryData<GameView>(gameKey(gameId));
}

/** The only write into the store: keeps `incoming` if it is newer. Returns the view held afterwards. */
export function offerView(queryClient: QueryClient, incoming: GameView): GameView {
  const held = heldView(queryClient, incoming.game.id);
  const kept = chooseView(held, incoming);
  if (kept !== held) queryClient.setQueryData<GameView>(gameKey(incoming.game.id), kept);
  return kept;
}

/**
 * GET /api/games/:id, with the invite the page's link carries (`?invite=`): a visitor without a seat
 * needs it to watch a private game.
 */
export function readView(gameId: string): Promise<GameResponse> {
  const invite = typeof window === "undefined" ? undefined : inviteFrom(window.location.search);
  if (invite === undefined) return getGame(gameId);
  const query = new URLSearchParams({ invite }).toString();
  return apiJson<GameResponse>("GET", `/api/games/${encodeURIComponent(gameId)}?${query}`);
}

/**
 * The store entry as a query: reading it GETs the view and offers it to the store, and resolves with
 * whatever the store holds afterwards (a socket view that overtook the GET stays).
 */
export function gameViewQuery(queryClient: QueryClient, gameId: string) {
  return queryOptions({
    queryKey: gameKey(gameId),
    queryFn: async (): Promise<GameView> => offerView(queryClient, await readView(gameId)),
  });
}

/**
 * Reads the view once more for whoever shows it (the game screen's query); a screen that is not
 * mounted reads it when it mounts. A read already under way is replaced, as it may have started
 * before the change the caller wants to see. Failures are reported by the query cache's error
 * handler (a 401 signs out) and otherwise leave the held view.
 */
export function refreshView(queryClient: QueryClient, gameId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: gameKey(gameId), exact: true });
}

/** True when the store holds a view of the game at `version` or later. */
export function holdsVersion(queryClient: QueryClient, gameId: string, version: number): boolean {
  const held = heldView(queryClient, gameId);
  return held !== undefined && held.game.version >= version;
}

/**
 * Resolves true as soon as the store holds a view of the game at `version` or later, or false when
 * `timeoutMs` passes first. Never rejects.
 */
export function waitForVersion(
  queryClient: QueryClient,
  gameId: string,
  version: number,
  timeoutMs: number,
): Promise<boolean> {
  if (holdsVersion(queryClient, gameId, version)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const finish = (reached: boolean) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(reached);
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (holdsVersion(queryClient, gameId, version)) finish(true);
    });
    const timer = setTimeout(() => finish(false), timeoutMs);
  });
}

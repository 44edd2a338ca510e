import { albumRoutes } from "@riddlebook/protocol";
import { api, apiKey } from "../lib/api-client";

/**
 * The album calls (packages/protocol/src/album.ts; contracts in packages/protocol/src/routes/albums.ts):
 * a finished game's album, read with the share token from the page's address when there is one, and
 * the host's share link.
 */

/** The album page of a game, with its share token when given. */
export function albumPath(gameId: string, token?: string | null): string {
  const path = `/game/${encodeURIComponent(gameId)}/album`;
  return token ? `${path}?token=${encodeURIComponent(token)}` : path;
}

export const albumKey = (gameId: string, token: string | null) => ["album", gameId, token] as const;

export const fetchAlbum = (gameId: string, token: string | null) =>
  api(albumRoutes.album, { params: { id: gameId }, query: { token: token ?? undefined } });

/** Makes a new share link (any earlier one stops working). */
export const createAlbumShare = (gameId: string) => api(albumRoutes.share, { params: { id: gameId } });

export async function revokeAlbumShare(gameId: string): Promise<void> {
  await api(albumRoutes.unshare, { params: { id: gameId } });
}

/** The profile's game history: the caller's finished games, newest first. */
export const FINISHED_GAMES_KEY = apiKey(albumRoutes.finished);

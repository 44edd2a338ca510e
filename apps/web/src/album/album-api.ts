import type { Album, AlbumShare } from "@riddlebook/protocol";
import { apiJson, apiRequest } from "../lib/api";

/**
 * The album calls (packages/protocol/src/album.ts): a finished game's album, read with the share
 * token from the page's address when there is one, and the host's share link.
 */

/** The album page of a game, with its share token when given. */
export function albumPath(gameId: string, token?: string | null): string {
  const path = `/game/${encodeURIComponent(gameId)}/album`;
  return token ? `${path}?token=${encodeURIComponent(token)}` : path;
}

export const albumKey = (gameId: string, token: string | null) => ["album", gameId, token] as const;

export function fetchAlbum(gameId: string, token: string | null): Promise<Album> {
  const query = token ? `?token=${encodeURIComponent(token)}` : "";
  return apiJson<Album>("GET", `/api/games/${encodeURIComponent(gameId)}/album${query}`);
}

const sharePath = (gameId: string) => `/api/games/${encodeURIComponent(gameId)}/album/share`;

/** Makes a new share link (any earlier one stops working). */
export function createAlbumShare(gameId: string): Promise<AlbumShare> {
  return apiJson<AlbumShare>("POST", sharePath(gameId));
}

export async function revokeAlbumShare(gameId: string): Promise<void> {
  await apiRequest("DELETE", sharePath(gameId));
}

/** The profile's game history: the caller's finished games, newest first. */
export const FINISHED_GAMES_KEY = ["/api/user/games/finished"] as const;

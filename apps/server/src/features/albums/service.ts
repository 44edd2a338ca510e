import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import {
  ALBUM_TOKEN_LENGTH,
  type Album,
  type AlbumShare,
  type FinishedGamesResponse,
} from "@riddlebook/protocol";
import { findPlayerByUser, type GameState, type Player } from "@riddlebook/rules";
import type { CardContent } from "../../cards/render";
import type { ShareMeta } from "../../cards/share-meta";
import type { Db } from "../../db/schema";
import type { Clock } from "../../deps";
import { type GameService, gameNotFound } from "../../game/game-service";
import { DomainError } from "../../lib/domain-error";
import { deleteAlbumShare, findAlbumShare, listFinishedGamesForUser, putAlbumShare } from "./repository";
import { albumCardContent, albumOf, finishedGameOf } from "./view";

/**
 * Albums' one authority (packages/protocol/src/album.ts): who may read a finished game's album and
 * its card, the host's share link, and the profile's game history.
 * - Anyone may read a public game's album, signed out too. A private game's album is read by its
 *   players (any seat, even one that left) and by whoever holds its share token; anyone else gets
 *   the 404 of a game that does not exist, so a private game's existence is not revealed.
 * - Before the game is over the album is refused (409) to those who may see the game, and it never
 *   carries a word of an unfinished game.
 * - The host of a finished private game makes a share link (a new one replaces the old) and revokes
 *   it; the table keeps only the token's sha256 (migration 0015).
 * - Its image card and the album page's Open Graph tags (apps/server/src/cards/README.md) follow the
 *   same rules, for signed-out crawlers: a public game's once it is over, a private game's only with
 *   its token.
 */

interface AlbumDeps {
  db: Db;
  games: GameService;
  clock: Clock;
}

/** How many finished games the profile's history lists. */
const HISTORY_LIMIT = 30;

const notOverYet = () => new DomainError("wrong_phase", "The album opens when the game is over.");
const hostOnly = () => new DomainError("forbidden", "Only the host can share or unshare this album.");

/** sha256 of a share token, as stored (hex). */
const albumTokenHash = (token: string): string => createHash("sha256").update(token).digest("hex");

/** Whether `token` opens the album whose live share link is `share`, compared in constant time. */
function tokenOpens(token: string | undefined, share: { tokenHash: string } | null): boolean {
  if (token === undefined || token.length !== ALBUM_TOKEN_LENGTH || share === null) return false;
  const given = Buffer.from(albumTokenHash(token), "hex");
  const stored = Buffer.from(share.tokenHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}

async function loadOr404(games: GameService, gameId: string): Promise<GameState> {
  const state = await games.load(gameId);
  if (!state) throw gameNotFound();
  return state;
}

/** Who asks: the signed-in user's id, or null for a signed-out caller; and the `?token=` given. */
interface AlbumViewer {
  userId: string | null;
  token: string | undefined;
}

/**
 * The game, the viewer's seat (left seats count: they played) and the share link, when the viewer
 * may read its album: 404 when they may not see the game at all, 409 when they may but it is not over.
 */
async function openAlbum(deps: AlbumDeps, gameId: string, viewer: AlbumViewer) {
  const state = await loadOr404(deps.games, gameId);
  const seat: Player | undefined =
    viewer.userId === null ? undefined : findPlayerByUser(state, viewer.userId);
  const share = state.isPublic ? null : await findAlbumShare(deps.db, state.id);
  if (!state.isPublic && !seat && !tokenOpens(viewer.token, share)) throw gameNotFound();
  if (state.phase !== "complete") throw notOverYet();
  return { state, seat, share };
}

/** GET /api/games/:id/album: the album, with the share link's state for the host of a private game. */
export async function readAlbum(deps: AlbumDeps, gameId: string, viewer: AlbumViewer): Promise<Album> {
  const { state, seat, share } = await openAlbum(deps, gameId, viewer);
  const isHost = seat !== undefined && seat.id === state.hostPlayerId;
  return albumOf(
    state,
    { isPlayer: seat !== undefined, isHost },
    isHost && !state.isPublic ? { active: share !== null, createdAt: share?.createdAt ?? null } : null,
  );
}

/** GET /api/games/:id/album/card.png: what the card shows, to whoever may read the album. */
export async function albumCard(deps: AlbumDeps, gameId: string, viewer: AlbumViewer): Promise<CardContent> {
  const { state } = await openAlbum(deps, gameId, viewer);
  return albumCardContent(state);
}

/**
 * The finished private game the caller hosts: 404 when they may not see the game at all (a private
 * game they have no seat in), 403 for any other player, 409 before the game is over, 400 for a
 * public game (its album needs no token).
 */
async function hostedAlbum(deps: AlbumDeps, gameId: string, userId: string): Promise<GameState> {
  const state = await loadOr404(deps.games, gameId);
  const seat = findPlayerByUser(state, userId);
  if (!seat && !state.isPublic) throw gameNotFound();
  if (!seat || seat.id !== state.hostPlayerId) throw hostOnly();
  if (state.phase !== "complete") throw notOverYet();
  if (state.isPublic) {
    throw new DomainError(
      "bad_request",
      "This game is public: anyone can open its album with the plain link, no share token needed.",
    );
  }
  return state;
}

/** POST /api/games/:id/album/share: a new share link, replacing any earlier one. */
export async function shareAlbum(deps: AlbumDeps, gameId: string, userId: string): Promise<AlbumShare> {
  const state = await hostedAlbum(deps, gameId, userId);
  const token = randomBytes(16).toString("base64url");
  const createdAt = deps.clock.now();
  await putAlbumShare(deps.db, state.id, albumTokenHash(token), createdAt);
  return { token, path: `/game/${encodeURIComponent(state.id)}/album?token=${token}`, createdAt };
}

/** DELETE /api/games/:id/album/share: the link opens nothing from now on. */
export async function unshareAlbum(deps: AlbumDeps, gameId: string, userId: string): Promise<null> {
  const state = await hostedAlbum(deps, gameId, userId);
  await deleteAlbumShare(deps.db, state.id);
  return null;
}

/** The album page's Open Graph tags, for whoever may read it signed out; null otherwise. */
export async function albumShareMeta(
  deps: AlbumDeps,
  gameId: string,
  token: string | undefined,
): Promise<ShareMeta | null> {
  const state = await deps.games.load(gameId);
  if (state?.phase !== "complete") return null;
  if (!state.isPublic && !tokenOpens(token, await findAlbumShare(deps.db, state.id))) return null;
  const query = !state.isPublic && token ? `?token=${encodeURIComponent(token)}` : "";
  return {
    title: `${state.name}: the album`,
    description: `Every riddle of ${state.name} on Riddlebook, with its word, who solved it, and the final standings.`,
    image: `/api/games/${encodeURIComponent(state.id)}/album/card.png${query}`,
    imageAlt: `The album card of ${state.name}: the final standings.`,
  };
}

/** GET /api/user/games/finished: the user's finished games, newest first. */
export async function finishedGames(db: Db, userId: string): Promise<FinishedGamesResponse> {
  const entries = await listFinishedGamesForUser(db, userId, HISTORY_LIMIT);
  return entries.flatMap(({ playerId, finishedAt, state }) => {
    const game = finishedGameOf(state, playerId, finishedAt);
    return game ? [game] : [];
  });
}

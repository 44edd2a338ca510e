import { randomBytes } from "node:crypto";
import {
  type Album,
  type AlbumShare,
  albumQuerySchema,
  type FinishedGamesResponse,
} from "@riddlebook/protocol";
import { findPlayerByUser, type GameState, type Player } from "@riddlebook/rules";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { requireUser, signedInUser } from "../auth/require-user";
import { cardSender } from "../cards/card-service";
import { registerShareMeta } from "../cards/share-meta";
import {
  deleteAlbumShare,
  findAlbumShare,
  listFinishedGamesForUser,
  putAlbumShare,
} from "../db/repos/albums";
import { albumCardContent, albumOf, albumTokenHash, albumTokenMatches, finishedGameOf } from "../game/album";
import { gameNotFound } from "../game/game-service";
import { HttpError } from "../http/errors";
import type { RouteContext } from "./context";
import { idParam } from "./params";

/** How many finished games the profile's history lists. */
const HISTORY_LIMIT = 30;

/** Whether `token` opens the album whose live share link is `share`. */
const tokenOpens = (token: string | undefined, share: { tokenHash: string } | null): boolean =>
  token !== undefined && token !== "" && share !== null && albumTokenMatches(token, share.tokenHash);

const notOverYet = () => new HttpError(409, "wrong_phase", "The album opens when the game is over.");
const hostOnly = () => new HttpError(403, "forbidden", "Only the host can share or unshare this album.");

/**
 * The album of a finished game (`packages/protocol/src/album.ts`): every scored riddle with its word,
 * author, solvers and solve rate, and the final standings.
 * - Anyone may read a public game's album, signed out too. A private game's album is read by its
 *   players (any seat, even one that left) and by whoever holds its share token; anyone else gets
 *   the 404 of a game that does not exist, so a private game's existence is not revealed.
 * - Before the game is over the album is refused (409) to those who may see the game, and it never
 *   carries a word of an unfinished game.
 * - The host of a finished private game makes a share link (a new one replaces the old) and revokes
 *   it; the table keeps only the token's sha256 (migration 0015).
 * - Its image card (`/api/games/:id/album/card.png`, the final standings) and the album page's Open
 *   Graph tags (apps/server/src/cards/README.md) follow the same rules, for signed-out crawlers: a
 *   public game's once it is over, a private game's only with its token.
 */
export function registerAlbumRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db, games, clock } = ctx;
  const auth = { preHandler: requireUser };
  const sendCard = cardSender(app, ctx);

  const loadOr404 = async (request: FastifyRequest): Promise<GameState> => {
    const state = await games.load(idParam(request));
    if (!state) throw gameNotFound();
    return state;
  };

  /** The caller's seat, when signed in and seated (left seats count: they played). */
  const seatOf = async (request: FastifyRequest, state: GameState): Promise<Player | undefined> => {
    const session = await request.server.sessions.current(request);
    return session ? findPlayerByUser(state, session.user.id) : undefined;
  };

  /**
   * The game, and the caller's seat and the share link, when the caller may read its album: 404 when
   * they may not see the game at all, 409 when they may but it is not over.
   */
  const openAlbum = async (request: FastifyRequest) => {
    const { token } = albumQuerySchema.parse(request.query ?? {});
    const state = await loadOr404(request);
    const seat = await seatOf(request, state);
    const share = state.isPublic ? null : await findAlbumShare(db, state.id);
    if (!state.isPublic && !seat && !tokenOpens(token, share)) throw gameNotFound();
    if (state.phase !== "complete") throw notOverYet();
    return { state, seat, share };
  };

  app.get("/api/games/:id/album", async (request): Promise<Album> => {
    const { state, seat, share } = await openAlbum(request);
    const isHost = seat !== undefined && seat.id === state.hostPlayerId;
    return albumOf(
      state,
      { isPlayer: seat !== undefined, isHost },
      isHost && !state.isPublic ? { active: share !== null, createdAt: share?.createdAt ?? null } : null,
    );
  });

  /**
   * The finished private game the caller hosts: 404 when they may not see the game at all (a private
   * game they have no seat in), 403 for any other player, 409 before the game is over, 400 for a
   * public game (its album needs no token).
   */
  const hostedAlbum = async (request: FastifyRequest): Promise<GameState> => {
    const state = await loadOr404(request);
    const seat = findPlayerByUser(state, signedInUser(request).id);
    if (!seat && !state.isPublic) throw gameNotFound();
    if (!seat || seat.id !== state.hostPlayerId) throw hostOnly();
    if (state.phase !== "complete") throw notOverYet();
    if (state.isPublic) {
      throw new HttpError(
        400,
        "bad_request",
        "This game is public: anyone can open its album with the plain link, no share token needed.",
      );
    }
    return state;
  };

  app.post("/api/games/:id/album/share", auth, async (request, reply): Promise<AlbumShare> => {
    const state = await hostedAlbum(request);
    const token = randomBytes(16).toString("base64url");
    const createdAt = clock.now();
    await putAlbumShare(db, state.id, albumTokenHash(token), createdAt);
    reply.status(201);
    return { token, path: `/game/${encodeURIComponent(state.id)}/album?token=${token}`, createdAt };
  });

  app.delete("/api/games/:id/album/share", auth, async (request, reply) => {
    const state = await hostedAlbum(request);
    await deleteAlbumShare(db, state.id);
    return reply.status(204).send();
  });

  app.get("/api/games/:id/album/card.png", async (request, reply) => {
    const { state } = await openAlbum(request);
    // Kept by what it shows: a finished game changes only when a deleted player's name does.
    return sendCard(request, reply, albumCardContent(state));
  });

  registerShareMeta(app, "/game/:gameId/album", async (params, request) => {
    const parsed = albumQuerySchema.safeParse(request.query ?? {});
    const gameId = params.gameId ?? "";
    if (!parsed.success || gameId.length > 64) return null;
    const state = await games.load(gameId);
    if (state?.phase !== "complete") return null;
    const { token } = parsed.data;
    if (!state.isPublic && !tokenOpens(token, await findAlbumShare(db, state.id))) return null;
    const query = !state.isPublic && token ? `?token=${encodeURIComponent(token)}` : "";
    return {
      title: `${state.name}: the album`,
      description: `Every riddle of ${state.name} on Riddlebook, with its word, who solved it, and the final standings.`,
      image: `/api/games/${encodeURIComponent(state.id)}/album/card.png${query}`,
      imageAlt: `The album card of ${state.name}: the final standings.`,
    };
  });

  app.get("/api/user/games/finished", auth, async (request): Promise<FinishedGamesResponse> => {
    const entries = await listFinishedGamesForUser(db, signedInUser(request).id, HISTORY_LIMIT);
    return entries.flatMap(({ playerId, finishedAt, state }) => {
      const game = finishedGameOf(state, playerId, finishedAt);
      return game ? [game] : [];
    });
  });
}

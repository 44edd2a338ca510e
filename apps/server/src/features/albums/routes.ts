import { albumQuerySchema, albumRoutes } from "@riddlebook/protocol";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { signedInUser } from "../../auth/require-user";
import { cardPng } from "../../cards/card-service";
import { CARD_CACHE_CONTROL } from "../../cards/render";
import { registerShareMeta } from "../../cards/share-meta";
import { defineRoute } from "../../http/define-route";
import type { RouteContext } from "../../routes/context";
import { albumCard, albumShareMeta, finishedGames, readAlbum, shareAlbum, unshareAlbum } from "./service";

/** The signed-in caller's id, or null: the album and its card are public routes that still look. */
async function viewerId(request: FastifyRequest): Promise<string | null> {
  return (await request.server.sessions.current(request))?.user.id ?? null;
}

/**
 * The album of a finished game (contracts in packages/protocol/src/routes/albums.ts; who may read or
 * share it in `service.ts`): the album and its PNG card, open to signed-out callers too; the host's
 * share link (201 with the token, 204 on revoking); the album page's Open Graph tags
 * (apps/server/src/cards/README.md); and the caller's finished games for the profile.
 */
export function registerAlbumRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const deps = { db: ctx.db, games: ctx.games, clock: ctx.clock };
  const png = cardPng(app, ctx);

  defineRoute(app, albumRoutes.album, async ({ params, query }, request) =>
    readAlbum(deps, params.id, { userId: await viewerId(request), token: query.token }),
  );

  defineRoute(app, albumRoutes.card, async ({ params, query }, request, reply) => {
    const content = await albumCard(deps, params.id, { userId: await viewerId(request), token: query.token });
    const card = await png(request, content);
    // Kept by what it shows: a finished game changes only when a deleted player's name does.
    reply.header("cache-control", CARD_CACHE_CONTROL);
    return card;
  });

  defineRoute(app, albumRoutes.share, async ({ params }, request) =>
    shareAlbum(deps, params.id, signedInUser(request).id),
  );

  defineRoute(app, albumRoutes.unshare, async ({ params }, request) =>
    unshareAlbum(deps, params.id, signedInUser(request).id),
  );

  registerShareMeta(app, "/game/:gameId/album", async (params, request) => {
    const parsed = albumQuerySchema.safeParse(request.query ?? {});
    const gameId = params.gameId ?? "";
    if (!parsed.success || gameId.length > 64) return null;
    return albumShareMeta(deps, gameId, parsed.data.token);
  });

  defineRoute(app, albumRoutes.finished, async (_input, request) =>
    finishedGames(ctx.db, signedInUser(request).id),
  );
}

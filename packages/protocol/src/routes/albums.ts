/**
 * The album routes' contracts (packages/protocol/src/album.ts): a finished game's album, its card,
 * the host's share link, and the profile's game history. The album and its card are public routes
 * that still look for a session: a private game's album opens to its players, or to its share token.
 */
import { z } from "zod";
import { albumQuerySchema, albumSchema, albumShareSchema, finishedGamesResponseSchema } from "../album";
import { binaryAnswer, idPathParam, noContent, routeContract } from "./contract";

const gameParams = z.object({ id: idPathParam("The game's id.") });
const MAY_NOT_SEE = {
  description: "No such game, or a private game the caller may not see (no seat, no valid token).",
};
const HOST_ONLY = { description: "The caller is a player but not the host." };
const NOT_SEATED = { description: "No such game, or a private game the caller has no seat in." };
const NOT_OVER = { description: "`wrong_phase`: the game is not over yet; the album opens when it is." };

export const albumRoutes = {
  album: routeContract({
    method: "GET",
    path: "/api/games/:id/album",
    access: "public",
    summary: "A finished game's album",
    description:
      "Every scored riddle with its word, author, solvers and solve rate, and the final standings. A public game's album is open to anyone, signed out too; a private game's to its players (with a session) and to holders of its share token (`?token=`).",
    tag: "Albums",
    params: gameParams,
    query: albumQuerySchema,
    responses: {
      200: { description: "The album.", schema: albumSchema },
      400: { description: "A malformed `token`." },
      404: MAY_NOT_SEE,
      409: NOT_OVER,
    },
  }),
  card: routeContract({
    method: "GET",
    path: "/api/games/:id/album/card.png",
    access: "public",
    summary: "A finished game's album card (the final standings)",
    description: "Who may see it: as for the album. Cached; the album page's Open Graph image.",
    tag: "Albums",
    params: gameParams,
    query: albumQuerySchema,
    responses: {
      200: binaryAnswer("image/png", "The 1200×630 card."),
      400: { description: "A malformed `token`." },
      404: MAY_NOT_SEE,
      409: NOT_OVER,
      429: { description: "`rate_limited`: too many cards drawn for this client; `Retry-After` says when." },
      503: { description: "`busy`: the card drawers are full; try again." },
    },
  }),
  share: routeContract({
    method: "POST",
    path: "/api/games/:id/album/share",
    access: "user",
    summary: "Make a share link for a private game's album",
    description: "A new link replaces the old one, which then opens nothing.",
    tag: "Albums",
    params: gameParams,
    responses: {
      201: { description: "The token and the album's path with it.", schema: albumShareSchema },
      400: { description: "The game is public: its album needs no token." },
      403: HOST_ONLY,
      404: NOT_SEATED,
      409: NOT_OVER,
    },
  }),
  unshare: routeContract({
    method: "DELETE",
    path: "/api/games/:id/album/share",
    access: "user",
    summary: "Revoke a private game's album share link",
    tag: "Albums",
    params: gameParams,
    responses: {
      204: noContent("Revoked (or there was no link)."),
      400: { description: "The game is public: its album has no token." },
      403: HOST_ONLY,
      404: NOT_SEATED,
      409: NOT_OVER,
    },
  }),
  finished: routeContract({
    method: "GET",
    path: "/api/user/games/finished",
    access: "user",
    summary: "One's finished games (the profile's game history)",
    tag: "Account",
    responses: {
      200: {
        description: "Newest first, games with at least one riddle.",
        schema: finishedGamesResponseSchema,
      },
    },
  }),
};

import type { GameInvite, InviteStatus } from "@riddlebook/protocol";
import { findPlayer, type GameState } from "@riddlebook/rules";
import type { FastifyInstance } from "fastify";
import { inviteOpens } from "../game/access";
import { gameNotFound } from "../game/game-service";
import { enforce } from "../lib/rate-limit";
import type { RouteContext } from "./context";
import { inviteParam, liveGameByCodeParam } from "./games";
import { idParam } from "./params";

/** Where the game stands, as a visitor on its invite link is told. */
function statusOf(state: GameState): InviteStatus {
  if (state.phase === "setup") return "waiting";
  return state.phase === "complete" ? "finished" : "started";
}

/** The little an invite shows (packages/protocol/src/invite.ts): nothing secret, no join code. */
function inviteOf(state: GameState): GameInvite {
  return {
    name: state.name,
    hostName: findPlayer(state, state.hostPlayerId)?.name ?? null,
    playerCount: state.players.length,
    maxPlayers: state.maxPlayers,
    status: statusOf(state),
    isPublic: state.isPublic,
  };
}

/**
 * The game an invite link names, for a visitor who is not signed in (the signed-out invite page):
 * by join code, or by id with the code as `?invite=` for a private game. No session needed; what it
 * answers is `GameInvite` and nothing more. Codes are guessed per client address only (a visitor has
 * no user): every code lookup and every wrong invite on a private game counts against the same
 * join-code lookup window as the signed-in lookups (docs/reliability.md A22), checked before the
 * code is compared.
 */
export function registerInviteRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { games, gameLimits } = ctx;
  const perIp = gameLimits.codeLookupPerIp;

  app.get("/api/invites/:code", async (request): Promise<GameInvite> => {
    enforce(perIp.check(request.ip));
    perIp.hit(request.ip);
    return inviteOf((await liveGameByCodeParam(ctx.db, request)).state);
  });

  app.get("/api/games/:id/invite", async (request): Promise<GameInvite> => {
    const state = await games.load(idParam(request));
    if (!state) throw gameNotFound();
    if (state.isPublic) return inviteOf(state);
    const invite = inviteParam(request);
    // A private game without its code looks like no game at all.
    if (invite === undefined) throw gameNotFound();
    enforce(perIp.check(request.ip));
    if (inviteOpens(state, invite)) return inviteOf(state);
    perIp.hit(request.ip);
    throw gameNotFound();
  });
}

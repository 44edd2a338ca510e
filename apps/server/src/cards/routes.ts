import {
  idSchema,
  type ShareLinkBody,
  type ShareLinkResponse,
  shareIdSchema,
  shareLinkBodySchema,
} from "@riddlebook/protocol";
import { findPlayerByUser, isRoundScored, ROUND_LIMITS } from "@riddlebook/rules";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { requireUser, signedInUser } from "../auth/require-user";
import { shareIdFor, shareIdOpens } from "../db/repos/share-links";
import { challengeById } from "../features/challenges";
import { HttpError } from "../http/errors";
import { parseBody } from "../http/parse-body";
import type { RouteContext } from "../routes/context";
import {
  type Card,
  challengeCard,
  findRiddle,
  resultCard,
  riddleCard,
  riddlesReadable,
} from "./card-content";
import { cardSender } from "./card-service";
import { originOf, registerShareMeta } from "./share-meta";

/**
 * Share links, card images and the shared pages' tags (apps/server/src/cards/README.md). Who may see a
 * card: a public game's result once it is over, and its riddles once guessing opened on them; anything
 * else (a private game, a riddle still being written, any challenge) only through the link a player
 * made, which carries the target's unguessable share id as `?s=`.
 */

type ShareTarget = ShareLinkBody;

const roundSchema = z
  .string()
  .regex(/^[0-9]{1,3}$/, "The round must be a whole number.")
  .transform(Number)
  .refine(
    (n) => n >= ROUND_LIMITS.min && n <= ROUND_LIMITS.max,
    `The round must be from ${ROUND_LIMITS.min} to ${ROUND_LIMITS.max}.`,
  );

/** The path parameters of each kind's page and image, as strings. */
const PARAMS = {
  riddle: z.object({ gameId: idSchema, round: roundSchema, playerId: idSchema }),
  result: z.object({ gameId: idSchema }),
  challenge: z.object({ challengeId: idSchema }),
} as const;

type Kind = keyof typeof PARAMS;

/** The target named by `params`, or the first problem with them. */
function parseTarget(kind: Kind, params: unknown): { target: ShareTarget } | { error: string } {
  const parsed = PARAMS[kind].safeParse(params);
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? "That is not a valid card." };
  return { target: { kind, ...parsed.data } as ShareTarget };
}

/** The one string a target's share id is stored under. */
const targetKey = (t: ShareTarget): string =>
  t.kind === "riddle"
    ? `riddle:${t.gameId}:${t.round}:${t.playerId}`
    : t.kind === "result"
      ? `result:${t.gameId}`
      : `challenge:${t.challengeId}`;

const enc = encodeURIComponent;
const pathParts = (t: ShareTarget): string =>
  t.kind === "riddle"
    ? `riddle/${enc(t.gameId)}/${t.round}/${enc(t.playerId)}`
    : t.kind === "result"
      ? `result/${enc(t.gameId)}`
      : `challenge/${enc(t.challengeId)}`;
const withShare = (path: string, shareId: string | undefined) =>
  shareId ? `${path}?s=${enc(shareId)}` : path;

/** The page a shared link opens (in the app), and the card image its tags point at. */
const sharePagePath = (t: ShareTarget, shareId?: string) => withShare(`/share/${pathParts(t)}`, shareId);
const cardImagePath = (t: ShareTarget, shareId?: string) =>
  withShare(`/api/cards/${pathParts(t)}.png`, shareId);

/**
 * The card of `target` as `shareId` (the link's `?s=`, if any) may see it; undefined when there is no
 * such card or it is not for this link. Callers answer both the same way (404), so a private game's
 * existence is not revealed.
 */
async function openCard(
  ctx: Pick<RouteContext, "db" | "games">,
  target: ShareTarget,
  shareId: string | undefined,
): Promise<Card | undefined> {
  const shared = async () =>
    shareId !== undefined &&
    shareIdSchema.safeParse(shareId).success &&
    (await shareIdOpens(ctx.db, shareId, targetKey(target)));
  if (target.kind === "challenge") {
    if (!(await shared())) return undefined;
    const challenge = await challengeById(ctx.db, target.challengeId);
    return challenge ? challengeCard(challenge) : undefined;
  }
  const state = await ctx.games.load(target.gameId);
  if (!state) return undefined;
  if (target.kind === "result") {
    const card = resultCard(state);
    return card && (state.isPublic || (await shared())) ? card : undefined;
  }
  const card = riddleCard(state, target.round, target.playerId);
  const open = state.isPublic && riddlesReadable(state, target.round);
  return card && (open || (await shared())) ? card : undefined;
}

const NO_CARD = "There is no such card, or it is not shared.";

/**
 * Whether `userId` may make a share link for `target`: a seat in the game (the result once it is over;
 * a riddle once submitted, by its author until the round is scored, by any player after), or either
 * side of a challenge. Answers the 404 message otherwise.
 */
async function assertMayShare(ctx: RouteContext, userId: string, target: ShareTarget): Promise<void> {
  if (target.kind === "challenge") {
    const challenge = await challengeById(ctx.db, target.challengeId);
    if (challenge && (challenge.challengerId === userId || challenge.challengedId === userId)) return;
    throw new HttpError(404, "not_found", "No such challenge of yours.");
  }
  const state = await ctx.games.load(target.gameId);
  const seat = state ? findPlayerByUser(state, userId) : undefined;
  if (!state || !seat) throw new HttpError(404, "not_found", "No such game of yours.");
  if (target.kind === "result") {
    if (state.phase === "complete") return;
    throw new HttpError(409, "invalid_request", "The results can be shared once the game is over.");
  }
  const found = findRiddle(state, target.round, target.playerId);
  if (!found) throw new HttpError(404, "not_found", "No such riddle in this game.");
  if (!isRoundScored(found.roundState) && target.playerId !== seat.id) {
    throw new HttpError(
      409,
      "invalid_request",
      "Other players' riddles can be shared once their round is scored.",
    );
  }
}

const shareQuery = (request: { query: unknown }): string | undefined => {
  const s = (request.query as Record<string, unknown> | undefined)?.s;
  return typeof s === "string" ? s : undefined;
};

/** Registers the card images, `POST /api/share-links` and the shared pages' Open Graph tags. */
export function registerCardRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const sendCard = cardSender(app, ctx);
  const image = (kind: Kind, url: string) =>
    app.get(url, async (request, reply) => {
      const parsed = parseTarget(kind, request.params);
      if ("error" in parsed) throw new HttpError(400, "invalid_request", parsed.error);
      const s = shareQuery(request);
      if (s !== undefined && !shareIdSchema.safeParse(s).success) {
        throw new HttpError(400, "invalid_request", "s: that is not a valid share id.");
      }
      const card = await openCard(ctx, parsed.target, s);
      if (!card) throw new HttpError(404, "not_found", NO_CARD);
      return sendCard(request, reply, card.content);
    });
  image("riddle", "/api/cards/riddle/:gameId/:round/:playerId.png");
  image("result", "/api/cards/result/:gameId.png");
  image("challenge", "/api/cards/challenge/:challengeId.png");

  app.post("/api/share-links", { preHandler: requireUser }, async (request): Promise<ShareLinkResponse> => {
    const target = parseBody(shareLinkBodySchema, request.body);
    await assertMayShare(ctx, signedInUser(request).id, target);
    const shareId = await shareIdFor(ctx.db, targetKey(target), ctx.clock.now());
    const origin = originOf(request);
    return {
      url: `${origin}${sharePagePath(target, shareId)}`,
      imageUrl: `${origin}${cardImagePath(target, shareId)}`,
    };
  });

  const page = (kind: Kind, pattern: string) =>
    registerShareMeta(app, pattern, async (params, request) => {
      const parsed = parseTarget(kind, params);
      if ("error" in parsed) return null;
      const s = shareQuery(request);
      const card = await openCard(ctx, parsed.target, s);
      return card ? { ...card.meta, image: cardImagePath(parsed.target, s) } : null;
    });
  page("riddle", "/share/riddle/:gameId/:round/:playerId");
  page("result", "/share/result/:gameId");
  page("challenge", "/share/challenge/:challengeId");
}

import { join } from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Clock } from "../deps";
import { clientAddressKey } from "../http/trust-proxy";
import { enforce, type RefusalCounter, SlidingWindowLimiter } from "../lib/rate-limit";
import type { RouteContext } from "../routes/context";
import type { CardConfig } from "./card-config";
import { prepareCard } from "./card-fonts";
import { CardStore, cardHash } from "./card-store";
import { CardWorkers } from "./card-workers";
import { type CardContent, sendPng } from "./render";

const MINUTE_MS = 60_000;

/**
 * A card's PNG for a client (docs/reliability.md, issue 29 findings 1 and 7): from the store when
 * this content was drawn before (a warm hit, limited only by the per-client /api limit); else drawn
 * on a thread, at most `coldRendersPerMinute` per client address (429 `rate_limited` with
 * Retry-After past it) and behind a bounded queue (503 `busy`). Two requests for one card while it is
 * being drawn share the drawing.
 */
class CardService {
  readonly store: CardStore;
  readonly workers: CardWorkers;
  private readonly cold: SlidingWindowLimiter;
  private readonly drawing = new Map<string, Promise<Buffer>>();

  constructor(options: {
    cards: CardConfig;
    dataDir: string;
    rateLimitScale: number;
    clock: Clock;
    refusals?: RefusalCounter;
  }) {
    const { cards } = options;
    this.store = new CardStore(join(options.dataDir, "cards"), cards.storeMb * 1024 * 1024);
    this.workers = new CardWorkers(cards.renderThreads, cards.renderQueue);
    this.cold = new SlidingWindowLimiter({
      limit: Math.max(1, Math.round(cards.coldRendersPerMinute * options.rateLimitScale)),
      windowMs: MINUTE_MS,
      clock: options.clock,
      name: "card_cold_render",
      ...(options.refusals ? { refusals: options.refusals } : {}),
    });
  }

  /** The PNG of `content` for the client `clientKey` (its address). */
  async png(content: CardContent, clientKey: string): Promise<Buffer> {
    const hash = cardHash(content);
    const stored = await this.store.get(hash);
    if (stored) return stored;
    const pending = this.drawing.get(hash);
    if (pending) return pending;
    enforce(this.cold.check(clientKey));
    this.cold.hit(clientKey);
    const drawn = this.workers
      .render(prepareCard(content))
      .then(async (png) => {
        await this.store.put(hash, png);
        return png;
      })
      .finally(() => this.drawing.delete(hash));
    this.drawing.set(hash, drawn);
    return drawn;
  }

  close(): Promise<void> {
    return this.workers.close();
  }
}

const services = new WeakMap<FastifyInstance, CardService>();

/**
 * The PNG of `content` for a request, stored or drawn, counted against the request's client address.
 * One `CardService` per app: the card and album routes share its threads, store and limits; it is
 * made (and its close hooked) when the first of them registers.
 */
export function cardPng(
  app: FastifyInstance,
  ctx: Pick<RouteContext, "config" | "clock" | "metrics">,
): (request: FastifyRequest, content: CardContent) => Promise<Buffer> {
  let service = services.get(app);
  if (!service) {
    const made = new CardService({ ...ctx.config, clock: ctx.clock, refusals: ctx.metrics });
    services.set(app, made);
    app.addHook("onClose", () => made.close());
    service = made;
  }
  const cards = service;
  return (request, content) => cards.png(content, clientAddressKey(request.ip));
}

/** How routes answer a card: `cardPng`'s PNG, sent with its media type and cache header. */
export function cardSender(
  app: FastifyInstance,
  ctx: Pick<RouteContext, "config" | "clock" | "metrics">,
): (request: FastifyRequest, reply: FastifyReply, content: CardContent) => Promise<FastifyReply> {
  const png = cardPng(app, ctx);
  return async (request, reply, content) => sendPng(reply, await png(request, content));
}

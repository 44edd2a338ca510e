import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import { createAuthLimits } from "./auth/auth-limits";
import { createPasswordHasher, owaspScryptCost } from "./auth/passwords";
import "./auth/require-user";
import { effectiveRole } from "./auth/roles";
import { createSessionService } from "./auth/sessions";
import { BotRunner } from "./bots/bot-runner";
import { registerCardRoutes } from "./cards/routes";
import { dbProbeOf } from "./db/db-probe";
import type { AppDeps } from "./deps";
import { registerAlbumRoutes } from "./features/albums";
import { registerBattleRoutes } from "./features/battles";
import { ChallengeService, registerChallengeRoutes } from "./features/challenges";
import { registerDailyRoutes } from "./features/daily";
import { friendIdsOf, registerFriendRoutes } from "./features/friends";
import { registerLeaderboardRoutes } from "./features/leaderboard";
import { registerModerationRoutes } from "./features/moderation";
import { UserPresence } from "./features/presence";
import { registerReportRoutes } from "./features/reports";
import { ReviewQueueHook, registerReviewRoutes } from "./features/review";
import { registerStoryRoutes } from "./features/story";
import { registerTournamentRoutes, TournamentService } from "./features/tournaments";
import { registerVaultRoutes } from "./features/vault";
import { DeadlineScheduler } from "./game/deadline-scheduler";
import { GameService } from "./game/game-service";
import { timingsFromConfig } from "./game/rules-context";
import { SetupExpiry } from "./game/setup-expiry";
import { installClientRateLimit } from "./http/client-rate-limit";
import { installCompression } from "./http/compression";
import { installConnectionCap, serverTimeoutOptions } from "./http/connection-limits";
import { installDrainGuard, installErrorBodyForEmptyAnswers, installNoStoreForApi } from "./http/edge";
import { clientErrorHandler, frameworkErrorHandler, installErrorHandling } from "./http/errors";
import { installIdempotency } from "./http/idempotency";
import { loggerOptions } from "./http/logging";
import { installCsrfGuard } from "./http/security";
import { installSecurityHeaders } from "./http/security-headers";
import { fastifyTrustProxy } from "./http/trust-proxy";
import { MatchmakingService } from "./matchmaking/matchmaking-service";
import { instrumentedBus } from "./metrics/instrumented-bus";
import { Metrics } from "./metrics/metrics";
import { registerMetricsRoute } from "./metrics/metrics-endpoint";
import { installApiDocs } from "./openapi/install";
import { RealtimeGateway } from "./realtime/gateway";
import { SessionSockets } from "./realtime/session-sockets";
import { registerTournamentSocketRoute, TournamentChannel } from "./realtime/tournament-channel";
import { UserChannel } from "./realtime/user-channel";
import { registerRealtimeRoute } from "./realtime/ws-route";
import { registerAccountRoutes } from "./routes/account";
import { registerAuthRoutes } from "./routes/auth";
import type { RouteContext } from "./routes/context";
import { createGameLimits, intentLimiter } from "./routes/game-limits";
import { registerGameRoutes } from "./routes/games";
import { registerGuestRoutes } from "./routes/guest";
import { registerHealthRoutes } from "./routes/health";
import { registerInviteRoutes } from "./routes/invites";
import { registerMatchmaking } from "./routes/matchmaking";
import { registerPlayAgainRoutes } from "./routes/play-again";
import { registerPlayerRoutes } from "./routes/players";
import { registerProfileRoutes } from "./routes/profile";
import { registerRiddleRoutes } from "./routes/riddles";
import { registerSettingsRoutes } from "./routes/settings";
import { registerTestUserRoutes } from "./routes/test-users";
import { registerWebApp } from "./routes/web-app";
import { registerWordbookRoutes } from "./routes/wordbook";

declare module "fastify" {
  interface FastifyInstance {
    /** The game service: every change to a game goes through it. */
    games: GameService;
    /** Keeps one timer per running game's deadline in this process. */
    scheduler: DeadlineScheduler;
    /** Ends games idle in setup for an hour, freeing their join codes (ADR 013). */
    setupExpiry: SetupExpiry;
    /** The WebSocket gateway on /ws. */
    gateway: RealtimeGateway;
    /** Plays the bots of the games this instance moves into writing or reading (ADR 006). */
    bots: BotRunner;
    /** Challenges between friends: expiry and the finished game's result (ADR 020). */
    challenges: ChallengeService;
    /** This app's Prometheus metrics (docs/deploy.md, "Metrics"). */
    metrics: Metrics;
    /** Tournaments: registration, starts, match games and results (ADR 033). */
    tournaments: TournamentService;
  }
}

/** Largest accepted request body. Our JSON bodies are a few hundred bytes. */
const BODY_LIMIT_BYTES = 64 * 1024;
const SESSION_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** Builds the whole HTTP app without listening. Everything outside the process comes in through `deps`. */
export function buildApp(given: AppDeps): FastifyInstance {
  const { config } = given;
  // A registry per app; Node's process metrics only when /metrics is served somewhere.
  const metrics = new Metrics({
    processMetrics: config.metricsToken !== undefined || config.metricsPort !== undefined,
  });
  // Every publish goes through the instrumented bus: failures and lag are counted.
  const instrumented = instrumentedBus(given.bus, metrics);
  const deps: AppDeps = { ...given, bus: instrumented.bus };
  const logger =
    deps.logger === undefined
      ? loggerOptions(config.logLevel)
      : typeof deps.logger === "object" && deps.logger !== null
        ? { ...(loggerOptions(config.logLevel) as object), ...(deps.logger as object) }
        : deps.logger;
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT_BYTES,
    // Trusted proxies, timeouts and the one error shape for routing and socket-level refusals: ADR 014.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    ...serverTimeoutOptions(config),
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    onProtoPoisoning: "error",
    onConstructorPoisoning: "error",
    // Requests arriving while the server drains get installDrainGuard's 503 in the one error shape.
    return503OnClosing: false,
  });
  installDrainGuard(app);
  installConnectionCap(app.server, {
    maxPerClient: Math.round(config.maxConnectionsPerIp * config.rateLimitScale),
    trust: config.trustProxy,
    log: app.log,
  });

  // JSON only: no text/plain parser, so text/plain or form bodies get 415 (CSRF: ADR 004;
  // docs/reliability.md A11).
  // An empty JSON body is treated as no body, like a request without one.
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text.trim() === "") done(null, undefined);
    else parseJson(request, text, done);
  });

  installErrorHandling(app);
  app.register(cookie);
  installSecurityHeaders(app, config.isProduction);
  installCsrfGuard(app);
  // Idempotency-Key on the routes that opt in (ADR 016); before any route is registered.
  installIdempotency(app, { db: deps.db, clock: deps.clock });
  // Brotli/gzip for JSON over 1 kB; after installIdempotency, whose stored bodies stay plain text.
  installCompression(app);
  installNoStoreForApi(app);
  installErrorBodyForEmptyAnswers(app);
  installClientRateLimit(app, {
    clock: deps.clock,
    requestsPerSecond: config.httpRequestsPerSecond,
    scale: config.rateLimitScale,
    refusalDelayMs: config.httpRefusalDelayMs,
    refusals: metrics,
  });
  // /openapi.json and /docs; before any route, so the documentation sees them all (ADR 022).
  installApiDocs(app);

  const sessions = createSessionService({
    db: deps.db,
    clock: deps.clock,
    bus: deps.bus,
    idleMs: config.sessionIdleMs,
    absoluteMs: config.sessionAbsoluteMs,
    secureCookie: config.isProduction,
    log: app.log,
    roleOf: (user) => effectiveRole(config, user),
  });
  app.decorate("sessions", sessions);
  app.decorateRequest("currentUser", null);
  app.decorateRequest("sessionTokenHash", null);
  app.decorateRequest("sessionLookup", null);

  // The one place ambient randomness enters the server; tests inject a seeded source.
  const rng = deps.rng ?? Math.random;
  const gameLimits = createGameLimits(deps.clock, config.rateLimitScale, metrics);
  const games = new GameService({
    db: deps.db,
    bus: deps.bus,
    clock: deps.clock,
    rng,
    log: app.log,
    limiter: intentLimiter(gameLimits),
    // Other instances exist only behind Redis; alone, commits go straight to this instance's sockets.
    publishCommits: config.redisUrl !== undefined,
    metrics,
  });
  const scheduler = new DeadlineScheduler({
    db: deps.db,
    clock: deps.clock,
    games,
    log: app.log,
    sweepMs: config.deadlineSweepMs,
  });
  const armFor = (state: { id: string; phase: string; deadline: number | null }) =>
    scheduler.arm(state.id, state.phase === "complete" ? null : state.deadline);
  games.onCommit(armFor);
  const bots = new BotRunner({
    db: deps.db,
    games,
    clock: deps.clock,
    log: app.log,
    speed: config.botSpeed,
    rng,
    metrics,
  });
  games.onCommit((state, events) => bots.onLocalCommit(state, events));
  const gateway = new RealtimeGateway({
    db: deps.db,
    bus: deps.bus,
    clock: deps.clock,
    rng,
    games,
    log: app.log,
    heartbeatMs: config.wsHeartbeatMs,
    timerUpdateMs: config.timerUpdateMs,
    maxSocketsPerUser: config.wsMaxSocketsPerUser,
    messagesPerSecond: config.wsMessagesPerSecond,
    floodCooldownMs: config.wsFloodCooldownMs,
    inviteGuesses: { perUser: gameLimits.codeLookupPerUser, perIp: gameLimits.codeLookupPerIp },
    onRemoteState: (state) => {
      armFor(state);
      bots.onRemoteState(state);
    },
    metrics,
  });
  games.onCommit((state, events) => gateway.localCommit(state, events));
  // Published riddles enter the review queue once their round is scored (ADR 021).
  const reviewQueue = ReviewQueueHook.listen(games, { db: deps.db, clock: deps.clock, log: app.log });
  app.decorate("games", games);
  app.decorate("scheduler", scheduler);
  app.decorate(
    "setupExpiry",
    new SetupExpiry({
      db: deps.db,
      clock: deps.clock,
      games,
      log: app.log,
      idleMs: config.setupIdleMs,
      sweepMs: config.setupSweepMs,
    }),
  );
  app.decorate("gateway", gateway);
  app.decorate("bots", bots);

  // What every socket channel shares: the bus, the clock and the per-socket limits.
  const socketChannel = {
    bus: deps.bus,
    log: app.log,
    clock: deps.clock,
    heartbeatMs: config.wsHeartbeatMs,
    maxSocketsPerUser: config.wsMaxSocketsPerUser,
    messagesPerSecond: config.wsMessagesPerSecond,
    floodCooldownMs: config.wsFloodCooldownMs,
  };
  const userChannel: UserChannel = new UserChannel({
    ...socketChannel,
    // Friends' presence (ADR 020): this process's rows in user_presence, under an id of its own.
    presence: new UserPresence({
      db: deps.db,
      clock: deps.clock,
      log: app.log,
      instanceId: deps.ids.newId(),
      pushMany: (userIds, message) => userChannel.pushMany(userIds, message),
      friendIdsOf: (userId) => friendIdsOf(deps.db, userId),
      refreshMs: config.presenceRefreshMs,
      staleMs: config.presenceStaleMs,
      sweepMs: config.presenceSweepMs,
    }),
    metrics,
  });
  const ctx: RouteContext = {
    config,
    db: deps.db,
    clock: deps.clock,
    ids: deps.ids,
    bus: deps.bus,
    passwords:
      deps.passwords ??
      createPasswordHasher({
        cost: owaspScryptCost(config.scryptLogN),
        maxConcurrent: config.passwordHashConcurrency,
        maxQueued: config.passwordHashQueue,
      }),
    limits: createAuthLimits(deps.clock, config.rateLimitScale, metrics),
    games,
    gameLimits,
    rng,
    push: userChannel,
    metrics,
  };
  const matchmaking = new MatchmakingService({
    db: deps.db,
    clock: deps.clock,
    ids: deps.ids,
    rng,
    games,
    log: app.log,
    timings: timingsFromConfig(config),
    relaxMs: config.matchRelaxSeconds * 1000,
    staleMs: config.matchStaleSeconds * 1000,
    botOfferMs: config.matchBotOfferSeconds * 1000,
    push: (userId, message) => userChannel.push(userId, message),
    metrics,
  });
  // Tournaments' live view and service (ADR 033); its socket route is registered with the others below.
  const tournamentChannel: TournamentChannel = new TournamentChannel({
    ...socketChannel,
    load: (id) => tournaments.read(id),
    metrics,
  });
  const tournaments = new TournamentService({
    db: deps.db,
    clock: deps.clock,
    ids: deps.ids,
    games,
    pushes: userChannel,
    changed: (id) => tournamentChannel.changed(id),
    log: app.log,
    rng,
    timings: timingsFromConfig(config),
    noShowMs: config.tournamentNoShowMs,
    sweepMs: config.tournamentSweepMs,
  });
  games.onCommit((state, events) => tournaments.onCommit(state, events));
  app.decorate("tournaments", tournaments);
  // A session's sockets end with it: here at once, elsewhere by the bus or the periodic check (ADR 017).
  const sessionSockets = new SessionSockets({
    sockets: [gateway.sessionSockets, userChannel.sessionSockets, tournamentChannel.sessionSockets],
    liveTokenHashes: (tokenHashes) => sessions.liveTokenHashes(tokenHashes),
    intervalMs: config.sessionSocketSweepMs,
    bus: deps.bus,
    log: app.log,
  });
  sessions.onEnded((userId, tokenHash) => sessionSockets.sessionEnded(userId, tokenHash));
  registerHealthRoutes(app, ctx);
  registerAuthRoutes(app, ctx);
  registerGuestRoutes(app, ctx);
  registerProfileRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  if (config.testMode) registerTestUserRoutes(app, ctx);
  registerGameRoutes(app, ctx);
  registerInviteRoutes(app, ctx);
  registerPlayAgainRoutes(app, ctx);
  registerSettingsRoutes(app, ctx);
  registerPlayerRoutes(app, ctx);
  registerRiddleRoutes(app, ctx);
  registerWordbookRoutes(app, rng);
  registerRealtimeRoute(app, gateway, config.wsMaxSocketsPerUser);
  registerMatchmaking(app, ctx, { matchmaking, userChannel });
  registerFriendRoutes(app, ctx);
  const challenges = new ChallengeService({
    ...ctx,
    log: app.log,
    timings: timingsFromConfig(config),
    sweepMs: config.challengeSweepMs,
    rateLimitScale: config.rateLimitScale,
    refusals: metrics,
  });
  games.onCommit((state) => challenges.onCommit(state));
  app.decorate("challenges", challenges);
  registerChallengeRoutes(app, challenges);
  registerBattleRoutes(app, ctx);
  registerLeaderboardRoutes(app, ctx);
  registerReviewRoutes(app, ctx);
  registerModerationRoutes(app, ctx);
  for (const register of [registerVaultRoutes, registerDailyRoutes, registerAlbumRoutes]) register(app, ctx);
  registerReportRoutes(app, ctx);
  registerCardRoutes(app, ctx);
  registerStoryRoutes(app, ctx);
  registerTournamentRoutes(app, ctx, tournaments);
  registerTournamentSocketRoute(app, tournamentChannel, {
    maxSocketsPerUser: config.wsMaxSocketsPerUser,
    exists: async (id) => (await tournaments.read(id)) !== null,
  });
  app.addHook("onReady", () => tournamentChannel.start());
  app.addHook("preClose", () => tournamentChannel.shutdown());
  registerMetricsRoute(app, metrics, config.metricsToken);
  app.decorate("metrics", metrics);
  const stopWatching = metrics.watch({
    db: deps.db,
    probe: dbProbeOf(deps.db),
    clock: deps.clock,
    log: app.log,
    gameSockets: () => gateway.size,
    userSockets: () => userChannel.size,
    matchStaleMs: config.matchStaleSeconds * 1000,
  });
  registerWebApp(app, config.webDistDir);

  let purgeTimer: NodeJS.Timeout | undefined;
  const purge = () =>
    sessions.purgeExpired().catch((error) => app.log.warn({ err: error }, "expired-session purge failed"));
  app.addHook("onReady", async () => {
    void purge();
    purgeTimer = setInterval(purge, SESSION_PURGE_INTERVAL_MS);
    purgeTimer.unref();
    sessionSockets.start();
    await gateway.start();
    await scheduler.start();
    app.setupExpiry.start();
    challenges.start();
    tournaments.start();
    await bots.start();
  });
  app.addHook("onClose", async () => {
    clearInterval(purgeTimer);
    sessionSockets.stop();
    // Finish in-flight commits, then stop the clocks, before the database closes.
    await bots.stop();
    await app.setupExpiry.stop();
    await games.drain();
    await scheduler.stop();
    await games.drain();
    // After the last commits: their challenge and tournament results are being recorded.
    await challenges.stop();
    await tournaments.stop();
    await reviewQueue.stop();
    stopWatching();
    instrumented.stop();
  });

  return app;
}

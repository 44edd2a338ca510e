import {
  idSchema,
  TOURNAMENT_SOCKET_PATH,
  type TournamentDetail,
  type TournamentStateMessage,
} from "@riddlebook/protocol";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { RawData, WebSocket } from "ws";
import { type BusMessage, busChannel } from "../bus/bus";
import { HttpError } from "../http/errors";
import { LiveSocket, type SessionIdentity } from "./live-socket";
import { pongJson } from "./messages";
import { SocketRegistry } from "./socket-registry";
import { registerSocketRoute } from "./socket-route";
import type { UpgradeGate } from "./upgrade-check";

/** A tournament changed (on any instance): instances with sockets on it send them its new state. */
interface TournamentChangedEvent extends BusMessage {
  type: "tournament_changed";
  tournamentId: string;
}

/** The bus channel of tournament changes (docs/decisions/033-tournaments.md). */
const TOURNAMENTS_CHANNEL = busChannel<TournamentChangedEvent>("tournaments");

interface TournamentIdentity extends SessionIdentity {
  tournamentId: string;
}

type TournamentChannelOptions = Omit<
  ConstructorParameters<typeof SocketRegistry>[0],
  "refusalsBeforeClose" | "notices" | "onRateLimited"
> & {
  log: FastifyBaseLogger;
  /** The tournament's public state, or null when there is none. */
  load(tournamentId: string): Promise<TournamentDetail | null>;
  /** Counts refused frames (`ws_tournament`); the app's `Metrics`. */
  metrics?: { refusalCounter(limit: string): () => void };
};

/**
 * The live view of tournaments on `/ws/tournament?tournamentId=…`: for any signed-in user, entrant or
 * spectator, a `tournament_state` message with the whole public state at once and after every
 * change. Changes arrive from the bus (`TOURNAMENTS_CHANNEL`, published by the tournament service on
 * whichever instance made them), so every instance's sockets hear of them; each instance reads the
 * state once per change for all its sockets on that tournament, and a change arriving during a read
 * is followed by one more read, never lost. Sockets follow the same registry rules as the others.
 */
export class TournamentChannel {
  private readonly registry: SocketRegistry<LiveSocket<TournamentIdentity>>;
  private readonly byTournament = new Map<string, Set<LiveSocket<TournamentIdentity>>>();
  /** Tournaments being read now, and whether another change came meanwhile. */
  private readonly reading = new Map<string, { again: boolean }>();
  private unsubscribe: (() => Promise<void>) | undefined;

  constructor(private readonly o: TournamentChannelOptions) {
    this.registry = new SocketRegistry({
      ...o,
      refusalsBeforeClose: 1,
      notices: false,
      onRateLimited: o.metrics?.refusalCounter("ws_tournament"),
    });
  }

  async start(): Promise<void> {
    this.unsubscribe = await this.o.bus.subscribe(TOURNAMENTS_CHANNEL, (event) => {
      if (this.byTournament.has(event.tournamentId)) this.refresh(event.tournamentId);
    });
    await this.registry.start();
  }

  /** What the pre-upgrade check asks about this channel's sockets. */
  get gate(): UpgradeGate {
    return this.registry;
  }

  /** This channel's sockets, for closing them with their sessions (ADR 017). */
  get sessionSockets(): SocketRegistry<LiveSocket<TournamentIdentity>> {
    return this.registry;
  }

  /** Tells every instance that the tournament changed. Never throws. */
  async changed(tournamentId: string): Promise<void> {
    await this.o.bus
      .publish(TOURNAMENTS_CHANNEL, { type: "tournament_changed", tournamentId })
      .catch((error) => this.o.log.warn({ err: error, tournamentId }, "tournament change not published"));
  }

  attach(socket: WebSocket, identity: TournamentIdentity): void {
    const conn = new LiveSocket(socket, identity);
    const admitted = this.registry.admit(conn, {
      frame: (data, isBinary) => this.onFrame(conn, data, isBinary),
      closed: () => {
        const conns = this.byTournament.get(identity.tournamentId);
        conns?.delete(conn);
        if (conns?.size === 0) this.byTournament.delete(identity.tournamentId);
      },
    });
    if (!admitted) return;
    let conns = this.byTournament.get(identity.tournamentId);
    if (!conns) {
      conns = new Set();
      this.byTournament.set(identity.tournamentId, conns);
    }
    conns.add(conn);
    void this.sendState(identity.tournamentId, [conn]);
  }

  async shutdown(): Promise<void> {
    await this.registry.shutdown();
    await this.unsubscribe?.().catch(() => {});
  }

  private refresh(tournamentId: string): void {
    const current = this.reading.get(tournamentId);
    if (current) {
      current.again = true;
      return;
    }
    const mark = { again: false };
    this.reading.set(tournamentId, mark);
    void (async () => {
      do {
        mark.again = false;
        await this.sendState(tournamentId, [...(this.byTournament.get(tournamentId) ?? [])]);
      } while (mark.again);
      this.reading.delete(tournamentId);
    })();
  }

  private async sendState(tournamentId: string, conns: readonly LiveSocket[]): Promise<void> {
    if (conns.length === 0) return;
    try {
      const tournament = await this.o.load(tournamentId);
      if (!tournament) return;
      const message: TournamentStateMessage = { type: "tournament_state", tournament };
      const text = JSON.stringify(message);
      for (const conn of conns) conn.send(text);
    } catch (error) {
      this.o.log.warn({ err: error, tournamentId }, "tournament state not sent");
    }
  }

  /** Only `{"type":"ping"}` is accepted (answered with `pong`); anything else counts as a refusal. */
  private onFrame(conn: LiveSocket<TournamentIdentity>, data: RawData, isBinary: boolean): void {
    if (!isBinary && PING.test(data.toString())) conn.send(pongJson(this.o.clock.now()));
    else this.registry.refuse(conn, "invalid_message", "Only ping is accepted here.");
  }
}

const PING = /^\s*\{\s*"type"\s*:\s*"ping"\s*\}\s*$/;

/**
 * GET /ws/tournament?tournamentId=… upgrades to a tournament's live view after the checks every
 * socket passes (503, 403, 401, 429); a bad id is refused with 400 and an unknown tournament with
 * 404. Needs the websocket plugin, which `registerRealtimeRoute` registers.
 */
export function registerTournamentSocketRoute(
  app: FastifyInstance,
  channel: TournamentChannel,
  o: { maxSocketsPerUser: number; exists(tournamentId: string): Promise<boolean> },
): void {
  registerSocketRoute<TournamentIdentity>(app, {
    path: TOURNAMENT_SOCKET_PATH,
    gate: channel.gate,
    maxSocketsPerUser: o.maxSocketsPerUser,
    async identify(request, session) {
      const id = idSchema.safeParse((request.query as Record<string, unknown>).tournamentId);
      if (!id.success) throw new HttpError(400, "invalid_request", "tournamentId is required.");
      if (!(await o.exists(id.data))) throw new HttpError(404, "not_found", "Tournament not found.");
      return { ...session, tournamentId: id.data };
    },
    attach: (socket, identity) => channel.attach(socket, identity),
  });
}

/**
 * Scripted players of full games of 6 over real HTTP and WebSocket, as bench:game (docs/reliability.md
 * L1) plays them: every player signs in as a guest, the host creates the game, the others join, every
 * seat opens its socket and keeps its view as the web client does (whole views and patches, ADR 009),
 * chooses a word of the hand it was dealt and submits a riddle while writing, and guesses words of
 * the round's page while reading (hands: docs/decisions/018-dealt-hands-and-page-rotation.md).
 *
 * Latency is server → client: each message carries the server's clock (`serverTime`, taken when it is
 * sent) and the client notes when it arrives, on the same machine.
 */
import { applyJsonPatch, reconnectBackoff } from "@riddlebook/protocol";
import { WebSocket } from "ws";
import { sessionCookie } from "../support/http-client";
import type { BenchView, Game, GamePlayersOptions, Seat } from "./game-types";
import { GAME_SIZE } from "./settings";

export type { Game, Seat } from "./game-types";

/** The wordbook page every benchmark game starts on (later rounds rotate to other pages). */
const PAGE = 4;

export async function pageWords(page = PAGE): Promise<string[]> {
  const { getPage } = await import("@riddlebook/words/wordbook");
  return [...(getPage(page)?.words ?? [])];
}

export interface Stats {
  /** Every server → client message but snapshots; `timerLatencies` holds the timer_update ones again. */
  latencies: number[];
  timerLatencies: number[];
  messages: number;
  bytes: number;
  wsErrors: number;
  /** Patches whose base was not the view held (each answered with a resync). */
  patchMisses: number;
  openSockets: number;
  maxOpen: number;
}

export function newStats(): Stats {
  return {
    latencies: [],
    timerLatencies: [],
    messages: 0,
    bytes: 0,
    wsErrors: 0,
    patchMisses: 0,
    openSockets: 0,
    maxOpen: 0,
  };
}

/** Runs `work` over `items`, `concurrency` at a time, starting no new item after `deadline` (epoch ms). */
export async function pool<T>(
  items: T[],
  concurrency: number,
  work: (item: T) => Promise<void>,
  deadline = Number.POSITIVE_INFINITY,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length && Date.now() < deadline) await work(items[next++] as T);
    }),
  );
}

export function openSocket(
  url: string,
  options: { headers: Record<string, string>; localAddress?: string },
  stats: Stats,
  onText: (text: string) => void,
) {
  return new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(url, {
      headers: options.headers,
      perMessageDeflate: false,
      localAddress: options.localAddress,
    });
    let opened = false;
    ws.on("message", (data) => onText(data.toString()));
    ws.once("open", () => {
      opened = true;
      stats.openSockets++;
      stats.maxOpen = Math.max(stats.maxOpen, stats.openSockets);
      resolve(ws);
    });
    ws.on("close", () => {
      if (opened) stats.openSockets--;
    });
    ws.on("error", (error) => {
      stats.wsErrors++;
      reject(error);
    });
  });
}

/**
 * The n-th address of loopback block `block` (127.block.x.y). Linux routes all of 127.0.0.0/8 to the
 * loopback interface, so a client bound to one of these reaches the server from its own IP.
 */
export function loopbackAddress(block: number, n: number): string {
  return `127.${block}.${Math.floor(n / 256) % 256}.${n % 256}`;
}

/** Game players' addresses: 127.10.x.y, one per game. */
const PLAYER_BLOCK = 10;

const rand = (min: number, max: number) => min + Math.random() * (max - min);
const ms = (s: number) => Math.round(s * 1000);

/** Sets up, starts and plays games of 6; each game is played to the end by its scripted seats. */
export class GamePlayers {
  /** Message latencies are recorded only while this is true. */
  recording = false;
  completed = 0;
  /** Called before each game intent is sent (bench:game replays them against a bare server). */
  onIntent: ((game: Game) => void) | undefined;
  /** Called once when a game reports `game_complete`. */
  onComplete: ((game: Game) => void) | undefined;
  /**
   * A seat's socket that closes by itself while its game runs (its instance died) is opened again
   * after the web client's backoff (docs/reliability.md F11, ADR 017), as the web client does. Only
   * bench:scale turns this on. A seat that missed a phase change while away sits that phase out, and
   * the deadline moves its game on.
   */
  reconnect = false;
  /** Called when a seat's socket closed by itself (`reconnect`), and when it is open again. */
  onDrop: ((game: Game, seat: Seat) => void) | undefined;
  onReopen: ((game: Game, seat: Seat) => void) | undefined;
  /** Called for every message a seat receives, with its type. */
  onReceive: ((game: Game, seat: Seat, type: string | undefined) => void) | undefined;
  private readonly wsBase: string;
  private stopped = false;
  private readonly closed = new WeakSet<Game>();

  constructor(private readonly o: GamePlayersOptions) {
    this.wsBase = o.baseUrl.replace(/^http/, "ws");
  }

  /** Every player signs in as a guest, the host creates the game, the others join, and all connect. */
  async setUp(index: number): Promise<Game | undefined> {
    const { setupHttp: http, rounds } = this.o;
    const address = this.o.spreadAddresses ? loopbackAddress(PLAYER_BLOCK, index) : undefined;
    const seats: Seat[] = [];
    for (let i = 0; i < GAME_SIZE; i++) {
      const res = await http.request("POST", "/api/dev-auto-login", { localAddress: address });
      const cookie = sessionCookie(res.setCookie);
      if (!cookie) return undefined;
      seats.push({ cookie, playerId: "", index: i });
    }
    const created = await http.request("POST", "/api/games", {
      body: {
        playerName: this.o.seatName?.(0) ?? "Host",
        totalRounds: rounds,
        ...(this.o.isPublic ? { isPublic: true } : {}),
      },
      cookie: seats[0]!.cookie,
      localAddress: address,
    });
    if (created.status !== 201) return undefined;
    const body = JSON.parse(created.text);
    const game: Game = { index, id: body.game.id, seats, done: false, address };
    seats[0]!.playerId = body.player.id;
    for (const seat of seats.slice(1)) {
      const joined = await http.request("POST", "/api/players", {
        body: { gameId: game.id, name: this.o.seatName?.(seat.index) ?? `Player ${seat.index + 1}` },
        cookie: seat.cookie,
        localAddress: address,
      });
      if (joined.status !== 201) return undefined;
      seat.playerId = JSON.parse(joined.text).id;
    }
    for (const seat of seats) await this.connect(game, seat);
    return game;
  }

  /** Opens the seat's socket; once it is open, a close it did not ask for reconnects (`reconnect`). */
  private async connect(game: Game, seat: Seat): Promise<void> {
    const again = seat.backoff !== undefined;
    const ws = await openSocket(
      `${this.wsBase}/ws?gameId=${game.id}&playerId=${seat.playerId}`,
      { headers: { cookie: seat.cookie }, localAddress: game.address },
      this.o.stats,
      (text) => this.onMessage(game, seat, text),
    ).catch(() => undefined);
    if (!ws) {
      if (again) this.reconnectLater(game, seat);
      return;
    }
    seat.ws = ws;
    seat.backoff?.opened(Date.now());
    if (again) this.onReopen?.(game, seat);
    ws.on("close", () => {
      if (seat.ws !== ws || !this.reconnect || this.stopped || game.done || this.closed.has(game)) return;
      seat.ws = undefined;
      this.onDrop?.(game, seat);
      this.reconnectLater(game, seat);
    });
  }

  private reconnectLater(game: Game, seat: Seat): void {
    seat.backoff ??= reconnectBackoff();
    const delay = seat.backoff.nextDelay(Date.now(), Math.random());
    setTimeout(() => {
      if (!this.stopped && !game.done && !this.closed.has(game)) void this.connect(game, seat);
    }, delay);
  }

  /** The host picks the page, then every seat marks ready within 2 s; the game starts on its own. */
  async start(game: Game): Promise<void> {
    await this.act(game, "PATCH", `/api/games/${game.id}`, game.seats[0]!, { currentPageNumber: PAGE });
    for (const seat of game.seats) {
      setTimeout(
        () => void this.act(game, "PATCH", `/api/players/${seat.playerId}`, seat, { isReady: true }),
        ms(rand(0, 2)),
      );
    }
  }

  /** Closes the game's sockets, and its idle HTTP connections when it has an address (its players leave). */
  close(game: Game): void {
    this.closed.add(game);
    for (const seat of game.seats) seat.ws?.terminate();
    if (game.address) {
      this.o.setupHttp.closeIdleFrom(game.address);
      this.o.playHttp.closeIdleFrom(game.address);
    }
  }

  /** From now on no intent is sent (the run is over; moves already scheduled are dropped). */
  stop(): void {
    this.stopped = true;
    this.recording = false;
  }

  private async act(game: Game, method: string, path: string, seat: Seat, body?: unknown) {
    if (this.stopped) return;
    this.onIntent?.(game);
    await this.o.playHttp.request(method, path, {
      body,
      cookie: seat.cookie,
      expect: [200, 201],
      localAddress: game.address,
    });
  }

  private onMessage(game: Game, seat: Seat, text: string) {
    const { stats, words, writingSeconds, readingSeconds } = this.o;
    const received = Date.now();
    stats.messages++;
    stats.bytes += text.length;
    const head = text.slice(0, 200);
    const stamp = /"serverTime":(\d+)/.exec(head);
    const type = /^\{"type":"([a-z_]+)"/.exec(head)?.[1];
    this.onReceive?.(game, seat, type);
    if (this.recording && stamp && type !== "snapshot") {
      const latency = received - Number(stamp[1]);
      stats.latencies.push(latency);
      if (type === "timer_update") stats.timerLatencies.push(latency);
    }
    // Like the web client: parse every message and keep the view (whole, or patched; ADR 009).
    const message = JSON.parse(text);
    if (message.view) seat.view = message.view;
    else if (message.patch) {
      if (seat.view?.game.version !== message.patch.base) {
        stats.patchMisses++;
        seat.ws?.send(JSON.stringify({ type: "resync" }));
      } else seat.view = applyJsonPatch(seat.view, message.patch.ops);
    }
    if (type === "game_complete") {
      if (seat.index === 0 && !game.done) {
        game.done = true;
        this.completed++;
        this.onComplete?.(game);
      }
      return;
    }
    if (type !== "phase_changed") return;
    const { phase, round } = message.event as { phase: string; round: number };
    if (phase === "writing") {
      const chooseAt = rand(0.05, 0.35) * writingSeconds;
      const submitAt = chooseAt + rand(0.05, 0.3) * writingSeconds;
      // A word of the seat's own hand (only the seat sees it), picked when the player would choose.
      const picked = new Promise<string | undefined>((resolve) =>
        setTimeout(() => void this.pickWord(game, seat, round).then(resolve), ms(chooseAt)),
      );
      // As in the web client, the riddle goes after the word was chosen (a slow answer delays it).
      const chosen = picked.then(async (word) => {
        if (word !== undefined)
          await this.act(game, "POST", `/api/games/${game.id}/choose-word`, seat, { word });
        return word;
      });
      setTimeout(async () => {
        const word = await chosen;
        if (word === undefined) return;
        await this.act(game, "POST", "/api/riddles", seat, {
          gameId: game.id,
          playerId: seat.playerId,
          round,
          selectedWord: word,
          // Breaks no rule for any word of the wordbook, so it suits whatever word was dealt.
          riddleText:
            this.o.riddleText?.(seat, round) ??
            `Seat ${seat.index}, round ${round}: you have met me before, although perhaps you never noticed.`,
        });
      }, ms(submitAt));
    } else if (phase === "reading") {
      const riddleIds = seat.view?.me?.riddleIdsToGuess ?? [];
      const page = seat.view?.game.currentPageNumber;
      void (page ? pageWords(page) : Promise.resolve([])).then((pageWordList) => {
        const pool = pageWordList.length > 0 ? pageWordList : words;
        for (const riddleId of riddleIds) {
          const guess = pool[Math.floor(Math.random() * pool.length)];
          setTimeout(
            () =>
              void this.act(game, "POST", "/api/guesses", seat, {
                riddleId,
                guesserId: seat.playerId,
                guess,
              }),
            ms(rand(0.05, 0.5) * readingSeconds),
          );
        }
      });
    }
  }

  /**
   * A random word of the hand dealt to `seat` for `round`: from the view its socket holds, or, when
   * that view is behind (a missed patch waits for its resync), from the game view over HTTP.
   * Undefined when the run stopped or no hand could be read.
   */
  private async pickWord(game: Game, seat: Seat, round: number): Promise<string | undefined> {
    if (this.stopped) return undefined;
    let me = seat.view?.me;
    if (me?.round !== round || !me.hand?.length) {
      const res = await this.o.playHttp.request("GET", `/api/games/${game.id}`, {
        cookie: seat.cookie,
        localAddress: game.address,
      });
      me = res.status === 200 ? (JSON.parse(res.text) as BenchView).me : undefined;
      if (me?.round !== round) return undefined;
    }
    const hand = me.hand ?? [];
    return hand[Math.floor(Math.random() * hand.length)];
  }
}

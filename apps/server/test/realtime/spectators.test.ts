// Spectators (issue 11): the public view on /ws/watch, nothing secret before scoring, no intents,
// private games only through their invite, and the watcher count the players see.
import { applyJsonPatch, type PatchOp, SPECTATOR_SOCKET_PATH } from "@riddlebook/protocol";
import { secretWordsHiddenFrom } from "@riddlebook/rules/testing";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import type { RunningServer } from "../../src/server";
import { mentionedWords } from "../support/game-helpers";
import { api, type LiveUser, signUpLive, startLiveServer } from "../support/live-server";
import { twoInstances } from "../support/two-instances";
import { waitFor } from "../support/wait-for";
import { type AnyMessage, TestSocket } from "../support/ws-client";

/**
 * A spectator's socket on /ws/watch: keeps every frame as sent (`raw`) and parsed (`messages`), and
 * rebuilds the view from snapshots, whole views and patches like the web client does (`views`: the
 * view after each message that brought one). `until` waits for a message, received or to come.
 */
class Watcher {
  readonly raw: string[] = [];
  readonly messages: AnyMessage[] = [];
  readonly views: AnyMessage[] = [];
  readonly protocolErrors: string[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private view: AnyMessage | null = null;
  private waiters: (() => void)[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on("message", (data) => {
      const text = data.toString();
      this.raw.push(text);
      const message = JSON.parse(text) as AnyMessage;
      this.messages.push(message);
      this.track(message);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) =>
      ws.on("close", (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }

  /** Opens a spectator socket; rejects with "Unexpected server response: NNN" when refused. */
  static open(server: RunningServer, user: LiveUser, gameId: string, invite?: string): Promise<Watcher> {
    const query = new URLSearchParams({ gameId, ...(invite === undefined ? {} : { invite }) });
    const url = `${server.url.replace(/^http/, "ws")}${SPECTATOR_SOCKET_PATH}?${query.toString()}`;
    const watcher = new Watcher(new WebSocket(url, { headers: { cookie: user.cookie } }));
    opened.push(watcher.ws);
    return new Promise((resolve, reject) => {
      watcher.ws.once("open", () => resolve(watcher));
      watcher.ws.once("error", reject);
    });
  }

  private track(message: AnyMessage): void {
    if (message.view !== undefined) this.view = message.view;
    else if (message.patch !== undefined) {
      const { base, ops } = message.patch as { base: number; ops: PatchOp[] };
      if (this.view?.game?.version !== base) {
        this.protocolErrors.push(`patch on ${base} while holding ${this.view?.game?.version}`);
        return;
      }
      this.view = applyJsonPatch(this.view, ops);
    } else return;
    this.views.push(this.view as AnyMessage);
  }

  /** The first message (already received or still to come) that satisfies `predicate`. */
  async until(predicate: (m: AnyMessage) => boolean, what: string, timeoutMs = 10_000): Promise<AnyMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find(predicate);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The latest rebuilt view. */
  latest(): AnyMessage | null {
    return this.view;
  }

  send(message: unknown): void {
    this.ws.send(JSON.stringify(message));
  }
}

const opened: WebSocket[] = [];
const servers: RunningServer[] = [];
const sockets: TestSocket[] = [];
afterEach(async () => {
  for (const ws of opened.splice(0)) ws.terminate();
  for (const s of sockets.splice(0)) s.ws.terminate();
  for (const s of servers.splice(0)) await s.close();
});

/** Riddle texts that break no rule for any word of the wordbook, whatever word was dealt. */
const TEXTS = [
  "You have met me before, although perhaps you never noticed.",
  "I am not what you expect, yet I am exactly what I seem.",
  "Name me and you win a point; miss me and you lose nothing.",
];

interface Seat {
  user: LiveUser;
  playerId: string;
  socket: TestSocket;
}

/** A game hosted by Ann with Bea and Cy seated, each with a socket that has its snapshot. */
async function tableOfThree(server: RunningServer, body: Record<string, unknown>) {
  const users = [await signUpLive(server.url), await signUpLive(server.url), await signUpLive(server.url)];
  const created = await api(server.url, users[0]!, "POST", "/api/games", { playerName: "Ann", ...body });
  expect(created.status).toBe(201);
  const gameId: string = created.body.game.id;
  const joinCode: string = created.body.game.joinCode;
  const ids: string[] = [created.body.player.id];
  for (const [i, user] of users.slice(1).entries()) {
    const joined = await api(server.url, user, "POST", "/api/players", { gameId, name: ["Bea", "Cy"][i] });
    expect(joined.status).toBe(201);
    ids.push(joined.body.id);
  }
  const seats: Seat[] = [];
  for (const [i, user] of users.entries()) {
    const socket = await TestSocket.open(server.url, { gameId, playerId: ids[i]! }, { cookie: user.cookie });
    sockets.push(socket);
    await socket.next("snapshot");
    seats.push({ user, playerId: ids[i]!, socket });
  }
  return { gameId, joinCode, seats };
}

/** The watcher counts a socket was told, in order. */
function countsTold(socket: { messages: AnyMessage[] }): number[] {
  return socket.messages.filter((m) => m.type === "watchers").map((m) => m.count);
}

/** Every player is told `count` watchers (the next `watchers` message with that count). */
async function playersSee(seats: Seat[], count: number): Promise<void> {
  for (const seat of seats) await seat.socket.next("watchers", (m) => m.count === count);
}

async function startRound(server: RunningServer, gameId: string, seats: Seat[]): Promise<void> {
  const page = await api(server.url, seats[0]!.user, "PATCH", `/api/games/${gameId}`, {
    currentPageNumber: 4,
  });
  expect(page.status).toBe(200);
  for (const seat of seats) {
    const ready = await api(server.url, seat.user, "PATCH", `/api/players/${seat.playerId}`, {
      isReady: true,
    });
    expect(ready.status).toBe(200);
  }
}

describe("spectators", () => {
  it("shows a spectator of a public game the public view and only the events meant for everyone: no secret before scoring, no intents", async () => {
    const server = await startLiveServer({ scoringSeconds: 1 });
    servers.push(server);
    const { gameId, seats } = await tableOfThree(server, { isPublic: true, totalRounds: 1 });
    const [ann, bea, cy] = seats as [Seat, Seat, Seat];
    const dee = await signUpLive(server.url);

    // Anyone signed in may watch a public game, without an invite.
    const watcher = await Watcher.open(server, dee, gameId);
    const snapshot = await watcher.until((m) => m.type === "snapshot", "the snapshot");
    expect(snapshot.view.viewerId).toBeNull();
    expect(snapshot.view.me).toBeNull();
    expect(snapshot.draft).toBeNull();
    await playersSee(seats, 1);
    const served = await api(server.url, dee, "GET", `/api/games/${gameId}`);
    expect(served.status).toBe(200);
    expect(served.body.viewerId).toBeNull();

    await startRound(server, gameId, seats);
    await watcher.until((m) => m.type === "phase_changed" && m.event.phase === "writing", "writing");

    // A spectator's intents are refused: over HTTP (no seat) and on the socket.
    const refusals = [
      await api(server.url, dee, "POST", `/api/games/${gameId}/choose-word`, { word: "anything" }),
      await api(server.url, dee, "POST", "/api/riddles", {
        gameId,
        playerId: ann.playerId,
        round: 1,
        selectedWord: "anything",
        riddleText: TEXTS[0],
      }),
      await api(server.url, dee, "PATCH", `/api/games/${gameId}`, { currentPageNumber: 5 }),
      await api(server.url, dee, "POST", `/api/games/${gameId}/leave`),
      await api(server.url, dee, "PATCH", `/api/players/${ann.playerId}`, { isReady: false }),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.status).toBeLessThan(500);
      expect(refused.body.message).toMatch(/not a player|not you/);
    }
    watcher.send({ type: "save_draft", text: "Let me write too" });
    const error = await watcher.until((m) => m.type === "error", "the refusal of save_draft");
    expect(error).toMatchObject({ code: "forbidden", message: expect.stringMatching(/watching/) });
    // A seated player may not open the spectator socket: they play on their own.
    await expect(Watcher.open(server, ann.user, gameId)).rejects.toThrow(/403/);

    // Writing: everyone picks from their own hand; Bea changes her mind once (a commit only she is told of).
    const hands: string[][] = [];
    for (const seat of seats) {
      const view = await seat.socket.view((v) => v.game.currentPhase === "writing" && v.me?.hand?.length > 1);
      hands.push(view.me.hand);
    }
    const chosen = await api(server.url, bea.user, "POST", `/api/games/${gameId}/choose-word`, {
      word: hands[1]![1],
    });
    expect(chosen.status).toBe(200);
    const riddleIds: string[] = [];
    for (const [i, seat] of seats.entries()) {
      const word = hands[i]![0]!;
      const choose = await api(server.url, seat.user, "POST", `/api/games/${gameId}/choose-word`, { word });
      expect(choose.status).toBe(200);
      const riddle = await api(server.url, seat.user, "POST", "/api/riddles", {
        gameId,
        playerId: seat.playerId,
        round: 1,
        selectedWord: word,
        riddleText: TEXTS[i],
      });
      expect(riddle.status).toBe(201);
      riddleIds.push(riddle.body.id);
    }
    await watcher.until((m) => m.type === "phase_changed" && m.event.phase === "reading", "reading");
    // Riddles are public from reading on; their words are not.
    const reading = watcher.latest();
    expect(reading?.rounds[0].riddles.map((r: AnyMessage) => r.text).sort()).toEqual([...TEXTS].sort());
    // Every secret at this point (the chosen words, every hand), by the rules' own list.
    const beforeScoring = await server.app.games.load(gameId);
    if (!beforeScoring) throw new Error("game not found");
    const secrets = secretWordsHiddenFrom(beforeScoring, null);
    expect(secrets.length).toBeGreaterThanOrEqual(3 * hands[0]!.length);

    // Reading: everyone guesses the next seat's riddle right and the other one wrong.
    for (const [i, seat] of seats.entries()) {
      for (const [j, riddleId] of riddleIds.entries()) {
        if (i === j) continue;
        const guess = j === (i + 1) % 3 ? hands[j]![0] : "nothing at all";
        const sent = await api(server.url, seat.user, "POST", "/api/guesses", {
          riddleId,
          guesserId: seat.playerId,
          guess,
        });
        expect(sent.status).toBe(201);
      }
    }
    const scored = await watcher.until((m) => m.type === "round_complete", "round_complete");
    await watcher.until((m) => m.type === "game_complete", "game_complete", 15_000);

    // Deep scan of every frame the spectator got before the round was scored: no secret word. (The
    // scoring commit's first message carries the scored view, so the cut is that commit's version.)
    const cut = watcher.messages.indexOf(scored);
    const before = watcher.messages.filter(
      (m, i) => i < cut && (m.version === undefined || m.version < scored.version),
    );
    expect(mentionedWords(before, secrets)).toEqual([]);
    // The scan finds words where they are: the scored round shows each chosen word.
    const words = hands.map((hand) => hand[0]!);
    expect(mentionedWords(watcher.messages.slice(cut), words).sort()).toEqual([...words].sort());

    // Nothing per player, ever: no private event, no seat's part, no hand, no draft.
    expect(watcher.messages.map((m) => m.type)).not.toContain("word_chosen");
    expect(watcher.messages.map((m) => m.type)).not.toContain("prompt_assigned");
    expect(watcher.raw.some((text) => text.includes('"hand"'))).toBe(false);
    expect(watcher.protocolErrors).toEqual([]);
    expect(watcher.views.length).toBeGreaterThan(5);
    for (const view of watcher.views) {
      expect(view.viewerId).toBeNull();
      expect(view.me).toBeNull();
    }
    // Yet it watched the whole game, and its rebuilt view is the public view the server serves.
    const phases = watcher.messages.filter((m) => m.type === "phase_changed").map((m) => m.event.phase);
    expect(phases).toEqual(["writing", "reading", "scoring", "complete"]);
    const final = await api(server.url, dee, "GET", `/api/games/${gameId}`);
    const { timeRemaining: _a, ...rebuiltGame } = watcher.latest()?.game ?? {};
    const { timeRemaining: _b, ...servedGame } = final.body.game;
    expect(rebuiltGame).toEqual(servedGame);
    expect(watcher.latest()?.rounds).toEqual(final.body.rounds);
    expect(watcher.latest()?.players).toEqual(final.body.players);
    expect(cy.socket.protocolErrors).toEqual([]);
  }, 40_000);

  it("tells the players how many users watch, counting each user once, as spectators come and go", async () => {
    const server = await startLiveServer();
    servers.push(server);
    const { gameId, seats } = await tableOfThree(server, { isPublic: true, totalRounds: 1 });
    const [dee, eve] = [await signUpLive(server.url), await signUpLive(server.url)];
    // Nobody watches yet: each socket was told 0 after its snapshot.
    for (const seat of seats) expect((await seat.socket.next("watchers")).count).toBe(0);

    const deeFirst = await Watcher.open(server, dee, gameId);
    await playersSee(seats, 1);
    // A second tab of the same user is the same watcher.
    const deeSecond = await Watcher.open(server, dee, gameId);
    await deeSecond.until((m) => m.type === "watchers", "the count on the second tab");
    const eveSocket = await Watcher.open(server, eve, gameId);
    await playersSee(seats, 2);
    expect((await eveSocket.until((m) => m.type === "watchers" && m.count === 2, "2")).gameId).toBe(gameId);
    expect(countsTold(seats[0]!.socket)).toEqual([0, 1, 2]);

    eveSocket.ws.close(1000);
    await playersSee(seats, 1);
    // Spectators are told the count too.
    await waitFor(() => countsTold(deeFirst).join() === "1,2,1", 5000, "dee's counts");
    deeSecond.ws.close(1000);
    deeFirst.ws.close(1000);
    await playersSee(seats, 0);
    expect(countsTold(seats[1]!.socket)).toEqual([0, 1, 2, 1, 0]);
    // A player who connects later is told the count after their snapshot.
    const again = await Watcher.open(server, eve, gameId);
    await playersSee(seats, 1);
    const late = await TestSocket.open(
      server.url,
      { gameId, playerId: seats[2]!.playerId },
      { cookie: seats[2]!.user.cookie },
    );
    sockets.push(late);
    await late.next("snapshot");
    expect((await late.next("watchers")).count).toBe(1);
    const order = late.messages.map((m) => m.type);
    expect(order.indexOf("snapshot")).toBeLessThan(order.indexOf("watchers"));
    again.ws.close(1000);
    await playersSee(seats, 0);
  }, 30_000);

  it("opens a private game only through its invite, and closes a spectator's socket once they take a seat", async () => {
    const server = await startLiveServer();
    servers.push(server);
    const { gameId, joinCode, seats } = await tableOfThree(server, { totalRounds: 1 });
    const [dee, fay] = [await signUpLive(server.url), await signUpLive(server.url)];
    const wrong = joinCode === "SUNSET1" ? "SUNSET2" : "SUNSET1";

    // Without the invite, or with a wrong one: 403 with the reason, over HTTP and for the socket.
    for (const path of [`/api/games/${gameId}`, `/api/games/${gameId}?invite=${wrong}`]) {
      const refused = await api(server.url, dee, "GET", path);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        code: "forbidden",
        message: "This game is private. Ask a player for its invite link or join code to watch it.",
      });
    }
    await expect(Watcher.open(server, dee, gameId)).rejects.toThrow(/403/);
    await expect(Watcher.open(server, dee, gameId, wrong)).rejects.toThrow(/403/);
    // A player needs no invite.
    expect((await api(server.url, seats[1]!.user, "GET", `/api/games/${gameId}`)).body.viewerId).toBe(
      seats[1]!.playerId,
    );
    // With the join code, typed in any case: the public view and the spectator socket.
    const shown = await api(server.url, dee, "GET", `/api/games/${gameId}?invite=${joinCode.toLowerCase()}`);
    expect(shown.status).toBe(200);
    expect(shown.body.viewerId).toBeNull();
    const watcher = await Watcher.open(server, dee, gameId, joinCode);
    expect((await watcher.until((m) => m.type === "snapshot", "the snapshot")).view.me).toBeNull();
    await playersSee(seats, 1);

    // A spectator who joins (in setup) now plays: their spectator socket is closed and no longer counted.
    const joined = await api(server.url, dee, "POST", "/api/players", { gameId, name: "Dee" });
    expect(joined.status).toBe(201);
    expect((await watcher.closed).code).toBe(1000);
    await playersSee(seats, 0);

    // Wrong invites are join-code guesses: past the lookup limit even the right one is refused (A22).
    for (let i = 0; i < 20; i++) {
      expect((await api(server.url, fay, "GET", `/api/games/${gameId}?invite=${wrong}`)).status).toBe(403);
    }
    const limited = await api(server.url, fay, "GET", `/api/games/${gameId}?invite=${joinCode}`);
    expect(limited.status).toBe(429);
  }, 30_000);
});

const SUITE = "spectators across two instances on PostgreSQL + Redis";

twoInstances(SUITE, (a, b) => {
  afterAll(() => {
    for (const ws of opened.splice(0)) ws.terminate();
  });

  it("counts a spectator on another instance, and drops them when they leave", async () => {
    const { gameId, seats } = await tableOfThree(a, { isPublic: true, totalRounds: 1 });
    const dee = await signUpLive(b.url);
    const onB = await Watcher.open(b, dee, gameId);
    await onB.until((m) => m.type === "snapshot", "the snapshot on B");
    await playersSee(seats, 1);
    // The count on B includes the players' instance's view of it, and commits made on A reach B.
    await startRound(a, gameId, seats);
    await onB.until((m) => m.type === "phase_changed" && m.event.phase === "writing", "writing on B");
    // A second spectator on A: both instances count two.
    const eve = await signUpLive(a.url);
    const onA = await Watcher.open(a, eve, gameId);
    await playersSee(seats, 2);
    await onB.until((m) => m.type === "watchers" && m.count === 2, "2 on B");
    onB.ws.close(1000);
    await playersSee(seats, 1);
    onA.ws.close(1000);
    await playersSee(seats, 0);
  }, 40_000);
});

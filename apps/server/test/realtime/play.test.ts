// Ids in test names such as (A17) or (F9) are rows of docs/reliability.md.
import { afterEach, describe, expect, it } from "vitest";
import { getDraft } from "../../src/db/repos/games";
import type { RunningServer } from "../../src/server";
import { mentionedWords, RIDDLES } from "../support/game-helpers";
import { api, type LiveUser, liveHand, signUpLive, startLiveServer } from "../support/live-server";
import { waitFor } from "../support/wait-for";
import { type AnyMessage, TestSocket } from "../support/ws-client";

const servers: RunningServer[] = [];
const sockets: TestSocket[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.ws.terminate();
  for (const s of servers.splice(0)) await s.close();
});

const PAGE = 4;
const ROUNDS = 2;

interface Player {
  user: LiveUser;
  playerId: string;
  socket: TestSocket;
}

async function openSocket(server: RunningServer, user: LiveUser, gameId: string, playerId: string) {
  const socket = await TestSocket.open(server.url, { gameId, playerId }, { cookie: user.cookie });
  sockets.push(socket);
  return socket;
}

/** Three players seated in a new game, each with an open socket that has its snapshot. */
async function threeAtTheTable(server: RunningServer, totalRounds = 2) {
  const users = [await signUpLive(server.url), await signUpLive(server.url), await signUpLive(server.url)];
  const created = await api(server.url, users[0]!, "POST", "/api/games", { playerName: "Ann", totalRounds });
  expect(created.status).toBe(201);
  const gameId: string = created.body.game.id;
  const ids = [created.body.player.id as string];
  for (const [i, user] of users.slice(1).entries()) {
    const joined = await api(server.url, user, "POST", "/api/players", { gameId, name: `P${i + 2}` });
    expect(joined.status).toBe(201);
    ids.push(joined.body.id);
  }
  const players: Player[] = [];
  for (const [i, user] of users.entries()) {
    const socket = await openSocket(server, user, gameId, ids[i]!);
    const snapshot = await socket.next("snapshot");
    expect(snapshot.view.viewerId).toBe(ids[i]);
    players.push({ user, playerId: ids[i]!, socket });
  }
  return { gameId, players };
}

async function startGame(server: RunningServer, gameId: string, players: Player[]) {
  expect(
    (await api(server.url, players[0]!.user, "PATCH", `/api/games/${gameId}`, { currentPageNumber: PAGE }))
      .status,
  ).toBe(200);
  for (const p of players) {
    expect(
      (await api(server.url, p.user, "PATCH", `/api/players/${p.playerId}`, { isReady: true })).status,
    ).toBe(200);
  }
  for (const p of players)
    await p.socket.next("phase_changed", (m) => m.event.phase === "writing" && m.event.round === 1);
}

/** Messages a socket received about versions before the given round was scored. */
function beforeScoring(socket: TestSocket, round: number): AnyMessage[] {
  const scored = socket.messages.find((m) => m.type === "round_complete" && m.event.round === round);
  if (!scored) throw new Error(`round ${round} was never scored`);
  return socket.messages.filter((m) => m.version === undefined || m.version < scored.version);
}

describe("realtime play", () => {
  it("lets three clients play a 2-round game to completion over HTTP and WebSocket, each seeing no other player's word before scoring", async () => {
    const server = await startLiveServer({ scoringSeconds: 1 });
    servers.push(server);
    const { gameId, players } = await threeAtTheTable(server);
    await startGame(server, gameId, players);

    /** Per round, per seat: the hand the seat was dealt, and the word it wrote about. */
    const hands: string[][][] = [];
    const words: string[][] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const r = round - 1;
      const riddleIds: string[] = [];
      hands.push([]);
      words.push([]);
      for (const [i, p] of players.entries()) {
        // The seat's hand, as its socket brings it when the round's writing begins.
        const view = await p.socket.view(
          (v) => v.game.currentRound === round && v.game.currentPhase === "writing" && v.me?.hand?.length > 0,
        );
        const hand: string[] = view.me.hand;
        const word = hand[i % hand.length]!;
        hands[r]!.push(hand);
        words[r]!.push(word);
        const chosen = await api(server.url, p.user, "POST", `/api/games/${gameId}/choose-word`, { word });
        expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
        const submitted = await api(server.url, p.user, "POST", "/api/riddles", {
          gameId,
          playerId: p.playerId,
          round,
          selectedWord: word,
          riddleText: RIDDLES[(r * 3 + i) % RIDDLES.length],
        });
        expect(submitted.status).toBe(201);
        riddleIds.push(submitted.body.id);
      }
      // Three hands of the round's page, no word in two of them, none dealt in an earlier round.
      const dealt = hands[r]!.flat();
      expect(new Set(dealt).size).toBe(dealt.length);
      for (const earlier of hands.slice(0, r))
        expect(dealt.filter((w) => earlier.flat().includes(w))).toEqual([]);
      for (const p of players)
        await p.socket.next("phase_changed", (m) => m.event.phase === "reading" && m.event.round === round);
      for (const [i, p] of players.entries()) {
        for (const [j, riddleId] of riddleIds.entries()) {
          if (i === j) continue;
          // Everyone guesses the riddle of the seat after them right, the other one wrong.
          const guess = j === (i + 1) % 3 ? words[r]![j]! : "walrus";
          expect(
            (
              await api(server.url, p.user, "POST", "/api/guesses", {
                riddleId,
                guesserId: p.playerId,
                guess,
              })
            ).status,
          ).toBe(201);
        }
      }
      for (const p of players) {
        const complete = await p.socket.next("round_complete", (m) => m.event.round === round);
        expect(Object.keys(complete.event.scores)).toHaveLength(3);
        expect(complete.view.rounds[r].scored).toBe(true);
      }
    }
    for (const p of players) {
      const done = await p.socket.next("game_complete");
      expect(done.view.game.currentPhase).toBe("complete");
      expect(Object.keys(done.event.finalScores).sort()).toEqual(players.map((q) => q.playerId).sort());
    }
    // Each author got 1 correct guess (threshold ceil(3/2) = 2): 1 point; each guesser 2 per right guess.
    const finalView = await players[0]!.socket.view((v) => v.game.currentPhase === "complete");
    expect(finalView.players.map((p: { score: number }) => p.score)).toEqual([6, 6, 6]);

    for (const [i, p] of players.entries()) {
      // The clock was synced while deadlines ran.
      expect(p.socket.messages.some((m) => m.type === "timer_update" && typeof m.deadline === "number")).toBe(
        true,
      );
      // Every message carries the version and the server's clock; versions never go back.
      const versions = p.socket.messages.filter((m) => m.version !== undefined).map((m) => m.version);
      expect(versions).toEqual([...versions].sort((a, b) => a - b));
      // Deep scan: no other player's word, nor any other word dealt to them, before its round was
      // scored. The word this player guessed right is in their own guess, which they may see.
      for (let r = 0; r < ROUNDS; r++) {
        const secrets = hands[r]!.flatMap((hand, j) =>
          j === i ? [] : hand.filter((w) => j !== (i + 1) % 3 || w !== words[r]![j]),
        );
        expect(secrets).toHaveLength(2 * hands[r]![i]!.length - 1);
        expect(mentionedWords(beforeScoring(p.socket, r + 1), secrets)).toEqual([]);
      }
      // Events meant for one player only reach that player.
      for (const m of p.socket.messages.filter((m) => m.type === "word_chosen"))
        expect(m.event.playerId).toBe(p.playerId);
      // The view travels once per commit, as a patch over the last view sent (ADR 009): every patch
      // applied to the view this client held, and the rebuilt final view is the server's.
      expect(p.socket.protocolErrors).toEqual([]);
      const events = p.socket.messages.filter((m) => m.event !== undefined);
      const firsts = new Set<number>();
      for (const [j, m] of events.entries()) {
        const rawText = p.socket.raw[p.socket.messages.indexOf(m)] ?? "";
        const carries = rawText.includes(`"patch":{"base":`) || rawText.includes(`},"view":{`);
        const first = j === 0 || events[j - 1]!.version !== m.version;
        expect(carries, `${m.type} at version ${m.version}`).toBe(first);
        if (first) firsts.add(m.version);
      }
      const patched = events.filter((m) => p.socket.raw[p.socket.messages.indexOf(m)]!.includes(`"patch":`));
      expect(patched.length).toBeGreaterThan(firsts.size / 2);
      const served = await api(server.url, p.user, "GET", `/api/games/${gameId}`);
      const rebuilt = await p.socket.view((v) => v.game.currentPhase === "complete");
      const { timeRemaining: _a, ...rebuiltGame } = rebuilt.game;
      const { timeRemaining: _b, ...servedGame } = served.body.game;
      expect(rebuiltGame).toEqual(servedGame);
      expect(rebuilt.rounds).toEqual(served.body.rounds);
      expect(rebuilt.players).toEqual(served.body.players);
    }
  });

  it("keeps a disconnected player's seat mid-writing, and a reconnecting client resumes with its word and draft (F7)", async () => {
    const server = await startLiveServer();
    servers.push(server);
    const { gameId, players } = await threeAtTheTable(server);
    await startGame(server, gameId, players);
    const [host, , leaver] = players as [Player, Player, Player];
    const [kept] = await liveHand(server.url, leaver.user, gameId);
    expect(
      (await api(server.url, leaver.user, "POST", `/api/games/${gameId}/choose-word`, { word: kept })).status,
    ).toBe(200);
    leaver.socket.send({ type: "save_draft", text: "I wear a tuxedo to every" });
    leaver.socket.ws.terminate();
    await host.socket.next(
      "player_updated",
      (m) => m.event.player.id === leaver.playerId && m.event.player.connected === false,
    );
    await waitForDraft(server, gameId, leaver.playerId, "I wear a tuxedo to every");

    const back = await openSocket(server, leaver.user, gameId, leaver.playerId);
    const snapshot = await back.next("snapshot");
    expect(snapshot.view.game.currentPhase).toBe("writing");
    expect(snapshot.view.me.word).toBe(kept);
    expect(snapshot.draft).toBe("I wear a tuxedo to every");
    await host.socket.next(
      "player_updated",
      (m) => m.event.player.id === leaver.playerId && m.event.player.connected === true,
    );
    // The returning player can still submit, and the game moves on.
    for (const [i, p] of players.entries()) {
      const res = await api(server.url, p.user, "POST", "/api/riddles", {
        gameId,
        playerId: p.playerId,
        round: 1,
        selectedWord: p === leaver ? kept : (await liveHand(server.url, p.user, gameId))[0],
        riddleText: RIDDLES[i],
      });
      expect(res.status).toBe(201);
    }
    await back.next("phase_changed", (m) => m.event.phase === "reading");
  });

  it("resumes a game at its stored deadline after a server restart mid-writing, and still advances (F4)", async () => {
    const first = await startLiveServer({ writingSeconds: 2 });
    const { gameId, players } = await threeAtTheTable(first);
    await startGame(first, gameId, players);
    const [word] = await liveHand(first.url, players[0]!.user, gameId);
    const submitted = await api(first.url, players[0]!.user, "POST", "/api/riddles", {
      gameId,
      playerId: players[0]!.playerId,
      round: 1,
      selectedWord: word,
      riddleText: RIDDLES[0],
    });
    expect(submitted.status).toBe(201);
    const deadline = (await api(first.url, players[0]!.user, "GET", `/api/games/${gameId}`)).body.game
      .deadline;
    for (const p of players) p.socket.ws.terminate();
    await first.close();

    const second = await startLiveServer({ dataDir: first.config.dataDir, writingSeconds: 2 });
    servers.push(second);
    expect(second.app.scheduler.armed(gameId)).toBe(deadline);
    const socket = await openSocket(second, players[1]!.user, gameId, players[1]!.playerId);
    const snapshot = await socket.next("snapshot");
    expect(snapshot.view.game).toMatchObject({ currentPhase: "writing", deadline });
    expect(snapshot.view.rounds[0].riddles.map((r: { id: string }) => r.id)).toEqual([submitted.body.id]);
    const reading = await socket.next("phase_changed", (m) => m.event.phase === "reading");
    expect(reading.serverTime).toBeGreaterThanOrEqual(deadline);
  });
});

async function waitForDraft(server: RunningServer, gameId: string, playerId: string, text: string) {
  await waitFor(async () => (await getDraft(server.db, gameId, playerId, 1)) === text, 5000, "the draft");
}

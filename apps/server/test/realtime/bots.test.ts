import type { GameState } from "@riddlebook/rules";
import { secretWordsHiddenFrom } from "@riddlebook/rules/testing";
import { afterEach, describe, expect, it } from "vitest";
import type { BotPlanned } from "../../src/bots/bot-runner";
import type { Config } from "../../src/config";
import type { RunningServer } from "../../src/server";
import { mentionedWords, PAGE, PAGE_WORDS, RIDDLES } from "../support/game-helpers";
import { api, type LiveUser, liveHand, signUpLive, startLiveServer } from "../support/live-server";
import { waitFor } from "../support/wait-for";
import { type AnyMessage, TestSocket } from "../support/ws-client";

const servers: RunningServer[] = [];
const sockets: TestSocket[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.ws.terminate();
  for (const s of servers.splice(0)) await s.close();
});

/** Short phases, and bots five times quicker than a person: a round takes a few seconds. */
const FAST: Partial<Config> = { writingSeconds: 20, readingSeconds: 20, scoringSeconds: 30, botSpeed: 5 };
/** Waits for bots: generous, as bots write riddles with real CPU on a possibly loaded machine. */
const WAIT_MS = 30_000;

interface Table {
  server: RunningServer;
  gameId: string;
  human: { user: LiveUser; playerId: string; socket: TestSocket };
  bots: { id: string; name: string }[];
  /** Every plan a bot made, with the secrets hidden from it in the state its view was built from. */
  planned: (BotPlanned & { secrets: string[] })[];
}

/** A human host, bots of the given personas, page chosen; the host readies and the game starts. */
async function humanAndBots(
  server: RunningServer,
  personas: readonly string[],
  totalRounds = 2,
): Promise<Table> {
  const user = await signUpLive(server.url);
  const created = await api(server.url, user, "POST", "/api/games", { playerName: "Hana", totalRounds });
  expect(created.status).toBe(201);
  const gameId: string = created.body.game.id;
  const playerId: string = created.body.player.id;

  // Keep every state this game reaches, to know what each bot's view must not contain.
  const states = new Map<number, GameState>();
  server.app.games.onCommit((state) => {
    if (state.id === gameId) states.set(state.version, state);
  });
  const planned: Table["planned"] = [];
  server.app.bots.onPlan((p) => {
    if (p.gameId !== gameId) return;
    const state = states.get(p.view.game.version);
    if (!state) throw new Error(`no state for version ${p.view.game.version}`);
    planned.push({ ...p, secrets: secretWordsHiddenFrom(state, p.botId) });
  });

  const bots: Table["bots"] = [];
  for (const botType of personas) {
    const added = await api(server.url, user, "POST", `/api/games/${gameId}/add-bot`, { botType });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    bots.push(added.body.bot);
  }
  const socket = await TestSocket.open(server.url, { gameId, playerId }, { cookie: user.cookie });
  sockets.push(socket);
  await socket.next("snapshot");
  expect(
    (await api(server.url, user, "PATCH", `/api/games/${gameId}`, { currentPageNumber: PAGE })).status,
  ).toBe(200);
  // Bots are always ready: the human's ready starts the game.
  expect((await api(server.url, user, "PATCH", `/api/players/${playerId}`, { isReady: true })).status).toBe(
    200,
  );
  await socket.next("phase_changed", (m) => m.event.phase === "writing" && m.event.round === 1, WAIT_MS);
  return { server, gameId, human: { user, playerId, socket }, bots, planned };
}

/** The human writes a riddle about the first word of their own hand. */
async function humanWrites(table: Table, round: number): Promise<void> {
  const { server, gameId, human } = table;
  const [word] = await liveHand(server.url, human.user, gameId);
  const res = await api(server.url, human.user, "POST", "/api/riddles", {
    gameId,
    playerId: human.playerId,
    round,
    selectedWord: word,
    riddleText: RIDDLES[round % RIDDLES.length],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

/** The human guesses every riddle but their own. */
async function humanGuesses(table: Table, view: AnyMessage): Promise<void> {
  for (const riddleId of view.me.riddleIdsToGuess as string[]) {
    const res = await api(table.server.url, table.human.user, "POST", "/api/guesses", {
      riddleId,
      guesserId: table.human.playerId,
      guess: "walrus",
    });
    expect(res.status).toBe(201);
  }
}

/** Plays one round as the human, waiting for the bots; answers the scored round's view. */
async function playRound(table: Table, round: number): Promise<AnyMessage> {
  const { socket } = table.human;
  await humanWrites(table, round);
  const reading = await socket.next(
    "phase_changed",
    (m) => m.event.phase === "reading" && m.event.round === round,
    WAIT_MS,
  );
  await humanGuesses(table, reading.view);
  const scored = await socket.next("round_complete", (m) => m.event.round === round, WAIT_MS);
  return scored.view.rounds[round - 1];
}

describe("bots in live games", () => {
  it("a human and three bots (auntie, grandpa, random) play a 2-round game to the end; bots write and guess every round, and only the human's stats change", async () => {
    const server = await startLiveServer(FAST);
    servers.push(server);
    const table = await humanAndBots(server, ["auntie", "grandpa", "random"]);
    expect(table.bots.map((b) => b.name)).toEqual([
      expect.stringMatching(/Auntie/),
      expect.stringMatching(/Grandpa/),
      expect.any(String),
    ]);
    const { user, playerId, socket } = table.human;

    for (const round of [1, 2]) {
      const scored = await playRound(table, round);
      expect(scored.riddles).toHaveLength(4);
      for (const bot of table.bots) {
        const own = scored.riddles.find((r: AnyMessage) => r.playerId === bot.id);
        expect(own, `${bot.name} wrote in round ${round}`).toBeDefined();
        expect(own.text.length).toBeGreaterThan(0);
        const guessed = scored.guesses
          .filter((g: AnyMessage) => g.guesserId === bot.id)
          .map((g: AnyMessage) => g.riddleId)
          .sort();
        const others = scored.riddles
          .filter((r: AnyMessage) => r.playerId !== bot.id)
          .map((r: AnyMessage) => r.id)
          .sort();
        expect(guessed, `${bot.name} guessed every other riddle in round ${round}`).toEqual(others);
      }
      const next = round === 1 ? { currentPhase: "writing", currentRound: 2 } : { currentPhase: "complete" };
      expect((await api(server.url, user, "PATCH", `/api/games/${table.gameId}`, next)).status).toBe(200);
      if (round === 1) {
        await socket.next(
          "phase_changed",
          (m) => m.event.phase === "writing" && m.event.round === 2,
          WAIT_MS,
        );
      }
    }
    const done = await socket.next("game_complete", () => true, WAIT_MS);
    expect(done.view.game.currentPhase).toBe("complete");
    expect(Object.keys(done.event.finalScores).sort()).toEqual(
      [playerId, ...table.bots.map((b) => b.id)].sort(),
    );

    // Bots planned each writing and reading phase from their own view.
    for (const bot of table.bots) {
      const phases = table.planned
        .filter((p) => p.botId === bot.id && p.plan.length > 0)
        .map((p) => `${p.view.game.currentRound}:${p.view.game.currentPhase}`);
      expect(new Set(phases)).toEqual(new Set(["1:writing", "1:reading", "2:writing", "2:reading"]));
    }

    // Stats: the human played one game; bots have no account, so no other row changed.
    const stats = await api(server.url, user, "GET", "/api/user/stats");
    expect(stats.body).toMatchObject({ gamesPlayed: 1 });
    const rows = await server.db
      .selectFrom("user_stats")
      .select("user_id")
      .where("games_played", ">", 0)
      .execute();
    expect(rows.map((r) => r.user_id)).toEqual([user.userId]);
  });

  it("never gives a bot another player's secret word before the round is scored, and refuses a bot's word to anyone else as if nobody held it", async () => {
    // Bots at a person's pace in short phases, so the human asks for a bot's word while it writes.
    const server = await startLiveServer({ writingSeconds: 8, readingSeconds: 6, scoringSeconds: 30 });
    servers.push(server);
    const table = await humanAndBots(server, ["auntie", "grandpa"], 1);
    const { user, playerId } = table.human;

    const chosenIn = (p: BotPlanned) =>
      p.plan.flatMap((item) => (item.intent.type === "chooseWord" ? [item.intent.word] : []));
    await waitFor(() => table.planned.some((p) => chosenIn(p).length > 0), 10_000, "a bot's plan");
    const first = table.planned.find((p) => chosenIn(p).length > 0)!;
    const botsWord = chosenIn(first)[0]!;
    expect(first.view.me?.hand).toContain(botsWord);

    // The human asks for the bot's word, and for a word of the page nobody was dealt: the same
    // refusal, so it tells nothing about what the bots hold.
    const stored = await server.app.games.load(table.gameId);
    const dealt = Object.values(stored!.rounds[0]!.words).flatMap((choice) => choice.hand ?? []);
    const nobodys = PAGE_WORDS.find((w) => !dealt.includes(w))!;
    expect(nobodys).toBeDefined();
    const refusals = [];
    for (const word of [botsWord, nobodys]) {
      refusals.push(await api(server.url, user, "POST", `/api/games/${table.gameId}/choose-word`, { word }));
      refusals.push(
        await api(server.url, user, "POST", "/api/riddles", {
          gameId: table.gameId,
          playerId,
          round: 1,
          selectedWord: word,
          riddleText: RIDDLES[0],
        }),
      );
    }
    for (const refusal of refusals) {
      expect(refusal).toEqual({
        status: 400,
        body: { code: "word_not_dealt", message: "Choose one of the words dealt to you this round." },
      });
    }
    await humanWrites(table, 1);
    const reading = await table.human.socket.next(
      "phase_changed",
      (m) => m.event.phase === "reading" && m.event.round === 1,
      WAIT_MS,
    );
    await humanGuesses(table, reading.view);
    const scored = await table.human.socket.next("round_complete", (m) => m.event.round === 1, WAIT_MS);

    // The bot wrote about the word it chose, undisturbed; every bot chose only from its own hand.
    const botsRiddle = scored.view.rounds[0].riddles.find((r: AnyMessage) => r.playerId === first.botId);
    expect(botsRiddle?.word).toBe(botsWord);
    for (const p of table.planned) {
      for (const word of chosenIn(p)) expect(p.view.me?.hand).toContain(word);
    }

    const inReading = table.planned.filter((p) => p.view.game.currentPhase === "reading");
    expect(inReading).toHaveLength(2);
    // By reading every word dealt to another seat is a secret, the human's hand included.
    for (const p of inReading) expect(p.secrets).toHaveLength(2 * (p.view.me?.hand.length ?? 0));
    for (const p of table.planned) {
      expect(p.view.viewerId).toBe(p.botId);
      // Riddle texts are public from reading on, and a riddle may name another animal as a clue:
      // what must never reach a bot is a word field, so the scan skips the texts players wrote.
      const view = {
        ...p.view,
        rounds: p.view.rounds.map((r) => ({ ...r, riddles: r.riddles.map((x) => ({ ...x, text: null })) })),
      };
      expect(mentionedWords(view, p.secrets), `${p.botId} in ${p.view.game.currentPhase}`).toEqual([]);
    }
  });

  it("a server restarted mid-writing still gets the bots' riddles submitted", async () => {
    // Bots at a person's pace with a long writing phase: nothing is submitted before the restart.
    const first = await startLiveServer({ ...FAST, writingSeconds: 120, botSpeed: 1 });
    servers.push(first);
    const table = await humanAndBots(first, ["grandpa", "random"], 1);
    const bots = table.bots.map((b) => b.id);
    await waitFor(() => first.app.bots.pending(table.gameId) > 0, 10_000, "the bots' plans");
    expect((await first.app.games.load(table.gameId))?.rounds[0]?.riddles).toEqual([]);
    table.human.socket.ws.terminate();
    await first.close();
    // Closing cancelled every bot timer.
    expect(first.app.bots.pending(table.gameId)).toBe(0);

    // The same database, bots quick now: the restarted server plans them again.
    const second = await startLiveServer({ ...first.config, port: 0, botSpeed: 40 });
    servers.push(second);
    const socket = await TestSocket.open(
      second.url,
      { gameId: table.gameId, playerId: table.human.playerId },
      { cookie: table.human.user.cookie },
    );
    sockets.push(socket);
    const snapshot = await socket.next("snapshot");
    expect(snapshot.view.game.currentPhase).toBe("writing");
    const submitted = new Set<string>(
      snapshot.view.rounds[0].riddles.map((r: AnyMessage) => r.playerId as string),
    );
    while (!bots.every((id) => submitted.has(id))) {
      const m = await socket.next("riddle_submitted", () => true, WAIT_MS);
      submitted.add(m.event.playerId);
    }
    const view = await socket.view((v) => v.rounds[0].riddles.length === 2);
    expect(view.game.currentPhase).toBe("writing");
    expect(view.rounds[0].riddles.map((r: AnyMessage) => r.playerId).sort()).toEqual([...bots].sort());
  });
});

// Process faults on real child servers (docs/reliability.md F1, F2, F4): the servers run as child
// processes, `node --import tsx apps/server/src/main.ts`, so SIGKILL and SIGSTOP hit a real server
// process, and the clients are real HTTP and WebSocket clients.
import { afterEach, describe, expect, it, onTestFailed } from "vitest";
import { ChildServer, stopAllChildServers } from "../support/child-server";
import { PAGE, RIDDLES } from "../support/game-helpers";
import { api, type LiveUser, signUpLive } from "../support/live-server";
import { createTempPostgresDatabase, type TempPostgresDatabase } from "../support/postgres";
import { optionalServiceUrl } from "../support/services";
import { type AnyMessage, TestSocket } from "../support/ws-client";

const SCALE_SUITE = "process faults on two instances (PostgreSQL + Redis)";
const PG = optionalServiceUrl("TEST_DATABASE_URL", SCALE_SUITE);
const REDIS = optionalServiceUrl("TEST_REDIS_URL", SCALE_SUITE);

/** Each test starts two or three server processes and waits for real deadlines. */
const TEST_TIMEOUT_MS = 240_000;
/** The longest wait for anything that crosses processes on a shared, loaded machine. */
const WAIT_MS = 45_000;
/** docs/reliability.md F1: the killed instance's clients are back on the other one within 5 s. */
const F1_RECONNECT_BOUND_MS = 5_000;
/** docs/reliability.md F2: how long the instance stays frozen (at least). */
const F2_PAUSE_MS = 10_000;

const NAMES = ["Ann", "Bo", "Cy"] as const;

/** A signed-up user with their seat (usable wherever a `LiveUser` is). */
interface Player extends LiveUser {
  name: string;
  playerId: string;
  /** RIDDLES[i] is this player's riddle text in every round. */
  index: number;
  /** The word this player writes about, by round: the first of their hand (see `learnWords`). */
  words: Map<number, string>;
}

const openSockets: TestSocket[] = [];
const tempDatabases: TempPostgresDatabase[] = [];
const children: ChildServer[] = [];

afterEach(async () => {
  for (const socket of openSockets.splice(0)) socket.ws.terminate();
  // Never leave a stopped or running child behind: thaw, then kill.
  await stopAllChildServers();
  children.splice(0);
  for (const temp of tempDatabases.splice(0)) await temp.drop();
});

async function startChild(name: string, env: Record<string, string>): Promise<ChildServer> {
  const server = await ChildServer.start({ name, env });
  children.push(server);
  return server;
}

/** On failure, print the children's last log lines next to the assertion. */
function showChildLogsOnFailure(): void {
  onTestFailed(() => {
    for (const child of children) console.log(child.describe());
  });
}

/** Signs up the host at `hostUrl`, creates a game there and seats one more player per `joinUrls` entry. */
async function gameInSetup(
  hostUrl: string,
  joinUrls: string[],
  totalRounds: number,
): Promise<{ gameId: string; players: Player[] }> {
  const host = await signUpLive(hostUrl);
  const created = await api(hostUrl, host, "POST", "/api/games", { playerName: NAMES[0], totalRounds });
  expect(created.status).toBe(201);
  const gameId: string = created.body.game.id;
  const players: Player[] = [
    { ...host, name: NAMES[0], playerId: created.body.player.id, index: 0, words: new Map() },
  ];
  for (const [i, url] of joinUrls.entries()) {
    const name = NAMES[i + 1]!;
    const user = await signUpLive(url);
    const joined = await api(url, user, "POST", "/api/players", { gameId, name });
    expect(joined.status).toBe(201);
    players.push({ ...user, name, playerId: joined.body.id, index: i + 1, words: new Map() });
  }
  const page = await api(hostUrl, host, "PATCH", `/api/games/${gameId}`, { currentPageNumber: PAGE });
  expect(page.status).toBe(200);
  return { gameId, players };
}

/** Opens the player's game socket on `url` and waits for its snapshot. */
async function connect(
  url: string,
  gameId: string,
  player: Player,
): Promise<{ socket: TestSocket; snapshot: AnyMessage }> {
  const socket = await TestSocket.open(url, { gameId, playerId: player.playerId }, { cookie: player.cookie });
  openSockets.push(socket);
  const snapshot = await socket.next("snapshot", () => true, WAIT_MS);
  return { socket, snapshot };
}

async function setReady(url: string, player: Player): Promise<void> {
  const res = await api(url, player, "PATCH", `/api/players/${player.playerId}`, { isReady: true });
  expect(res.status).toBe(200);
}

/**
 * Reads each player's hand for `round` from their own view (`player` → the instance they use) and
 * notes its first word as the word they write about, so a retried riddle repeats the same word.
 */
async function learnWords(gameId: string, players: Player[], round: number, urlOf: (p: Player) => string) {
  for (const player of players) {
    const view = (await api(urlOf(player), player, "GET", `/api/games/${gameId}`)).body;
    expect(view.me).toMatchObject({ round, hand: expect.any(Array) });
    expect(view.me.hand.length).toBeGreaterThan(0);
    player.words.set(round, view.me.hand[0]);
  }
}

function wordOf(player: Player, round: number): string {
  const word = player.words.get(round);
  if (word === undefined) throw new Error(`${player.name} has no word for round ${round}`);
  return word;
}

function submitRiddle(url: string, gameId: string, player: Player, round: number) {
  return api(url, player, "POST", "/api/riddles", {
    gameId,
    playerId: player.playerId,
    round,
    selectedWord: wordOf(player, round),
    riddleText: RIDDLES[player.index],
  });
}

/** `guesser` guesses the riddle `author` wrote in `round` right. */
function submitGuess(url: string, guesser: Player, riddleId: string, author: Player, round: number) {
  return api(url, guesser, "POST", "/api/guesses", {
    riddleId,
    guesserId: guesser.playerId,
    guess: wordOf(author, round),
  });
}

/** The next `phase_changed` into `phase` of `round`. */
function phaseChange(socket: TestSocket, phase: string, round: number): Promise<AnyMessage> {
  return socket.next("phase_changed", (m) => m.event.phase === phase && m.event.round === round, WAIT_MS);
}

/** Every phase change the socket was told of, as "phase:round", in order. */
function phaseChanges(socket: TestSocket): string[] {
  return socket.messages
    .filter((m) => m.type === "phase_changed")
    .map((m) => `${m.event.phase}:${m.event.round}`);
}

/** The outcome of a request the server may die in the middle of: its status, or the network error. */
type Outcome = { status: number; body: AnyMessage | null } | { error: string };

function outcomeOf(request: Promise<{ status: number; body: AnyMessage | null }>): Promise<Outcome> {
  return request.then(
    (res) => res,
    (error: unknown) => ({ error: String(error) }),
  );
}

const acknowledged = (outcome: Outcome): outcome is { status: number; body: AnyMessage } =>
  "status" in outcome && (outcome.status === 200 || outcome.status === 201);

describe.skipIf(PG === undefined || REDIS === undefined)(SCALE_SUITE, () => {
  async function twoInstances(env: Record<string, string>): Promise<[ChildServer, ChildServer]> {
    const temp = await createTempPostgresDatabase(PG ?? "");
    tempDatabases.push(temp);
    const shared = { DATABASE_URL: temp.url, REDIS_URL: REDIS ?? "", TIMER_UPDATE_MS: "1000", ...env };
    // One after the other: the first one migrates the fresh database.
    const a = await startChild("A", shared);
    const b = await startChild("B", shared);
    return [a, b];
  }

  it(
    "moves a SIGKILLed instance's clients to the other instance within 5 s with the same phase, round and deadline, loses no acknowledged write, and fires the deadline once (F1)",
    async () => {
      showChildLogsOnFailure();
      // Writing ends by its deadline (Bo never writes in time); reading ends when everyone has guessed.
      const [a, b] = await twoInstances({
        WRITING_SECONDS: "20",
        READING_SECONDS: "300",
        SCORING_SECONDS: "2",
      });
      const { gameId, players } = await gameInSetup(a.url, [b.url, a.url], 1);
      const [ann, bo, cy] = players as [Player, Player, Player];

      // Ann and Cy play on instance A, Bo on instance B.
      const annOnA = (await connect(a.url, gameId, ann)).socket;
      const cyOnA = (await connect(a.url, gameId, cy)).socket;
      const boOnB = (await connect(b.url, gameId, bo)).socket;
      await setReady(a.url, ann);
      await setReady(b.url, bo);
      await setReady(a.url, cy);
      const writing = await phaseChange(boOnB, "writing", 1);
      const deadline: number = writing.event.deadline;
      expect((await phaseChange(annOnA, "writing", 1)).event.deadline).toBe(deadline);
      await learnWords(gameId, players, 1, (p) => (p === bo ? b.url : a.url));

      // Ann's riddle is acknowledged by A.
      const annRiddle = await submitRiddle(a.url, gameId, ann, 1);
      expect(annRiddle.status).toBe(201);
      // Cy's riddle is committed by A (B hears of it), and A dies before or while it answers.
      const cyFirstTry = outcomeOf(submitRiddle(a.url, gameId, cy, 1));
      await boOnB.next("riddle_submitted", (m) => m.event.playerId === cy.playerId, WAIT_MS);
      expect(Date.now()).toBeLessThan(deadline);
      const killedAt = performance.now();
      await a.kill("SIGKILL");

      // Ann's and Cy's clients see their sockets drop and reconnect to B with the same cookie and seat.
      const reconnect = async (socket: TestSocket, player: Player) => {
        await socket.closed;
        return connect(b.url, gameId, player);
      };
      const [annBack, cyBack] = await Promise.all([reconnect(annOnA, ann), reconnect(cyOnA, cy)]);
      const reconnectMs = performance.now() - killedAt;
      console.log(
        `F1: both clients had their snapshot from instance B ${Math.round(reconnectMs)} ms after SIGKILL`,
      );
      expect(reconnectMs).toBeLessThan(F1_RECONNECT_BOUND_MS);
      for (const { snapshot } of [annBack, cyBack]) {
        expect(snapshot.view.game).toMatchObject({ currentPhase: "writing", currentRound: 1, deadline });
        // The same remaining time: counted from B's clock to the stored deadline.
        expect(snapshot.serverTime).toBeLessThan(deadline);
        expect(snapshot.view.game.timeRemaining).toBeGreaterThan(0);
      }
      expect(annBack.snapshot.view.me.riddleId).toBe(annRiddle.body.id);

      // Cy's first answer may have been lost with A; the retry on B finds the committed riddle.
      const cyFirst = await cyFirstTry;
      const cyRetry = await submitRiddle(b.url, gameId, cy, 1);
      expect(cyRetry.status).toBe(200);
      if (acknowledged(cyFirst)) expect(cyRetry.body.id).toBe(cyFirst.body.id);
      expect(cyBack.snapshot.view.me.riddleId).toBe(cyRetry.body.id);

      // The stored deadline fires on B, once: every socket sees one move to reading, at or after it.
      const annOnB = annBack.socket;
      const cyOnB = cyBack.socket;
      for (const socket of [boOnB, annOnB, cyOnB]) {
        const reading = await phaseChange(socket, "reading", 1);
        expect(reading.event.phaseStartedAt).toBeGreaterThanOrEqual(deadline);
      }

      // Reading: everyone guesses through B; the round is scored and the game completes.
      const riddleOf = {
        [ann.playerId]: annRiddle.body.id as string,
        [cy.playerId]: cyRetry.body.id as string,
      };
      for (const [guesser, author] of [
        [bo, ann],
        [bo, cy],
        [ann, cy],
        [cy, ann],
      ] as const) {
        const guess = await submitGuess(b.url, guesser, riddleOf[author.playerId]!, author, 1);
        expect(guess.status).toBe(201);
      }
      const done = await Promise.all(
        [boOnB, annOnB, cyOnB].map((s) => s.next("game_complete", () => true, WAIT_MS)),
      );
      for (const message of done) expect(message.event.finalScores).toEqual(done[0]!.event.finalScores);

      // Exactly one of each phase change reached the socket that stayed on B all along.
      expect(phaseChanges(boOnB)).toEqual(["writing:1", "reading:1", "scoring:1", "complete:1"]);
      for (const socket of [annOnB, cyOnB]) {
        expect(phaseChanges(socket)).toEqual(["reading:1", "scoring:1", "complete:1"]);
      }
      expect(boOnB.messages.filter((m) => m.type === "game_complete")).toHaveLength(1);

      // No acknowledged write is lost, and none is stored twice.
      const riddles = await api(b.url, bo, "GET", `/api/riddles/game/${gameId}/round/1`);
      expect(riddles.body.map((r: AnyMessage) => [r.id, r.playerId, r.text]).sort()).toEqual(
        [
          [annRiddle.body.id, ann.playerId, RIDDLES[ann.index]],
          [cyRetry.body.id, cy.playerId, RIDDLES[cy.index]],
        ].sort(),
      );
      const guesses = await api(b.url, bo, "GET", `/api/guesses/game/${gameId}/round/1`);
      expect(guesses.body).toHaveLength(4);
      expect(guesses.body.every((g: AnyMessage) => g.isCorrect === true)).toBe(true);
      // The completing commit ran once: every player's stats count one game.
      for (const player of players) {
        const stats = await api(b.url, player, "GET", "/api/user/stats");
        expect(stats.body.gamesPlayed).toBe(1);
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "lets no phase change or round happen twice when an instance is frozen with SIGSTOP for 10 s, and refuses its stale writes by the version check (F2)",
    async () => {
      showChildLogsOnFailure();
      // Writing and reading end when everyone is done; scoring moves on by its deadline.
      const [a, b] = await twoInstances({
        WRITING_SECONDS: "300",
        READING_SECONDS: "300",
        SCORING_SECONDS: "6",
      });
      const { gameId, players } = await gameInSetup(a.url, [b.url, a.url], 2);
      const [ann, bo, cy] = players as [Player, Player, Player];
      const at = new Map<Player, ChildServer>([
        [ann, a],
        [bo, b],
        [cy, a],
      ]);
      const url = (player: Player) => at.get(player)!.url;
      const annOnA = (await connect(a.url, gameId, ann)).socket;
      const boOnB = (await connect(b.url, gameId, bo)).socket;
      for (const player of players) await setReady(url(player), player);
      await phaseChange(boOnB, "writing", 1);

      /** Plays one round's writing and reading, each player through their own instance. */
      const playRound = async (round: number, lastGuessAt: Player): Promise<void> => {
        await learnWords(gameId, players, round, url);
        const riddleIds = new Map<Player, string>();
        for (const player of players) {
          const res = await submitRiddle(url(player), gameId, player, round);
          expect(res.status).toBe(201);
          riddleIds.set(player, res.body.id);
        }
        await phaseChange(boOnB, "reading", round);
        const pairs = players.flatMap((guesser) =>
          players.filter((author) => author !== guesser).map((author) => [guesser, author] as const),
        );
        // The guess that completes the round goes last, through `lastGuessAt`'s instance.
        pairs.sort(([g1], [g2]) => Number(g1 === lastGuessAt) - Number(g2 === lastGuessAt));
        for (const [guesser, author] of pairs) {
          const res = await submitGuess(url(guesser), guesser, riddleIds.get(author)!, author, round);
          expect(res.status).toBe(201);
        }
      };

      // Round 1 ends with Cy's last guess committed by A: A holds the scoring state and its deadline.
      await playRound(1, cy);
      const scoring = await phaseChange(annOnA, "scoring", 1);
      const scoringDeadline: number = scoring.event.deadline;

      // A freezes with the scoring deadline still ahead of it.
      await a.pause();
      const pausedAt = Date.now();
      expect(scoringDeadline).toBeGreaterThan(pausedAt);

      // While A is frozen, Ann (the host) presses Continue on A: the request waits in A's kernel queue.
      const staleContinue = outcomeOf(
        api(a.url, ann, "PATCH", `/api/games/${gameId}`, { currentPhase: "writing", currentRound: 2 }),
      );
      // B ticks the scoring deadline: round 2 begins.
      const round2 = await phaseChange(boOnB, "writing", 2);
      // The fault itself: A stays frozen for the whole 10 s (this is the fault's length, not a wait
      // for a condition).
      const frozenFor = F2_PAUSE_MS - (Date.now() - pausedAt);
      if (frozenFor > 0) await new Promise((resolve) => setTimeout(resolve, frozenFor));
      expect(Date.now() - pausedAt).toBeGreaterThanOrEqual(F2_PAUSE_MS);
      await a.resume();

      // A woke up holding the state it had before freezing (scoring, round 1). Whichever of its stale
      // writes comes first, its overdue scoring tick or this Continue, is refused by the version
      // check; on the reloaded state (writing, round 2) the rules refuse the Continue.
      const continued = await staleContinue;
      expect(continued).toMatchObject({ status: 409, body: { code: "wrong_phase" } });
      // The stored round 2 is the one B started: A's stale instance overwrote nothing.
      const stored = (await api(b.url, bo, "GET", `/api/games/${gameId}`)).body;
      expect(stored.game).toMatchObject({
        currentPhase: "writing",
        currentRound: 2,
        version: round2.version,
        phaseStartedAt: round2.event.phaseStartedAt,
        deadline: round2.event.deadline,
      });
      // A's socket catches up with B's round 2.
      const annView = await annOnA.view(
        (view) => view.game.currentRound === 2 && view.game.currentPhase === "writing",
        WAIT_MS,
      );
      expect(annView.game.version).toBe(round2.version);
      expect(annView.game.phaseStartedAt).toBe(round2.event.phaseStartedAt);

      // Round 2 on both instances; its scoring deadline is armed on A and on B, and fires once.
      await playRound(2, bo);
      for (const socket of [boOnB, annOnA]) await socket.next("game_complete", () => true, WAIT_MS);

      const expected = [
        "writing:1",
        "reading:1",
        "scoring:1",
        "writing:2",
        "reading:2",
        "scoring:2",
        "complete:2",
      ];
      expect(phaseChanges(boOnB)).toEqual(expected);
      // A's socket missed nothing and was told of nothing twice.
      expect(phaseChanges(annOnA)).toEqual(expected);
      for (const socket of [boOnB, annOnA]) {
        expect(socket.messages.filter((m) => m.type === "game_complete")).toHaveLength(1);
      }
      const final = (await api(a.url, ann, "GET", `/api/games/${gameId}`)).body;
      expect(final.rounds.map((r: AnyMessage) => [r.round, r.riddles.length, r.guesses.length])).toEqual([
        [1, 3, 6],
        [2, 3, 6],
      ]);
      for (const player of players) {
        const stats = await api(b.url, player, "GET", "/api/user/stats");
        expect(stats.body.gamesPlayed).toBe(1);
      }
    },
    TEST_TIMEOUT_MS,
  );
});

describe("process faults on one instance (SQLite)", () => {
  it(
    "keeps every acknowledged riddle, guess and score when the instance is SIGKILLed while writing, and resumes the game at its stored deadline (F4)",
    async () => {
      showChildLogsOnFailure();
      // Writing round 2 ends by its deadline (Cy never writes); reading ends when everyone has
      // guessed; the host continues from scoring. The overdue sweep is pushed out of the test's
      // reach, so only the timers a restarted server arms from the stored deadlines can move the game.
      // Writing is long enough for a restart on a loaded machine to finish well before its deadline.
      const env = {
        WRITING_SECONDS: "40",
        READING_SECONDS: "300",
        SCORING_SECONDS: "300",
        TIMER_UPDATE_MS: "1000",
        DEADLINE_SWEEP_MS: "3600000",
      };
      const first = await startChild("S1", env);
      const { gameId, players } = await gameInSetup(first.url, [first.url, first.url], 2);
      // Cy never writes in round 2.
      const [ann, bo] = players as [Player, Player, Player];
      let sockets = new Map<Player, TestSocket>();
      for (const player of players) sockets.set(player, (await connect(first.url, gameId, player)).socket);
      const annSocket = () => sockets.get(ann)!;
      for (const player of players) await setReady(first.url, player);
      await phaseChange(annSocket(), "writing", 1);
      await learnWords(gameId, players, 1, () => first.url);

      // Round 1, acknowledged before any fault: three riddles, six guesses, a score.
      const round1Riddles = new Map<Player, string>();
      for (const player of players) {
        const res = await submitRiddle(first.url, gameId, player, 1);
        expect(res.status).toBe(201);
        round1Riddles.set(player, res.body.id);
      }
      await phaseChange(annSocket(), "reading", 1);
      for (const guesser of players) {
        for (const author of players) {
          if (author === guesser) continue;
          expect((await submitGuess(first.url, guesser, round1Riddles.get(author)!, author, 1)).status).toBe(
            201,
          );
        }
      }
      const round1Scores = (await annSocket().next("round_complete", () => true, WAIT_MS)).event.scores;
      const next = await api(first.url, ann, "PATCH", `/api/games/${gameId}`, {
        currentPhase: "writing",
        currentRound: 2,
      });
      expect(next.status).toBe(200);
      const writing2 = await phaseChange(annSocket(), "writing", 2);
      const deadline: number = writing2.event.deadline;
      await learnWords(gameId, players, 2, () => first.url);

      // Ann and Bo send their round-2 riddles at once; the server is killed as soon as one is answered.
      const round2Tries = [ann, bo].map((player) => outcomeOf(submitRiddle(first.url, gameId, player, 2)));
      await Promise.race(round2Tries);
      await first.kill("SIGKILL");
      const [annTry, boTry] = (await Promise.all(round2Tries)) as [Outcome, Outcome];
      const acked = [
        [ann, annTry],
        [bo, boTry],
      ].filter(([, outcome]) => acknowledged(outcome as Outcome)) as [Player, { body: AnyMessage }][];
      expect(acked.length).toBeGreaterThanOrEqual(1);
      console.log(
        `F4: ${acked.length} of 2 in-flight riddles were acknowledged before SIGKILL: ${JSON.stringify([annTry, boTry].map((o) => ("status" in o ? o.status : "no answer")))}`,
      );

      // Restarted on the same data directory; the clients reconnect with their cookies and seats.
      const second = await startChild("S2", { ...env, DATA_DIR: first.dataDir });
      console.log(`F4: restarted with ${Math.round((deadline - Date.now()) / 1000)} s of writing left`);
      expect(Date.now()).toBeLessThan(deadline);
      sockets = new Map();
      const snapshots = new Map<Player, AnyMessage>();
      for (const player of players) {
        const { socket, snapshot } = await connect(second.url, gameId, player);
        sockets.set(player, socket);
        snapshots.set(player, snapshot);
      }
      for (const snapshot of snapshots.values()) {
        // The running game is back in its phase with its stored deadline, not a fresh one.
        expect(snapshot.view.game).toMatchObject({ currentPhase: "writing", currentRound: 2, deadline });
        // Round 1: every riddle, guess and score acknowledged before the kill.
        const round1 = snapshot.view.rounds[0];
        expect(round1.riddles.map((r: AnyMessage) => r.id).sort()).toEqual(
          [...round1Riddles.values()].sort(),
        );
        expect(round1.guesses).toHaveLength(6);
        expect(round1.result.points).toBeDefined();
        const scores = Object.fromEntries(snapshot.view.players.map((p: AnyMessage) => [p.id, p.score]));
        expect(scores).toEqual(round1Scores);
      }
      for (const [player, outcome] of acked) {
        expect(snapshots.get(player)!.view.me.riddleId).toBe(outcome.body.id);
      }
      // The round-2 riddles the server had stored when it died: the acknowledged ones at least.
      const round2Riddles = new Map<Player, string>();
      for (const player of [ann, bo]) {
        const id = snapshots.get(player)!.view.me.riddleId;
        if (id) round2Riddles.set(player, id);
      }

      // The stored deadline fires on the restarted server, once. Nothing is committed there before
      // it, so only the timers armed at start-up from the stored deadlines can end the phase.
      const reading2 = await phaseChange(sockets.get(ann)!, "reading", 2);
      expect(reading2.event.phaseStartedAt).toBeGreaterThanOrEqual(deadline);

      // A riddle whose answer was lost is sent again: found as stored (200), or refused as too late.
      for (const player of [ann, bo]) {
        const again = await submitRiddle(second.url, gameId, player, 2);
        const storedId = round2Riddles.get(player);
        if (storedId) expect(again).toMatchObject({ status: 200, body: { id: storedId } });
        else expect(again).toMatchObject({ status: 409, body: { code: "wrong_phase" } });
      }

      // Killed again while the round-2 guesses are being written.
      const guesses2 = players.flatMap((guesser) =>
        [...round2Riddles.keys()]
          .filter((author) => author !== guesser)
          .map((author) => [guesser, author] as const),
      );
      const guessTries = guesses2.map(([guesser, author]) =>
        outcomeOf(submitGuess(second.url, guesser, round2Riddles.get(author)!, author, 2)),
      );
      await Promise.race(guessTries);
      await second.kill("SIGKILL");
      const guessOutcomes = await Promise.all(guessTries);
      console.log(
        `F4: ${guessOutcomes.filter(acknowledged).length} of ${guesses2.length} in-flight guesses were acknowledged before SIGKILL`,
      );
      const third = await startChild("S3", { ...env, DATA_DIR: first.dataDir });
      for (const [i, [guesser]] of guesses2.entries()) {
        if (!acknowledged(guessOutcomes[i]!)) continue;
        const mine = await api(third.url, guesser, "GET", `/api/guesses/game/${gameId}/round/2`);
        const own = mine.body.filter((g: AnyMessage) => g.guesserId === guesser.playerId);
        expect(own.map((g: AnyMessage) => g.riddleId)).toContain(guessOutcomes[i]!.body.riddleId);
      }
      // Unanswered guesses are sent again; the round is scored once everyone has guessed (before
      // the kill already, when every guess was answered).
      const survivor = (await connect(third.url, gameId, ann)).socket;
      for (const [guesser, author] of guesses2) {
        const again = await submitGuess(third.url, guesser, round2Riddles.get(author)!, author, 2);
        expect([200, 201]).toContain(again.status);
      }
      const scored = await survivor.view(
        (view) => view.game.currentRound === 2 && view.game.currentPhase === "scoring",
        WAIT_MS,
      );
      const finish = await api(third.url, ann, "PATCH", `/api/games/${gameId}`, { currentPhase: "complete" });
      expect(finish.status).toBe(200);
      const done = await survivor.next("game_complete", () => true, WAIT_MS);
      expect(done.event.finalScores).toEqual(
        Object.fromEntries(scored.players.map((p: AnyMessage) => [p.id, p.score])),
      );

      const final = (await api(third.url, ann, "GET", `/api/games/${gameId}`)).body;
      expect(final.rounds.map((r: AnyMessage) => [r.round, r.riddles.length, r.guesses.length])).toEqual([
        [1, 3, 6],
        [2, round2Riddles.size, guesses2.length],
      ]);
      for (const player of players) {
        const points = final.rounds.reduce(
          (sum: number, r: AnyMessage) => sum + (r.result.points[player.playerId] ?? 0),
          0,
        );
        expect(done.event.finalScores[player.playerId]).toBe(points);
        const stats = await api(third.url, player, "GET", "/api/user/stats");
        expect(stats.body.gamesPlayed).toBe(1);
      }
    },
    TEST_TIMEOUT_MS,
  );
});

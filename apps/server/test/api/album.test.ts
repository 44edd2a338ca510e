// The album of a finished game (packages/protocol/src/album.ts, apps/server/src/features/albums/):
// every scored riddle with its word, author, solvers and solve rate, the final standings, and who may
// read it: anyone for a public game; for a private game its players and holders of a share token
// that the host can revoke; nobody before the game is over, and no word leaks then. On SQLite and,
// with TEST_DATABASE_URL, PostgreSQL.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Album, albumSchema, albumShareSchema, finishedGamesResponseSchema } from "@riddlebook/protocol";
import type { GameState } from "@riddlebook/rules";
import { secretWordsHiddenFrom } from "@riddlebook/rules/testing";
import { expect, it } from "vitest";
import { albumCardContent } from "../../src/features/albums/view";
import { describeOnTargets } from "../support/describe-on-targets";
import {
  type Caller,
  call,
  gameInSetup,
  handOf,
  mentionedWords,
  newCaller,
  PAGE_WORDS,
  RIDDLES,
  type Seat,
} from "../support/game-helpers";
import { errorBodyOf } from "../support/test-app";
import { waitFor } from "../support/wait-for";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The Open Graph and Twitter tags of a served page, by property or name. */
function metaOf(html: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)) {
    found[m[1] as string] = m[2] as string;
  }
  return found;
}

/** Waits for the bots this server plays (BOT_SPEED 1000: within milliseconds of each commit). */
const BOT_WAIT_MS = 20_000;

/** Every word the game ever dealt or chose, in any round: none may show before the game is over. */
function everyWordOf(state: GameState): string[] {
  const words = new Set<string>();
  for (const round of state.rounds) {
    for (const choice of Object.values(round.words)) {
      if (choice.word) words.add(choice.word);
      for (const word of choice.hand ?? []) words.add(word);
    }
    for (const riddle of round.riddles) words.add(riddle.word);
  }
  return [...words];
}

/**
 * Each case's app: fast bots, and a stand-in for the built web app, so album pages are served with
 * their Open Graph tags.
 */
function albumApp() {
  const webDistDir = mkdtempSync(join(tmpdir(), "rb-album-web-"));
  writeFileSync(
    join(webDistDir, "index.html"),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Riddlebook</title></head><body><div id="root"></div></body></html>',
  );
  return { config: { botSpeed: 1000, webDistDir } };
}

describeOnTargets("the album of a finished game", { app: albumApp }, (t) => {
  const stateOf = async (gameId: string): Promise<GameState> => {
    const state = await t.app.games.load(gameId);
    if (!state) throw new Error("no game");
    return state;
  };

  function ok<R extends { statusCode: number; body: string }>(res: R, status = 200, what = "call"): R {
    if (res.statusCode !== status) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
    return res;
  }

  const albumUrl = (gameId: string, token?: string) =>
    `/api/games/${gameId}/album${token === undefined ? "" : `?token=${encodeURIComponent(token)}`}`;
  const readAlbum = (caller: Caller | null, gameId: string, token?: string) =>
    call(t.app, caller, "GET", albumUrl(gameId, token));
  const shareAlbum = (caller: Caller | null, gameId: string) =>
    call(t.app, caller, "POST", `/api/games/${gameId}/album/share`);
  const unshareAlbum = (caller: Caller | null, gameId: string) =>
    call(t.app, caller, "DELETE", `/api/games/${gameId}/album/share`);

  const albumPage = (gameId: string, token?: string) =>
    call(t.app, null, "GET", albumUrl(gameId, token).replace(/^\/api\/games\//, "/game/"));
  const albumCard = (gameId: string, token?: string) =>
    call(t.app, null, "GET", albumUrl(gameId, token).replace("/album", "/album/card.png"));

  /** A 200 album, checked against the protocol's schema (the contract). */
  const albumOf = (res: { statusCode: number; body: string; json(): unknown }): Album =>
    albumSchema.parse(ok(res, 200, "album").json());

  interface Played {
    gameId: string;
    host: Seat;
    guest: Seat;
    botId: string;
    botName: string;
    /** The state when round 2 was in reading (words secret to a spectator). */
    readingState: GameState;
  }

  /**
   * A 2-round game of two people and an Auntie bot, played to the end. Each round: both people write;
   * the guest guesses the host's word, the host misses the guest's; the host guesses the bot's word
   * right and the guest misses it (the bot guesses what it likes). `beforeEnd` runs while round 2
   * is in reading, to check the unfinished game.
   */
  async function playGame(
    isPublic: boolean,
    beforeEnd: (played: Omit<Played, "readingState">) => Promise<void>,
  ): Promise<Played> {
    const { gameId, seats } = await gameInSetup(t.app, 2, {
      totalRounds: 2,
      isPublic,
      name: "Album Night",
    });
    const [host, guest] = seats as [Seat, Seat];
    const bot = ok(
      await call(t.app, host, "POST", `/api/games/${gameId}/add-bot`, { botType: "auntie" }),
      201,
      "add bot",
    ).json().bot as { id: string; name: string };
    for (const seat of seats) {
      ok(await call(t.app, seat, "PATCH", `/api/players/${seat.playerId}`, { isReady: true }), 200, "ready");
    }
    const played = { gameId, host, guest, botId: bot.id, botName: bot.name };
    let readingState: GameState | undefined;
    for (const round of [1, 2]) {
      const words: string[] = [];
      const riddleIds: string[] = [];
      for (const [i, seat] of seats.entries()) {
        const [word] = await handOf(t.app, seat, gameId);
        if (!word) throw new Error("no hand");
        const res = await call(t.app, seat, "POST", "/api/riddles", {
          gameId,
          playerId: seat.playerId,
          round,
          selectedWord: word,
          riddleText: RIDDLES[(round - 1) * 2 + i],
        });
        riddleIds.push(ok(res, 201, "riddle").json().id);
        words.push(word);
      }
      // The bot writes too, and reading begins.
      await waitFor(
        async () => (await stateOf(gameId)).phase === "reading",
        BOT_WAIT_MS,
        `reading in round ${round}`,
      );
      const botRiddle = (await stateOf(gameId)).rounds[round - 1]?.riddles.find((r) => r.playerId === bot.id);
      if (!botRiddle) throw new Error("the bot wrote no riddle");
      const miss = (not: string[]) => PAGE_WORDS.find((w) => !not.includes(w) && !words.includes(w)) ?? "zzz";
      const guess = (seat: Seat, riddleId: string, text: string) =>
        call(t.app, seat, "POST", "/api/guesses", { riddleId, guesserId: seat.playerId, guess: text });
      ok(await guess(guest, riddleIds[0] as string, words[0] as string), 201, "guess");
      ok(await guess(host, riddleIds[1] as string, miss([botRiddle.word])), 201, "guess");
      ok(await guess(guest, botRiddle.id, miss([botRiddle.word])), 201, "guess");
      if (round === 2) {
        readingState = await stateOf(gameId);
        await beforeEnd(played);
      }
      ok(await guess(host, botRiddle.id, botRiddle.word), 201, "guess");
      // The bot guesses too, and the round is scored.
      await waitFor(
        async () => (await stateOf(gameId)).phase === "scoring",
        BOT_WAIT_MS,
        `scoring in round ${round}`,
      );
      const next = round === 1 ? { currentPhase: "writing", currentRound: 2 } : { currentPhase: "complete" };
      ok(await call(t.app, host, "PATCH", `/api/games/${gameId}`, next), 200, "continue");
    }
    expect((await stateOf(gameId)).phase).toBe("complete");
    return { ...played, readingState: readingState as GameState };
  }

  it("holds every riddle of both rounds with its word, author, solvers and solve rate, and the final standings", async () => {
    const game = await playGame(false, async () => undefined);
    const state = await stateOf(game.gameId);
    const album = albumOf(await readAlbum(game.host, game.gameId));

    expect(album.game).toEqual({
      id: game.gameId,
      name: "Album Night",
      gameMode: "standard",
      isPublic: false,
      totalRounds: 2,
      createdAt: state.createdAt,
      finishedAt: state.phaseStartedAt,
    });
    expect(album.viewer).toEqual({ isPlayer: true, isHost: true });
    expect(album.share).toEqual({ active: false, createdAt: null });
    expect(album.rounds.map((r) => r.round)).toEqual([1, 2]);

    const nameOf = (playerId: string) => state.players.find((p) => p.id === playerId)?.name;
    for (const [i, round] of album.rounds.entries()) {
      const stored = state.rounds[i];
      if (!stored) throw new Error("missing round");
      expect(round.pageNumber).toBe(stored.pageNumber);
      // Every riddle of the round, each with its own word and author.
      expect(round.riddles.map((r) => r.id).sort()).toEqual(stored.riddles.map((r) => r.id).sort());
      expect(round.riddles).toHaveLength(3);
      for (const riddle of round.riddles) {
        const written = stored.riddles.find((r) => r.id === riddle.id);
        if (!written) throw new Error("unknown riddle");
        expect(riddle.word).toBe(written.word);
        expect(riddle.text).toBe(written.text);
        expect(riddle.author).toEqual({
          playerId: written.playerId,
          name: nameOf(written.playerId),
          isBot: written.playerId === game.botId,
        });
        // Solvers and the solve rate, from the guesses themselves.
        const guesses = stored.guesses.filter((g) => g.riddleId === riddle.id);
        const right = guesses.filter((g) => g.isCorrect).map((g) => g.guesserId);
        expect(riddle.solvers.map((s) => s.playerId).sort()).toEqual([...right].sort());
        expect(riddle.guessCount).toBe(guesses.length);
        expect(riddle.solveRate).toBeCloseTo(right.length / guesses.length, 10);
      }
      // What the people did: the guest solved the host's riddle, the host missed the guest's and
      // solved the bot's, the guest missed the bot's.
      const by = (playerId: string) => round.riddles.find((r) => r.author.playerId === playerId);
      const hostRiddle = by(game.host.playerId);
      const guestRiddle = by(game.guest.playerId);
      const botRiddle = by(game.botId);
      expect(hostRiddle?.solvers.map((s) => s.name)).toContain(nameOf(game.guest.playerId));
      expect(guestRiddle?.solvers.map((s) => s.playerId)).not.toContain(game.host.playerId);
      expect(botRiddle?.author).toEqual({ playerId: game.botId, name: game.botName, isBot: true });
      expect(botRiddle?.author.name).toMatch(/Auntie/);
      expect(botRiddle?.solvers.map((s) => s.playerId)).toContain(game.host.playerId);
      expect(botRiddle?.solvers.map((s) => s.playerId)).not.toContain(game.guest.playerId);
      expect(botRiddle?.guessCount).toBe(2);
      expect(botRiddle?.solveRate).toBe(0.5);
    }

    // The final standings: every player, best first, with the scores the game ended on.
    const byScore = [...state.players].sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
    expect(album.standings.map((s) => [s.playerId, s.name, s.score, s.isBot])).toEqual(
      byScore.map((p) => [p.id, p.name, p.score, p.isBot]),
    );
    const top = byScore[0]?.score ?? 0;
    for (const standing of album.standings) {
      expect(standing.rank).toBe(1 + byScore.filter((p) => p.score > standing.score).length);
      expect(standing.isWinner).toBe(top > 0 && standing.score === top);
    }

    // The other player reads the same album, without the host's share controls.
    const guestAlbum = albumOf(await readAlbum(game.guest, game.gameId));
    expect(guestAlbum.rounds).toEqual(album.rounds);
    expect(guestAlbum.viewer).toEqual({ isPlayer: true, isHost: false });
    expect(guestAlbum.share).toBeNull();

    // Both players' game history lists it with their own result; a stranger's does not.
    for (const seat of [game.host, game.guest]) {
      const history = finishedGamesResponseSchema.parse(
        ok(await call(t.app, seat, "GET", "/api/user/games/finished")).json(),
      );
      const mine = album.standings.find((s) => s.playerId === seat.playerId);
      expect(history).toEqual([
        {
          id: game.gameId,
          name: "Album Night",
          gameMode: "standard",
          isPublic: false,
          finishedAt: expect.any(Number),
          playerCount: 3,
          playerName: mine?.name,
          score: mine?.score,
          rank: mine?.rank,
          isWinner: mine?.isWinner,
        },
      ]);
    }
    const stranger = await newCaller(t.app);
    expect(ok(await call(t.app, stranger, "GET", "/api/user/games/finished")).json()).toEqual([]);
    expect((await call(t.app, null, "GET", "/api/user/games/finished")).statusCode).toBe(401);
  });

  it("keeps a private game's album to its players and share-token holders, and a revoked token opens nothing", async () => {
    const stranger = await newCaller(t.app);
    const game = await playGame(false, async ({ gameId, host, guest }) => {
      // Not over yet: the players are told so, with no word of the game; others see no game at all.
      const state = await stateOf(gameId);
      const words = everyWordOf(state);
      expect(words.length).toBeGreaterThan(6);
      for (const seat of [host, guest]) {
        const res = await readAlbum(seat, gameId);
        expect(res.statusCode).toBe(409);
        expect(errorBodyOf(res)).toEqual({
          code: "wrong_phase",
          message: "The album opens when the game is over.",
        });
        expect(mentionedWords(res.json(), words)).toEqual([]);
      }
      for (const caller of [stranger, null]) {
        const res = await readAlbum(caller, gameId);
        expect(res.statusCode).toBe(404);
        expect(mentionedWords(res.json(), words)).toEqual([]);
      }
      // No card and no tags either.
      expect((await albumCard(gameId)).statusCode).toBe(404);
      const page = ok(await albumPage(gameId), 200, "page");
      expect(metaOf(page.body)["og:image"]).toBeUndefined();
      expect(mentionedWords(page.body, words)).toEqual([]);
      // Nor can the host share it yet.
      expect(errorBodyOf(await shareAlbum(host, gameId))).toEqual({
        code: "wrong_phase",
        message: "The album opens when the game is over.",
      });
    });
    const { gameId, host, guest } = game;

    // Players read it; a signed-in stranger and a signed-out visitor get the 404 of no game at all.
    albumOf(await readAlbum(host, gameId));
    albumOf(await readAlbum(guest, gameId));
    const missing = await readAlbum(stranger, "no-such-game");
    expect(missing.statusCode).toBe(404);
    for (const caller of [stranger, null]) {
      const res = await readAlbum(caller, gameId);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(missing.json());
    }

    // Only the host shares: the other player is refused, a stranger sees no game, a visitor must sign in.
    const notHost = await shareAlbum(guest, gameId);
    expect(notHost.statusCode).toBe(403);
    expect(errorBodyOf(notHost)).toEqual({
      code: "forbidden",
      message: "Only the host can share or unshare this album.",
    });
    expect((await unshareAlbum(guest, gameId)).statusCode).toBe(403);
    expect((await shareAlbum(stranger, gameId)).statusCode).toBe(404);
    expect((await unshareAlbum(stranger, gameId)).statusCode).toBe(404);
    expect((await shareAlbum(null, gameId)).statusCode).toBe(401);

    const share = albumShareSchema.parse(ok(await shareAlbum(host, gameId), 201, "share").json());
    expect(share.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(share.path).toBe(`/game/${gameId}/album?token=${share.token}`);
    expect(albumOf(await readAlbum(host, gameId)).share).toEqual({
      active: true,
      createdAt: share.createdAt,
    });
    // The token is stored only as its hash.
    const stored = await t.db.selectFrom("album_shares").selectAll().where("game_id", "=", gameId).execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(share.token);

    // With the token, anyone reads it: signed out or a stranger, and neither sees the share controls.
    const players = albumOf(await readAlbum(host, gameId));
    for (const caller of [null, stranger]) {
      const album = albumOf(await readAlbum(caller, gameId, share.token));
      expect(album.rounds).toEqual(players.rounds);
      expect(album.standings).toEqual(players.standings);
      expect(album.viewer).toEqual({ isPlayer: false, isHost: false });
      expect(album.share).toBeNull();
      expect(JSON.stringify(album)).not.toContain(share.token);
    }
    // The shared page carries the card, which opens with the token only.
    const tags = metaOf(ok(await albumPage(gameId, share.token), 200, "page").body);
    expect(tags["og:title"]).toBe("Album Night: the album");
    expect(new URL(tags["og:image"] ?? "").pathname + new URL(tags["og:image"] ?? "").search).toBe(
      `/api/games/${gameId}/album/card.png?token=${share.token}`,
    );
    expect(tags["twitter:card"]).toBe("summary_large_image");
    const png = ok(await albumCard(gameId, share.token), 200, "card");
    expect(png.headers["content-type"]).toBe("image/png");
    expect(png.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect((await albumCard(gameId)).statusCode).toBe(404);
    expect(metaOf(ok(await albumPage(gameId), 200, "page").body)["og:image"]).toBeUndefined();
    // A wrong or malformed token opens nothing.
    const wrong = `${share.token.slice(0, -1)}${share.token.endsWith("A") ? "B" : "A"}`;
    expect((await readAlbum(null, gameId, wrong)).statusCode).toBe(404);
    expect((await readAlbum(null, gameId, "")).statusCode).toBe(404);
    expect((await readAlbum(null, gameId, "not a token!")).statusCode).toBe(400);
    expect((await call(t.app, null, "GET", `${albumUrl(gameId)}?token=a&token=b`)).statusCode).toBe(400);

    // A new link replaces the old one; revoking it closes the album to token holders again.
    const second = albumShareSchema.parse(ok(await shareAlbum(host, gameId), 201, "share").json());
    expect(second.token).not.toBe(share.token);
    expect((await readAlbum(null, gameId, share.token)).statusCode).toBe(404);
    albumOf(await readAlbum(null, gameId, second.token));
    ok(await unshareAlbum(host, gameId), 204, "revoke");
    for (const token of [share.token, second.token]) {
      const res = await readAlbum(null, gameId, token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(missing.json());
      expect((await readAlbum(stranger, gameId, token)).statusCode).toBe(404);
    }
    expect(albumOf(await readAlbum(host, gameId)).share).toEqual({ active: false, createdAt: null });
    expect((await albumCard(gameId, share.token)).statusCode).toBe(404);
    expect(metaOf(ok(await albumPage(gameId, second.token), 200, "page").body)["og:image"]).toBeUndefined();
    // Revoking again is harmless; the players still read their album.
    ok(await unshareAlbum(host, gameId), 204, "revoke again");
    albumOf(await readAlbum(guest, gameId));
  });

  it("opens a public game's album to anyone, signed out too, once the game is over, and never a word before", async () => {
    const stranger = await newCaller(t.app);
    const game = await playGame(true, async ({ gameId, host }) => {
      const state = await stateOf(gameId);
      // Round 2 is in reading: its words are secret to anyone but their writers.
      const secret = secretWordsHiddenFrom(state, null);
      expect(secret.length).toBeGreaterThan(0);
      for (const caller of [null, stranger, host]) {
        const res = await readAlbum(caller, gameId);
        expect(res.statusCode).toBe(409);
        expect(errorBodyOf(res).message).toBe("The album opens when the game is over.");
        expect(mentionedWords(res.json(), everyWordOf(state))).toEqual([]);
      }
      expect((await albumCard(gameId)).statusCode).toBe(409);
      const page = ok(await albumPage(gameId), 200, "page");
      expect(metaOf(page.body)["og:image"]).toBeUndefined();
      expect(mentionedWords(page.body, everyWordOf(state))).toEqual([]);
    });
    expect(secretWordsHiddenFrom(game.readingState, null).length).toBeGreaterThan(0);
    const { gameId, host, guest } = game;
    const players = albumOf(await readAlbum(host, gameId));
    expect(players.game.isPublic).toBe(true);
    expect(players.share).toBeNull();
    for (const caller of [null, stranger]) {
      const album = albumOf(await readAlbum(caller, gameId));
      expect(album.rounds).toEqual(players.rounds);
      expect(album.rounds.flatMap((r) => r.riddles)).toHaveLength(6);
      expect(album.viewer).toEqual({ isPlayer: false, isHost: false });
    }
    // Its page carries the card, which anyone may load; the card shows names and counts, no word.
    const tags = metaOf(ok(await albumPage(gameId), 200, "page").body);
    expect(new URL(tags["og:image"] ?? "").pathname).toBe(`/api/games/${gameId}/album/card.png`);
    expect(tags["og:image:alt"]).toContain("Album Night");
    const png = ok(await albumCard(gameId), 200, "card");
    expect(png.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const finished = await stateOf(gameId);
    const content = albumCardContent(finished);
    expect(content.body.join(" ")).toContain("6 riddles over 2 rounds");
    expect(content.rows?.map((row) => row.label)).toEqual(
      players.standings.map((standing) => `${standing.rank}. ${standing.name}`),
    );
    // (The tags' own fixed words, such as og:type "website", are left out: a page may deal that word.)
    const texts = [tags["og:title"], tags["og:description"], tags["og:image:alt"]];
    expect(mentionedWords([content, texts], everyWordOf(finished))).toEqual([]);
    // A public album needs no token: the host is told so; others may not share at all.
    const refused = await shareAlbum(host, gameId);
    expect(refused.statusCode).toBe(400);
    expect(errorBodyOf(refused).message).toMatch(/public/);
    expect((await shareAlbum(guest, gameId)).statusCode).toBe(403);
    expect((await shareAlbum(stranger, gameId)).statusCode).toBe(403);
  });

  it("has no album for a game that ended in setup, and answers 404 for an unknown game", async () => {
    const { gameId, seats } = await gameInSetup(t.app, 1, { isPublic: true });
    ok(await call(t.app, seats[0] as Seat, "POST", `/api/games/${gameId}/leave`), 200, "leave");
    expect((await stateOf(gameId)).phase).toBe("complete");
    const album = albumOf(await readAlbum(null, gameId));
    expect(album.rounds).toEqual([]);
    expect(ok(await call(t.app, seats[0] as Seat, "GET", "/api/user/games/finished")).json()).toEqual([]);
    expect((await readAlbum(null, "missing-game")).statusCode).toBe(404);
    expect((await readAlbum(null, "bad\u0001id")).statusCode).toBe(400);
  });
});

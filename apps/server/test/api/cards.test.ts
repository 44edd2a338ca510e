// Share links, card images and the shared pages' Open Graph tags (apps/server/src/cards/README.md):
// PNG cards for riddles, results and challenges; who may see each (public games, else the link's
// share id); and a deep scan that no card, tag or alt text shows a word before its round is scored.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { GameState } from "@riddlebook/rules";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { challengeCard, resultCard, riddleCard } from "../../src/cards/card-content";
import { LruCache } from "../../src/cards/lru";
import { cardElement, cardTexts } from "../../src/cards/render";
import { escapeHtml, injectIntoHead, matchPattern, metaTags } from "../../src/cards/share-meta";
import type { Config } from "../../src/config";
import { referenceCardPng } from "../support/card-reference";
import {
  call,
  gameInSetup,
  handOf,
  mentionedWords,
  newCaller,
  RIDDLES,
  type Seat,
} from "../support/game-helpers";
import { createTestApp, type TestApp } from "../support/test-app";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const INDEX_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="description" content="A word-riddle party game"><title>Riddlebook</title></head>
<body><div id="root"></div></body></html>`;

let t: TestApp;
const cardsApp = (config: Partial<Config> = {}) => {
  const webDistDir = mkdtempSync(join(tmpdir(), "rb-cards-web-"));
  writeFileSync(join(webDistDir, "index.html"), INDEX_HTML);
  const dataDir = mkdtempSync(join(tmpdir(), "rb-cards-data-"));
  return createTestApp({ config: { webDistDir, dataDir, ...config } });
};
beforeEach(async () => {
  t = await cardsApp();
});
afterEach(async () => {
  await t.close();
});

const stateOf = async (gameId: string): Promise<GameState> => {
  const state = await t.app.games.load(gameId);
  if (!state) throw new Error("no game");
  return state;
};

function ok<R extends { statusCode: number; body: string }>(res: R, status = 200, what = "call"): R {
  if (res.statusCode !== status) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return res;
}

/** Every word the game dealt or chose, in any round. */
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

const get = (url: string) => t.app.inject({ method: "GET", url });
const mint = (caller: Seat | null, body: Record<string, unknown>) =>
  call(t.app, caller, "POST", "/api/share-links", body);
const pathOf = (absolute: string) => {
  const url = new URL(absolute);
  return `${url.pathname}${url.search}`;
};

function expectPng(res: { statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer }) {
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toBe("image/png");
  expect(String(res.headers["cache-control"])).toMatch(/public, max-age=\d+/);
  expect(res.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(res.rawPayload.length).toBeGreaterThan(5_000);
}

/** The content of each `<meta property|name=... content=...>` in `html`, by name. */
function metaOf(html: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)) {
    found[m[1] as string] = m[2] as string;
  }
  return found;
}

interface OneRound {
  gameId: string;
  host: Seat;
  guest: Seat;
  words: string[];
  riddleIds: string[];
}

/** A 1-round game of two people in writing, the host's riddle submitted (the guest's not yet). */
async function hostSubmitted(isPublic: boolean): Promise<OneRound> {
  const { gameId, seats } = await gameInSetup(t.app, 2, { totalRounds: 1, isPublic, name: "Card Night" });
  const [host, guest] = seats as [Seat, Seat];
  for (const seat of seats) {
    ok(await call(t.app, seat, "PATCH", `/api/players/${seat.playerId}`, { isReady: true }), 200, "ready");
  }
  const game: OneRound = { gameId, host, guest, words: [], riddleIds: [] };
  await submit(game, host, 0);
  return game;
}

async function submit(game: OneRound, seat: Seat, i: number): Promise<void> {
  const [word] = await handOf(t.app, seat, game.gameId);
  if (!word) throw new Error("no hand");
  const res = await call(t.app, seat, "POST", "/api/riddles", {
    gameId: game.gameId,
    playerId: seat.playerId,
    round: 1,
    selectedWord: word,
    riddleText: RIDDLES[i],
  });
  game.riddleIds.push(ok(res, 201, "riddle").json().id);
  game.words.push(word);
}

/** The guest submits (reading opens), both guess each other's riddle (the round is scored). */
async function scoreRound(game: OneRound): Promise<void> {
  const guess = (seat: Seat, riddleId: string, text: string) =>
    call(t.app, seat, "POST", "/api/guesses", { riddleId, guesserId: seat.playerId, guess: text });
  ok(await guess(game.guest, game.riddleIds[0] as string, game.words[0] as string), 201, "guess");
  ok(await guess(game.host, game.riddleIds[1] as string, "nothing"), 201, "guess");
  expect((await stateOf(game.gameId)).phase).toBe("scoring");
}

const riddlePage = (game: OneRound, s?: string) =>
  `/share/riddle/${game.gameId}/1/${game.host.playerId}${s ? `?s=${s}` : ""}`;
const riddleImage = (game: OneRound, s?: string) =>
  `/api/cards/riddle/${game.gameId}/1/${game.host.playerId}.png${s ? `?s=${s}` : ""}`;

describe("a riddle's card", () => {
  it("is shared by its author from submitting on, and shows the word only once the round is scored (deep scan)", async () => {
    const game = await hostSubmitted(true);
    // During writing nobody else may read the riddle: no card and no tags without the author's link.
    expect((await get(riddleImage(game))).statusCode).toBe(404);
    const bare = await get(riddlePage(game));
    expect(bare.statusCode).toBe(200);
    expect(bare.body).not.toContain("og:image");

    // Only the author may share it before scoring.
    expect(
      (
        await mint(game.guest, {
          kind: "riddle",
          gameId: game.gameId,
          round: 1,
          playerId: game.host.playerId,
        })
      ).statusCode,
    ).toBe(409);
    const link = ok(
      await mint(game.host, { kind: "riddle", gameId: game.gameId, round: 1, playerId: game.host.playerId }),
    ).json() as { url: string; imageUrl: string };
    const again = ok(
      await mint(game.host, { kind: "riddle", gameId: game.gameId, round: 1, playerId: game.host.playerId }),
    ).json();
    expect(again).toEqual(link);
    const s = new URL(link.url).searchParams.get("s") ?? "";
    expect(s).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(pathOf(link.url)).toBe(riddlePage(game, s));
    expect(pathOf(link.imageUrl)).toBe(riddleImage(game, s));

    expectPng(await get(pathOf(link.imageUrl)));
    const page = await get(pathOf(link.url));
    const meta = metaOf(page.body);
    expect(meta["og:title"]).toBe("A riddle by Hana · Riddlebook");
    expect(meta["og:description"]).toContain(RIDDLES[0]);
    expect(meta["og:image"]).toMatch(/^http:\/\/localhost(:\d+)?\/api\//);
    expect(pathOf(meta["og:image"] ?? "")).toBe(riddleImage(game, s));
    expect(meta["og:image:alt"]).toContain("Hana");
    expect(meta["twitter:card"]).toBe("summary_large_image");
    expect(meta["twitter:image"]).toBe(meta["og:image"]);
    expect(page.body).toContain("<title>A riddle by Hana · Riddlebook</title>");
    expect(page.body.match(/<title>/g)).toHaveLength(1);

    // Deep scan before scoring: the page, its tags and the card's own drawn text.
    const unscored = await stateOf(game.gameId);
    const secrets = everyWordOf(unscored);
    expect(secrets.length).toBeGreaterThan(2);
    const card = riddleCard(unscored, 1, game.host.playerId);
    expect(mentionedWords([page.body, card, cardElement(card?.content as never)], secrets)).toEqual([]);
    // The route draws exactly that content, on a drawing thread, to the bytes the event loop drew before.
    expect(
      (await get(pathOf(link.imageUrl))).rawPayload.equals(await referenceCardPng(card?.content as never)),
    ).toBe(true);

    // Reading: the riddle is open to anyone watching a public game, still without its word.
    await submit(game, game.guest, 1);
    expectPng(await get(riddleImage(game)));
    const reading = await get(riddlePage(game));
    expect(metaOf(reading.body)["og:image"]).toContain(riddleImage(game));
    expect(
      mentionedWords([reading.body, riddleCard(await stateOf(game.gameId), 1, game.host.playerId)], secrets),
    ).toEqual([]);

    // Scored: the card may name the word; any player may now share the riddle.
    await scoreRound(game);
    const scored = riddleCard(await stateOf(game.gameId), 1, game.host.playerId);
    expect(cardTexts(scored?.content as never).join(" ")).toContain(`“${game.words[0]}”`);
    expect(scored?.cacheKey).not.toBe(card?.cacheKey);
    expectPng(await get(riddleImage(game)));
    ok(
      await mint(game.guest, { kind: "riddle", gameId: game.gameId, round: 1, playerId: game.host.playerId }),
    );
  });

  it("of a private game is reachable only with its own link", async () => {
    const game = await hostSubmitted(false);
    await submit(game, game.guest, 1);
    expect((await get(riddleImage(game))).statusCode).toBe(404);
    const link = ok(
      await mint(game.host, { kind: "riddle", gameId: game.gameId, round: 1, playerId: game.host.playerId }),
    ).json() as { url: string; imageUrl: string };
    expectPng(await get(pathOf(link.imageUrl)));
    expect(metaOf((await get(pathOf(link.url))).body)["og:title"]).toContain("Hana");
    // The guest's riddle is another target: the host's link does not open it.
    const s = new URL(link.url).searchParams.get("s");
    const other = `/api/cards/riddle/${game.gameId}/1/${game.guest.playerId}.png?s=${s}`;
    expect((await get(other)).statusCode).toBe(404);
    // A made-up share id is refused the same way.
    expect((await get(riddleImage(game, "AAAAAAAAAAAAAAAAAAAAAA"))).statusCode).toBe(404);
    // A stranger may not make links for a game they have no seat in.
    const stranger = { ...(await newCaller(t.app)), playerId: "none" };
    expect(
      (await mint(stranger, { kind: "riddle", gameId: game.gameId, round: 1, playerId: game.host.playerId }))
        .statusCode,
    ).toBe(404);
  });
});

describe("a game's result card", () => {
  it("shows the podium of a finished game, publicly for a public game and by link for a private one", async () => {
    for (const isPublic of [true, false]) {
      const game = await hostSubmitted(isPublic);
      await submit(game, game.guest, 1);
      expect((await mint(game.host, { kind: "result", gameId: game.gameId })).statusCode).toBe(409);
      await scoreRound(game);
      ok(await call(t.app, game.host, "PATCH", `/api/games/${game.gameId}`, { currentPhase: "complete" }));
      const state = await stateOf(game.gameId);
      expect(state.phase).toBe("complete");

      const image = `/api/cards/result/${game.gameId}.png`;
      const page = `/share/result/${game.gameId}`;
      if (isPublic) {
        expectPng(await get(image));
        expect(metaOf((await get(page)).body)["og:title"]).toBe("Card Night: final results · Riddlebook");
      } else {
        expect((await get(image)).statusCode).toBe(404);
        expect((await get(page)).body).not.toContain("og:title");
      }
      const link = ok(await mint(game.guest, { kind: "result", gameId: game.gameId })).json() as {
        url: string;
        imageUrl: string;
      };
      expectPng(await get(pathOf(link.imageUrl)));
      const meta = metaOf((await get(pathOf(link.url))).body);
      expect(meta["og:description"]).toMatch(
        /^Hana won with 5 points\. 1\. Hana \(5\), 2\. Player 2 \(\d+\)\.$/,
      );
      const card = resultCard(state);
      expect(card?.content.rows?.map((r) => r.label)).toEqual(["1. Hana", "2. Player 2"]);
      // No word in the result card at all.
      expect(mentionedWords([card, meta], everyWordOf(state))).toEqual([]);
    }
  });
});

describe("a game's album page (the album's own resolver, through the share-meta registry)", () => {
  it("carries Open Graph tags and a PNG card once a public game is over, and nothing before", async () => {
    const game = await hostSubmitted(true);
    await submit(game, game.guest, 1);
    const page = `/game/${game.gameId}/album`;
    // In reading, nothing: no tags that could hold a word.
    expect((await get(page)).body).toBe(INDEX_HTML);
    await scoreRound(game);
    ok(await call(t.app, game.host, "PATCH", `/api/games/${game.gameId}`, { currentPhase: "complete" }));
    const meta = metaOf((await get(page)).body);
    expect(meta["og:title"]).toBe("Card Night: the album");
    expect(meta["twitter:card"]).toBe("summary_large_image");
    expectPng(await get(pathOf(meta["og:image"] ?? "")));
  });
});

describe("a challenge's card", () => {
  it("is reachable only with a link one side of the challenge made, and holds no word", async () => {
    const ann = { ...(await newCaller(t.app)), playerId: "" };
    const bo = { ...(await newCaller(t.app)), playerId: "" };
    const now = t.clock.now();
    await t.db
      .insertInto("friendships")
      .values([
        { user_id: ann.userId, friend_id: bo.userId, created_at: now },
        { user_id: bo.userId, friend_id: ann.userId, created_at: now },
      ])
      .execute();
    const sent = ok(
      await call(t.app, ann, "POST", "/api/challenges", {
        friendId: bo.userId,
        gameMode: "standard",
        roundCount: 3,
      }),
      201,
    ).json();
    expect((await get(`/api/cards/challenge/${sent.id}.png`)).statusCode).toBe(404);
    const stranger = { ...(await newCaller(t.app)), playerId: "" };
    expect((await mint(stranger, { kind: "challenge", challengeId: sent.id })).statusCode).toBe(404);
    const link = ok(await mint(bo, { kind: "challenge", challengeId: sent.id })).json() as {
      url: string;
      imageUrl: string;
    };
    expectPng(await get(pathOf(link.imageUrl)));
    const meta = metaOf((await get(pathOf(link.url))).body);
    expect(meta["og:title"]).toMatch(/ challenged .* · Riddlebook$/);
    expect(meta["og:description"]).toContain("3 rounds");
    expect(challengeCard(sent).content.title).toBe(
      `${sent.challengerName} challenged ${sent.challengedName}`,
    );
  });
});

describe("drawing cards cannot stall the server (docs/reliability.md, issue 29 finding 1)", () => {
  /** A public game in reading: its two riddles' cards are open to anyone, and differ. */
  async function twoOpenCards(): Promise<string[]> {
    const game = await hostSubmitted(true);
    await submit(game, game.guest, 1);
    return [game.host, game.guest].map((seat) => `/api/cards/riddle/${game.gameId}/1/${seat.playerId}.png`);
  }
  const cards = (c: Partial<Config["cards"]>): Partial<Config> => ({
    cards: { renderThreads: 1, renderQueue: 8, coldRendersPerMinute: 100, storeMb: 16, ...c },
  });

  it("answers 503 busy with Retry-After once the drawing queue is full", async () => {
    await t.close();
    t = await cardsApp(cards({ renderQueue: 0 }));
    const answers = await Promise.all((await twoOpenCards()).map(get));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 503]);
    const busy = answers.find((a) => a.statusCode === 503);
    expect(busy?.headers["retry-after"]).toBe("2");
    expect(busy?.json()).toMatchObject({
      code: "busy",
      message: expect.stringMatching(/busy drawing cards/),
    });
  });

  it("limits cold draws per client with 429 and Retry-After, while stored cards are still served", async () => {
    await t.close();
    t = await cardsApp(cards({ coldRendersPerMinute: 1 }));
    const [first, second] = (await twoOpenCards()) as [string, string];
    expectPng(await get(first));
    const refused = await get(second);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ code: "rate_limited" });
    // A warm hit draws nothing: not counted as cold.
    expectPng(await get(first));
    expectPng(await get(first));
    t.clock.advance(61_000);
    expectPng(await get(second));
  });
});

describe("card routes refuse bad input with 4xx", () => {
  it.each([
    ["/api/cards/riddle/g/0/p.png", 400],
    ["/api/cards/riddle/g/abc/p.png", 400],
    ["/api/cards/riddle/g/1000/p.png", 400],
    [`/api/cards/riddle/g/1/${"p".repeat(65)}.png`, 400],
    ["/api/cards/result/%07.png", 400],
    ["/api/cards/result/nope.png?s=%3Cscript%3E", 400],
    ["/api/cards/result/nope.png", 404],
    ["/api/cards/riddle/nope/1/nope.png", 404],
    ["/api/cards/challenge/nope.png?s=AAAAAAAAAAAAAAAAAAAAAA", 404],
  ])("GET %s → %i", async (url, status) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    expect(res.json().message.length).toBeGreaterThan(5);
  });

  it.each([
    [{ kind: "album", gameId: "g" }],
    [{ kind: "riddle", gameId: "g", round: 1.5, playerId: "p" }],
    [{ kind: "result" }],
    [{ kind: "result", gameId: "g", extra: 1 }],
  ])("POST /api/share-links %j → 400", async (body) => {
    const caller = { ...(await newCaller(t.app)), playerId: "" };
    expect((await mint(caller, body)).statusCode).toBe(400);
  });

  it("POST /api/share-links needs a signed-in user", async () => {
    expect((await mint(null, { kind: "result", gameId: "g" })).statusCode).toBe(401);
  });

  it("a shared page of something unknown is the plain app page", async () => {
    for (const url of [
      "/share/result/nope",
      "/share/riddle/x/1/y",
      "/share/riddle/x/abc/y",
      "/share/challenge/%3Cx%3E",
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX_HTML);
    }
  });
});

describe("the share-meta helpers", () => {
  it("escape every value and replace the page's own title and description", () => {
    const tags = metaTags(
      { title: `"><script>x</script>`, description: "a & b", image: "/api/x.png", imageAlt: "it's" },
      "https://rb.example",
      "https://rb.example/share/x?a=1&b=2",
    );
    expect(tags).not.toContain("<script>");
    expect(tags).toContain('content="https://rb.example/api/x.png"');
    expect(tags).toContain('content="https://rb.example/share/x?a=1&amp;b=2"');
    expect(escapeHtml(`<&>"'`)).toBe("&lt;&amp;&gt;&quot;&#39;");
    const html = injectIntoHead(INDEX_HTML, tags);
    expect(html).not.toContain("A word-riddle party game");
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.indexOf("og:title")).toBeLessThan(html.indexOf("</head>"));
  });

  it("match patterns segment by segment", () => {
    const segments = ["game", ":gameId", "album"];
    expect(matchPattern(segments, "/game/a%20b/album")).toEqual({ gameId: "a b" });
    expect(matchPattern(segments, "/game/a/album/x")).toBeNull();
    expect(matchPattern(segments, "/game/%E0%A4%A/album")).toBeNull();
    expect(matchPattern(segments, "/games/a/album")).toBeNull();
  });

  it("the card cache keeps at most its capacity, dropping the least recently used", () => {
    const lru = new LruCache<string, number>(2);
    lru.set("a", 1);
    lru.set("b", 2);
    lru.get("a");
    lru.set("c", 3);
    expect(lru.get("b")).toBeUndefined();
    expect(lru.get("a")).toBe(1);
    expect(lru.size).toBe(2);
  });
});

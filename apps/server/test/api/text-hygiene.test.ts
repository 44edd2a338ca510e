// Names and bios as players type them (docs/product.md §15): no direction or control characters, no
// broken characters, something visible, stored in NFC; player names unique at a table (§3).
// Ids in test names such as (A20) are rows of docs/reliability.md.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { call, createGame, newCaller } from "../support/game-helpers";
import { createTestApp, errorBodyOf, newSignup, type TestApp } from "../support/test-app";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ config: { rateLimitScale: 100 } });
});
afterEach(async () => {
  await t.close();
});

/** Hostile texts, each with the end of the message that names its problem. */
const HOSTILE: [string, string, string][] = [
  [
    "a right-to-left override",
    "Hana\u202Etxt.exe",
    "may not contain characters that change the text direction.",
  ],
  ["a right-to-left isolate", "\u2067Hana", "may not contain characters that change the text direction."],
  ["a NUL", "Ha\u0000na", "may not contain control characters."],
  ["an escape sequence", "Hana\u001B[2J", "may not contain control characters."],
  ["a C1 control", "Hana\u009B", "may not contain control characters."],
  ["a lone surrogate", "Hana\uD83D", "contains a broken character. Please type it again."],
  ["only zero-width characters", "\u200B\u200C\u200D\u2060\uFEFF", "must contain visible characters."],
  ["only Hangul fillers", "\u3164\u115F\u1160", "must contain visible characters."],
];

describe("player and game names refuse hidden characters (A20)", () => {
  it.each(HOSTILE)("refuses a host's player name with %s, naming the field", async (_, name, problem) => {
    const host = await newCaller(t.app);
    const res = await call(t.app, host, "POST", "/api/games", { playerName: name });
    expect(res.statusCode).toBe(400);
    expect(errorBodyOf(res)).toEqual({ code: "invalid_request", message: `Your name ${problem}` });
  });

  it.each(HOSTILE)("refuses a joining player's name with %s", async (_, name, problem) => {
    const host = await newCaller(t.app);
    const { gameId } = await createGame(t.app, host);
    const res = await call(t.app, await newCaller(t.app), "POST", "/api/players", { gameId, name });
    expect(res.statusCode).toBe(400);
    expect(errorBodyOf(res).message).toBe(`Your name ${problem}`);
  });

  it.each(HOSTILE)("refuses a game name with %s", async (_, name, problem) => {
    const host = await newCaller(t.app);
    const res = await call(t.app, host, "POST", "/api/games", { playerName: "Hana", name });
    expect(res.statusCode).toBe(400);
    expect(errorBodyOf(res).message).toBe(`The game name ${problem}`);
  });

  it("refuses a quick-match player name with a direction override", async () => {
    const res = await call(t.app, await newCaller(t.app), "POST", "/api/matchmaking/join", {
      gameMode: "standard",
      preferredRounds: 7,
      skillLevel: "any",
      playerName: "\u202EnaS",
    });
    expect(res.statusCode).toBe(400);
    expect(errorBodyOf(res).message).toBe(
      "Your name may not contain characters that change the text direction.",
    );
  });

  it("stores player and game names in NFC, as one character per accented letter", async () => {
    const host = await newCaller(t.app);
    const res = await call(t.app, host, "POST", "/api/games", {
      playerName: "Zoe\u0301",
      name: "Cafe\u0301 Riddles",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().player.name).toBe("Zo\u00E9");
    expect(res.json().game.name).toBe("Caf\u00E9 Riddles");
    const joined = await call(t.app, await newCaller(t.app), "POST", "/api/players", {
      gameId: res.json().game.id,
      name: "Rene\u0301e",
    });
    expect(joined.json().name).toBe("Ren\u00E9e");
  });

  it("still accepts names in other scripts and with emoji", async () => {
    const host = await newCaller(t.app);
    const res = await call(t.app, host, "POST", "/api/games", {
      playerName: "\u05E9\u05E8\u05D4 \u{1F469}\u200D\u{1F4BB}",
    });
    expect(res.statusCode).toBe(201);
  });
});

describe("account names and bios refuse hidden characters (A20)", () => {
  const signup = (overrides: Record<string, unknown>) =>
    t.app.inject({ method: "POST", url: "/api/auth/signup", payload: newSignup(overrides) });

  it.each(HOSTILE)("refuses a username with %s", async (_, username, problem) => {
    const res = await signup({ username });
    expect(res.statusCode).toBe(400);
    expect(errorBodyOf(res).message).toBe(`Username ${problem}`);
  });

  it.each(HOSTILE)("refuses a first name with %s", async (_, firstName, problem) => {
    const res = await signup({ firstName });
    expect(res.statusCode).toBe(400);
    expect(errorBodyOf(res).message).toBe(`First name ${problem}`);
  });

  it("refuses a last name made only of invisible characters", async () => {
    const res = await signup({ lastName: "\u200B" });
    expect(res.statusCode).toBe(400);
    expect(errorBodyOf(res).message).toBe("Last name must contain visible characters.");
  });

  it("stores first and last names in NFC", async () => {
    const res = await signup({ firstName: "Zoe\u0301", lastName: "Bru\u0308ck" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ firstName: "Zo\u00E9", lastName: "Br\u00FCck" });
  });

  it.each(HOSTILE)("refuses a bio with %s", async (_, bio, problem) => {
    const { headers } = await newCaller(t.app);
    const res = await t.app.inject({ method: "PATCH", url: "/api/user/profile", headers, payload: { bio } });
    expect(res.statusCode).toBe(400);
    expect(errorBodyOf(res).message).toBe(`Bio ${problem}`);
  });

  it("refuses a username with a direction override in a profile update", async () => {
    const { headers } = await newCaller(t.app);
    const res = await t.app.inject({
      method: "PATCH",
      url: "/api/user/profile",
      headers,
      payload: { username: "evil\u202Egnp" },
    });
    expect(res.statusCode).toBe(400);
    expect(errorBodyOf(res).message).toBe(
      "Username may not contain characters that change the text direction.",
    );
  });

  it("keeps a bio's line breaks and stores it in NFC", async () => {
    const { headers } = await newCaller(t.app);
    const res = await t.app.inject({
      method: "PATCH",
      url: "/api/user/profile",
      headers,
      payload: { bio: "Cafe\u0301 lover\r\n\tand riddler" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().bio).toBe("Caf\u00E9 lover\n\tand riddler");
  });
});

describe("player names are unique at a table (docs/product.md §3)", () => {
  it("refuses a second player named like the host, in any case, with 409 name_taken", async () => {
    const host = await newCaller(t.app);
    const { gameId } = await createGame(t.app, host, { playerName: "Host" });
    // "Ho\u200Bst" never gets this far: a zero-width space inside a name is refused with 400 (A41).
    const hidden = await call(t.app, await newCaller(t.app), "POST", "/api/players", {
      gameId,
      name: "Ho\u200Bst",
    });
    expect(hidden.statusCode).toBe(400);
    for (const name of ["Host", "host", "HOST", " hOsT ", "\uFF28\uFF4F\uFF53\uFF54"]) {
      const res = await call(t.app, await newCaller(t.app), "POST", "/api/players", { gameId, name });
      expect(res.statusCode).toBe(409);
      expect(errorBodyOf(res)).toEqual({
        code: "name_taken",
        message: "That name is already taken in this game. Pick another.",
      });
    }
    const view = (await call(t.app, host, "GET", `/api/games/${gameId}`)).json();
    expect(view.players.map((p: { name: string }) => p.name)).toEqual(["Host"]);
  });

  it("refuses a bot's name to a joining player, and gives a bot the next persona name when a player has its name", async () => {
    const host = await newCaller(t.app);
    const { gameId } = await createGame(t.app, host, { playerName: "Auntie Mabel" });
    const bot = await call(t.app, host, "POST", `/api/games/${gameId}/add-bot`, { botType: "auntie" });
    expect(bot.statusCode).toBe(201);
    expect(bot.json().bot.name).toBe("Auntie Rose");
    const res = await call(t.app, await newCaller(t.app), "POST", "/api/players", {
      gameId,
      name: "auntie rose",
    });
    expect(res.statusCode).toBe(409);
    expect(errorBodyOf(res).code).toBe("name_taken");
  });

  it("matches two quick-match seekers who asked for one name, numbering the second", async () => {
    const prefs = { gameMode: "standard", preferredRounds: 7, skillLevel: "any" };
    const ann = await newCaller(t.app);
    const bo = await newCaller(t.app);
    expect(
      (await call(t.app, ann, "POST", "/api/matchmaking/join", { ...prefs, playerName: "Sam" })).statusCode,
    ).toBe(200);
    t.clock.advance(1000);
    const second = await call(t.app, bo, "POST", "/api/matchmaking/join", { ...prefs, playerName: "sam" });
    expect(second.json().matched).toBe(true);
    const view = (await call(t.app, ann, "GET", `/api/games/${second.json().gameId}`)).json();
    expect(view.game.currentPhase).toBe("writing");
    expect(view.players.map((p: { name: string }) => p.name)).toEqual(["Sam", "sam 2"]);
  });
});

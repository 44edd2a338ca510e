// docs/reliability.md A41: every name field refuses hidden characters inside a visible name
// (Unicode's default-ignorable characters: zero-width spaces, tag characters, fillers) and more than
// 2 combining marks on one letter, with a 400 naming the field.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { call, createGame, newCaller } from "../support/game-helpers";
import { createTestApp, newSignup, type TestApp } from "../support/test-app";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ config: { rateLimitScale: 100 } });
});
afterEach(async () => {
  await t.close();
});

const HIDDEN = "may not contain invisible characters (such as zero-width spaces).";
const STACKED = "may not stack more than 2 accents or marks on one letter.";
const NAMES: [string, string, string][] = [
  ["a zero-width space", "Ha\u200Bna", HIDDEN],
  ["tag characters", "Hana\u{E0068}\u{E0069}", HIDDEN],
  ["a Hangul filler", "Ha\u3164na", HIDDEN],
  ["45 stacked combining marks", `Ha${"\u0336".repeat(45)}na`, STACKED],
  ["3 marks on one letter (as stored, in NFC)", "Hx\u0301\u0302\u0303na", STACKED],
];

/** Each name field: where it is sent, and the label its message starts with. */
const FIELDS: [string, string, (name: string) => Promise<{ statusCode: number; body: string }>][] = [
  [
    "a first name at sign-up",
    "First name",
    (name) =>
      t.app.inject({ method: "POST", url: "/api/auth/signup", payload: newSignup({ firstName: name }) }),
  ],
  [
    "a last name at sign-up",
    "Last name",
    (name) =>
      t.app.inject({ method: "POST", url: "/api/auth/signup", payload: newSignup({ lastName: name }) }),
  ],
  [
    "a player name",
    "Your name",
    async (name) => call(t.app, await newCaller(t.app), "POST", "/api/games", { playerName: name }),
  ],
  [
    "a joining player's name",
    "Your name",
    async (name) => {
      const { gameId } = await createGame(t.app, await newCaller(t.app));
      return call(t.app, await newCaller(t.app), "POST", "/api/players", { gameId, name });
    },
  ],
  [
    "a game name",
    "The game name",
    async (name) => call(t.app, await newCaller(t.app), "POST", "/api/games", { playerName: "Hana", name }),
  ],
  [
    "a tournament name",
    "The tournament name",
    async (name) =>
      call(t.app, await newCaller(t.app), "POST", "/api/tournaments", {
        name,
        size: 8,
        format: "single_elimination",
        registrationDeadline: t.clock.now() + 600_000,
        startsAt: t.clock.now() + 1_200_000,
      }),
  ],
  [
    "a quick-match player name",
    "Your name",
    async (name) =>
      call(t.app, await newCaller(t.app), "POST", "/api/matchmaking/join", {
        gameMode: "standard",
        preferredRounds: 3,
        skillLevel: "any",
        playerName: name,
      }),
  ],
];

describe("name fields refuse hidden characters and stacked marks (A41)", () => {
  for (const [field, label, send] of FIELDS) {
    it.each(NAMES)(`refuses ${field} with %s`, async (_, name, problem) => {
      const res = await send(name);
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.parse(res.body).message).toBe(`${label} ${problem}`);
    });
  }

  it("still accepts accents, two marks on a letter and emoji made with joiners", async () => {
    const host = await newCaller(t.app);
    const res = await call(t.app, host, "POST", "/api/games", {
      playerName: "Vie\u0323\u0302t \u{1F469}\u200D\u{1F680}",
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});

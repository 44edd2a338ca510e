// What an invite link shows a signed-out visitor (packages/protocol/src/invite.ts,
// apps/server/src/routes/invites.ts): the game's name, host, seats and status, by join code or by id
// (a private game only with its code), never a word, riddle or score at any phase (deep scan), and
// join-code guesses limited per address. On SQLite and, with TEST_DATABASE_URL, PostgreSQL.
import { type GameInvite, gameInviteSchema } from "@riddlebook/protocol";
import type { GameState } from "@riddlebook/rules";
import { expect, it } from "vitest";
import { describeOnTargets } from "../support/describe-on-targets";
import {
  call,
  gameInSetup,
  gameInWriting,
  mentionedWords,
  newCaller,
  RIDDLES,
  type Seat,
  submitAllWords,
} from "../support/game-helpers";
import { errorBodyOf } from "../support/test-app";

/** Every word the game dealt or chose and every riddle text, in any round: none may ever show. */
function secretsOf(state: GameState): string[] {
  const secrets = new Set<string>();
  for (const round of state.rounds) {
    for (const choice of Object.values(round.words)) {
      if (choice.word) secrets.add(choice.word);
      for (const word of choice.hand ?? []) secrets.add(word);
    }
    for (const riddle of round.riddles) {
      secrets.add(riddle.word);
      secrets.add(riddle.text);
    }
  }
  return [...secrets];
}

describeOnTargets("invites for signed-out visitors", (t) => {
  const byCode = (code: string) => call(t.app, null, "GET", `/api/invites/${encodeURIComponent(code)}`);
  const byId = (gameId: string, invite?: string) =>
    call(
      t.app,
      null,
      "GET",
      `/api/games/${encodeURIComponent(gameId)}/invite${invite === undefined ? "" : `?invite=${encodeURIComponent(invite)}`}`,
    );
  /** A 200 invite, checked against the protocol's schema (the contract). */
  const inviteOf = (res: { statusCode: number; body: string; json(): unknown }): GameInvite => {
    if (res.statusCode !== 200) throw new Error(`invite: ${res.statusCode} ${res.body}`);
    return gameInviteSchema.strict().parse(res.json());
  };
  const stateOf = async (gameId: string): Promise<GameState> => {
    const state = await t.app.games.load(gameId);
    if (!state) throw new Error("no game");
    return state;
  };

  it("shows a private game's name, host, seats and status to whoever has its join code, signed out", async () => {
    const { gameId, joinCode } = await gameInSetup(t.app, 3, { name: "Friday riddles", isPublic: false });
    const expected = {
      name: "Friday riddles",
      hostName: "Hana",
      playerCount: 3,
      maxPlayers: 8,
      status: "waiting",
      isPublic: false,
    };
    expect(inviteOf(await byCode(joinCode))).toEqual(expected);
    // Any case, as people type it.
    expect(inviteOf(await byCode(joinCode.toLowerCase()))).toEqual(expected);
    expect(inviteOf(await byId(gameId, joinCode.toLowerCase()))).toEqual(expected);
    // The answer never repeats the code or the game's id.
    const body = (await byCode(joinCode)).body;
    expect(body).not.toContain(joinCode);
    expect(body).not.toContain(gameId);
  });

  it("hides a private game from a visitor without its code: the same 404 as no game at all", async () => {
    const { gameId, joinCode } = await gameInSetup(t.app, 1, { isPublic: false });
    const other = await gameInSetup(t.app, 1, { isPublic: false });
    for (const res of [await byId(gameId), await byId(gameId, other.joinCode), await byId(gameId, "NOPE")]) {
      expect(res.statusCode).toBe(404);
      expect(errorBodyOf(res)).toMatchObject({ code: "game_not_found", message: "Game not found." });
    }
    const none = await byId("no-such-game");
    expect(none.statusCode).toBe(404);
    expect(errorBodyOf(none).message).toBe("Game not found.");
    expect(inviteOf(await byId(gameId, joinCode)).status).toBe("waiting");
  });

  it("shows a public game by its id alone", async () => {
    const { gameId } = await gameInSetup(t.app, 2, { name: "Open table", isPublic: true });
    expect(inviteOf(await byId(gameId))).toMatchObject({
      name: "Open table",
      playerCount: 2,
      status: "waiting",
      isPublic: true,
    });
  });

  it.each(["SUNSET100", "' OR 1=1--", "%27%3B%20DROP%20TABLE%20games%3B--", "x".repeat(60), " "])(
    "answers the code %s with 404 and a message, never 500",
    async (code) => {
      const res = await byCode(code);
      expect(res.statusCode).toBe(404);
      expect(errorBodyOf(res)).toMatchObject({
        code: "game_not_found",
        message: "No game has that join code.",
      });
    },
  );

  it("refuses a malformed game id with 400 and a message", async () => {
    const res = await byId("x".repeat(65));
    expect(res.statusCode).toBe(400);
    expect(errorBodyOf(res).message).toBe("id: that is not a valid id.");
  });

  it("says started and finished as the game moves on, and never shows a word, riddle or score (deep scan)", async () => {
    const { gameId, seats } = await gameInWriting(t.app, 2, {
      name: "Deep scan",
      isPublic: true,
      totalRounds: 1,
    });
    const [host, guest] = seats as [Seat, Seat];
    const { joinCode } = await stateOf(gameId);
    const reads = async () => [await byCode(joinCode), await byId(gameId)];
    const expectNothingSecret = async (status: GameInvite["status"]) => {
      const state = await stateOf(gameId);
      const secrets = secretsOf(state);
      for (const res of await reads()) {
        const invite = inviteOf(res);
        expect(invite.status).toBe(status);
        expect(mentionedWords(res.json(), secrets)).toEqual([]);
        for (const secret of secrets) expect(res.body.toLowerCase()).not.toContain(secret.toLowerCase());
      }
      return secrets;
    };

    const { ids, words } = await submitAllWords(t.app, gameId, seats);
    expect((await stateOf(gameId)).phase).toBe("reading");
    const secrets = await expectNothingSecret("started");
    expect(secrets).toEqual(expect.arrayContaining([...words, RIDDLES[0], RIDDLES[1]]));

    // Each guesses the other's word: the round is scored, and the host ends the game.
    const guess = (seat: Seat, riddleId: string, text: string) =>
      call(t.app, seat, "POST", "/api/guesses", { riddleId, guesserId: seat.playerId, guess: text });
    expect((await guess(guest, ids[0] as string, words[0] as string)).statusCode).toBe(201);
    expect((await guess(host, ids[1] as string, words[1] as string)).statusCode).toBe(201);
    expect((await stateOf(gameId)).phase).toBe("scoring");
    await expectNothingSecret("started");
    const end = await call(t.app, host, "PATCH", `/api/games/${gameId}`, { currentPhase: "complete" });
    expect(end.statusCode).toBe(200);

    // Over: its code is free again (404), its id still says how it ended, with no score.
    expect((await byCode(joinCode)).statusCode).toBe(404);
    const finished = await byId(gameId);
    expect(inviteOf(finished).status).toBe("finished");
    expect(mentionedWords(finished.json(), secretsOf(await stateOf(gameId)))).toEqual([]);
    expect(Object.keys(finished.json())).not.toContain("score");
  });

  it("counts every code lookup and every wrong invite against the address: 429 past the limit, even for a right code", async () => {
    const { gameId, joinCode } = await gameInSetup(t.app, 1, { isPublic: false });
    // The join-code lookup window of one address: 60 a minute (apps/server/src/routes/game-limits.ts).
    const statuses: number[] = [];
    for (let n = 1; n <= 30; n++) statuses.push((await byCode(`RIVER${n}`)).statusCode);
    for (let n = 1; n <= 30; n++) statuses.push((await byId(gameId, `RIVER${n}`)).statusCode);
    expect(statuses.every((s) => s === 404)).toBe(true);
    const refused = [await byCode(joinCode), await byId(gameId, joinCode)];
    for (const res of refused) {
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      expect(errorBodyOf(res).message).toMatch(/Too many attempts/);
    }
    // A public game's id needs no code, so it is never limited by this window.
    const open = await gameInSetup(t.app, 1, { isPublic: true });
    expect(inviteOf(await byId(open.gameId)).isPublic).toBe(true);
    // A minute on, the address may look codes up again.
    t.clock.advance(61_000);
    expect(inviteOf(await byCode(joinCode)).status).toBe("waiting");
  });

  it("needs no session, and a signed-in caller gets the same answer", async () => {
    const { joinCode } = await gameInSetup(t.app, 2, { name: "Same for all" });
    const stranger = await newCaller(t.app);
    const signedIn = await call(t.app, stranger, "GET", `/api/invites/${joinCode}`);
    expect(inviteOf(signedIn)).toEqual(inviteOf(await byCode(joinCode)));
  });
});

// One content policy (issue 29; docs/reliability.md A44): `assertClean` in
// apps/server/src/text/profanity.ts decides whether player-written text may be shown. This test
// walks the protocol's request schemas for every string field a player writes and fails when one is
// neither sent through that function (checked by sending it a refused word) nor listed below as
// read by nobody but its writer (or by staff whose job is to read it).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Caller, call, createGame, newCaller } from "../support/game-helpers";
import { createTestApp, errorBodyOf, newSignup, type TestApp } from "../support/test-app";
import { playerTextFields } from "../tooling/player-text-fields";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ config: { rateLimitScale: 100 } });
});
afterEach(async () => {
  await t.close();
});

/** A word the policy refuses, in a shape every field's own rules accept (letters and a space). */
const REFUSED = "Sh1t Happens";
const REFUSED_USERNAME = "sh1t_happens";

type Send = (value: string) => Promise<{ statusCode: number; body: string }>;
const post = (caller: Caller | null, url: string, payload: unknown) =>
  call(t.app, caller, "POST", url, payload);
const asNewUser = async (url: string, payload: unknown) => post(await newCaller(t.app), url, payload);
const guest = async (): Promise<Caller> => {
  const res = await t.app.inject({ method: "POST", url: "/api/dev-auto-login" });
  return {
    userId: res.json().id,
    headers: { cookie: String(res.headers["set-cookie"]).split(";")[0] ?? "" },
  };
};
const tournament = (overrides: Record<string, unknown>) => ({
  name: "Spring Cup",
  size: 8,
  format: "single_elimination",
  registrationDeadline: t.clock.now() + 600_000,
  startsAt: t.clock.now() + 1_200_000,
  ...overrides,
});

/** Fields another person can see: each is sent a refused word and must get the field's 400. */
const SCREENED: Record<string, { message: string; send: Send }> = {
  "signupBodySchema.username": {
    message: "Your username contains a word that isn't allowed.",
    send: () => post(null, "/api/auth/signup", newSignup({ username: REFUSED_USERNAME })),
  },
  "signupBodySchema.firstName": {
    message: "Your first name contains a word that isn't allowed.",
    send: (v) => post(null, "/api/auth/signup", newSignup({ firstName: v })),
  },
  "signupBodySchema.lastName": {
    message: "Your last name contains a word that isn't allowed.",
    send: (v) => post(null, "/api/auth/signup", newSignup({ lastName: v })),
  },
  "claimAccountBodySchema.firstName": {
    message: "Your first name contains a word that isn't allowed.",
    send: async (v) =>
      post(await guest(), "/api/user/claim", {
        email: "g1@example.com",
        password: "long-enough-1",
        firstName: v,
      }),
  },
  "claimAccountBodySchema.lastName": {
    message: "Your last name contains a word that isn't allowed.",
    send: async (v) =>
      post(await guest(), "/api/user/claim", {
        email: "g2@example.com",
        password: "long-enough-1",
        lastName: v,
      }),
  },
  "profileUpdateBodySchema.username": {
    message: "Your username contains a word that isn't allowed.",
    send: async () =>
      call(t.app, await newCaller(t.app), "PATCH", "/api/user/profile", { username: REFUSED_USERNAME }),
  },
  "profileUpdateBodySchema.bio": {
    message: "Your bio contains a word that isn't allowed.",
    send: async (v) => call(t.app, await newCaller(t.app), "PATCH", "/api/user/profile", { bio: v }),
  },
  "createGameBodySchema.playerName": {
    message: "Your player name contains a word that isn't allowed.",
    send: (v) => asNewUser("/api/games", { playerName: v }),
  },
  "createGameBodySchema.name": {
    message: "The game name contains a word that isn't allowed.",
    send: (v) => asNewUser("/api/games", { playerName: "Hana", name: v }),
  },
  "joinGameBodySchema.name": {
    message: "Your player name contains a word that isn't allowed.",
    send: async (v) => {
      const { gameId } = await createGame(t.app, await newCaller(t.app));
      return asNewUser("/api/players", { gameId, name: v });
    },
  },
  "joinMatchmakingBodySchema.playerName": {
    message: "Your player name contains a word that isn't allowed.",
    send: (v) =>
      asNewUser("/api/matchmaking/join", {
        gameMode: "standard",
        preferredRounds: 3,
        skillLevel: "any",
        playerName: v,
      }),
  },
  "publishRiddleBodySchema.playerName": {
    message: "Your player name contains a word that isn't allowed.",
    send: (v) => asNewUser("/api/riddles/some-riddle/publish", { playerName: v }),
  },
  "submitRiddleBodySchema.riddleText": {
    message: "The riddle contains a word that isn't allowed.",
    send: (v) =>
      asNewUser("/api/riddles", {
        gameId: "g",
        playerId: "p",
        round: 1,
        selectedWord: "apple",
        riddleText: v,
      }),
  },
  "submitGuessBodySchema.guess": {
    message: "Your guess contains a word that isn't allowed.",
    send: (v) => asNewUser("/api/guesses", { riddleId: "r", guesserId: "p", guess: v }),
  },
  "challengeBodySchema.message": {
    message: "The challenge message contains a word that isn't allowed.",
    send: (v) =>
      asNewUser("/api/challenges", { friendId: "someone", gameMode: "standard", roundCount: 3, message: v }),
  },
  "createTournamentBodySchema.name": {
    message: "The tournament name contains a word that isn't allowed.",
    send: (v) => asNewUser("/api/tournaments", tournament({ name: v })),
  },
  "createTournamentBodySchema.description": {
    message: "The tournament description contains a word that isn't allowed.",
    send: (v) => asNewUser("/api/tournaments", tournament({ description: v })),
  },
};

/** Player-written fields nobody else reads, or that are not free text: why each needs no screening. */
const NOT_SHOWN: Record<string, string> = {
  "signupBodySchema.email": "an e-mail is never shown to anyone but its owner and their friends' lists",
  "signupBodySchema.password": "secret",
  "loginBodySchema.email": "sign-in only",
  "loginBodySchema.password": "secret",
  "claimAccountBodySchema.email": "as signupBodySchema.email",
  "claimAccountBodySchema.password": "secret",
  "deleteAccountBodySchema.password": "secret",
  "friendRequestBodySchema.friendEmail": "must be an account's e-mail; never shown as typed",
  "blockUserBodySchema.userId": "an id",
  "inviteFriendBodySchema.friendId": "an id",
  "challengeBodySchema.friendId": "an id",
  "joinGameBodySchema.gameId": "an id",
  "kickBodySchema.playerId": "an id",
  "submitRiddleBodySchema.gameId": "an id",
  "submitRiddleBodySchema.playerId": "an id",
  "submitGuessBodySchema.riddleId": "an id",
  "submitGuessBodySchema.guesserId": "an id",
  "reportBodySchema.targetId": "an id",
  "moderationActionBodySchema.targetId": "an id",
  "shareLinkBodySchema.gameId": "an id",
  "shareLinkBodySchema.playerId": "an id",
  "shareLinkBodySchema.challengeId": "an id",
  "chooseWordBodySchema.word": "must be a word of the round's wordbook page",
  "submitRiddleBodySchema.selectedWord": "must be the writer's chosen wordbook word",
  "clientMessageSchema.text": "a draft is read only by its writer; it is screened as a riddle when submitted",
  "vaultGuessBodySchema.guess": "a Vault or daily guess is shown only to the one who makes it",
  "reportBodySchema.details": "read only by moderators, whose job is to read reports",
  "moderationActionBodySchema.note": "written by moderators for the audit list, which staff read",
  "reviewBodySchema.reviewNotes": "written by moderators; the audit list keeps who wrote it",
};

describe("one content policy for every player-written field (A44)", () => {
  it("finds every player-written field of the protocol in one of the two lists, and nothing stale", () => {
    const fields = playerTextFields();
    expect(fields.length).toBeGreaterThan(30);
    const unlisted = fields.filter((f) => !(f in SCREENED) && !(f in NOT_SHOWN));
    expect(
      unlisted,
      "a new player-written field: screen it with assertClean, or say why nobody else sees it",
    ).toEqual([]);
    const stale = [...Object.keys(SCREENED), ...Object.keys(NOT_SHOWN)].filter((f) => !fields.includes(f));
    expect(stale).toEqual([]);
    expect(Object.keys(SCREENED).filter((f) => f in NOT_SHOWN)).toEqual([]);
  });

  it.each(Object.entries(SCREENED))(
    "%s goes through the content policy",
    async (_field, { message, send }) => {
      const res = await send(REFUSED);
      expect(res.statusCode, res.body).toBe(400);
      expect(errorBodyOf(res as Parameters<typeof errorBodyOf>[0])).toEqual({
        code: "invalid_request",
        message,
      });
    },
  );
});

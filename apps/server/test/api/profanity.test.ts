// The profanity filter on every field players write for others to read
// (docs/decisions/021-community-riddles-moderation.md): refused words block the request with a 400
// that names the field and store nothing; false friends pass.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  type Caller,
  call,
  createGame,
  gameInSetup,
  gameInWriting,
  handOf,
  newCaller,
} from "../support/game-helpers";
import { member, passDeadlinesUntil } from "../support/report-helpers";
import { createTestApp, errorBodyOf, newSignup, type TestApp } from "../support/test-app";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const refused = (message: string) => ({ code: "invalid_request", message });
const USERNAME = refused("Your username contains a word that isn't allowed.");
const BIO = refused("Your bio contains a word that isn't allowed.");
const PLAYER_NAME = refused("Your player name contains a word that isn't allowed.");
const GAME_NAME = refused("The game name contains a word that isn't allowed.");
const RIDDLE = refused("The riddle contains a word that isn't allowed.");
const CHALLENGE = refused("The challenge message contains a word that isn't allowed.");

/** Usernames may hold only letters, digits and underscores. */
const BAD_USERNAMES = ["xXfuckXx", "sh1t_lord", "f_u_c_k", "B1tchFace"];
const GOOD_USERNAMES = ["Scunthorpe_fan", "assassin_99", "Cocktail_Hour", "Grape_Class", "Penistone1"];
/** Names and free text. */
const BAD_TEXTS = ["sh1t", "F.U.C.K night", "c u n t", "Wh0re", "a$$hole", "ʃṳ𝒸𝗄"];
const GOOD_TEXTS = ["Scunthorpe", "The assassin", "Cocktail class", "Grape", "Cumin & Dickens"];

describe("usernames", () => {
  it("sign-up refuses a username with a refused word (400) and creates no account; false friends sign up", async () => {
    for (const username of BAD_USERNAMES) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/signup",
        payload: newSignup({ username }),
      });
      expect(res.statusCode, username).toBe(400);
      expect(errorBodyOf(res)).toEqual(USERNAME);
    }
    const count = await t.db
      .selectFrom("users")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirst();
    expect(Number(count?.n)).toBe(0);
    for (const username of GOOD_USERNAMES) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/signup",
        payload: newSignup({ username }),
      });
      expect(res.statusCode, username).toBe(201);
    }
  });

  it("a profile update refuses such a username or bio (400), keeping the old ones; false friends are saved", async () => {
    const me = await member(t);
    for (const username of BAD_USERNAMES) {
      const res = await call(t.app, me, "PATCH", "/api/user/profile", { username });
      expect(res.statusCode, username).toBe(400);
      expect(errorBodyOf(res)).toEqual(USERNAME);
    }
    for (const bio of [...BAD_TEXTS, "I like to say\nf u c k\nall day"]) {
      const res = await call(t.app, me, "PATCH", "/api/user/profile", { bio });
      expect(res.statusCode, bio).toBe(400);
      expect(errorBodyOf(res)).toEqual(BIO);
    }
    const stored = await t.db
      .selectFrom("users")
      .select(["username", "bio"])
      .where("id", "=", me.userId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ username: me.username, bio: null });

    for (const username of GOOD_USERNAMES) {
      const res = await call(t.app, me, "PATCH", "/api/user/profile", { username });
      expect(res.statusCode, username).toBe(200);
      expect(res.json().username).toBe(username);
    }
    const bio = "From Scunthorpe. I like cocktails, grapes, my class and a good assassin story.";
    const res = await call(t.app, me, "PATCH", "/api/user/profile", { bio });
    expect(res.statusCode).toBe(200);
    expect(res.json().bio).toBe(bio);
  });
});

describe("game names and player names", () => {
  it("creating a game refuses a refused game name or player name (400); false friends create games", async () => {
    const host = await newCaller(t.app);
    for (const name of BAD_TEXTS) {
      const res = await call(t.app, host, "POST", "/api/games", { name, playerName: "Hana" });
      expect(res.statusCode, name).toBe(400);
      expect(errorBodyOf(res)).toEqual(GAME_NAME);
      const asPlayer = await call(t.app, host, "POST", "/api/games", { playerName: name });
      expect(asPlayer.statusCode, name).toBe(400);
      expect(errorBodyOf(asPlayer)).toEqual(PLAYER_NAME);
    }
    const games = await t.db.selectFrom("games").select("id").execute();
    expect(games).toEqual([]);
    for (const name of GOOD_TEXTS) {
      // A new host each time: one host may keep only a few games in setup.
      const res = await call(t.app, await newCaller(t.app), "POST", "/api/games", { name, playerName: name });
      expect(res.statusCode, name).toBe(201);
      expect(res.json().game.name).toBe(name);
      expect(res.json().player.name).toBe(name);
    }
  });

  it("joining a game refuses a refused player name (400) and seats nobody; a false friend joins", async () => {
    const { gameId } = await gameInSetup(t.app, 1);
    const guest = await newCaller(t.app);
    for (const name of BAD_TEXTS) {
      const res = await call(t.app, guest, "POST", "/api/players", { gameId, name });
      expect(res.statusCode, name).toBe(400);
      expect(errorBodyOf(res)).toEqual(PLAYER_NAME);
    }
    const ok = await call(t.app, guest, "POST", "/api/players", { gameId, name: "Scunthorpe" });
    expect(ok.statusCode).toBe(201);
    const seats = await t.db
      .selectFrom("game_players")
      .select("name")
      .where("game_id", "=", gameId)
      .execute();
    expect(seats.map((s) => s.name).sort()).toEqual(["Hana", "Scunthorpe"]);
  });

  it("quick match refuses a refused player name (400); a false friend joins the queue", async () => {
    const me = await newCaller(t.app);
    const body = { gameMode: "standard", preferredRounds: 3, skillLevel: "intermediate" };
    const res = await call(t.app, me, "POST", "/api/matchmaking/join", { ...body, playerName: "sh1tface" });
    expect(res.statusCode).toBe(400);
    expect(errorBodyOf(res)).toEqual(PLAYER_NAME);
    expect(await t.db.selectFrom("matchmaking_entries").select("user_id").execute()).toEqual([]);
    const ok = await call(t.app, me, "POST", "/api/matchmaking/join", { ...body, playerName: "Assassin" });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe("riddles", () => {
  async function submit(seat: Caller & { playerId: string }, gameId: string, riddleText: string) {
    const [word] = await handOf(t.app, seat, gameId);
    return call(t.app, seat, "POST", "/api/riddles", {
      gameId,
      playerId: seat.playerId,
      round: 1,
      selectedWord: word,
      riddleText,
    });
  }

  it("refuses a riddle with a refused word (400) and stores none; a riddle with false friends is taken", async () => {
    const { gameId, seats } = await gameInWriting(t.app, 3);
    for (const text of ["This little sh1t hides in the garden.", "I am a f u c k i n g mystery to all."]) {
      const res = await submit(seats[0]!, gameId, text);
      expect(res.statusCode, text).toBe(400);
      expect(errorBodyOf(res)).toEqual(RIDDLE);
    }
    expect(await t.db.selectFrom("game_riddles").select("riddle_id").execute()).toEqual([]);
    const ok = await submit(
      seats[0]!,
      gameId,
      "An assassin from Scunthorpe would class me beside a cocktail.",
    );
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it("publishing refuses a refused player name (400) and publishes nothing", async () => {
    const { gameId, seats } = await gameInWriting(t.app, 3);
    const [word] = await handOf(t.app, seats[0]!, gameId);
    const sent = await call(t.app, seats[0]!, "POST", "/api/riddles", {
      gameId,
      playerId: seats[0]!.playerId,
      round: 1,
      selectedWord: word,
      riddleText: "You have met me before, although perhaps you never noticed.",
    });
    expect(sent.statusCode).toBe(201);
    await passDeadlinesUntil(t, seats[0]!, gameId, "scoring", 1);
    const res = await call(t.app, seats[0]!, "POST", `/api/riddles/${sent.json().id}/publish`, {
      playerName: "Wh0re",
    });
    expect(res.statusCode).toBe(400);
    expect(errorBodyOf(res)).toEqual(PLAYER_NAME);
    expect(await t.db.selectFrom("published_riddles").select("id").execute()).toEqual([]);
  });
});

describe("challenge messages", () => {
  it("refuses a message with a refused word (400) and sends nothing; false friends are sent", async () => {
    const ann = await member(t);
    const bo = await member(t);
    const now = t.clock.now();
    await t.db
      .insertInto("friendships")
      .values([
        { user_id: ann.userId, friend_id: bo.userId, created_at: now },
        { user_id: bo.userId, friend_id: ann.userId, created_at: now },
      ])
      .execute();
    const body = { friendId: bo.userId, gameMode: "standard", roundCount: 3 };
    for (const message of [...BAD_TEXTS, "Ready to lose, b i t c h?"]) {
      const res = await call(t.app, ann, "POST", "/api/challenges", { ...body, message });
      expect(res.statusCode, message).toBe(400);
      expect(errorBodyOf(res)).toEqual(CHALLENGE);
    }
    expect(await t.db.selectFrom("challenges").select("id").execute()).toEqual([]);
    const ok = await call(t.app, ann, "POST", "/api/challenges", {
      ...body,
      message: "A classic? Bring grapes and cocktails, you assassin.",
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });
});

describe("the default game name", () => {
  it("a game created without a name takes its host's name, false friend and all", async () => {
    const host = await newCaller(t.app);
    const { gameId } = await createGame(t.app, host, { playerName: "Assassin" });
    const row = await t.db
      .selectFrom("games")
      .select("state")
      .where("id", "=", gameId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.state).name).toBe("Assassin's Game");
  });
});

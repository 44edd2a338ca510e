// A player's own data (docs/decisions/023-account-export-and-deletion.md): the export holds theirs
// and nobody else's personal data, and deleting the account leaves no trace of them in any table
// while the other players' finished games stay whole. On SQLite and, with TEST_DATABASE_URL, PostgreSQL.
import { createHash } from "node:crypto";
import {
  type AccountExport,
  DELETED_PLAYER_NAME,
  MATCHMAKING_GAME_MODES,
  MATCHMAKING_ROUND_OPTIONS,
  type TournamentDetail,
  WS_CLOSE,
} from "@riddlebook/protocol";
import type { GameView } from "@riddlebook/rules";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { DELETED_AUTHOR_ID } from "../../src/db/repos/account-deletion";
import { recordAudit } from "../../src/db/repos/audit";
import type { Db } from "../../src/db/schema";
import { closeCodeOf, openUserSocket, startServerWith } from "../realtime/session-socket-helpers";
import { describeOnTargets } from "../support/describe-on-targets";
import {
  type Caller,
  call,
  createGame,
  handOf,
  joinGame,
  mentionedWords,
  PAGE,
  PAGE_WORDS,
  RIDDLES,
  type Seat,
} from "../support/game-helpers";
import { api, signUpLive } from "../support/live-server";
import { errorBodyOf, newSignup, sessionCookieOf, signUp } from "../support/test-app";
import { storePublishedRiddle } from "../support/vault-helpers";

interface Player extends Caller {
  username: string;
  email: string;
  password: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Those of `needles` that occur in `text` as a whole token (any case): "u1-2" is not in "u1-23". */
const tokensIn = (text: string, needles: readonly string[]) =>
  needles.filter((needle) =>
    new RegExp(`(?<![A-Za-z0-9_-])${escapeRegExp(needle)}(?![A-Za-z0-9_-])`, "i").test(text),
  );

/** Where any of `needles` occurs, as a whole token (any case), in any text column of any table. */
async function mentionsInDatabase(
  db: Db,
  dialect: "sqlite" | "postgres",
  needles: readonly string[],
): Promise<string[]> {
  const tables =
    dialect === "sqlite"
      ? await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)
      : await sql<{
          name: string;
        }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(
          db,
        );
  expect(tables.rows.map((row) => row.name)).toEqual(expect.arrayContaining(["users", "games", "audit_log"]));
  const found: string[] = [];
  for (const { name } of tables.rows) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    for (const row of rows.rows) {
      for (const [column, value] of Object.entries(row)) {
        if (typeof value !== "string") continue;
        for (const needle of tokensIn(value, needles)) {
          found.push(`${name}.${column} holds ${needle}: ${value.slice(0, 200)}`);
        }
      }
    }
  }
  return found;
}

/** For every period and ranked metric, the histogram counts exactly the entries that have a value. */
async function expectLeaderboardHistogramConsistent(db: Db): Promise<void> {
  const columns = {
    score: "total_score",
    wins: "wins",
    win_rate: "win_rate_bp",
    solve_rate: "solve_rate_bp",
  };
  for (const [metric, column] of Object.entries(columns)) {
    const entries = await sql<{ period: string; value: number | string; n: number | string }>`
      select period, ${sql.ref(column)} as value, count(*) as n from leaderboard_entries
      where ${sql.ref(column)} is not null group by period, ${sql.ref(column)}`.execute(db);
    const counts = await sql<{ period: string; value: number | string; n: number | string }>`
      select period, value, n from leaderboard_counts where metric = ${metric}`.execute(db);
    const key = (row: { period: string; value: number | string; n: number | string }) =>
      `${row.period}/${Number(row.value)}=${Number(row.n)}`;
    expect(counts.rows.map(key).sort(), metric).toEqual(entries.rows.map(key).sort());
  }
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describeOnTargets("account export and deletion", (t, target) => {
  async function newPlayer(): Promise<Player> {
    const { user, headers, body } = await signUp(t.app);
    return {
      userId: user.id,
      username: user.username,
      email: user.email,
      password: body.password,
      headers,
    };
  }

  function ok<R extends { statusCode: number; body: string }>(res: R, status = 200, what = "call"): R {
    if (res.statusCode !== status) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
    return res;
  }

  const view = async (caller: Caller, gameId: string): Promise<GameView> =>
    ok(await call(t.app, caller, "GET", `/api/games/${gameId}`), 200, "view").json();

  async function seatOf(caller: Caller, gameId: string): Promise<Seat> {
    const viewerId = (await view(caller, gameId)).viewerId;
    if (!viewerId) throw new Error("not seated");
    return { ...caller, playerId: viewerId };
  }

  async function submit(seat: Seat, gameId: string, word: string, text: string): Promise<string> {
    const res = await call(t.app, seat, "POST", "/api/riddles", {
      gameId,
      playerId: seat.playerId,
      round: 1,
      selectedWord: word,
      riddleText: text,
    });
    return ok(res, 201, "riddle").json().id;
  }

  /** Lets every deadline of the game pass until it is complete. */
  async function playOut(gameId: string): Promise<void> {
    for (let step = 0; step < 100; step++) {
      if ((await t.app.games.load(gameId))?.phase === "complete") return;
      t.clock.advance(10 * 60 * 1000);
      await t.app.games.tick(gameId);
    }
    throw new Error("the game did not complete");
  }

  /** A one-round game `a` hosts (with an Idempotency-Key) and `b` joins, both seated under their usernames. */
  async function startedGame(a: Player, b: Player): Promise<{ gameId: string; seats: [Seat, Seat] }> {
    const created = await t.app.inject({
      method: "POST",
      url: "/api/games",
      headers: { ...a.headers, "idempotency-key": `account-test-${a.userId}` },
      payload: { playerName: a.username, totalRounds: 1 },
    });
    const { game, player } = ok(created, 201, "create").json();
    const bSeat = await joinGame(t.app, b, game.id, b.username);
    ok(await call(t.app, a, "PATCH", `/api/games/${game.id}`, { currentPageNumber: PAGE }));
    const seats: [Seat, Seat] = [
      { ...a, playerId: player.id },
      { ...b, playerId: bSeat },
    ];
    for (const seat of seats) {
      ok(await call(t.app, seat, "PATCH", `/api/players/${seat.playerId}`, { isReady: true }));
    }
    return { gameId: game.id, seats };
  }

  async function deleteAccount(caller: Caller, body: unknown) {
    return t.app.inject({
      method: "DELETE",
      url: "/api/account",
      headers: caller.headers,
      payload: body as object,
    });
  }

  async function exportOf(caller: Caller): Promise<AccountExport> {
    return ok(await call(t.app, caller, "GET", "/api/account/export"), 200, "export").json();
  }

  it("exports the player's data and none of another player's personal data, then deletes every trace of them", async () => {
    const ann = await newPlayer();
    const bo = await newPlayer();
    const cy = await newPlayer();
    // A second device: another session of Ann's.
    const login = ok(
      await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: ann.email, password: ann.password },
      }),
      200,
      "login",
    );
    const annSecond: Caller = {
      userId: ann.userId,
      headers: { cookie: `rb_session=${sessionCookieOf(login)}` },
    };

    // Friends by e-mail, and blocks both ways with Cy.
    ok(await call(t.app, ann, "POST", "/api/friends/request", { friendEmail: bo.email }));
    const incoming = (await call(t.app, bo, "GET", "/api/friends")).json().incoming;
    ok(await call(t.app, bo, "POST", `/api/friends/requests/${incoming[0].id}/accept`));
    ok(await call(t.app, ann, "POST", "/api/friends/blocks", { userId: cy.userId }));
    ok(await call(t.app, cy, "POST", "/api/friends/blocks", { userId: ann.userId }));

    // A finished game: Bo guesses Ann's word, Ann misses Bo's.
    const finished = await startedGame(ann, bo);
    const [annSeat, boSeat] = finished.seats;
    const annWord = (await handOf(t.app, annSeat, finished.gameId))[0] as string;
    const boWord = (await handOf(t.app, boSeat, finished.gameId))[0] as string;
    const annRiddle = await submit(annSeat, finished.gameId, annWord, RIDDLES[0]);
    const boRiddle = await submit(boSeat, finished.gameId, boWord, RIDDLES[1]);
    const annMiss = PAGE_WORDS.find((word) => word !== annWord && word !== boWord) as string;
    const guess = (seat: Seat, riddleId: string, text: string) =>
      call(t.app, seat, "POST", "/api/guesses", { riddleId, guesserId: seat.playerId, guess: text });
    ok(await guess(boSeat, annRiddle, annWord), 201, "guess");
    ok(await guess(annSeat, boRiddle, annMiss), 201, "guess");
    await playOut(finished.gameId);

    // Ann publishes her riddle, and Bo solves it in the Vault once approved.
    const published = ok(await call(t.app, ann, "POST", `/api/riddles/${annRiddle}/publish`, {}), 201).json();
    await t.db
      .updateTable("published_riddles")
      .set({ status: "approved" })
      .where("id", "=", published.id)
      .execute();
    ok(await call(t.app, bo, "POST", `/api/vault/${published.id}/guess`, { guess: annWord }));
    // Ann solves and rates a riddle of Bo's.
    const vaultWord = PAGE_WORDS.find((word) => ![annWord, boWord, annMiss].includes(word)) as string;
    const bosVaultRiddle = await storePublishedRiddle(t.db, {
      id: `vault-${bo.userId}`,
      userId: bo.userId,
      word: vaultWord,
      playerName: bo.username,
    });
    ok(await call(t.app, ann, "POST", `/api/vault/${bosVaultRiddle}/guess`, { guess: vaultWord }));
    ok(await call(t.app, ann, "POST", `/api/vault/${bosVaultRiddle}/rating`, { rating: 4 }));

    // Reports both ways, and a moderator's earlier reset of Ann's name.
    const report = (from: Caller, targetType: string, targetId: string) =>
      call(t.app, from, "POST", "/api/reports", { targetType, targetId, reason: "spam", details: "test" });
    ok(await report(ann, "riddle", boRiddle), 201, "report");
    ok(await report(bo, "user", ann.userId), 201, "report");
    ok(await report(bo, "riddle", annRiddle), 201, "report");
    await recordAudit(t.db, {
      id: `audit-${ann.userId}`,
      kind: "reset_username",
      actorId: cy.userId,
      actorName: cy.username,
      targetType: "user",
      targetId: ann.userId,
      detail: `Scunthorpe1 → ${ann.username}`,
      note: null,
      createdAt: t.clock.now(),
    });
    await t.db
      .insertInto("user_presence")
      .values({
        instance_id: "elsewhere",
        user_id: ann.userId,
        status: "online",
        game_id: null,
        updated_at: t.clock.now(),
      })
      .execute();

    // Challenges both ways; the one Bo accepts is a game still being played.
    const challenge = (from: Player, to: Player) =>
      call(t.app, from, "POST", "/api/challenges", {
        friendId: to.userId,
        gameMode: "standard",
        roundCount: 3,
      });
    const sent = ok(await challenge(ann, bo), 201, "challenge").json();
    ok(await challenge(bo, ann), 201, "challenge");
    const liveGameId: string = ok(await call(t.app, bo, "POST", `/api/challenges/${sent.id}/accept`)).json()
      .gameId;
    const annLive = await seatOf(ann, liveGameId);
    const boLive = await seatOf(bo, liveGameId);
    const annLiveWord = (await handOf(t.app, annLive, liveGameId))[0] as string;
    const annTyped = new Set([annWord, annMiss, vaultWord, annLiveWord].map((w) => w.toLowerCase()));
    const boLiveWord = (await handOf(t.app, boLive, liveGameId)).find((w) => !annTyped.has(w.toLowerCase()));
    if (!boLiveWord) throw new Error("Bo was dealt only words Ann typed");
    await submit(annLive, liveGameId, annLiveWord, RIDDLES[2]);
    await submit(boLive, liveGameId, boLiveWord, RIDDLES[3]);

    // The export.
    const res = ok(await call(t.app, ann, "GET", "/api/account/export"), 200, "export");
    expect(res.headers["content-disposition"]).toMatch(
      new RegExp(`^attachment; filename="riddlebook-data-${ann.username}-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    );
    expect(String(res.headers["content-type"])).toMatch(/^application\/json/);
    const data = res.json() as AccountExport;
    expect(data.account).toMatchObject({
      id: ann.userId,
      username: ann.username,
      email: ann.email,
      hasPassword: true,
    });
    expect(data.stats.gamesPlayed).toBe(1);
    const done = data.games.find((game) => game.id === finished.gameId);
    expect(done).toMatchObject({ phase: "complete", seatName: ann.username, won: expect.any(Boolean) });
    expect(done?.rounds[0]).toMatchObject({
      scored: true,
      riddle: { id: annRiddle, word: annWord, text: RIDDLES[0], correctGuesses: 1 },
      guesses: [{ riddleId: boRiddle, guess: annMiss, correct: false }],
    });
    expect(done?.players.map((p) => p.name).sort()).toEqual([ann.username, bo.username].sort());
    const live = data.games.find((game) => game.id === liveGameId);
    expect(live?.rounds[0]).toMatchObject({ scored: false, points: null, riddle: { word: annLiveWord } });
    expect(data.friends.map((f) => f.name)).toEqual([bo.username]);
    expect(data.friendRequests).toEqual([
      expect.objectContaining({ direction: "outgoing", name: bo.username, status: "accepted" }),
    ]);
    expect(data.blocks.map((b) => b.name)).toEqual([cy.username]);
    expect(data.challenges.map((c) => [c.direction, c.opponent, c.status]).sort()).toEqual(
      [
        ["received", bo.username, "pending"],
        ["sent", bo.username, "accepted"],
      ].sort(),
    );
    expect(data.leaderboard.map((e) => e.period)).toContain("all");
    expect(data.vault.attempts).toEqual([
      expect.objectContaining({ publishedRiddleId: bosVaultRiddle, solved: true }),
    ]);
    expect(data.vault.ratings).toEqual([
      expect.objectContaining({ publishedRiddleId: bosVaultRiddle, rating: 4 }),
    ]);
    expect(data.reports).toEqual([expect.objectContaining({ targetType: "riddle", targetId: boRiddle })]);
    expect(data.publishedRiddles).toEqual([expect.objectContaining({ id: published.id, word: annWord })]);
    expect(data.moderation).toEqual([expect.objectContaining({ kind: "reset_username" })]);
    expect(data.sessions).toHaveLength(2);
    expect(data.sessions.filter((s) => s.current)).toHaveLength(1);
    // Nobody else's personal data, no secret of the game still being played, no session token.
    const text = res.body;
    expect(tokensIn(text, [bo.email, bo.userId, cy.email, cy.userId])).toEqual([]);
    // Its keys are the export's own field names, and one of them ("current") is a wordbook word that
    // may be dealt (CI once dealt it): the values are where a secret could leak.
    expect(mentionedWords(data, [boLiveWord], { keys: false })).toEqual([]);
    expect(mentionedWords({ current: "no secret" }, ["current"], { keys: false })).toEqual([]);
    for (const cookie of [ann.headers.cookie, annSecond.headers.cookie]) {
      const token = cookie.replace(/^rb_session=/, "");
      expect(text).not.toContain(token);
      expect(text).not.toContain(sha256(token));
    }
    expect(text).not.toMatch(/password_?hash|token/i);

    // While the challenge game is being played, the account cannot go.
    const refused = await deleteAccount(ann, { password: ann.password });
    expect(refused.statusCode).toBe(409);
    expect(errorBodyOf(refused)).toMatchObject({ code: "in_active_game" });
    expect(errorBodyOf(refused).message).toContain((await view(ann, liveGameId)).game.joinCode);
    await playOut(liveGameId);

    ok(
      await call(t.app, ann, "POST", "/api/matchmaking/join", {
        gameMode: MATCHMAKING_GAME_MODES[0],
        preferredRounds: MATCHMAKING_ROUND_OPTIONS[0],
        skillLevel: "any",
      }),
    );
    const deletions = async () =>
      (await t.db.selectFrom("audit_log").select("id").where("kind", "=", "account_deleted").execute())
        .length;
    const deletionsBefore = await deletions();
    const deleted = ok(await deleteAccount(ann, { password: ann.password }), 200, "delete");
    expect(deleted.json()).toMatchObject({ success: true });
    expect(String(deleted.headers["set-cookie"])).toMatch(/rb_session=;/);

    // Signed out everywhere, and sign-in answers as for an unknown e-mail.
    for (const session of [ann, annSecond]) {
      expect((await call(t.app, session, "GET", "/api/auth/user")).statusCode).toBe(401);
    }
    const signIn = (email: string) =>
      t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password: ann.password } });
    const gone = await signIn(ann.email);
    const unknown = await signIn(`nobody-${ann.userId}@example.com`);
    expect(gone.statusCode).toBe(401);
    expect(errorBodyOf(gone)).toEqual(errorBodyOf(unknown));

    // Not a trace of Ann in any table.
    expect(await mentionsInDatabase(t.db, target.dialect, [ann.userId, ann.email, ann.username])).toEqual([]);
    await expectLeaderboardHistogramConsistent(t.db);
    expect(await deletions()).toBe(deletionsBefore + 1);
    // The earlier reset of Ann's name is still listed, without her name or id.
    const reset = await t.db
      .selectFrom("audit_log")
      .selectAll()
      .where("id", "=", `audit-${ann.userId}`)
      .execute();
    expect(reset).toEqual([
      expect.objectContaining({ detail: DELETED_PLAYER_NAME, actor_name: cy.username }),
    ]);

    // Bo's history is whole: both games load, Ann's riddles are there under the deleted player's name.
    for (const gameId of [finished.gameId, liveGameId]) {
      const seen = await view(bo, gameId);
      const annAtTable = seen.players.find((p) => p.id !== seen.viewerId);
      expect(annAtTable).toMatchObject({ name: DELETED_PLAYER_NAME, userId: null });
      const riddles = seen.rounds.flatMap((round) => round.riddles);
      expect(riddles.some((r) => r.playerId === annAtTable?.id && r.text !== null)).toBe(true);
    }
    expect((await view(bo, finished.gameId)).rounds[0]?.result?.riddles).toHaveLength(2);
    expect(ok(await call(t.app, bo, "GET", "/api/user/stats")).json().gamesPlayed).toBe(2);
    expect(ok(await call(t.app, bo, "GET", "/api/leaderboard")).statusCode).toBe(200);
    const boData = await exportOf(bo);
    expect(boData.friends).toEqual([]);
    expect(boData.challenges.map((c) => c.status)).toEqual([]);
    // Ann's published riddle stays in the Vault, with Bo's solve of it.
    const riddle = ok(await call(t.app, bo, "GET", `/api/vault/${published.id}`)).json();
    expect(riddle).toMatchObject({ playerName: DELETED_PLAYER_NAME });
    const stored = await t.db
      .selectFrom("published_riddles")
      .select(["user_id", "player_name"])
      .where("id", "=", published.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ user_id: DELETED_AUTHOR_ID, player_name: DELETED_PLAYER_NAME });
    expect(boData.vault.attempts.map((a) => a.publishedRiddleId)).toEqual([published.id]);

    // The e-mail and the username can be used again.
    const again = await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: newSignup({ email: ann.email, username: ann.username }),
    });
    expect(again.statusCode).toBe(201);
  });

  it("asks a password account for its password: missing is 400, wrong is 403, and the account stays", async () => {
    const ann = await newPlayer();
    const cases: [unknown, number, string][] = [
      [{}, 400, "invalid_request"],
      [{ confirm: true }, 400, "invalid_request"],
      [{ password: "not the password" }, 403, "wrong_password"],
      [{ password: ann.password, extra: 1 }, 400, "invalid_request"],
      [{ password: 12 }, 400, "invalid_request"],
    ];
    for (const [body, status, code] of cases) {
      const res = await deleteAccount(ann, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(errorBodyOf(res).code).toBe(code);
    }
    const noBody = await t.app.inject({ method: "DELETE", url: "/api/account", headers: ann.headers });
    expect(noBody.statusCode).toBe(400);
    expect(errorBodyOf(noBody).message).toBeTruthy();
    expect((await call(t.app, ann, "GET", "/api/auth/user")).statusCode).toBe(200);
    const signedOut = await t.app.inject({
      method: "DELETE",
      url: "/api/account",
      payload: { password: "x" },
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/account/export" })).statusCode).toBe(401);
  });

  it("asks a guest to confirm, exports a guest's data, and deletes the guest", async () => {
    const start = ok(await t.app.inject({ method: "POST", url: "/api/dev-auto-login" }));
    const guest: Caller = {
      userId: start.json().id,
      headers: { cookie: `rb_session=${sessionCookieOf(start)}` },
    };
    const data = await exportOf(guest);
    expect(data.account).toMatchObject({
      id: guest.userId,
      isGuest: true,
      hasPassword: false,
      email: null,
    });
    const unconfirmed = await deleteAccount(guest, {});
    expect(unconfirmed.statusCode).toBe(400);
    expect(errorBodyOf(unconfirmed).message).toMatch(/confirm/i);
    expect((await deleteAccount(guest, { confirm: false })).statusCode).toBe(400);
    ok(await deleteAccount(guest, { confirm: true }), 200, "delete");
    expect((await call(t.app, guest, "GET", "/api/auth/user")).statusCode).toBe(401);
    expect(await mentionsInDatabase(t.db, target.dialect, [guest.userId, data.account.username])).toEqual([]);
  });

  it("refuses while the player is seated in a game in setup, and goes once they left it; a kick list forgets them", async () => {
    const host = await newPlayer();
    const ann = await newPlayer();
    const { gameId, joinCode } = await createGame(t.app, host, { playerName: host.username });
    await joinGame(t.app, ann, gameId, ann.username);
    const refused = await deleteAccount(ann, { password: ann.password });
    expect(refused.statusCode).toBe(409);
    expect(errorBodyOf(refused).message).toContain(joinCode);
    ok(await call(t.app, ann, "POST", `/api/games/${gameId}/leave`));
    // Kicked from another game still in setup: the game's kick list names Ann.
    const other = await createGame(t.app, host, { playerName: host.username });
    const annSeat = await joinGame(t.app, ann, other.gameId, ann.username);
    ok(await call(t.app, host, "POST", `/api/games/${other.gameId}/kick`, { playerId: annSeat }));
    expect((await t.app.games.load(other.gameId))?.kickedUserIds).toEqual([ann.userId]);

    ok(await deleteAccount(ann, { password: ann.password }), 200, "delete");
    expect((await t.app.games.load(other.gameId))?.kickedUserIds).toEqual([]);
    expect(await mentionsInDatabase(t.db, target.dialect, [ann.userId, ann.email, ann.username])).toEqual([]);
    // The host's games go on.
    ok(await call(t.app, host, "PATCH", `/api/games/${other.gameId}`, { currentPageNumber: PAGE }));
  });

  it("gives up a deleted player's registering places, keeps their started entries nameless, and keeps their tournaments going", async () => {
    const [ann, bo] = [await newPlayer(), await newPlayer()];
    const soon = (minutes: number) => t.clock.now() + minutes * 60_000;
    const create = async (by: Player, name: string): Promise<TournamentDetail> =>
      ok(
        await call(t.app, by, "POST", "/api/tournaments", {
          name,
          size: 8,
          format: "single_elimination",
          registrationDeadline: soon(10),
          startsAt: soon(20),
        }),
        201,
        "tournament",
      ).json();
    const detailOf = async (id: string): Promise<TournamentDetail> =>
      ok(await call(t.app, bo, "GET", `/api/tournaments/${id}`)).json();
    const annsCup = await create(ann, "Harbour Cup");
    const registering = await create(bo, "Meadow Cup");
    const started = await create(bo, "Lantern Cup");
    for (const id of [registering.id, started.id])
      ok(await call(t.app, ann, "POST", `/api/tournaments/${id}/join`));
    for (const difficulty of ["easy", "easy"]) {
      ok(await call(t.app, bo, "POST", `/api/tournaments/${started.id}/bots`, { difficulty }), 201, "bot");
    }
    ok(await call(t.app, bo, "POST", `/api/tournaments/${started.id}/start`));
    // Ann's match game is in setup: she cannot go until it is over (she never shows, and forfeits).
    const annEntrant = (await detailOf(started.id)).entrants.find((e) => e.userId === ann.userId);
    expect((await deleteAccount(ann, { password: ann.password })).statusCode).toBe(409);
    t.clock.advance(t.config.tournamentNoShowMs + 1000);
    await t.app.tournaments.sweep();
    const annMatch = (await detailOf(started.id)).matches.find((m) => m.sides.includes(annEntrant?.id ?? ""));
    expect(annMatch).toMatchObject({ status: "done", decidedBy: "forfeit", loser: annEntrant?.id });
    // Her export lists the three: the one she created (and is entered in), and the two she joined.
    const annsTournaments = (await exportOf(ann)).tournaments;
    expect(
      annsTournaments
        .map(({ name, created, status, enteredAt }) => ({
          name,
          created,
          status,
          entered: enteredAt !== null,
        }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    ).toEqual([
      { name: "Harbour Cup", created: true, status: "registering", entered: true },
      { name: "Lantern Cup", created: false, status: "running", entered: true },
      { name: "Meadow Cup", created: false, status: "registering", entered: true },
    ]);
    // Bo's export does not list Harbour Cup, which is Ann's alone.
    expect((await exportOf(bo)).tournaments.map((row) => row.name).sort()).toEqual([
      "Lantern Cup",
      "Meadow Cup",
    ]);

    ok(await deleteAccount(ann, { password: ann.password }), 200, "delete");
    expect(await mentionsInDatabase(t.db, target.dialect, [ann.userId, ann.email, ann.username])).toEqual([]);
    const meadow = await detailOf(registering.id);
    expect([meadow.entrantCount, meadow.entrants.map((e) => e.userId)]).toEqual([1, [bo.userId]]);
    const lantern = await detailOf(started.id);
    expect(lantern.entrants.find((e) => e.id === annEntrant?.id)).toMatchObject({
      userId: null,
      name: DELETED_PLAYER_NAME,
      isBot: false,
    });
    const harbour = await detailOf(annsCup.id);
    expect(harbour).toMatchObject({
      status: "registering",
      entrantCount: 0,
      creator: { userId: DELETED_AUTHOR_ID, name: DELETED_PLAYER_NAME },
    });
    expect(harbour.version).toBeGreaterThan(annsCup.version);
  });
});

describe("deleting an account closes the sockets of all its sessions (ADR 017)", () => {
  it("closes the user sockets of every session with 4440", async () => {
    const server = await startServerWith({});
    const sockets: Awaited<ReturnType<typeof openUserSocket>>[] = [];
    try {
      const user = await signUpLive(server.url);
      const me = (await api(server.url, user, "GET", "/api/auth/user")).body;
      const login = await fetch(`${server.url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: me.email, password: "correct horse battery" }),
      });
      const second = login.headers
        .getSetCookie()
        .find((c) => c.startsWith("rb_session="))
        ?.split(";")[0];
      if (!second) throw new Error("no second session");
      sockets.push(await openUserSocket(server.url, user.cookie), await openUserSocket(server.url, second));
      const res = await api(server.url, user, "DELETE", "/api/account", {
        password: "correct horse battery",
      });
      expect(res.status).toBe(200);
      for (const socket of sockets) {
        expect(await closeCodeOf(socket, 15_000, "user socket")).toBe(WS_CLOSE.sessionEnded);
      }
    } finally {
      for (const socket of sockets) socket.ws.terminate();
      await server.close();
    }
  });
});

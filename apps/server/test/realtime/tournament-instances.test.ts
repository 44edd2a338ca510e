// Tournaments on two instances sharing PostgreSQL and Redis (issue 14; docs/decisions/033-tournaments.md):
// a change made on one reaches a /ws/tournament watcher on the other; both instances sweep the same
// overdue start, and it starts once, with one bracket and one game per match; two people racing for
// the last place on different instances: exactly one gets it, the other 409 tournament_full.
import type { TournamentDetail } from "@riddlebook/protocol";
import pg from "pg";
import { beforeAll, expect, it } from "vitest";
import { api, type LiveUser, signUpLive } from "../support/live-server";
import { openSocket } from "../support/tournament-socket";
import { twoInstances } from "../support/two-instances";

const SUITE = "tournaments on two instances (PostgreSQL + Redis)";

// Both sweep often, so both reach every due start.
twoInstances(SUITE, { tournamentSweepMs: 50 }, (a, b) => {
  let ann: LiveUser;

  beforeAll(async () => {
    ann = await signUpLive(a.url);
  });

  const create = async (startsInMs: number): Promise<string> => {
    const res = await api(a.url, ann, "POST", "/api/tournaments", {
      name: "Twin Cup",
      size: 8,
      format: "double_elimination",
      registrationDeadline: Date.now() + startsInMs - 500,
      startsAt: Date.now() + startsInMs,
    });
    expect(res.status).toBe(201);
    return (res.body as TournamentDetail).id;
  };
  const addBots = async (id: string, n: number) => {
    for (let i = 0; i < n; i++) {
      const server = i % 2 === 0 ? a : b;
      expect(
        (await api(server.url, ann, "POST", `/api/tournaments/${id}/bots`, { difficulty: "easy" })).status,
      ).toBe(201);
    }
  };

  it("shows a change made on one instance to a watcher on the other, and lets exactly one racer take the last place", async () => {
    const id = await create(600_000);
    const watcher = openSocket(b.url, `/ws/tournament?tournamentId=${id}`, ann.cookie);
    await watcher.opened;
    await watcher.next((m) => m.type === "tournament_state" && m.tournament.entrantCount === 1);
    const bo = await signUpLive(b.url);
    expect((await api(a.url, bo, "POST", `/api/tournaments/${id}/join`)).status).toBe(200);
    await watcher.next((m) => m.type === "tournament_state" && m.tournament.entrantCount === 2);
    await addBots(id, 5);
    await watcher.next((m) => m.type === "tournament_state" && m.tournament.entrantCount === 7);

    const [cy, di] = [await signUpLive(a.url), await signUpLive(b.url)];
    const raced = await Promise.all([
      api(a.url, cy, "POST", `/api/tournaments/${id}/join`),
      api(b.url, di, "POST", `/api/tournaments/${id}/join`),
    ]);
    expect(raced.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(raced.find((r) => r.status === 409)?.body).toEqual({
      code: "tournament_full",
      message: "This tournament is full.",
    });
    const full: TournamentDetail = (await api(b.url, ann, "GET", `/api/tournaments/${id}`)).body;
    expect(full.entrantCount).toBe(8);
    expect(full.entrants).toHaveLength(8);
    const winner = raced[0]?.status === 200 ? cy : di;
    expect(full.entrants.filter((e) => e.userId === cy.userId || e.userId === di.userId)).toEqual([
      expect.objectContaining({ userId: winner.userId }),
    ]);
    await watcher.next((m) => m.type === "tournament_state" && m.tournament.entrantCount === 8);
    watcher.ws.close();
  });

  it("starts an overdue tournament once though both instances sweep it: one bracket, one game per match", async () => {
    const id = await create(1500);
    await addBots(id, 4);
    const watcher = openSocket(a.url, `/ws/tournament?tournamentId=${id}`, ann.cookie);
    await watcher.opened;
    const read = async (): Promise<TournamentDetail> =>
      (await api(b.url, ann, "GET", `/api/tournaments/${id}`)).body;
    // The overdue start's first match games, as the watcher hears of them. That state counts too: the
    // channel folds changes made during a slow read into one later state, so under load it can be the last.
    const first = await watcher.next(
      (m) =>
        m.type === "tournament_state" &&
        m.tournament.matches.some((x: { gameId: string | null }) => x.gameId !== null),
      20_000,
    );
    const states: TournamentDetail[] = [first.tournament];
    // Until the view has been quiet for 2 s: both instances swept it many times meanwhile.
    for (;;) {
      const m = await watcher.next((x) => x.type === "tournament_state", 2000).catch(() => null);
      if (!m) break;
      states.push(m.tournament);
    }
    const started = await read();
    expect(started.status).toBe("running");
    expect(started.entrants.map((e) => e.seed).sort()).toEqual([1, 2, 3, 4, 5]);
    // One start: no state after it shows the tournament registering again, and every bracket seen is the first one.
    const firstRunning = states.findIndex((s) => s.status === "running");
    expect(firstRunning).toBeGreaterThanOrEqual(0);
    expect(
      states.slice(firstRunning).every((s) => s.status === "running" && s.startedAt === started.startedAt),
    ).toBe(true);
    const games = started.matches.filter((m) => m.gameId !== null);
    expect(games.map((m) => m.id).sort()).toEqual(
      started.matches
        .filter((m) => m.status === "playing")
        .map((m) => m.id)
        .sort(),
    );
    expect(new Set(games.map((m) => m.gameId)).size).toBe(games.length);
    // No instance made a game of its own for a match the other claimed.
    const client = new pg.Client({ connectionString: a.config.databaseUrl });
    await client.connect();
    try {
      // The only games in this database are tournament matches' (head_to_head).
      const made = await client.query<{ id: string }>(
        "select id from games where game_mode = 'head_to_head'",
      );
      expect(made.rows.map((r) => r.id).sort()).toEqual(games.map((m) => m.gameId).sort());
    } finally {
      await client.end();
    }
    watcher.ws.close();
  });
});

// A server restart in the middle of a tournament (issue 14; docs/decisions/033-tournaments.md,
// "Deadlines are data"), on a real server child process killed with SIGKILL, on a SQLite file and,
// with TEST_DATABASE_URL, PostgreSQL: the start time passes while the server is down and is acted on
// once after the restart; the no-show deadline passes while it is down again and both no-shows
// forfeit once; the bots' final, killed while it is being played, goes on after the restart and the
// bracket completes with its champion.
import type { TournamentDetail } from "@riddlebook/protocol";
import { afterEach, describe, expect, it, onTestFailed } from "vitest";
import { ChildServer, stopAllChildServers } from "../support/child-server";
import { api, type LiveUser, signUpLive } from "../support/live-server";
import { createTempPostgresDatabase, type TempPostgresDatabase } from "../support/postgres";
import { optionalServiceUrl } from "../support/services";
import { waitFor } from "../support/wait-for";

const PG = optionalServiceUrl("TEST_DATABASE_URL", "tournament restart on PostgreSQL");
const WAIT_MS = 45_000;
const ENV = {
  TOURNAMENT_SWEEP_MS: "200",
  TOURNAMENT_NO_SHOW_SECONDS: "3",
  BOT_SPEED: "1000",
  WRITING_SECONDS: "20",
  READING_SECONDS: "20",
  SCORING_SECONDS: "2",
  DEADLINE_SWEEP_MS: "200",
};

const temps: TempPostgresDatabase[] = [];
const children: ChildServer[] = [];
afterEach(async () => {
  await stopAllChildServers();
  children.splice(0);
  for (const temp of temps.splice(0)) await temp.drop();
});

const sleepUntil = (at: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));

const targets = [
  { name: "a SQLite file", env: async (): Promise<Record<string, string>> => ({}), available: true },
  {
    name: "PostgreSQL",
    available: PG !== undefined,
    env: async (): Promise<Record<string, string>> => {
      const temp = await createTempPostgresDatabase(PG ?? "");
      temps.push(temp);
      return { DATABASE_URL: temp.url };
    },
  },
];

for (const target of targets) {
  describe.runIf(target.available)(`a tournament across server restarts on ${target.name}`, () => {
    it("acts once on the start time and the no-show deadline that passed while it was down, and plays the killed match on", async () => {
      onTestFailed(() => {
        for (const child of children) console.log(child.describe());
      });
      let dataDir: string | undefined;
      const boot = async (extra: Record<string, string>) => {
        const server = await ChildServer.start({
          name: `run${children.length + 1}`,
          env: { ...ENV, ...extra, ...(dataDir ? { DATA_DIR: dataDir } : {}) },
        });
        dataDir = server.dataDir;
        children.push(server);
        return server;
      };
      const extra = await target.env();
      let server = await boot(extra);
      const ann = await signUpLive(server.url);
      const bo = await signUpLive(server.url);
      const startsAt = Date.now() + 4000;
      const created = await api(server.url, ann, "POST", "/api/tournaments", {
        name: "Restart Cup",
        size: 8,
        format: "single_elimination",
        registrationDeadline: startsAt - 1000,
        startsAt,
      });
      expect(created.status).toBe(201);
      const id = (created.body as TournamentDetail).id;
      expect((await api(server.url, bo, "POST", `/api/tournaments/${id}/join`)).status).toBe(200);
      for (const difficulty of ["easy", "easy"]) {
        expect(
          (await api(server.url, ann, "POST", `/api/tournaments/${id}/bots`, { difficulty })).status,
        ).toBe(201);
      }
      const detail = async (user: LiveUser = bo): Promise<TournamentDetail> =>
        (await api(server.url, user, "GET", `/api/tournaments/${id}`)).body;

      // Down across the start time.
      await server.kill("SIGKILL");
      await sleepUntil(startsAt + 500);
      server = await boot(extra);
      await waitFor(
        async () => (await detail()).matches.filter((m) => m.gameId).length === 2,
        WAIT_MS,
        "the first games",
      );
      const running = await detail();
      expect(running.status).toBe("running");
      expect(running.startedAt).toBeGreaterThanOrEqual(startsAt);
      // People are seeds 1 and 2 (1200), the easy bots 3 and 4 (1000): each person meets a bot.
      const first = running.matches.filter((m) => m.round === 1);
      expect(first.map((m) => m.status)).toEqual(["playing", "playing"]);
      const deadline = Math.max(...first.map((m) => m.noShowDeadline ?? 0));
      expect(deadline).toBeGreaterThan(0);

      // Down across the no-show deadline: neither person opened their game, both forfeit once.
      await server.kill("SIGKILL");
      await sleepUntil(deadline + 500);
      server = await boot(extra);
      await waitFor(
        async () => Boolean((await detail()).matches.find((m) => m.round === 2)?.gameId),
        WAIT_MS,
        "the final's game",
      );
      const afterNoShows = await detail();
      for (const m of afterNoShows.matches.filter((x) => x.round === 1)) {
        expect(m).toMatchObject({ status: "done", decidedBy: "forfeit", scores: null });
        expect(afterNoShows.entrants.find((e) => e.id === m.winner)?.isBot).toBe(true);
      }
      const finalGameId = afterNoShows.matches.find((m) => m.round === 2)?.gameId as string;

      // Killed while the bots' final is being played: it goes on after the restart.
      const gameOf = async () => (await api(server.url, bo, "GET", `/api/games/${finalGameId}`)).body.game;
      await waitFor(async () => (await gameOf()).currentRound >= 1, WAIT_MS, "the final to start");
      expect((await gameOf()).currentPhase).not.toBe("complete");
      await server.kill("SIGKILL");
      server = await boot(extra);
      await waitFor(async () => (await detail()).status === "complete", WAIT_MS, "the champion");
      const done = await detail();
      const final = done.matches.find((m) => m.round === 2);
      expect(final).toMatchObject({ status: "done", gameId: finalGameId });
      expect(["score", "draw_seed"]).toContain(final?.decidedBy);
      expect(done.championId).toBe(final?.winner);
      const finished = await gameOf();
      expect(finished).toMatchObject({ currentPhase: "complete", currentRound: 3 });
      // Each match got one game: three games in the tournament, none made twice.
      const list = await api(server.url, ann, "GET", "/api/tournaments?mine=true");
      expect(list.body.tournaments.map((x: TournamentDetail) => x.status)).toEqual(["complete"]);
      expect(new Set(done.matches.flatMap((m) => (m.gameId ? [m.gameId] : []))).size).toBe(3);
    }, 180_000);
  });
}

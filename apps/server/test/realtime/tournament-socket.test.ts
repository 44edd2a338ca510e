// The live tournament view on /ws/tournament and the tournament pushes on /ws/user
// (docs/decisions/033-tournaments.md), over real sockets against a server on port 0.
import type { TournamentDetail } from "@riddlebook/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../src/server";
import { api, type LiveUser, signUpLive, startLiveServer } from "../support/live-server";
import { openSocket } from "../support/tournament-socket";
import { UserSocket } from "../support/user-socket";

describe("tournament sockets", () => {
  let server: RunningServer;
  let baseUrl: string;
  let ann: LiveUser;
  let bob: LiveUser;
  let cy: LiveUser;
  beforeAll(async () => {
    server = await startLiveServer({ tournamentSweepMs: 100 });
    baseUrl = server.url;
    [ann, bob, cy] = [await signUpLive(baseUrl), await signUpLive(baseUrl), await signUpLive(baseUrl)];
  });
  afterAll(async () => {
    await server.close();
  });

  it("refuses a bad or unknown tournament, and pushes every change to entrants and spectators", async () => {
    const bad = openSocket(baseUrl, "/ws/tournament?tournamentId=", cy.cookie);
    await expect(bad.opened).rejects.toThrow("refused: 400");
    const unknown = openSocket(baseUrl, "/ws/tournament?tournamentId=nope", cy.cookie);
    await expect(unknown.opened).rejects.toThrow("refused: 404");

    const now = Date.now();
    const created = await api(baseUrl, ann, "POST", "/api/tournaments", {
      name: "Socket Cup",
      size: 8,
      format: "single_elimination",
      registrationDeadline: now + 60_000,
      startsAt: now + 120_000,
    });
    expect(created.status).toBe(201);
    const id = (created.body as TournamentDetail).id;
    const annPushes = await UserSocket.open(baseUrl, ann.cookie);
    const watcher = openSocket(baseUrl, `/ws/tournament?tournamentId=${id}`, cy.cookie);
    await watcher.opened;
    expect((await watcher.next((m) => m.type === "tournament_state")).tournament.entrantCount).toBe(1);

    await api(baseUrl, bob, "POST", `/api/tournaments/${id}/join`);
    await watcher.next((m) => m.type === "tournament_state" && m.tournament.entrantCount === 2);
    for (const difficulty of ["easy", "easy"]) {
      await api(baseUrl, ann, "POST", `/api/tournaments/${id}/bots`, { difficulty });
    }
    expect((await api(baseUrl, ann, "POST", `/api/tournaments/${id}/start`)).status).toBe(200);
    await annPushes.next("tournament_started", (m) => m.tournamentId === id);
    const match = await annPushes.next("tournament_match", (m) => m.tournamentId === id);
    expect(match).toMatchObject({ tournamentName: "Socket Cup", matchId: expect.stringMatching(/^W1-/) });
    // The spectator's view reaches the state with Ann's match game (the match games are made one by
    // one after the start, each pushed).
    const running = await watcher.next(
      (m) =>
        m.type === "tournament_state" &&
        m.tournament.matches.some((x: { gameId: string | null }) => x.gameId === match.gameId),
    );
    expect(running.tournament.status).toBe("running");

    watcher.ws.send(JSON.stringify({ type: "ping" }));
    await watcher.next((m) => m.type === "pong");
    watcher.ws.close();
    await annPushes.close();
  });
});

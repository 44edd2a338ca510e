import { PRESENCE_AWAY_AFTER_MS, presenceOf } from "@riddlebook/rules";
import { afterEach, describe, expect, it } from "vitest";
import type { RunningServer } from "../../src/server";
import { api, type LiveUser, signUpLive, startLiveServer } from "../support/live-server";
import { TestSocket } from "../support/ws-client";

const servers: RunningServer[] = [];
const sockets: TestSocket[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.ws.terminate();
  for (const s of servers.splice(0)) await s.close();
});

describe("presence at the table", () => {
  it("shows a dropped player as reconnecting at once and away after the grace period, and deadlines do not wait", async () => {
    const server = await startLiveServer({ writingSeconds: 2, readingSeconds: 30 });
    servers.push(server);
    const [ann, bea] = [await signUpLive(server.url), await signUpLive(server.url)] as [LiveUser, LiveUser];
    const created = await api(server.url, ann, "POST", "/api/games", { playerName: "Ann", totalRounds: 2 });
    const gameId: string = created.body.game.id;
    const annSeat: string = created.body.player.id;
    const beaSeat: string = (await api(server.url, bea, "POST", "/api/players", { gameId, name: "Bea" })).body
      .id;
    const annSocket = await TestSocket.open(
      server.url,
      { gameId, playerId: annSeat },
      { cookie: ann.cookie },
    );
    const beaSocket = await TestSocket.open(
      server.url,
      { gameId, playerId: beaSeat },
      { cookie: bea.cookie },
    );
    sockets.push(annSocket, beaSocket);
    await annSocket.next("snapshot");
    await beaSocket.next("snapshot");
    expect(
      (await api(server.url, ann, "PATCH", `/api/games/${gameId}`, { currentPageNumber: 1 })).status,
    ).toBe(200);
    for (const [user, seat] of [
      [ann, annSeat],
      [bea, beaSeat],
    ] as const) {
      expect((await api(server.url, user, "PATCH", `/api/players/${seat}`, { isReady: true })).status).toBe(
        200,
      );
    }
    const writing = await annSocket.view((v) => v.game.currentPhase === "writing");
    const here = writing.players.find((p: { id: string }) => p.id === beaSeat);
    expect(presenceOf(here, Date.now())).toBe("here");

    beaSocket.ws.terminate();
    const dropped = await annSocket.view(
      (v) => v.players.find((p: { id: string }) => p.id === beaSeat)?.connected === false,
    );
    const bee = dropped.players.find((p: { id: string }) => p.id === beaSeat);
    expect(typeof bee.connectionChangedAt).toBe("number");
    // The server's clock said when; the table reads "reconnecting" until the grace period is over.
    expect(presenceOf(bee, bee.connectionChangedAt)).toBe("reconnecting");
    expect(presenceOf(bee, bee.connectionChangedAt + PRESENCE_AWAY_AFTER_MS - 1)).toBe("reconnecting");
    expect(presenceOf(bee, bee.connectionChangedAt + PRESENCE_AWAY_AFTER_MS)).toBe("away");
    expect(dropped.game.currentPhase).toBe("writing");

    // Nobody waits for Bea: the writing deadline ends the phase on time.
    const after = await annSocket.view((v) => v.game.currentPhase !== "writing", 10_000);
    expect(["reading", "scoring"]).toContain(after.game.currentPhase);
    expect(after.players.find((p: { id: string }) => p.id === beaSeat)?.connected).toBe(false);
  }, 30_000);
});

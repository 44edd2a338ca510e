import { afterEach, describe, expect, it } from "vitest";
import { getDraft } from "../../src/db/repos/games";
import type { RunningServer } from "../../src/server";
import { api, type LiveUser, signUpLive, startLiveServer } from "../support/live-server";
import { waitFor } from "../support/wait-for";
import { TestSocket } from "../support/ws-client";

const servers: RunningServer[] = [];
const sockets: TestSocket[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.ws.terminate();
  for (const s of servers.splice(0)) await s.close();
});

/** A riddle text with no word of any wordbook page in it. */
const VALID = "Quietly I wait for you to find me, patient through every hour.";

describe("drafts at the writing deadline", () => {
  it("submits a valid saved draft for its author and drops a broken one, telling each author", async () => {
    const server = await startLiveServer({ writingSeconds: 3, readingSeconds: 30 });
    servers.push(server);
    const users: LiveUser[] = [await signUpLive(server.url), await signUpLive(server.url)];
    const [ann, bea] = users as [LiveUser, LiveUser];
    const created = await api(server.url, ann, "POST", "/api/games", { playerName: "Ann", totalRounds: 1 });
    const gameId: string = created.body.game.id;
    const seats = [created.body.player.id as string];
    seats.push((await api(server.url, bea, "POST", "/api/players", { gameId, name: "Bea" })).body.id);
    expect(
      (await api(server.url, ann, "PATCH", `/api/games/${gameId}`, { currentPageNumber: 4 })).status,
    ).toBe(200);

    const opened: TestSocket[] = [];
    for (const [i, user] of users.entries()) {
      const socket = await TestSocket.open(
        server.url,
        { gameId, playerId: seats[i] as string },
        { cookie: user.cookie },
      );
      sockets.push(socket);
      opened.push(socket);
      await socket.next("snapshot");
    }
    for (const [i, user] of users.entries()) {
      expect(
        (await api(server.url, user, "PATCH", `/api/players/${seats[i]}`, { isReady: true })).status,
      ).toBe(200);
    }
    const [annSocket, beaSocket] = opened as [TestSocket, TestSocket];
    const words: string[] = [];
    for (const [i, socket] of opened.entries()) {
      const view = await socket.view((v) => v.game.currentPhase === "writing" && v.me?.hand?.length > 0);
      const word = view.me.hand[0] as string;
      words.push(word);
      const chosen = await api(server.url, users[i] as LiveUser, "POST", `/api/games/${gameId}/choose-word`, {
        word,
      });
      expect(chosen.status).toBe(200);
    }
    // Ann's draft follows the rules; Bea's names Bea's own word. Neither presses Submit.
    annSocket.send({ type: "save_draft", text: VALID });
    beaSocket.send({ type: "save_draft", text: `It is a ${words[1]}, plain and simple.` });
    await waitFor(async () => (await getDraft(server.db, gameId, seats[0] as string, 1)) === VALID);
    await waitFor(async () => (await getDraft(server.db, gameId, seats[1] as string, 1)) !== null);

    const annView = await annSocket.view((v) => v.game.currentPhase !== "writing", 15_000);
    const beaView = await beaSocket.view((v) => v.game.currentPhase !== "writing", 15_000);
    expect(annView.me.riddleId).not.toBeNull();
    expect(annView.me.draftResult).toEqual({
      submitted: true,
      message: "Time ran out, so your draft was submitted for you.",
    });
    expect(beaView.me.riddleId).toBeNull();
    expect(beaView.me.draftResult.submitted).toBe(false);
    expect(beaView.me.draftResult.message).toMatch(/^Time ran out and your draft breaks the writing rules/);
    // Bea reads Ann's riddle as submitted; Ann is not told anything about Bea's draft.
    const round = beaView.rounds[0];
    expect(round.riddles.map((r: { playerId: string; text: string }) => [r.playerId, r.text])).toEqual([
      [seats[0], VALID],
    ]);
    expect(JSON.stringify(annView)).not.toContain("breaks the writing rules");
  }, 30_000);
});

// Ids in test names such as (A17) or (F9) are rows of docs/reliability.md.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadGame } from "../../src/db/repos/games";
import { call, gameInWriting, handOf, RIDDLES } from "../support/game-helpers";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

/** Markup and script, with quotes, an entity and a closing tag, that never names an Animals word. */
const MARKUP_RIDDLE = `<script>alert("grey & grand")</script><img src=x onerror='alert(1)'> I never forget &amp; my ears are </p>wide`;

describe("markup in a riddle", () => {
  it("is stored exactly as typed and comes back as a JSON string, never as markup (A20)", async () => {
    const { gameId, seats } = await gameInWriting(t.app, 2);
    const [author, reader] = seats as [(typeof seats)[0], (typeof seats)[0]];
    const submitted = await call(t.app, author, "POST", "/api/riddles", {
      gameId,
      playerId: author.playerId,
      round: 1,
      selectedWord: (await handOf(t.app, author, gameId))[0],
      riddleText: MARKUP_RIDDLE,
    });
    expect(submitted.statusCode).toBe(201);
    await call(t.app, reader, "POST", "/api/riddles", {
      gameId,
      playerId: reader.playerId,
      round: 1,
      selectedWord: (await handOf(t.app, reader, gameId))[0],
      riddleText: RIDDLES[1],
    });

    // Stored as typed: not escaped, not stripped.
    const stored = await loadGame(t.db, gameId);
    const riddle = stored?.state.rounds[0]?.riddles.find((r) => r.playerId === author.playerId);
    expect(riddle?.text).toBe(MARKUP_RIDDLE);

    // Returned as text: a JSON string in a JSON answer the browser is told not to sniff.
    const res = await call(t.app, reader, "GET", `/api/riddles/game/${gameId}/round/1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    const texts = (res.json() as { text: string }[]).map((r) => r.text);
    expect(texts).toContain(MARKUP_RIDDLE);
    expect(res.body).toContain(JSON.stringify(MARKUP_RIDDLE));
  });
});

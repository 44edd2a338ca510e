import { diffJson } from "@riddlebook/protocol";
import type { GameView } from "@riddlebook/rules";
import { describe, expect, it } from "vitest";
import { GameFixture } from "../test-support/game-fixture";
import { createViewFeed } from "./socket-view-feed";

/** A feed whose offers and resync requests are recorded. */
function recordedFeed() {
  const offered: GameView[] = [];
  let resyncs = 0;
  const feed = createViewFeed({ offer: (view) => offered.push(view), requestResync: () => resyncs++ });
  return { feed, offered, resyncs: () => resyncs };
}

/** Mia's views over three commits of one game. */
function threeVersions() {
  const game = GameFixture.writing();
  const first = game.view();
  game.apply({ type: "chooseWord", playerId: "me", word: "clock" });
  const second = game.view();
  game.apply({ type: "chooseWord", playerId: "me", word: "lamp" });
  return { first, second, third: game.view() };
}

const patchOf = (from: GameView, to: GameView) => ({
  patch: { base: from.game.version, ops: diffJson(from, to) },
});

describe("a socket connection's view feed", () => {
  it("offers the snapshot, then each patch applied over the last view the socket received", () => {
    const { first, second, third } = threeVersions();
    const { feed, offered, resyncs } = recordedFeed();

    feed.snapshot(first);
    feed.event(patchOf(first, second));
    feed.event(patchOf(second, third));

    expect(offered.map((view) => view.me?.word ?? null)).toEqual([null, "clock", "lamp"]);
    expect(offered[2]).toEqual(third);
    expect(resyncs()).toBe(0);
  });

  it("offers nothing for a later message of the same commit, which carries no view", () => {
    const { first } = threeVersions();
    const { feed, offered } = recordedFeed();

    feed.snapshot(first);
    feed.event({});

    expect(offered).toHaveLength(1);
  });

  it("asks for one resync when a patch was built on a view it never got, and ignores events until the snapshot", () => {
    const { first, second, third } = threeVersions();
    const { feed, offered, resyncs } = recordedFeed();

    feed.snapshot(first);
    feed.event(patchOf(second, third));
    feed.event(patchOf(second, third));
    expect(resyncs()).toBe(1);
    expect(offered).toHaveLength(1);

    feed.snapshot(third);
    feed.event({ view: third });
    expect(offered.at(-1)).toBe(third);
  });

  it("asks for a resync when a timer_update is ahead of the socket's view, and not when it matches", () => {
    const { first, second } = threeVersions();
    const { feed, resyncs } = recordedFeed();

    feed.snapshot(first);
    feed.timer(first.game.version);
    expect(resyncs()).toBe(0);
    feed.timer(second.game.version);
    expect(resyncs()).toBe(1);
  });
});

// Drawing cards on threads (issue 29 findings 1 and 7, docs/reliability.md): the same bytes as the
// event loop drew before for a Latin card, and Arabic, CJK and emoji drawn with real glyphs, never
// an empty "no glyph" box.
import { afterAll, describe, expect, it } from "vitest";
import { referenceCardPng } from "../../test/support/card-reference";
import { prepareCard } from "./card-fonts";
import { CardWorkers } from "./card-workers";
import { fontCoverage, inRanges } from "./font-coverage";
import type { CardContent } from "./render";

const workers = new CardWorkers(1, 4);
afterAll(() => workers.close());

const LATIN: CardContent = {
  eyebrow: "RIDDLEBOOK · RIDDLE",
  title: "Ann's riddle",
  body: ["I have keys but open no locks; I have space but no room.", "Solved by 2 of 3 guessers."],
  rows: [
    { label: "1. Ann", value: "12 points" },
    { label: "2. Bo", value: "9 points" },
  ],
  footer: "Friday riddles · riddlebook",
};

const WORLD: CardContent = {
  eyebrow: "RIDDLEBOOK · RIDDLE",
  title: "لغز سارة 你好 こんにちは 🎉",
  body: ["مرحبا بالعالم، من أنا؟ 我是一个谜语。 👍🏽🇫🇷 1️⃣ 👩‍👩‍👧"],
  footer: "Friday riddles",
};

describe("card drawing threads", () => {
  it("draw a Latin card to the very bytes the event loop drew before", async () => {
    const drawn = await workers.render(prepareCard(LATIN));
    expect(drawn.equals(await referenceCardPng(LATIN))).toBe(true);
  });

  it("draw Arabic, CJK and emoji with glyphs from the fonts given (no NO GLYPH boxes)", async () => {
    const prepared = prepareCard(WORLD);
    // Nothing was dropped: every character has a font or an emoji picture.
    expect(prepared.content).toEqual(WORLD);
    const names = prepared.fonts.map((f) => f.name);
    expect(names.some((n) => n.startsWith("Noto Sans Arabic"))).toBe(true);
    expect(names.some((n) => n.startsWith("Noto Sans SC"))).toBe(true);
    expect(Object.keys(prepared.emoji).sort()).toEqual(["1️⃣", "👍🏽", "👩‍👩‍👧", "🇫🇷", "🎉"].sort());
    // Each character outside the emoji is in the glyph table of a font the card is drawn with.
    const covered = prepared.fonts.map((f) => fontCoverage(f.path));
    const text = [WORLD.title, ...WORLD.body].join(" ");
    const plain = Object.keys(prepared.emoji).reduce((rest, emoji) => rest.replaceAll(emoji, ""), text);
    const missing = [...plain].filter((c) => !covered.some((r) => inRanges(r, c.codePointAt(0) ?? 0)));
    expect(missing).toEqual([]);
    const png = await workers.render(prepared);
    expect(png.length).toBeGreaterThan(5_000);
  });

  it("drop what no font draws, and marks stacked past two on one letter, instead of drawing boxes", () => {
    const prepared = prepareCard({
      ...LATIN,
      title: "Z\u0301\u0303\u0304\u0308\u0309a \u{10FFFD}ok \u0E44\u0E17\u0E22",
    });
    expect(prepared.content.title).toBe("Z\u0301\u0303a ok ");
  });
});

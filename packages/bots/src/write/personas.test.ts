import { BOT_DIFFICULTIES, type BotType, createSeededRng } from "@riddlebook/rules";
import { checkRiddle, getPage, pageNumbers } from "@riddlebook/words";
import { beforeAll, describe, expect, it } from "vitest";
import { warmUp } from "../knowledge/warm-up.server";
import { loadClueBank } from "./clue-bank.server";
import { VOICE_STYLES, VOICES, voiceFor } from "./personas";
import { readerCluesFor } from "./reader-clues.server";
import { lastWord, rhymes } from "./rhyme";
import { writeRiddle } from "./write-riddle.server";

beforeAll(() => {
  warmUp();
}, 180_000);

const PAGES = pageNumbers();
/** The i-th word of the sample: every page in turn. */
function wordAt(i: number) {
  const page = PAGES[i % PAGES.length]!;
  const words = getPage(page)!.words;
  return { word: words[(i * 5 + Math.floor(i / PAGES.length)) % words.length]!, page };
}

/** The lines of a riddle that hold its clues, each with the line after it (a couplet's second line). */
function clueLines(riddle: string, clues: readonly string[]): string[] {
  const lines = riddle.split("\n");
  return clues.map((clue) => {
    const i = lines.findIndex((l) => l.toLowerCase().includes(clue.slice(1).toLowerCase()));
    return i < 0 ? "" : `${lines[i]}\n${lines[i + 1] ?? ""}`;
  });
}

describe("personas", () => {
  it("auntie, grandpa and the jester speak in their own words in the body of the riddle, on every clue line", () => {
    const problems: string[] = [];
    for (let i = 0; i < 90; i++) {
      const { word, page } = wordAt(i);
      const persona: BotType = i % 3 === 0 ? "auntie" : i % 3 === 1 ? "grandpa" : "random";
      const out = writeRiddle({ word, page, persona, rng: createSeededRng(i), drafts: 3 });
      if (out.persona === "sphinx") continue;
      const marks = VOICE_STYLES[out.persona].marks;
      for (const line of clueLines(out.riddle, out.clues))
        if (!marks.test(line)) problems.push(`${out.persona} / ${word}: ${line}`);
    }
    expect(problems).toEqual([]);
  });

  it("auntie fusses (dear, bless, mind you, tea and knitting) and grandpa ties clues to his memories", () => {
    let auntieAsides = 0;
    let grandpaMemories = 0;
    for (let i = 0; i < 40; i++) {
      const { word, page } = wordAt(i);
      const auntie = writeRiddle({ word, page, persona: "auntie", rng: createSeededRng(i) });
      expect(auntie.persona).toBe("auntie");
      expect(auntie.riddle).toMatch(/\b(?:dear|love|pet|petal|poppet|sweetheart|duck|chick)\b/i);
      if (
        /\b(?:bless|mind you|tea|knit\w*|biscuits?|kettle|cake|scones|cuppa|sugar|fret)\b/i.test(
          auntie.riddle,
        )
      )
        auntieAsides++;
      const grandpa = writeRiddle({ word, page, persona: "grandpa", rng: createSeededRng(i) });
      expect(grandpa.persona).toBe("grandpa");
      const body = grandpa.riddle.split("\n").slice(1, -1).join("\n");
      if (
        /\b(?:back in my day|I remember|in the old days|when I was|my old father|your grandmother|back in '\d\d)/i.test(
          body,
        )
      )
        grandpaMemories++;
    }
    expect(auntieAsides).toBeGreaterThanOrEqual(36);
    expect(grandpaMemories).toBeGreaterThanOrEqual(30);
  });

  it("auntie closes clue lines with rhyming couplets where she can", () => {
    let withCouplet = 0;
    for (let i = 0; i < 60; i++) {
      const { word, page } = wordAt(i);
      const { riddle } = writeRiddle({ word, page, persona: "auntie", rng: createSeededRng(i) });
      const lines = riddle.split("\n");
      // Not counting the closer, which always rhymes.
      const body = lines.slice(1, -2);
      if (body.some((line, j) => j + 1 < body.length && rhymes(lastWord(line), lastWord(body[j + 1]!))))
        withCouplet++;
    }
    // Measured: about half of her riddles; the clue's last word has to have a rhyme among her tails.
    expect(withCouplet).toBeGreaterThanOrEqual(20);
  });

  it("random writes in all four voices across riddles, including the jester, its own whimsical voice", () => {
    const voices = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const out = writeRiddle({
        word: "candle",
        page: 1,
        persona: "random",
        rng: createSeededRng(seed),
        drafts: 2,
      });
      voices.add(out.persona);
      if (out.persona === "jester") expect(out.riddle).toMatch(VOICE_STYLES.jester.marks);
    }
    expect([...voices].sort()).toEqual([...VOICES].sort());
  });

  it("only the random persona changes voice", () => {
    const rng = createSeededRng(5);
    for (let i = 0; i < 20; i++) {
      expect(voiceFor("auntie", rng)).toBe("auntie");
      expect(voiceFor("grandpa", rng)).toBe("grandpa");
    }
  });

  it("opens with many different lines: at least 85 distinct opening lines per 100 riddles", () => {
    const openers = new Set<string>();
    for (let i = 0; i < 100; i++) {
      const { word, page } = wordAt(i);
      const persona: BotType = (["auntie", "grandpa", "random"] as const)[i % 3]!;
      openers.add(
        writeRiddle({ word, page, persona, rng: createSeededRng(i), drafts: 2 }).riddle.split("\n")[0]!,
      );
    }
    expect(openers.size).toBeGreaterThanOrEqual(85);
  });

  it("the three personas of one word build their riddles from different clues", () => {
    let shared = 0;
    let total = 0;
    for (let i = 0; i < 60; i++) {
      const { word, page } = wordAt(i);
      const used = (["auntie", "grandpa", "random"] as const).map(
        (persona) => new Set(writeRiddle({ word, page, persona, rng: createSeededRng(7), drafts: 3 }).clues),
      );
      for (const [a, b] of [
        [0, 1],
        [0, 2],
        [1, 2],
      ] as const) {
        for (const clue of used[a]!) if (used[b]!.has(clue)) shared++;
      }
      total += used.reduce((n, s) => n + s.size, 0);
    }
    // Each persona draws first on its own third of the word's clues; medium bots also always give a
    // plain clue, which may come from another's third when their own has none.
    expect(shared / total).toBeLessThan(0.15);
  });

  it("easy bots pick direct clues and expert bots oblique ones", () => {
    const difficultyOf = new Map<string, number>();
    for (const page of loadClueBank())
      for (const clues of Object.values(page.words))
        for (const clue of clues) difficultyOf.set(clue.text.replace(/[.!?]+$/, ""), clue.difficulty);
    const mean: Record<string, number> = {};
    for (const difficulty of BOT_DIFFICULTIES) {
      const levels: number[] = [];
      for (let i = 0; i < 60; i++) {
        const { word, page } = wordAt(i);
        const out = writeRiddle({
          word,
          page,
          persona: "auntie",
          difficulty,
          rng: createSeededRng(i),
          drafts: 2,
        });
        // Reader clues (what the word is, from WordNet) are plain by design: level 1.
        const reader = new Set(Object.values(readerCluesFor(word, page)).flat());
        for (const clue of out.clues) levels.push(difficultyOf.get(clue) ?? (reader.has(clue) ? 1 : 0));
        expect(checkRiddle(word, out.riddle, page).ok).toBe(true);
      }
      expect(levels.every((l) => l > 0)).toBe(true);
      mean[difficulty] = levels.reduce((a, b) => a + b, 0) / levels.length;
    }
    expect(mean.easy).toBeLessThan(1.4);
    expect(mean.expert).toBeGreaterThan(2.5);
    expect(mean.easy!).toBeLessThan(mean.medium!);
    expect(mean.medium!).toBeLessThan(mean.expert!);
  });

  it("the same seed writes the same riddle and other seeds write other riddles for the same word", () => {
    const write = (seed: number) =>
      writeRiddle({ word: "giraffe", page: 4, persona: "random", rng: createSeededRng(seed) }).riddle;
    expect(write(7)).toBe(write(7));
    const riddles = new Set(Array.from({ length: 10 }, (_, seed) => write(seed)));
    expect(riddles.size).toBeGreaterThanOrEqual(6);
  });
});

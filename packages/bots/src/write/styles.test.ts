import {
  BOT_DIFFICULTIES,
  BOT_TYPES,
  CHARACTER_VOICES,
  createSeededRng,
  STYLE_PROMPTS,
  type StylePrompt,
} from "@riddlebook/rules";
import { checkRiddle, getPage, pageNumbers } from "@riddlebook/words";
import nlp from "compromise";
import { beforeAll, describe, expect, it } from "vitest";
import { warmUp } from "../knowledge/warm-up.server";
import { contentStems } from "../text/tokens";
import { CHARACTER_STYLES } from "./characters";
import { loadClueBank } from "./clue-bank.server";
import { quotedGloss } from "./gloss-quote.server";
import { lastWord, rhymes } from "./rhyme";
import { lineSyllables } from "./syllables";
import { BOT_RIDDLE_MAX_LENGTH, type WrittenRiddle, writeRiddle } from "./write-riddle.server";

beforeAll(() => {
  warmUp();
}, 180_000);

const PAGES = pageNumbers();

/** The i-th sample: words from every page in turn, with personas, difficulties and seeds varied. */
function sample(i: number) {
  const page = PAGES[i % PAGES.length]!;
  const words = getPage(page)!.words;
  return {
    word: words[(i * 7 + Math.floor(i / PAGES.length)) % words.length]!,
    page,
    persona: BOT_TYPES[i % BOT_TYPES.length]!,
    difficulty: BOT_DIFFICULTIES[Math.floor(i / 3) % BOT_DIFFICULTIES.length]!,
    rng: createSeededRng(1000 + i),
  };
}

/** 200 riddles written to `prompt`, each with the sample it was written for. */
function written(prompt: string, count = 200) {
  return Array.from({ length: count }, (_, i) => {
    const s = sample(i);
    return { ...s, out: writeRiddle({ ...s, prompt, drafts: 3 }) };
  });
}

/** Every riddle is legal for its word, fits the bot limit, quotes no gloss and is not the bare fallback. */
function expectRuleClean(riddles: ReturnType<typeof written>) {
  const problems: string[] = [];
  let fallbacks = 0;
  for (const { word, page, out } of riddles) {
    const check = checkRiddle(word, out.riddle, page);
    if (!check.ok) problems.push(`${word}: ${check.violations.map((v) => v.text).join(", ")}`);
    if (out.riddle.length > BOT_RIDDLE_MAX_LENGTH) problems.push(`${word}: ${out.riddle.length} characters`);
    const quoted = quotedGloss(word, out.riddle);
    if (quoted) problems.push(`${word}: quotes "${quoted}"`);
    if (out.clues.length === 0) fallbacks++;
  }
  expect(problems).toEqual([]);
  // A riddle with no clue (the bare fallback) is rare.
  expect(fallbacks).toBeLessThanOrEqual(riddles.length / 50);
}

const failing = (riddles: ReturnType<typeof written>, keeps: (text: string, out: WrittenRiddle) => boolean) =>
  riddles.filter(({ out }) => !keeps(out.riddle, out)).map(({ word, out }) => `${word}: ${out.riddle}`);

describe("bots write to the round's style prompt (200 riddles each, words from every page)", () => {
  it("Haiku: three lines of 5, 7 and 5 syllables, counted", () => {
    const riddles = written("Haiku");
    expectRuleClean(riddles);
    expect(failing(riddles, (text) => text.split("\n").map(lineSyllables).join("-") === "5-7-5")).toEqual([]);
  });

  it("Children's rhyme: rhyming couplets, the last words of each pair of lines rhyme", () => {
    const riddles = written("Children's rhyme");
    expectRuleClean(riddles);
    expect(
      failing(riddles, (text) => {
        const lines = text.split("\n");
        if (lines.length < 2 || lines.length % 2 !== 0) return false;
        for (let i = 0; i < lines.length; i += 2)
          if (!rhymes(lastWord(lines[i]!), lastWord(lines[i + 1]!))) return false;
        return true;
      }),
    ).toEqual([]);
  });

  it("Detective noir: the case, the suspect, the rain", () => {
    const riddles = written("Detective noir");
    expectRuleClean(riddles);
    expect(
      failing(riddles, (text) =>
        /\b(?:case|suspect|dame|gumshoe|alley|neon|culprit|rain|informant)\b/i.test(text),
      ),
    ).toEqual([]);
  });

  it("Ancient prophecy: foretold, and what shall be", () => {
    const riddles = written("Ancient prophecy");
    expectRuleClean(riddles);
    expect(
      failing(riddles, (text) => /\b(?:foretold|prophecy|oracle|seers?|elders|scrolls)\b/i.test(text)),
    ).toEqual([]);
    // Clues are said as what shall come to pass.
    expect(riddles.filter(({ out }) => /\bI shall\b/.test(out.riddle)).length).toBeGreaterThan(100);
  });

  it("Romantic sonnet: shortened, addressed to a love, closed by a rhyming couplet", () => {
    const riddles = written("Romantic sonnet");
    expectRuleClean(riddles);
    expect(
      failing(riddles, (text) => {
        const lines = text.split("\n");
        return (
          lines.length >= 4 &&
          rhymes(lastWord(lines[lines.length - 2]!), lastWord(lines[lines.length - 1]!)) &&
          /\b(?:thee|thy|love|beloved|darling|heart)\b/i.test(text)
        );
      }),
    ).toEqual([]);
  });

  it("Only one sentence: exactly one sentence-ending mark, at the end", () => {
    const riddles = written("Only one sentence");
    expectRuleClean(riddles);
    expect(
      failing(riddles, (text) => (text.match(/[.!?…]/g) ?? []).length === 1 && /[.!?]$/.test(text)),
    ).toEqual([]);
  });

  it("No adjectives: the compromise tagger finds no adjective", () => {
    const riddles = written("No adjectives");
    expectRuleClean(riddles);
    const tagged = (text: string) =>
      (nlp(text).json() as { terms: { tags: string[] }[] }[])
        .flatMap((s) => s.terms)
        .filter((t) => t.tags.includes("Adjective"));
    expect(failing(riddles, (text) => tagged(text).length === 0)).toEqual([]);
  });

  it("Include one lie: one clue line is a plain clue of another word of the page, the rest the word's own", () => {
    const riddles = written("Include one lie");
    expectRuleClean(riddles);
    const bank = loadClueBank();
    const owner = new Map<string, { page: number; word: string; kind: string }>();
    for (const page of bank)
      for (const [word, clues] of Object.entries(page.words))
        for (const clue of clues)
          owner.set(clue.text.replace(/[.!?]+$/, ""), { page: page.pageNumber, word, kind: clue.kind });
    const stems = (text: string) => new Set(contentStems(text));
    expect(
      failing(riddles, (text, out) => {
        if (out.lie === undefined) return false;
        const from = owner.get(out.lie);
        const said = stems(text);
        // Said in the riddle (retold or not: the same content words), a plain clue of another word
        // of the same page, beside at least one of the word's own clues.
        return (
          [...stems(out.lie)].every((s) => said.has(s)) &&
          from !== undefined &&
          ["function", "appearance", "place"].includes(from.kind) &&
          out.clues.length > 0 &&
          out.clues.every((c) => owner.get(c)?.word !== from.word)
        );
      }),
    ).toEqual([]);
    for (const { word, page, out } of riddles) {
      expect(owner.get(out.lie!)?.page, `${word}'s lie`).toBe(page);
      expect(owner.get(out.lie!)?.word, `${word}'s lie`).not.toBe(word);
      expect(getPage(page)!.words).toContain(owner.get(out.lie!)?.word);
      for (const clue of out.clues) expect(owner.get(clue)?.word, `${word}'s clue`).toBe(word);
    }
  });

  it("every style prompt has a writer (the test list is the rules' list)", () => {
    const tested: StylePrompt[] = [
      "Haiku",
      "Children's rhyme",
      "Detective noir",
      "Ancient prophecy",
      "Romantic sonnet",
      "Only one sentence",
      "No adjectives",
      "Include one lie",
    ];
    expect([...STYLE_PROMPTS].sort()).toEqual(tested.sort());
  });
});

describe("bots write in the round's character voice", () => {
  it("every character's riddles use its words and turns of phrase, and stay rule-clean", () => {
    const problems: string[] = [];
    CHARACTER_VOICES.forEach((character, c) => {
      for (let i = 0; i < 12; i++) {
        const s = sample(c * 12 + i);
        const { riddle } = writeRiddle({ ...s, prompt: character, drafts: 3 });
        if (!CHARACTER_STYLES[character].marks.test(riddle))
          problems.push(`${character} / ${s.word}: ${riddle}`);
        if (!checkRiddle(s.word, riddle, s.page).ok) problems.push(`${character} / ${s.word}: not legal`);
      }
    });
    expect(problems).toEqual([]);
  });

  it("a pirate says ye and a caveman says me for I", () => {
    const pirate = Array.from(
      { length: 20 },
      (_, i) => writeRiddle({ ...sample(i), prompt: "Pirate" }).riddle,
    );
    expect(pirate.filter((r) => /\b(?:ye|yer|be|me)\b/.test(r)).length).toBeGreaterThan(15);
    const caveman = Array.from(
      { length: 20 },
      (_, i) => writeRiddle({ ...sample(i), prompt: "Caveman" }).riddle,
    );
    expect(
      caveman.filter((r) => /^Me\b/m.test(r) || /\bMe (?:have|am|will)\b/.test(r)).length,
    ).toBeGreaterThan(10);
  });
});

describe("the speed round", () => {
  it("gets shorter riddles than a standard round, still rule-clean", () => {
    let standard = 0;
    let speed = 0;
    for (let i = 0; i < 60; i++) {
      const s = sample(i);
      standard += writeRiddle({ ...s, rng: createSeededRng(i), drafts: 3 }).riddle.length;
      const quick = writeRiddle({ ...s, rng: createSeededRng(i), drafts: 3, speed: true }).riddle;
      expect(quick.length).toBeLessThanOrEqual(180);
      expect(checkRiddle(s.word, quick, s.page).ok).toBe(true);
      speed += quick.length;
    }
    expect(speed).toBeLessThan(standard * 0.75);
  });
});

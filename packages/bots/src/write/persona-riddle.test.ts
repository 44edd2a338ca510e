import { BOT_DIFFICULTIES, BOT_TYPES, type BotType, createSeededRng } from "@riddlebook/rules";
import { checkRiddle, getPage, pageNumbers } from "@riddlebook/words";
import { beforeAll, describe, expect, it } from "vitest";
import { warmUp } from "../knowledge/warm-up.server";
import { loadClueBank } from "./clue-bank.server";
import { giveAwaysFor } from "./give-aways.server";
import { retell } from "./person";
import { VOICE_FRAMES } from "./voice-frames";
import { writeRiddle } from "./write-riddle.server";

// The standard round's riddle (docs/decisions/042-bot-riddles-from-whole-clues.md).

beforeAll(() => {
  warmUp();
}, 180_000);

const PAGES = pageNumbers();
function wordAt(i: number) {
  const page = PAGES[i % PAGES.length]!;
  const words = getPage(page)!.words;
  return { word: words[(i * 5 + Math.floor(i / PAGES.length)) % words.length]!, page };
}
const kindOf = new Map<string, string>();
for (const page of loadClueBank())
  for (const clues of Object.values(page.words))
    for (const clue of clues) kindOf.set(clue.text.replace(/[.!?]+$/, ""), clue.kind);
const PLAIN = new Set(["function", "appearance", "place"]);

function write(i: number, persona: BotType, difficulty: (typeof BOT_DIFFICULTIES)[number] = "medium") {
  const { word, page } = wordAt(i);
  return {
    word,
    page,
    out: writeRiddle({ word, page, persona, difficulty, rng: createSeededRng(i), drafts: 2 }),
  };
}

describe("retell", () => {
  it("speaks of the thing in the third person, its verbs agreeing", () => {
    expect(retell("I have four legs and a back, yet I never take a single step.", "it")).toBe(
      "It has four legs and a back, yet it never takes a single step.",
    );
    expect(retell("I stand on four legs and wait for you.", "it")).toBe(
      "It stands on four legs and waits for you.",
    );
    expect(retell("I'm green because I'm busy cooking food from sunlight.", "it")).toBe(
      "It's green because it's busy cooking food from sunlight.",
    );
    expect(retell("I can run and jump.", "it")).toBe("It can run and jump.");
    expect(retell("I carry my tools to every job.", "they")).toBe("They carry their tools to every job.");
    expect(retell("I am always on time.", "they")).toBe("They are always on time.");
  });

  it("leaves alone what only looks like a second verb (the fourth panel's slips)", () => {
    expect(retell("I'm ground with water on every side, like a country nobody can walk to.", "it")).toBe(
      "It's ground with water on every side, like a country nobody can walk to.",
    );
    expect(retell("I'm surrounded on all sides but never under siege.", "it")).toBe(
      "It's surrounded on all sides but never under siege.",
    );
    expect(retell("I circle the Earth, beaming down TV, phone calls and weather pictures.", "it")).toBe(
      "It circles the Earth, beaming down TV, phone calls and weather pictures.",
    );
    expect(retell("I weld cars on factory lines and never take a lunch break.", "it")).toBe(
      "It welds cars on factory lines and never takes a lunch break.",
    );
    // The verb after "and" may be the kids': too unsure to retell as "it".
    expect(retell("Kids pretend I am lava and leap from one chair to the next.", "it")).toBeNull();
    expect(retell("Kids pretend I am lava and leap from one chair to the next.", "they")).toBe(
      "Kids pretend they are lava and leap from one chair to the next.",
    );
  });

  it("refuses what it cannot say safely: quoted speech, the word itself in a phrase", () => {
    expect(retell('If Pinocchio says "my nose will grow", he meets me.', "it")).toBeNull();
    expect(retell("Treasure is kept safe under lock and me.", "it")).toBeNull();
    expect(retell("Goldilocks broke the smallest one of me.", "it")).toBeNull();
  });
});

describe("a persona's riddle", () => {
  it("has at most one frame line at each end, and every other line carries a clue", () => {
    for (let i = 0; i < 90; i++) {
      const { out } = write(i, BOT_TYPES[i % 3]!);
      const frames = VOICE_FRAMES[out.persona];
      const lines = out.riddle.split("\n");
      const body = lines.filter((l) => !frames.openers.includes(l) && !frames.closers.includes(l));
      expect(lines.length - body.length, out.riddle).toBeLessThanOrEqual(2);
      expect(frames.openers.includes(lines.at(-1)!), out.riddle).toBe(false);
      // One clue per body line.
      expect(body.length, out.riddle).toBe(out.clues.length);
    }
  });

  it("never carries a keyword line: each clue line is a whole sentence of the bank, said in the voice", () => {
    for (let i = 0; i < 90; i++) {
      const { out } = write(i, BOT_TYPES[i % 3]!);
      for (const clue of out.clues) expect(kindOf.has(clue), clue).toBe(true);
    }
  });

  it("Auntie passes on what the family says, Grandpa what he remembers being told, in the body of the riddle", () => {
    const family =
      /\b(?:uncle|grandchildren|mother|sister|Doreen|vicar|auntie|gran|family|bingo|Cousin|lady next door|hairdresser's|magazine|dear)\b/;
    const memory =
      /\b(?:boy|remember|grandmother|Archie|village|docks|lad|headmaster|father|mother|great-grandad|postman|uncle Bert|vicar)\b/;
    let auntie = 0;
    let grandpa = 0;
    for (let i = 0; i < 60; i++) {
      const a = write(i, "auntie").out;
      const g = write(i, "grandpa").out;
      const bodyOf = (riddle: string, voice: "auntie" | "grandpa") =>
        riddle
          .split("\n")
          .filter((l) => !VOICE_FRAMES[voice].openers.includes(l) && !VOICE_FRAMES[voice].closers.includes(l))
          .join("\n");
      if (family.test(bodyOf(a.riddle, "auntie"))) auntie++;
      if (memory.test(bodyOf(g.riddle, "grandpa"))) grandpa++;
      // They speak of the thing, not as it.
      expect(bodyOf(a.riddle, "auntie"), a.riddle).not.toMatch(
        /\b(?:I am|I'm|I have)\b(?!.*\b(?:said|told|say)\b)/,
      );
    }
    expect(auntie).toBeGreaterThanOrEqual(54);
    expect(grandpa).toBeGreaterThanOrEqual(54);
  });

  it("each persona has 30 openers and 30 closers, none used in more than 10 % of 200 riddles", () => {
    for (const voice of ["auntie", "grandpa"] as const) {
      expect(new Set(VOICE_FRAMES[voice].openers).size).toBeGreaterThanOrEqual(30);
      expect(new Set(VOICE_FRAMES[voice].closers).size).toBeGreaterThanOrEqual(30);
    }
    for (const persona of BOT_TYPES) {
      const counts = new Map<string, number>();
      for (let i = 0; i < 200; i++) {
        const { out } = write(i, persona);
        const lines = out.riddle.split("\n");
        const frames = VOICE_FRAMES[out.persona];
        for (const line of [lines[0]!, lines.at(-1)!])
          if (frames.openers.includes(line) || frames.closers.includes(line))
            counts.set(line, (counts.get(line) ?? 0) + 1);
      }
      for (const [line, n] of counts) expect(n, `${persona}: ${line}`).toBeLessThanOrEqual(20);
    }
  }, 120_000);

  it("easy bots use only plain clues, hard and expert bots only oblique ones, the oblique first", () => {
    for (let i = 0; i < 60; i++) {
      const easy = write(i, BOT_TYPES[i % 3]!, "easy").out;
      for (const clue of easy.clues) expect(PLAIN.has(kindOf.get(clue)!), `easy: ${clue}`).toBe(true);
      for (const difficulty of ["hard", "expert"] as const) {
        const out = write(i, BOT_TYPES[i % 3]!, difficulty).out;
        for (const clue of out.clues)
          expect(PLAIN.has(kindOf.get(clue)!), `${difficulty}: ${clue}`).toBe(false);
      }
      const medium = write(i, BOT_TYPES[i % 3]!, "medium").out;
      const plainAt = medium.clues.findIndex((c) => PLAIN.has(kindOf.get(c)!));
      if (plainAt >= 0)
        expect(
          medium.clues.slice(plainAt).every((c) => PLAIN.has(kindOf.get(c)!)),
          medium.riddle,
        ).toBe(true);
    }
  });

  it("the three personas of one word use different clues", () => {
    let shared = 0;
    let total = 0;
    for (let i = 0; i < 60; i++) {
      const used = BOT_TYPES.map((persona) => new Set(write(i, persona).out.clues));
      for (const [a, b] of [
        [0, 1],
        [0, 2],
        [1, 2],
      ] as const)
        for (const clue of used[a]!) if (used[b]!.has(clue)) shared++;
      total += used.reduce((n, s) => n + s.size, 0);
    }
    expect(shared / total).toBeLessThan(0.1);
  });

  it("never writes a synonym, a near hypernym or half of a compound word, and breaks no rule", () => {
    for (let i = 0; i < 120; i++) {
      const { word, page, out } = write(i, BOT_TYPES[i % 3]!, BOT_DIFFICULTIES[i % 4]);
      expect(giveAwaysFor(word, page).in(out.riddle), `${word}: ${out.riddle}`).toBeUndefined();
      expect(checkRiddle(word, out.riddle, page).ok).toBe(true);
    }
    expect(giveAwaysFor("popcorn", 6).terms).toEqual(expect.arrayContaining(["corn", "pop"]));
    expect(giveAwaysFor("rainbow", 13).in("one kind of bow")).toBe("bow");
  });

  it("keeps the capitals of names and of sentences", () => {
    for (let i = 0; i < 120; i++) {
      const { out } = write(i, BOT_TYPES[i % 3]!);
      for (const line of out.riddle.split("\n")) expect(line.charAt(0), line).toMatch(/[A-Z"'(]/);
      // A clue that starts with a name keeps it capitalised inside a voice's clause shape.
      for (const clue of out.clues) {
        const name = clue.match(/^([A-Z][a-z]+) ([A-Z][a-z]+)\b/)?.[0];
        if (
          name &&
          !/^(?:The|A|An|My|Your|If|When|In|On|At|By|For|From|With|Of|To|As|Like|Every|All|Some) /.test(name)
        )
          expect(out.riddle, out.riddle).toContain(name);
      }
    }
  });

  it("says less for a word the bank does not hold, never something broken", () => {
    for (const word of ["tomato", "violinist", "glacier"]) {
      const { riddle, clues } = writeRiddle({ word, persona: "grandpa", rng: createSeededRng(3) });
      expect(checkRiddle(word, riddle).ok).toBe(true);
      expect(clues.length).toBeGreaterThan(0);
      expect(clues.length).toBeLessThanOrEqual(2);
    }
  });
});

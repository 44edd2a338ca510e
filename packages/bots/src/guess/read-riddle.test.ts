import { describe, expect, it } from "vitest";
import { stem } from "../text/stem";
import { letterEvidence } from "./letters";
import { metaphorTerms } from "./metaphors";
import { NEGATED_WEIGHT, readRiddle } from "./read-riddle";

const weightOf = (riddle: string, word: string) =>
  readRiddle(riddle).find((t) => t.stem === stem(word))?.weight;

describe("readRiddle: metaphors", () => {
  it("reads the sky's weeping as rain", () => {
    expect(metaphorTerms("When the sky weeps, I open over your head.").map((t) => t.word)).toContain("rain");
    expect(weightOf("When the sky weeps, I open over your head.", "rain")).toBeGreaterThan(0);
  });

  it("reads hands on a face as a clock, and teeth that cannot bite as a comb's or a saw's", () => {
    expect(metaphorTerms("I have a face and two hands.").map((t) => t.word)).toContain("clock");
    const teeth = metaphorTerms("I have many teeth but cannot bite.").map((t) => t.word);
    expect(teeth).toEqual(expect.arrayContaining(["comb", "saw"]));
  });

  it("adds nothing when every cue of a pattern is not there", () => {
    expect(metaphorTerms("Open wide! I fill cavities and pull teeth.")).toEqual([]);
    expect(metaphorTerms("A soft tune hummed beside the cradle.")).toEqual([]);
  });
});

describe("readRiddle: negation", () => {
  it("counts what a contrast denies against its holders, and what the answer has as said", () => {
    const riddle = "I have arms but cannot hug.";
    expect(NEGATED_WEIGHT).toBeLessThan(0);
    expect(weightOf(riddle, "hug")).toBe(NEGATED_WEIGHT);
    expect(weightOf(riddle, "arms")).toBe(1);
  });

  it("counts a plain absence as said: it describes the answer", () => {
    expect(weightOf("Months without rain and dry wells.", "rain")).toBe(1);
    expect(weightOf("What is left when no one speaks.", "speaks")).toBe(1);
  });

  it("lets a denial reach only a few words, and not past a new clause", () => {
    const riddle = "I have legs but never walk, and I carry your dinner plates.";
    expect(weightOf(riddle, "walk")).toBe(NEGATED_WEIGHT);
    expect(weightOf(riddle, "dinner")).toBe(1);
  });

  it("counts a word said plainly elsewhere plainly", () => {
    expect(weightOf("I sing all day, yet I never sing for pay.", "sing")).toBeGreaterThanOrEqual(1);
  });
});

describe("letterEvidence", () => {
  it("checks counting and placing claims against the letter of a choice", () => {
    const riddle = "I come once in a minute, twice in a moment, but never in a thousand years.";
    expect(letterEvidence(riddle, "the letter m")).toBe(3);
    expect(letterEvidence(riddle, "the letter e")).toBeLessThan(0);
    expect(letterEvidence("I sit at the end of the rainbow.", "the letter w")).toBe(1);
  });

  it("says nothing about choices that are not letters", () => {
    expect(letterEvidence("I sit at the end of the rainbow.", "gold")).toBe(0);
  });
});

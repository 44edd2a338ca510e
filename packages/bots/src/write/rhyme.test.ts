import { describe, expect, it } from "vitest";
import { lastWord, rhymeKey, rhymes } from "./rhyme";

describe("rhymes", () => {
  it("hears rhymes spelled alike and spelled differently", () => {
    for (const [a, b] of [
      ["night", "light"],
      ["night", "bite"],
      ["see", "me"],
      ["tea", "tree"],
      ["day", "they"],
      ["play", "weigh"],
      ["go", "snow"],
      ["true", "you"],
      ["blue", "through"],
      ["door", "more"],
      ["bear", "chair"],
      ["fly", "sky"],
      ["pie", "my"],
      ["cake", "lake"],
      ["ten", "again"],
      ["nap", "clap"],
    ])
      expect(rhymes(a!, b!), `${a}/${b}`).toBe(true);
  });

  it("does not hear rhymes where there are none, nor a word with itself", () => {
    for (const [a, b] of [
      ["cat", "dog"],
      ["night", "net"],
      ["bake", "back"],
      ["now", "snow"],
      ["love", "move"],
      ["happy", "sky"],
      ["me", "me"],
    ])
      expect(rhymes(a!, b!), `${a}/${b}`).toBe(false);
  });

  it("takes a line's last word, past its punctuation", () => {
    expect(lastWord("Come out and play!")).toBe("play");
    expect(lastWord('He said "hello."')).toBe("hello");
    expect(rhymeKey("")).toBe("");
  });
});

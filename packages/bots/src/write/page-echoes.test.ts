import { beforeAll, describe, expect, it } from "vitest";
import { warmUp } from "../knowledge/warm-up.server";
import { pageEchoes, quietOnPage } from "./page-echoes.server";

beforeAll(() => {
  warmUp();
}, 180_000);

describe("pageEchoes", () => {
  it("holds what a reader links to the page's other words, so a voice line can keep quiet about them", () => {
    const kettle = pageEchoes("kettle", 21);
    // teapot is on page 21: "tea" points at it.
    expect(quietOnPage("as sure as tea is tea", kettle)).toBe(false);
    expect(quietOnPage("Bless me, I've dropped a stitch.", kettle)).toBe(true);
    // The word's own knowledge is not an echo: only its rivals' is.
    expect(pageEchoes("teapot", 21).has("teapot")).toBe(false);
    expect(kettle.has("teapot")).toBe(true);
  });

  it("is empty for a word on no page", () => {
    expect(pageEchoes("glacier", undefined).size).toBe(0);
    expect(pageEchoes("glacier", 1).size).toBe(0);
  });
});

import { listPages } from "@riddlebook/words";
import { describe, expect, it } from "vitest";
import { type BankPage, loadClueBank, problemsOfBankPage } from "./clue-bank.server";

const bank = loadClueBank();

describe("the hand-written clue bank", () => {
  it("has a page for every wordbook page", () => {
    expect(bank.map((page) => page.pageNumber)).toEqual(listPages().map((page) => page.pageNumber));
  });

  it("gives every word enough clues of enough kinds, each legal for its word and naming no other word of its page", () => {
    expect(bank.flatMap(problemsOfBankPage)).toEqual([]);
  });

  it("catches half of a compound word or a synonym, which bots never write", () => {
    const page = bank.find((p) => p.words.popcorn)!;
    const planted: BankPage = {
      pageNumber: page.pageNumber,
      words: {
        ...page.words,
        popcorn: [...page.words.popcorn!, { text: "I'm corn that jumps.", kind: "metaphor", difficulty: 2 }],
      },
    };
    expect(problemsOfBankPage(planted).join("\n")).toContain('gives away compound_part "corn"');
  });

  it("catches a clue that gives its word away, names another word of the page, or lacks company", () => {
    const page = bank[0];
    if (!page) throw new Error("no bank pages");
    const [word = "", other = ""] = Object.keys(page.words);
    const planted: BankPage = {
      pageNumber: page.pageNumber,
      words: {
        ...page.words,
        [word]: [
          ...(page.words[word] ?? []).slice(1),
          { text: `Think of a ${word} and you have me.`, kind: "function", difficulty: 1 },
        ],
        [other]: [{ text: `I sit right beside the ${word}.`, kind: "place", difficulty: 2 }],
      },
    };
    const problems = problemsOfBankPage(planted).join("\n");
    expect(problems).toContain(`${word}: "Think of a ${word}`);
    expect(problems).toContain(`names "${word}"`);
    expect(problems).toContain(`${other}: 1 clues, needs at least 12`);
    expect(problems).toContain(
      `${other}: 0 plain and 1 oblique clues, needs 5 of each`.replace(
        "0 plain and 1 oblique",
        "1 plain and 0 oblique",
      ),
    );
  });
});

import { describe, expect, it } from "vitest";
import {
  clipboardText,
  facebookShareUrl,
  resultShareText,
  riddleShareText,
  splitTrailingLink,
  xIntentUrl,
} from "./share-text";

const URL_ = "https://rb.example/share/riddle/g1/1/p1?s=abc_DEF-123";

describe("share target URLs", () => {
  it("X's web intent carries the text and the link, each encoded once", () => {
    const href = xIntentUrl("Can you guess?\n“Grey & big”", URL_);
    const parsed = new URL(href);
    expect(`${parsed.origin}${parsed.pathname}`).toBe("https://x.com/intent/post");
    expect(parsed.searchParams.get("text")).toBe("Can you guess?\n“Grey & big”");
    expect(parsed.searchParams.get("url")).toBe(URL_);
    expect(href).not.toContain(" ");
  });

  it("Facebook's sharer carries only the link (it reads the page's Open Graph tags)", () => {
    const parsed = new URL(facebookShareUrl(URL_));
    expect(`${parsed.origin}${parsed.pathname}`).toBe("https://www.facebook.com/sharer/sharer.php");
    expect([...parsed.searchParams.keys()]).toEqual(["u"]);
    expect(parsed.searchParams.get("u")).toBe(URL_);
  });

  it("the clipboard gets the text, then the link on its own line", () => {
    expect(clipboardText("Hi", URL_)).toBe(`Hi\n\n${URL_}`);
    expect(clipboardText("Hi", null)).toBe("Hi");
  });
});

describe("share texts", () => {
  it("a riddle is shared by its text alone: no word goes in", () => {
    const mine = riddleShareText({
      riddleText: " I sit on a mat. ",
      authorName: "Hana",
      gameName: "Friday",
      mine: true,
    });
    expect(mine).toBe("Can you guess my riddle?\n\n“I sit on a mat.”\n\n— played on Riddlebook (Friday)");
    const theirs = riddleShareText({ riddleText: "I purr.", authorName: "Bo", gameName: null, mine: false });
    expect(theirs).toBe("Can you guess this riddle by Bo?\n\n“I purr.”\n\n— from the Riddlebook Vault");
    // The functions take no word at all, so whatever the riddle's word, the text cannot hold it.
    expect(riddleShareText.length).toBe(1);
  });

  it("a result names the winner and the podium, ties sharing a medal", () => {
    expect(
      resultShareText("Friday", [
        { id: "c", name: "Cy", score: 5 },
        { id: "h", name: "Hana", score: 15 },
        { id: "b", name: "Bo", score: 10 },
        { id: "d", name: "Dee", score: 0 },
      ]),
    ).toBe(
      "Final results of “Friday” on Riddlebook: Hana won with 15 points!\n🥇 Hana 15 · 🥈 Bo 10 · 🥉 Cy 5",
    );
    expect(
      resultShareText("Duo", [
        { id: "a", name: "Ann", score: 10 },
        { id: "b", name: "Bo", score: 10 },
        { id: "c", name: "Cy", score: 1 },
      ]),
    ).toBe(
      "Final results of “Duo” on Riddlebook: Ann & Bo tied for first with 10 points!\n🥇 Ann 10 · 🥇 Bo 10 · 🥉 Cy 1",
    );
    expect(resultShareText("Quiet", [{ id: "a", name: "Ann", score: 0 }])).toBe(
      "We played “Quiet” on Riddlebook. Nobody scored: the riddles won!",
    );
  });

  it("a text that ends with its own link is split so the link is not repeated", () => {
    expect(splitTrailingLink("Riddlebook #3 🟥🟩 2/3\nhttps://rb.example/daily", "https://x/daily")).toEqual({
      text: "Riddlebook #3 🟥🟩 2/3",
      link: { url: "https://rb.example/daily" },
    });
    expect(splitTrailingLink("Riddlebook #3 🟥🟩 2/3", "https://x/daily")).toEqual({
      text: "Riddlebook #3 🟥🟩 2/3",
      link: { url: "https://x/daily" },
    });
  });
});

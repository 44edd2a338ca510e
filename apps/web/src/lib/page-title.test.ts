import { listPages } from "@riddlebook/words/wordbook";
import { describe, expect, it } from "vitest";
import { pageTitle } from "./page-title";

describe("pageTitle (issue 31 item 21)", () => {
  it("has every wordbook page's own title in English", () => {
    for (const page of listPages()) {
      expect(pageTitle(page.pageNumber, "?")).toBe(page.category);
    }
  });

  it("keeps the server's title for a page it does not know", () => {
    expect(pageTitle(999, "New Page")).toBe("New Page");
  });
});

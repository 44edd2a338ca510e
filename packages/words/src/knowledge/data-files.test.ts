import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PAGE_SOURCES } from "../wordbook/pages";
import { openWordNet } from "../wordnet/wordnet.server";
import { pageFileName, renderDataFiles } from "./data-files.server";

const dataDir = join(import.meta.dirname, "..", "..", "generated");

describe("the checked-in page data", () => {
  it("matches what the generator produces now, so stale data fails (run `npm run build -w @riddlebook/words`)", () => {
    const sources = PAGE_SOURCES.filter(
      (s) => s.pageNumber === 1 || s.pageNumber === 4 || s.pageNumber === 9,
    );
    const files = renderDataFiles(openWordNet(), sources);
    for (const s of sources) {
      const name = pageFileName(s.pageNumber);
      expect(readFileSync(join(dataDir, name), "utf8"), name).toBe(files.get(name));
    }
  });

  it("has an index entry for every page", () => {
    const index = JSON.parse(readFileSync(join(dataDir, "index.json"), "utf8")) as {
      pages: { pageNumber: number; file: string }[];
    };
    expect(index.pages.map((p) => p.pageNumber)).toEqual(PAGE_SOURCES.map((s) => s.pageNumber));
  });
});

// The ADR index (docs/decisions/README.md) names every record, and only records that exist
// (docs/decisions/041-feature-modules.md, "Guards").
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readRepoFile, repoRoot } from "./repo-files";

const RECORD = /^(\d{3})-[a-z0-9-]+\.md$/;

const records = readdirSync(join(repoRoot, "docs/decisions"))
  .filter((name) => RECORD.test(name))
  .sort();
const index = readRepoFile("docs/decisions/README.md");
/** Each table row's number and linked file: `| 012 | [Title](012-name.md) | … |`. */
const rows = [...index.matchAll(/^\|\s*(\d{3})\s*\|\s*\[[^\]]*\]\(([^)]+)\)/gm)].map((match) => ({
  number: match[1]!,
  file: match[2]!,
}));

describe("the ADR index", () => {
  it("finds the records and the index's rows", () => {
    expect(records.length).toBeGreaterThan(40);
    expect(rows.length).toBeGreaterThan(40);
  });

  it("lists every record in docs/decisions", () => {
    const listed = new Set(rows.map((row) => row.file));
    expect(records.filter((name) => !listed.has(name))).toEqual([]);
  });

  it("names only records that exist, each under its own number, once", () => {
    const wrong = rows
      .filter((row) => !records.includes(row.file) || !row.file.startsWith(`${row.number}-`))
      .map((row) => `${row.number} → ${row.file}`);
    expect(wrong).toEqual([]);
    expect(new Set(rows.map((row) => row.file)).size).toBe(rows.length);
  });

  it("has no two records with one number", () => {
    const numbers = records.map((name) => name.slice(0, 3));
    expect(numbers.filter((number, i) => numbers.indexOf(number) !== i)).toEqual([]);
  });

  it("links the template, which exists", () => {
    expect(index).toContain("`template.md`");
    expect(readdirSync(join(repoRoot, "docs/decisions"))).toContain("template.md");
  });
});

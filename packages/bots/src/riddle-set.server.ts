import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** One hand-written riddle of the benchmark set (`bench/riddles/*.jsonl`, one JSON object a line). */
export interface SetRiddle {
  page: number;
  answer: string;
  riddle: string;
  style: string;
  author: string;
}

/** Reads every `*.jsonl` file of a riddle-set folder, in file-name order. */
export function loadRiddleSet(dir: string): SetRiddle[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".jsonl"))
    .sort()
    .flatMap((f) =>
      readFileSync(join(dir, f), "utf8")
        .split("\n")
        .filter((line) => line.trim() !== "")
        .map((line) => JSON.parse(line) as SetRiddle),
    );
}

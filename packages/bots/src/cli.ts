// Command-line entry, so anyone can measure the bots (offline, no server):
//   npm run -s bot -- guess [--seed S] [--difficulty D]   JSON Lines in, JSON Lines out
//   npm run -s bot -- write --word WORD --persona P [--page N] [--seed S] [--difficulty D]
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import {
  BOT_DIFFICULTIES,
  BOT_TYPES,
  type BotDifficulty,
  type BotType,
  createSeededRng,
} from "@riddlebook/rules";
import { getPage } from "@riddlebook/words/wordbook";
import { guess } from "./guess/guess.server";
import { writeRiddle } from "./write/write-riddle.server";

const USAGE = `Usage:
  npm run -s bot -- guess [--seed S] [--difficulty easy|medium|hard|expert]
      reads lines {"riddle": "...", "choices": ["...", ...]} (2 to 60 choices) on stdin and writes
      one line {"choice": "...", "ranking": ["...", ...]} per input, in order (expert by default)
  npm run -s bot -- write --word WORD --persona auntie|grandpa|random [--page N] [--seed S]
      [--difficulty easy|medium|hard|expert] [--prompt "Haiku"|"Pirate"|...] [--speed]
      prints {"riddle": "...", "persona": "...", "clues": ["...", ...]}`;

const MIN_CHOICES = 2;
const MAX_CHOICES = 60;

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${USAGE}\n`);
  process.exit(2);
}

function integer(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n)) fail(`--${name} must be an integer, got "${value}".`);
  return n;
}

function difficultyOf(value: string | undefined, fallback: BotDifficulty): BotDifficulty {
  if (value === undefined) return fallback;
  if (!(BOT_DIFFICULTIES as readonly string[]).includes(value))
    fail(`--difficulty must be one of ${BOT_DIFFICULTIES.join(", ")}, got "${value}".`);
  return value as BotDifficulty;
}

/** Why a JSON Lines input is unusable, or the riddle and choices it holds. */
function parseGuessLine(line: string): { riddle: string; choices: string[] } | { error: string } {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return { error: "not valid JSON" };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return { error: "not a JSON object" };
  const { riddle, choices } = value as { riddle?: unknown; choices?: unknown };
  if (typeof riddle !== "string") return { error: '"riddle" must be a string' };
  if (!Array.isArray(choices) || !choices.every((c) => typeof c === "string" && c.trim() !== ""))
    return { error: '"choices" must be an array of non-empty strings' };
  if (choices.length < MIN_CHOICES || choices.length > MAX_CHOICES)
    return { error: `"choices" must hold ${MIN_CHOICES} to ${MAX_CHOICES} words, got ${choices.length}` };
  return { riddle, choices: choices as string[] };
}

async function runGuess(args: string[]): Promise<void> {
  let values: { seed?: string; difficulty?: string };
  try {
    ({ values } = parseArgs({
      args,
      options: { seed: { type: "string" }, difficulty: { type: "string" } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (e) {
    fail((e as Error).message);
  }
  const rng = createSeededRng(integer("seed", values.seed, 1));
  const difficulty = difficultyOf(values.difficulty, "expert");
  const lines = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
  let lineNumber = 0;
  for await (const line of lines) {
    lineNumber++;
    if (line.trim() === "") continue;
    const parsed = parseGuessLine(line);
    if ("error" in parsed) {
      process.stderr.write(`line ${lineNumber}: ${parsed.error}\n`);
      process.stdout.write(`${JSON.stringify({ error: parsed.error, line: lineNumber })}\n`);
      continue;
    }
    const result = guess(parsed.riddle, parsed.choices, { difficulty, rng });
    process.stdout.write(
      `${JSON.stringify({ choice: result.choice, ranking: result.ranking.map((c) => c.word) })}\n`,
    );
  }
}

function runWrite(args: string[]): void {
  let values: {
    word?: string;
    persona?: string;
    page?: string;
    seed?: string;
    difficulty?: string;
    prompt?: string;
    speed?: boolean;
  };
  try {
    ({ values } = parseArgs({
      args,
      options: {
        word: { type: "string" },
        persona: { type: "string" },
        page: { type: "string" },
        seed: { type: "string" },
        difficulty: { type: "string" },
        prompt: { type: "string" },
        speed: { type: "boolean" },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (e) {
    fail((e as Error).message);
  }
  if (values.word === undefined || values.word.trim() === "") fail("--word is required.");
  if (values.persona === undefined) fail("--persona is required.");
  if (!(BOT_TYPES as readonly string[]).includes(values.persona))
    fail(`--persona must be one of ${BOT_TYPES.join(", ")}, got "${values.persona}".`);
  let page: number | undefined;
  if (values.page !== undefined) {
    page = integer("page", values.page, 0);
    if (!getPage(page)) fail(`There is no page ${values.page}.`);
  }
  const written = writeRiddle({
    word: values.word,
    persona: values.persona as BotType,
    rng: createSeededRng(integer("seed", values.seed, 1)),
    difficulty: difficultyOf(values.difficulty, "medium"),
    ...(page !== undefined ? { page } : {}),
    ...(values.prompt !== undefined ? { prompt: values.prompt } : {}),
    speed: values.speed === true,
  });
  process.stdout.write(`${JSON.stringify(written)}\n`);
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (command === "--help" || command === "-h" || command === "help") {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (command === "guess") await runGuess(rest);
  else if (command === "write") runWrite(rest);
  else fail(command ? `Unknown command "${command}".` : "Missing command.");
}

await main(process.argv.slice(2));

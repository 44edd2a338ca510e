// Command-line entry: `npm run -s words -- check --word WORD --text TEXT [--page N]`
// and `npm run -s words -- match --word WORD --guess GUESS [--page N]`. Prints JSON; no server.
import { parseArgs } from "node:util";
import { checkRiddle, matchGuess } from "./index";

const USAGE = `Usage:
  npm run -s words -- check --word WORD --text TEXT [--page N]   print the rule checker's JSON
  npm run -s words -- match --word WORD --guess GUESS [--page N] print {"result": "exact"|"form"|"wrong"}`;

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${USAGE}\n`);
  process.exit(2);
}

function main(argv: string[]): void {
  const [command, ...rest] = argv;
  if (command === "--help" || command === "-h" || command === "help") {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (command !== "check" && command !== "match")
    fail(command ? `Unknown command "${command}".` : "Missing command.");
  let values: { word?: string; text?: string; guess?: string; page?: string };
  try {
    ({ values } = parseArgs({
      args: rest,
      options: {
        word: { type: "string" },
        text: { type: "string" },
        guess: { type: "string" },
        page: { type: "string" },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (e) {
    fail((e as Error).message);
  }
  if (values.word === undefined || values.word.trim() === "") fail("--word is required.");
  let page: number | undefined;
  if (values.page !== undefined) {
    page = Number(values.page);
    if (!Number.isInteger(page) || page < 1) fail(`--page must be a positive integer, got "${values.page}".`);
  }
  if (command === "check") {
    if (values.text === undefined) fail("--text is required for check.");
    process.stdout.write(`${JSON.stringify(checkRiddle(values.word, values.text, page), null, 2)}\n`);
  } else {
    if (values.guess === undefined) fail("--guess is required for match.");
    process.stdout.write(`${JSON.stringify({ result: matchGuess(values.word, values.guess, page) })}\n`);
  }
}

main(process.argv.slice(2));

import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const here = dirname(fileURLToPath(import.meta.url));
const cli = join(here, "cli.ts");
const tsx = join(dirname(createRequire(import.meta.url).resolve("tsx/package.json")), "dist/cli.mjs");

/** Runs the CLI with tsx, feeding `input` on stdin. */
function run(args: string[], input = ""): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsx, cli, ...args], { stdio: ["pipe", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (d: string) => {
      stdout += d;
    });
    child.stderr.setEncoding("utf8").on("data", (d: string) => {
      stderr += d;
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

const lines = (text: string) =>
  text
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as Record<string, unknown>);

// Each case spawns its own process, so they run side by side.
describe.concurrent("bot CLI", () => {
  it("answers each JSON line with one JSON line, in order, with a choice and a full ranking", async () => {
    const input = [
      { riddle: "Eight arms, three hearts and a cloud of ink.", choices: ["giraffe", "octopus", "owl"] },
      {
        riddle: "Stick of wax with a wick; I weep as I burn.",
        choices: ["chair", "lamp", "candle", "clock"],
      },
      { riddle: "I purr and chase mice.", choices: ["cat", "dog"] },
    ]
      .map((x) => JSON.stringify(x))
      .join("\n");
    const { code, stdout } = await run(["guess"], `${input}\n`);
    expect(code).toBe(0);
    const out = lines(stdout);
    expect(out.map((o) => o.choice)).toEqual(["octopus", "candle", "cat"]);
    expect((out[1]!.ranking as string[]).slice().sort()).toEqual(["candle", "chair", "clock", "lamp"]);
    expect((out[1]!.ranking as string[])[0]).toBe("candle");
  }, 180_000);

  it("is deterministic for a given seed at a lower difficulty", async () => {
    const input = `${Array.from({ length: 8 }, () =>
      JSON.stringify({
        riddle: "A bird that hoots at night.",
        choices: ["owl", "bat", "wolf", "fox", "eagle"],
      }),
    ).join("\n")}\n`;
    const [a, b] = await Promise.all([
      run(["guess", "--seed", "7", "--difficulty", "easy"], input),
      run(["guess", "--seed", "7", "--difficulty", "easy"], input),
    ]);
    expect(a.code).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    expect(lines(a.stdout)).toHaveLength(8);
  }, 180_000);

  it("answers a bad line with a JSON error line and keeps going", async () => {
    const input = [
      "not json",
      JSON.stringify({ riddle: "x", choices: ["only"] }),
      JSON.stringify({ riddle: "A bird that hoots at night.", choices: ["owl", "bat"] }),
    ].join("\n");
    const { code, stdout, stderr } = await run(["guess"], `${input}\n`);
    expect(code).toBe(0);
    const out = lines(stdout);
    expect(out).toHaveLength(3);
    expect(out[0]).toHaveProperty("error");
    expect(out[1]).toHaveProperty("error");
    expect(out[2]!.choice).toBe("owl");
    expect(stderr).toMatch(/line 1/);
  }, 180_000);

  it("exits with code 2 on usage errors", async () => {
    const results = await Promise.all([
      run([]),
      run(["fly"]),
      run(["guess", "--difficulty", "godlike"]),
      run(["write", "--word", "candle"]),
      run(["write", "--word", "candle", "--persona", "pirate"]),
    ]);
    expect(results.map((r) => r.code)).toEqual([2, 2, 2, 2, 2]);
    expect(results[4]!.stderr).toMatch(/--persona must be one of/);
  }, 180_000);

  it("writes a riddle in the persona's voice as JSON", async () => {
    const { code, stdout } = await run([
      "write",
      "--word",
      "candle",
      "--persona",
      "auntie",
      "--page",
      "1",
      "--seed",
      "3",
    ]);
    expect(code).toBe(0);
    const [out] = lines(stdout);
    expect(out!.persona).toBe("auntie");
    // Auntie's voice: an endearment, or what the family says of the thing (ADR 042's clause shapes).
    expect(out!.riddle).toMatch(
      /\b(?:dear|love|pet|petal|poppet|sweetheart|duck|chick|mother|gran|uncle|cousin|family|neighbours?)\b/i,
    );
    expect(out!.riddle).not.toMatch(/candle/i);
  }, 180_000);

  it("writes to a style prompt given with --prompt", async () => {
    const { code, stdout } = await run([
      "write",
      "--word",
      "candle",
      "--persona",
      "grandpa",
      "--page",
      "1",
      "--prompt",
      "Haiku",
    ]);
    expect(code).toBe(0);
    const [out] = lines(stdout);
    expect(String(out!.riddle).split("\n")).toHaveLength(3);
  }, 180_000);
});

import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Config } from "../../src/config";
import { type RunningServer, startServer } from "../../src/server";
import { fastPasswords, testConfig } from "./test-app";

/** A real server on 127.0.0.1, port 0, with short game timings unless overridden. */
export async function startLiveServer(
  overrides: Partial<Config> = {},
): Promise<RunningServer & { config: Config }> {
  const config = testConfig({
    host: "127.0.0.1",
    port: 0,
    dataDir: mkdtempSync(join(tmpdir(), "rb-live-")),
    writingSeconds: 30,
    readingSeconds: 30,
    scoringSeconds: 30,
    timerUpdateMs: 200,
    ...overrides,
  });
  const server = await startServer(config, { passwords: fastPasswords, logger: false });
  return { ...server, config };
}

let counter = 0;

/** A user signed up over real HTTP. */
export interface LiveUser {
  userId: string;
  cookie: string;
}

export async function signUpLive(baseUrl: string): Promise<LiveUser> {
  const n = `${process.pid}_${++counter}_${Date.now() % 100000}`;
  const res = await fetch(`${baseUrl}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email: `live${n}@example.com`,
      firstName: "Live",
      lastName: "Player",
      username: `live_${n}`,
      password: "correct horse battery",
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("rb_session="));
  if (!cookie) throw new Error("no session cookie");
  return { userId: ((await res.json()) as { id: string }).id, cookie: cookie.split(";")[0] as string };
}

/** A JSON call over real HTTP; answers the status and parsed body. */
export async function api(
  baseUrl: string,
  user: LiveUser,
  method: string,
  path: string,
  body?: unknown,
  // biome-ignore lint/suspicious/noExplicitAny: test bodies are checked field by field
): Promise<{ status: number; body: any }> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { cookie: user.cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** The words dealt to `user` in the game's current round, read from their own view (`me.hand`). */
export async function liveHand(baseUrl: string, user: LiveUser, gameId: string): Promise<string[]> {
  const res = await api(baseUrl, user, "GET", `/api/games/${gameId}`);
  const hand = res.body?.me?.hand;
  if (res.status !== 200 || !Array.isArray(hand)) {
    throw new Error(`no hand: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return hand;
}

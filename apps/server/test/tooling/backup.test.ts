// `npm run backup` and `npm run restore` (apps/server/src/backup-cli.ts, docs/deploy.md "Backups")
// against a real server process writing to SQLite: the backup is taken while clients keep writing
// over HTTP, then checked with its own connection, restored into the server's data folder and served
// again. The commands run exactly as an operator runs them, through npm.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { afterEach, describe, expect, it, onTestFailed } from "vitest";
import { ChildServer, stopAllChildServers } from "../support/child-server";
import { api, type LiveUser, signUpLive } from "../support/live-server";
import { waitFor } from "../support/wait-for";

const REPO_ROOT = resolve(import.meta.dirname, "../../../..");
/** Starts two server processes and runs several npm commands on a shared machine. */
const TEST_TIMEOUT_MS = 180_000;
const WAIT_MS = 60_000;
const DB_FILE = "riddlebook.sqlite";
/** Every writer hosts a game per loop; the default cap of 3 games in setup would refuse the 4th. */
const SERVER_ENV = { MAX_SETUP_GAMES_PER_HOST: "1000" };

const children: ChildServer[] = [];
const scratchDirs: string[] = [];

afterEach(async () => {
  await stopAllChildServers();
  children.splice(0);
  for (const dir of scratchDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), "rb-backup-test-"));
  scratchDirs.push(dir);
  return dir;
}

async function startServer(name: string, env: Record<string, string> = {}): Promise<ChildServer> {
  const server = await ChildServer.start({ name, env: { ...SERVER_ENV, ...env } });
  children.push(server);
  return server;
}

function showChildLogsOnFailure(): void {
  onTestFailed(() => {
    for (const child of children) console.log(child.describe());
  });
}

interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run <script> -- <args>` in the repository, with only the given environment on top of PATH/HOME. */
function npmRun(script: "backup" | "restore", args: string[], env: Record<string, string>): Promise<CliRun> {
  return new Promise((resolveRun, reject) => {
    const child = spawn("npm", ["run", "--silent", script, "--", ...args], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? tmpdir(), NODE_ENV: "test", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    child.once("error", reject);
    child.once("close", (code) => resolveRun({ code, stdout, stderr }));
  });
}

/** One write the server answered with 2xx. */
interface Ack {
  kind: "user" | "game" | "intent";
  user: LiveUser;
  gameId?: string;
  /** The game's version the write committed (games and intents). */
  version?: number;
  /** The answer arrived before the backup command was started. */
  ackedBeforeBackup: boolean;
  /** The request was sent after the backup command had exited. */
  sentAfterBackup: boolean;
}

interface Phase {
  backupStarted: boolean;
  backupEnded: boolean;
  stop: boolean;
}

/**
 * Writes until told to stop: signs up a user, hosts a game, changes its settings three times (each a
 * committed game intent), and again. Every 2xx answer is recorded with where it fell relative to the
 * backup; anything else fails the test.
 */
async function writer(url: string, acks: Ack[], phase: Phase): Promise<void> {
  const record = (ack: Omit<Ack, "ackedBeforeBackup" | "sentAfterBackup">, sentAfterBackup: boolean) =>
    acks.push({ ...ack, ackedBeforeBackup: !phase.backupStarted, sentAfterBackup });
  while (!phase.stop) {
    let sentAfter = phase.backupEnded;
    const user = await signUpLive(url);
    record({ kind: "user", user }, sentAfter);
    sentAfter = phase.backupEnded;
    const created = await api(url, user, "POST", "/api/games", { playerName: "Ann", totalRounds: 2 });
    if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
    const gameId: string = created.body.game.id;
    record({ kind: "game", user, gameId, version: created.body.version }, sentAfter);
    for (let i = 0; i < 3 && !phase.stop; i++) {
      sentAfter = phase.backupEnded;
      const settings = { totalRounds: i % 2 === 0 ? 3 : 2 };
      const patched = await api(url, user, "PATCH", `/api/games/${gameId}`, { settings });
      if (patched.status !== 200) throw new Error(`patch: ${patched.status} ${JSON.stringify(patched.body)}`);
      record({ kind: "intent", user, gameId, version: patched.body.version }, sentAfter);
    }
  }
}

/** What the backup file holds of an acknowledged write: present (at its version or later) or not. */
function presentIn(db: BetterSqlite3.Database, ack: Ack): boolean {
  if (ack.kind === "user")
    return db.prepare("SELECT 1 FROM users WHERE id = ?").get(ack.user.userId) !== undefined;
  const row = db.prepare("SELECT version FROM games WHERE id = ?").get(ack.gameId) as
    | { version: number }
    | undefined;
  return row !== undefined && row.version >= (ack.version as number);
}

const describeAck = (ack: Ack) =>
  ack.kind === "user" ? `user ${ack.user.userId}` : `${ack.kind} ${ack.gameId} v${ack.version}`;

function integrityOf(file: string): string[] {
  const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    return (db.pragma("integrity_check") as { integrity_check: string }[]).map((r) => r.integrity_check);
  } finally {
    db.close();
  }
}

const asideFiles = (dir: string) =>
  readdirSync(dir).filter((f) => f.startsWith("riddlebook-before-restore-"));

describe("SQLite backup and restore", () => {
  it(
    "backs up while clients write, keeps every write acknowledged before it, and restores",
    async () => {
      showChildLogsOnFailure();
      const server = await startServer("A");
      const dataDir = server.dataDir;
      // A read transaction held open from here on (as a long report or a sqlite3 shell would) stops
      // the server's checkpoints at this point: every write below stays in the WAL, so a backup that
      // copied the database file instead of reading through SQLite would miss them.
      const pin = new BetterSqlite3(join(dataDir, DB_FILE), { readonly: true, fileMustExist: true });
      pin.exec("BEGIN");
      pin.prepare("SELECT count(*) FROM users").get();
      const acks: Ack[] = [];
      const phase: Phase = { backupStarted: false, backupEnded: false, stop: false };
      const writers = Array.from({ length: 4 }, () => writer(server.url, acks, phase));
      // Stop the writers if one fails, so the failure is reported instead of a timeout.
      const failed = Promise.all(writers).catch((error: unknown) => {
        phase.stop = true;
        throw error;
      });
      failed.catch(() => {});

      await waitFor(() => phase.stop || acks.length >= 40, WAIT_MS, "writes before the backup");
      phase.backupStarted = true;
      const backup = await npmRun("backup", [], { DATA_DIR: dataDir });
      phase.backupEnded = true;
      await waitFor(
        () => phase.stop || acks.filter((a) => a.sentAfterBackup).length >= 10,
        WAIT_MS,
        "writes after the backup",
      );
      phase.stop = true;
      await failed;
      pin.exec("COMMIT");
      pin.close();
      await server.stop();

      expect(backup.code, backup.stderr).toBe(0);
      expect(backup.stdout).toContain("integrity_check: ok");
      const backups = readdirSync(join(dataDir, "backups"));
      expect(backups).toHaveLength(1);
      expect(backups[0]).toMatch(/^riddlebook-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.sqlite$/);
      const backupFile = join(dataDir, "backups", backups[0] as string);

      // The copy, opened on its own, is sound and self-contained (no -wal beside it).
      expect(integrityOf(backupFile)).toEqual(["ok"]);
      expect(existsSync(`${backupFile}-wal`)).toBe(false);
      const before = acks.filter((a) => a.ackedBeforeBackup);
      const after = acks.filter((a) => a.sentAfterBackup);
      expect(before.length).toBeGreaterThanOrEqual(40);
      expect(after.length).toBeGreaterThanOrEqual(10);
      const db = new BetterSqlite3(backupFile, { readonly: true, fileMustExist: true });
      try {
        expect(before.filter((a) => !presentIn(db, a)).map(describeAck)).toEqual([]);
        // Writes sent once the backup had finished cannot be in it: the copy is one earlier snapshot.
        expect(after.filter((a) => presentIn(db, a)).map(describeAck)).toEqual([]);
      } finally {
        db.close();
      }

      // Restore into the killed server's folder (its -wal and -shm are still there).
      expect(existsSync(join(dataDir, `${DB_FILE}-wal`))).toBe(true);
      const restore = await npmRun("restore", [backupFile], { DATA_DIR: dataDir });
      expect(restore.code, restore.stderr).toBe(0);
      expect(restore.stdout).toContain("integrity_check of the backup: ok");
      const aside = asideFiles(dataDir);
      expect(aside.length).toBeGreaterThanOrEqual(1);
      expect(restore.stdout).toContain(aside[0]);
      expect(existsSync(join(dataDir, `${DB_FILE}-wal`))).toBe(false);

      const restored = await startServer("B", { DATA_DIR: dataDir });
      const game = before.find((a) => a.kind === "game") as Ack;
      const read = await api(restored.url, game.user, "GET", `/api/games/${game.gameId}`);
      expect(read.status).toBe(200);
      expect(read.body.game.id).toBe(game.gameId);
      // A user who signed up after the backup is gone, session and all.
      const lateUser = after.find((a) => a.kind === "user") as Ack;
      expect((await api(restored.url, lateUser.user, "GET", "/api/auth/user")).status).toBe(401);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "refuses to restore while the server runs, and changes nothing",
    async () => {
      showChildLogsOnFailure();
      const server = await startServer("C");
      const user = await signUpLive(server.url);
      const backupFile = join(scratch(), "copy.sqlite");
      const backup = await npmRun("backup", [backupFile], { DATA_DIR: server.dataDir });
      expect(backup.code, backup.stderr).toBe(0);
      expect(integrityOf(backupFile)).toEqual(["ok"]);

      const restore = await npmRun("restore", [backupFile], { DATA_DIR: server.dataDir });
      expect(restore.code).toBe(1);
      expect(restore.stderr).toMatch(/in use: the server appears to be running/);
      expect(restore.stderr).toContain("Nothing was changed");
      expect(asideFiles(server.dataDir)).toEqual([]);
      expect((await api(server.url, user, "GET", "/api/auth/user")).status).toBe(200);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "refuses a damaged backup and PostgreSQL, pointing at pg_dump and pg_restore",
    async () => {
      const dir = scratch();
      const dataDir = join(dir, "data");
      const damaged = join(dir, "damaged.sqlite");
      writeFileSync(damaged, "this is not a database");
      const restore = await npmRun("restore", [damaged], { DATA_DIR: dataDir });
      expect(restore.code).toBe(1);
      expect(restore.stderr).toContain("fails PRAGMA integrity_check; nothing was changed");
      expect(existsSync(join(dataDir, DB_FILE))).toBe(false);

      const postgres = { DATA_DIR: dataDir, DATABASE_URL: "postgres://127.0.0.1:1/riddlebook" };
      const backup = await npmRun("backup", [], postgres);
      expect(backup.code).toBe(1);
      expect(backup.stderr).toContain("pg_dump -Fc");
      const pgRestore = await npmRun("restore", [damaged], postgres);
      expect(pgRestore.code).toBe(1);
      expect(pgRestore.stderr).toContain("pg_restore");
    },
    TEST_TIMEOUT_MS,
  );
});

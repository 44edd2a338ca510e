/**
 * `npm run backup [-- DEST]` and `npm run restore -- FILE`: the SQLite database's online backup and
 * its restore (docs/deploy.md, "Backups"). Run on the server, with the server's environment: the
 * configuration is parsed as the server parses it, so DATA_DIR names the same folder.
 * - backup: copies the live database while the server runs, checks the copy with
 *   `PRAGMA integrity_check` and prints the result. DEST is a new file or a folder; by default a
 *   timestamped file in DATA_DIR/backups.
 * - restore: refuses while anything has the database open (stop the server first), checks the
 *   backup, keeps the current database under a timestamped name beside it and copies the backup in.
 * With DATABASE_URL set both refuse: PostgreSQL is backed up with pg_dump and restored with pg_restore.
 * Exit status: 0 done, 1 failed (nothing half-done is left in place), 2 usage.
 */
import { resolve } from "node:path";
import { loadConfigOrExit } from "./config";
import { backupSqlite, restoreSqlite } from "./db/sqlite-backup";

const USAGE = `Usage: npm run backup                 back up the SQLite database to DATA_DIR/backups/
       npm run backup -- DEST         back up to the file DEST (or into the folder DEST)
       npm run restore -- FILE        replace the database with the backup FILE (server stopped)`;

const say = (line: string) => process.stdout.write(`${line}\n`);
const complain = (line: string) => process.stderr.write(`${line}\n`);

/** A path the operator typed: relative to where they ran npm, not to the repository root npm runs in. */
const operatorPath = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  const isBackup = command === "backup" && args.length <= 1;
  const isRestore = command === "restore" && args.length === 1;
  if (!isBackup && !isRestore) {
    complain(USAGE);
    return 2;
  }
  const config = loadConfigOrExit();
  if (config.databaseUrl) {
    complain(
      isBackup
        ? "DATABASE_URL is set: the data lives in PostgreSQL, which `npm run backup` does not copy. " +
            "Back it up with `pg_dump -Fc` (docs/deploy.md, Backups)."
        : "DATABASE_URL is set: the data lives in PostgreSQL, which `npm run restore` does not touch. " +
            "Restore a `pg_dump -Fc` dump with `pg_restore` (docs/deploy.md, Backups).",
    );
    return 1;
  }
  const dataDir = resolve(config.dataDir);
  const given = args[0] === undefined ? undefined : operatorPath(args[0]);
  if (isBackup) {
    const result = await backupSqlite(dataDir, given);
    say(`integrity_check: ${result.integrity.join("\n")}`);
    say(
      `Backed up ${result.source} to ${result.destination} (${result.pages} pages, ${result.bytes} bytes).`,
    );
    return 0;
  }
  const result = restoreSqlite(dataDir, given as string);
  say("integrity_check of the backup: ok");
  if (result.damaged !== null) say(`The replaced database could not be opened (${result.damaged}).`);
  if (result.movedAside.length === 0) say(`There was no database at ${result.target}.`);
  else say(`The replaced database was kept as:\n  ${result.movedAside.join("\n  ")}`);
  say(`Restored ${given} to ${result.target}. Start the server.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    complain(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);

/**
 * `npm run admin -- grant EMAIL | revoke EMAIL | list`: the one way to make an admin
 * (docs/decisions/015-admin-grants-durability-and-database-timeouts.md, docs/product.md §10).
 * Run on the server, with the server's environment: it parses the configuration as the server does,
 * opens the same database (the SQLite file under DATA_DIR, or DATABASE_URL), brings it to the latest
 * schema and changes the stored role. It may run while the server does; the change counts from the
 * account's next request (on SQLite, one at least 50 ms after it: the server's reader keeps a snapshot
 * that long, docs/decisions/040-http-common-path.md). Exit status: 0 done, 1 failed (e.g. no account
 * has the e-mail), 2 usage.
 */
import { loadConfigOrExit } from "./config";
import { openDatabase } from "./db/connect";
import { migrateToLatest } from "./db/migrate";
import { findUserCredentialsByEmail, setRole, USER_COLUMNS } from "./db/repos/users";
import type { Db } from "./db/schema";

const USAGE = `Usage: npm run admin -- grant EMAIL    make the account with this e-mail an admin
       npm run admin -- revoke EMAIL   make it a player again
       npm run admin -- list           list the admins`;

type Command = { name: "list" } | { name: "grant" | "revoke"; email: string };

function parseArgs(args: readonly string[]): Command | null {
  const [name, email, ...rest] = args;
  if (rest.length > 0) return null;
  if (name === "list" && email === undefined) return { name };
  if ((name === "grant" || name === "revoke") && email !== undefined && email.trim() !== "") {
    return { name, email: email.trim().toLowerCase() };
  }
  return null;
}

const say = (line: string) => process.stdout.write(`${line}\n`);
const complain = (line: string) => process.stderr.write(`${line}\n`);

async function run(
  db: Db,
  command: Command,
  adminEmails: readonly string[],
  location: string,
): Promise<number> {
  if (command.name === "list") {
    const admins = await db
      .selectFrom("users")
      .select(USER_COLUMNS)
      .where("users.role", "=", "admin")
      .orderBy("users.email")
      .execute();
    if (admins.length === 0) say("No admins.");
    for (const admin of admins) {
      const listed = adminEmails.length === 0 || (admin.email !== null && adminEmails.includes(admin.email));
      say(
        `${admin.email ?? "(no e-mail)"}  ${admin.username}${listed ? "" : "  (not in ADMIN_EMAILS: no admin powers)"}`,
      );
    }
    return 0;
  }
  const { email } = command;
  const found = await findUserCredentialsByEmail(db, email);
  if (!found) {
    complain(`No account has the e-mail ${email} (database: ${location}). The person must sign up first.`);
    return 1;
  }
  if (command.name === "grant") {
    if (found.user.role === "admin") say(`${email} is already an admin.`);
    else {
      await setRole(db, found.user.id, "admin");
      say(`${email} is now an admin.`);
    }
    if (adminEmails.length > 0 && !adminEmails.includes(email)) {
      say(
        `Note: ADMIN_EMAILS is set and does not list ${email}, so the account has no admin powers until it does.`,
      );
    }
    return 0;
  }
  if (found.user.role !== "admin") {
    say(`${email} is not an admin (role: ${found.user.role}); nothing changed.`);
    return 0;
  }
  await setRole(db, found.user.id, "player");
  say(`${email} is no longer an admin.`);
  return 0;
}

async function main(): Promise<number> {
  const command = parseArgs(process.argv.slice(2));
  if (!command) {
    complain(USAGE);
    return 2;
  }
  const config = loadConfigOrExit();
  const { db, location } = openDatabase(config);
  try {
    await migrateToLatest(db);
    return await run(db, command, config.adminEmails, location);
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    complain(`admin: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);

import { readdirSync, readFileSync, readlinkSync } from "node:fs";

/** Resident set size of a process in bytes (Linux /proc), or NaN. */
export function rssOf(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) * 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** The fields of /proc/<pid>/stat after the command name (state is [0], ppid [1], utime [11]), or undefined. */
function statFields(pid: number | string): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return undefined;
  }
}

/** CPU time (user + system) a process has used, in seconds (Linux /proc; 100 ticks per second). */
export function cpuSecondsOf(pid: number): number {
  const fields = statFields(pid);
  return fields ? (Number(fields[11]) + Number(fields[12])) / 100 : Number.NaN;
}

/**
 * CPU seconds of every process whose command name is `command` ("postgres", "redis-server"), with
 * the CPU of the children they reaped: PostgreSQL's backends come and go, and a backend that ended
 * is counted in its postmaster's figures instead of its own, so the sum stays whole.
 */
export function cpuSecondsOfCommand(command: string): number {
  let ticks = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let name: string;
    try {
      name = readFileSync(`/proc/${entry}/comm`, "utf8").trim();
    } catch {
      continue; // gone meanwhile
    }
    if (name !== command) continue;
    const fields = statFields(entry);
    if (fields) ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  }
  return ticks / 100;
}

/** `pid` and its children (Linux /proc): nginx's master and its workers. */
export function withChildren(pid: number): number[] {
  const out = [pid];
  for (const entry of readdirSync("/proc")) {
    if (/^\d+$/.test(entry) && Number(statFields(entry)?.[1]) === pid) out.push(Number(entry));
  }
  return out;
}

/**
 * A process's open file descriptors (Linux /proc, read from outside so the process does no work):
 * all of them, the sockets among them, and those on a SQLite database file (one per connection; the
 * -wal and -shm files aside). NaN where /proc cannot be read.
 */
export function fdsOf(pid: number): { total: number; sockets: number; sqlite: number } {
  const out = { total: 0, sockets: 0, sqlite: 0 };
  let entries: string[];
  try {
    entries = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return { total: Number.NaN, sockets: Number.NaN, sqlite: Number.NaN };
  }
  for (const fd of entries) {
    out.total++;
    let target: string;
    try {
      target = readlinkSync(`/proc/${pid}/fd/${fd}`);
    } catch {
      continue; // closed meanwhile
    }
    if (target.startsWith("socket:")) out.sockets++;
    else if (target.endsWith(".sqlite")) out.sqlite++;
  }
  return out;
}

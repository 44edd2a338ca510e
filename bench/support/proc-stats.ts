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

/** CPU time (user + system) a process has used, in seconds (Linux /proc; 100 ticks per second). */
export function cpuSecondsOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
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

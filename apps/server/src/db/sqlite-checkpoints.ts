import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

// WAL checkpoints on their own thread, for the SQLite connection `connect.ts` opens (ADR 015).

/** How often the background connection copies the WAL into the database file. */
const CHECKPOINT_INTERVAL_MS = 250;
/**
 * WAL frames (pages) beyond which the writer restarts the log itself. Under a steady stream of
 * commits the background checkpoints never catch up completely, and the log only starts over once a
 * checkpoint has copied every frame: a RESTART checkpoint on the writing connection then copies the
 * few frames left and syncs (a short stall, about once per 64 MB of writes).
 */
const WAL_RESTART_FRAMES = 16_384;

/**
 * The checkpointer's code, run in a worker thread with its own connection: PASSIVE checkpoints
 * (which never block the writer) every `interval` ms, reporting the log's size after each.
 */
const CHECKPOINTER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.lib);
const db = new Database(workerData.filename, { fileMustExist: true });
db.pragma("synchronous = NORMAL");
let timer;
const run = () => {
  try {
    const [row] = db.pragma("wal_checkpoint(PASSIVE)");
    parentPort.postMessage({ log: row.log, checkpointed: row.checkpointed });
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
  }
  timer = setTimeout(run, workerData.interval);
};
timer = setTimeout(run, workerData.interval);
parentPort.on("message", (message) => {
  if (message !== "close") return;
  clearTimeout(timer);
  db.close();
  parentPort.close();
});
`;

/** What the checkpointer needs of the writing connection. */
interface CheckpointTarget {
  /** Sets `wal_autocheckpoint` (0 while the worker checkpoints, SQLite's default without it). */
  setAutoCheckpoint(pages: number): void;
  /** A RESTART checkpoint if no transaction is open and no reader is busy; never waits. */
  restartLog(): void;
}

/**
 * Moves WAL checkpoints off the writing connection. SQLite's automatic checkpoint runs inside the
 * commit that crosses `wal_autocheckpoint`: it copies the log into the database file and fsyncs
 * both, which on a busy disk stalled the writer for 10–500 ms every few hundred commits. With the
 * checkpoints in their own worker thread a commit only appends to the log (and, with
 * `synchronous = FULL`, syncs it: ADR 015). Returns a stopper.
 */
export function startBackgroundCheckpoints(target: CheckpointTarget, filename: string): () => void {
  let worker: Worker;
  try {
    worker = new Worker(CHECKPOINTER_SOURCE, {
      eval: true,
      workerData: {
        lib: createRequire(import.meta.url).resolve("better-sqlite3"),
        filename,
        interval: CHECKPOINT_INTERVAL_MS,
      },
    });
  } catch {
    return () => {};
  }
  let stopped = false;
  target.setAutoCheckpoint(0);
  const fallBack = () => {
    // Without the worker, SQLite checkpoints in the commits again (its default).
    if (!stopped) target.setAutoCheckpoint(1000);
    stopped = true;
  };
  worker.on("message", (message: { log?: number; checkpointed?: number; error?: string }) => {
    if (stopped || message.log === undefined || message.log < WAL_RESTART_FRAMES) return;
    // Right after a report the worker is idle; should it be busy anyway, try again after its next.
    target.restartLog();
  });
  worker.on("error", fallBack);
  worker.on("exit", fallBack);
  worker.unref();
  return () => {
    if (stopped) return;
    stopped = true;
    worker.postMessage("close");
  };
}

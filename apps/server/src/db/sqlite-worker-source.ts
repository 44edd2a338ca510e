/**
 * The SQLite worker thread's own code (ADR 010; see `sqlite-worker.ts`): it owns the writing
 * connection, prepares each SQL text once, runs statements in arrival order, runs a batch as one
 * transaction and answers each request by its id. Plain CommonJS, run with `eval: true`.
 */
export const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.lib);
let db;
try {
  db = new Database(workerData.filename);
  for (const pragma of workerData.pragmas) db.pragma(pragma);
} catch (error) {
  parentPort.postMessage({ id: 0, error: { message: String(error && error.message), code: error && error.code } });
  process.exit(1);
}
const cache = new Map();
// After SQLITE_FULL or an I/O error SQLite may already have rolled the transaction back; a ROLLBACK
// that fails must not hide the error that mattered (or, thrown here, stop the worker).
const rollbackQuietly = () => {
  if (!db.inTransaction) return;
  try {
    prepare("rollback").run();
  } catch {
    // The transaction is gone either way.
  }
};
const prepare = (sql) => {
  let statement = cache.get(sql);
  if (!statement) {
    if (cache.size >= workerData.cacheSize) cache.clear();
    statement = db.prepare(sql);
    cache.set(sql, statement);
  }
  return statement;
};
const postError = (m, error) =>
  parentPort.postMessage({
    id: m.id,
    error: { message: String(error && error.message), code: error && error.code, name: error && error.name },
  });
// Runs a batch's steps in the open transaction; answers the first step whose change count is not
// the expected one, or -1.
const runSteps = (steps) => {
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i];
    const { changes } = prepare(step.sql).run(step.params);
    if (step.expectChanges !== undefined && changes !== step.expectChanges) return i;
  }
  return -1;
};
// Batches that did not commit, by id, kept for the batches sent behind them (ADR 037): a batch
// that names one of them in \`after\` is refused as if its first step had failed. Only the last
// few thousand are kept; a batch is always run soon after the one it names.
const notCommitted = new Set();
const markNotCommitted = (id) => {
  notCommitted.add(id);
  if (notCommitted.size > 4096) notCommitted.delete(notCommitted.values().next().value);
};
const blocked = (m, failedNow) =>
  m.after !== undefined && (notCommitted.has(m.after) || (failedNow !== undefined && failedNow.has(m.after)));
// One batch in its own transaction; a step whose change count is not the expected one (or that
// fails) rolls the whole batch back.
const runAlone = (m) => {
  if (blocked(m)) {
    markNotCommitted(m.id);
    parentPort.postMessage({ id: m.id, failedStep: 0 });
    return;
  }
  try {
    prepare("begin immediate").run();
    let failed;
    try {
      failed = runSteps(m.steps);
      prepare(failed >= 0 ? "rollback" : "commit").run();
    } catch (error) {
      rollbackQuietly();
      throw error;
    }
    if (failed >= 0) markNotCommitted(m.id);
    parentPort.postMessage(failed >= 0 ? { id: m.id, failedStep: failed } : { id: m.id });
  } catch (error) {
    markNotCommitted(m.id);
    postError(m, error);
  }
};
// Group commit (ADR 015): the batches that arrived together run in one transaction, each inside a
// savepoint (so each is still all or nothing), and one COMMIT (one log sync with synchronous = FULL)
// makes them all durable before any is answered. A batch that fails outright undoes the group,
// whose batches then run one by one, each getting its own answer.
let pending = [];
const flush = () => {
  const group = pending;
  pending = [];
  if (group.length === 0) return;
  if (group.length === 1) return runAlone(group[0]);
  const replies = [];
  const failedNow = new Set();
  try {
    prepare("begin immediate").run();
    for (const m of group) {
      if (blocked(m, failedNow)) {
        failedNow.add(m.id);
        replies.push({ id: m.id, failedStep: 0 });
        continue;
      }
      prepare("savepoint batch").run();
      const failed = runSteps(m.steps);
      if (failed >= 0) prepare("rollback to batch").run();
      prepare("release batch").run();
      if (failed >= 0) failedNow.add(m.id);
      replies.push(failed >= 0 ? { id: m.id, failedStep: failed } : { id: m.id });
    }
    prepare("commit").run();
  } catch {
    rollbackQuietly();
    for (const m of group) runAlone(m);
    return;
  }
  for (const id of failedNow) markNotCommitted(id);
  for (const reply of replies) parentPort.postMessage(reply);
};
parentPort.on("message", (m) => {
  if (m.type === "batch") {
    // Messages that arrive together are delivered before the next turn's immediates.
    if (pending.push(m) === 1) setImmediate(flush);
    return;
  }
  // Everything else runs in arrival order, after the batches posted before it.
  flush();
  try {
    if (m.type === "close") {
      db.close();
      parentPort.postMessage({ id: m.id });
      parentPort.close();
      return;
    }
    if (m.type === "pragma") {
      parentPort.postMessage({ id: m.id, rows: db.open ? db.pragma(m.sql) : [] });
      return;
    }
    if (m.type === "restart") {
      // Restart the log when no transaction is open; the checkpointer may be busy, so never wait.
      if (!db.inTransaction) {
        db.pragma("busy_timeout = 0");
        try {
          db.pragma("wal_checkpoint(RESTART)");
        } catch {
          // Busy: the next report tries again.
        } finally {
          db.pragma("busy_timeout = 5000");
        }
      }
      parentPort.postMessage({ id: m.id });
      return;
    }
    if (m.sql === "rollback" && !db.inTransaction) {
      // SQLite ended the transaction itself (a full disk, ADR 015): nothing left to roll back.
      parentPort.postMessage({ id: m.id, changes: 0 });
      return;
    }
    const statement = prepare(m.sql);
    if (statement.reader) {
      parentPort.postMessage({ id: m.id, rows: statement.all(m.params) });
    } else {
      const { changes, lastInsertRowid } = statement.run(m.params);
      parentPort.postMessage({ id: m.id, changes, lastInsertRowid });
    }
  } catch (error) {
    // A commit that failed leaves the transaction open: end it, so the next statement is not in it.
    if (m.type === "query" && m.sql === "commit") rollbackQuietly();
    postError(m, error);
  }
});
parentPort.postMessage({ id: 0, ready: true });
`;

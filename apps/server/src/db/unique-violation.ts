/**
 * Recognises a unique-constraint violation from either driver and names the column family it hit.
 * better-sqlite3: code SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY, message "UNIQUE constraint failed: users.email".
 * pg: code 23505, `constraint` is the index name.
 */
export function uniqueViolationTarget(error: unknown): string | null {
  if (typeof error !== "object" || error === null) return null;
  const e = error as { code?: unknown; message?: unknown; constraint?: unknown };
  if (e.code === "23505") return String(e.constraint ?? "");
  if (e.code === "SQLITE_CONSTRAINT_UNIQUE" || e.code === "SQLITE_CONSTRAINT_PRIMARYKEY") {
    const match = /constraint failed: (.+)$/.exec(String(e.message ?? ""));
    return match?.[1] ?? "";
  }
  return null;
}

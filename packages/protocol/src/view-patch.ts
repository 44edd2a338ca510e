/**
 * View patches: how the server sends a player only what changed in their view since the last view
 * it sent them, instead of the whole view with every event (ADR 009).
 *
 * A patch is a list of operations over plain JSON values (objects, arrays, strings, numbers,
 * booleans, null). Each operation is `[path, value]` (set the value at `path`, creating the last key
 * or appending at an array's end) or `[path]` (delete that object key). An array that shrinks is
 * replaced whole. Applying never mutates its input: untouched branches are shared, so React sees
 * exactly which parts changed.
 */

export type PatchPath = (string | number)[];
export type PatchOp = [path: PatchPath, value: unknown] | [path: PatchPath];

/** Keys a patch may never write, so a patch cannot reach an object's prototype. */
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Compares `before` and `after` at `path` (a stack shared by the whole walk, copied only into ops). */
function diffInto(before: unknown, after: unknown, path: PatchPath, ops: PatchOp[]): void {
  if (before === after) return;
  if (Array.isArray(before) && Array.isArray(after)) {
    if (after.length < before.length) {
      ops.push([path.slice(), after]);
      return;
    }
    for (let i = 0; i < before.length; i++) {
      path.push(i);
      diffInto(before[i], after[i], path, ops);
      path.pop();
    }
    for (let i = before.length; i < after.length; i++) ops.push([[...path, i], after[i]]);
    return;
  }
  if (isPlainObject(before) && isPlainObject(after)) {
    for (const key in after) {
      if (!Object.hasOwn(after, key)) continue;
      const value = after[key];
      if (value === undefined) continue;
      if (Object.hasOwn(before, key) && before[key] !== undefined) {
        path.push(key);
        diffInto(before[key], value, path, ops);
        path.pop();
      } else ops.push([[...path, key], value]);
    }
    for (const key in before) {
      if (
        Object.hasOwn(before, key) &&
        before[key] !== undefined &&
        (!Object.hasOwn(after, key) || after[key] === undefined)
      )
        ops.push([[...path, key]]);
    }
    return;
  }
  ops.push([path.slice(), after]);
}

/** The operations that turn `before` into `after` (both plain JSON values). Empty when they are equal. */
export function diffJson(before: unknown, after: unknown): PatchOp[] {
  const ops: PatchOp[] = [];
  diffInto(before, after, [], ops);
  return ops;
}

function applyOne(node: unknown, path: PatchPath, depth: number, op: PatchOp): unknown {
  if (depth === path.length) return op.length === 2 ? op[1] : undefined;
  const key = path[depth] as string | number;
  if (typeof key === "string" && FORBIDDEN_KEYS.has(key)) throw new Error(`A patch may not write "${key}".`);
  const last = depth === path.length - 1;
  if (Array.isArray(node)) {
    if (typeof key !== "number" || !Number.isInteger(key) || key < 0 || key > node.length)
      throw new Error(`A patch path does not fit the view at ${path.slice(0, depth + 1).join(".")}.`);
    if (last && op.length === 1) throw new Error("A patch may not delete an array element.");
    const copy = node.slice();
    copy[key] = applyOne(node[key], path, depth + 1, op);
    return copy;
  }
  if (isPlainObject(node)) {
    const name = String(key);
    const copy: Record<string, unknown> = { ...node };
    if (last && op.length === 1) delete copy[name];
    else copy[name] = applyOne(Object.hasOwn(node, name) ? node[name] : undefined, path, depth + 1, op);
    return copy;
  }
  throw new Error(`A patch path does not fit the view at ${path.slice(0, depth + 1).join(".")}.`);
}

/** Applies `ops` to `value` without mutating it. Throws when an operation does not fit the value. */
export function applyJsonPatch<T>(value: T, ops: readonly PatchOp[]): T {
  let result: unknown = value;
  for (const op of ops) {
    if (!Array.isArray(op) || !Array.isArray(op[0]) || op.length < 1 || op.length > 2)
      throw new Error("A patch operation is malformed.");
    result = applyOne(result, op[0], 0, op);
  }
  return result as T;
}

import { clientMessageSchema, type ErrorCode } from "@riddlebook/protocol";
import type { RawData } from "ws";

/** Nesting deeper than this is refused before schema validation. */
const MAX_JSON_DEPTH = 8;

/** What a game socket's valid frames ask for, and where an invalid frame is reported. */
export interface FrameHandlers<C> {
  ping(conn: C): void;
  resync(conn: C): void;
  saveDraft(conn: C, text: string): void;
  /** An invalid frame: `code` and `text` tell the client why. */
  invalid(conn: C, code: ErrorCode, text: string): void;
}

function jsonDepth(value: unknown, depth = 0): number {
  if (depth > MAX_JSON_DEPTH || typeof value !== "object" || value === null) return depth;
  let max = depth;
  for (const child of Object.values(value)) max = Math.max(max, jsonDepth(child, depth + 1));
  return max;
}

/**
 * Routes one incoming game-socket frame: JSON text only, nested at most `MAX_JSON_DEPTH` deep, one of
 * the client messages of the protocol (`clientMessageSchema`).
 */
export function routeFrame<C>(conn: C, data: RawData, isBinary: boolean, on: FrameHandlers<C>): void {
  if (isBinary) {
    on.invalid(conn, "binary_not_supported", "Send JSON text frames only.");
    return;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(data.toString());
  } catch {
    on.invalid(conn, "invalid_json", "That message is not JSON.");
    return;
  }
  if (jsonDepth(parsed) > MAX_JSON_DEPTH) {
    on.invalid(conn, "too_deep", "That message is nested too deeply.");
    return;
  }
  const result = clientMessageSchema.safeParse(parsed);
  if (!result.success) {
    on.invalid(conn, "invalid_message", "That message is not one the server knows.");
    return;
  }
  const message = result.data;
  switch (message.type) {
    case "ping":
      on.ping(conn);
      return;
    case "resync":
      on.resync(conn);
      return;
    case "save_draft":
      on.saveDraft(conn, message.text);
      return;
  }
}

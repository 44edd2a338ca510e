import { z } from "zod";

// Kept apart from realtime.ts, which holds only types and constants, so that a page importing the
// socket's constants (close codes) does not load zod.

/**
 * Client → server (docs/product.md §13). The original spec's `start_timer` and `stop_timer` are not
 * here: only the server runs clocks, so they are answered like any unknown message.
 */
export const clientMessageSchema = z.discriminatedUnion("type", [
  /** Ask for a fresh snapshot (after noticing a version gap). */
  z.strictObject({ type: z.literal("resync") }),
  /** Keep the writer's unsent draft on the server, so a refresh or another device restores it. */
  z.strictObject({ type: z.literal("save_draft"), text: z.string().max(5000) }),
  /** Application-level keep-alive for clients that cannot see protocol pings. */
  z.strictObject({ type: z.literal("ping") }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

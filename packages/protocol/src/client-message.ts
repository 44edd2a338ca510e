import { z } from "zod";

// Kept apart from realtime.ts, which holds only types and constants, so that a page importing the
// socket's constants (close codes) does not load zod.

/**
 * Client → server (docs/product.md §13). `start_timer` and `stop_timer` come from the original spec's
 * client; they are accepted and ignored.
 */
export const clientMessageSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("start_timer"), duration: z.number().optional() }),
  z.strictObject({ type: z.literal("stop_timer") }),
  /** Ask for a fresh snapshot (after noticing a version gap). */
  z.strictObject({ type: z.literal("resync") }),
  /** Keep the writer's unsent draft on the server, so a refresh or another device restores it. */
  z.strictObject({ type: z.literal("save_draft"), text: z.string().max(5000) }),
  /** Application-level keep-alive for clients that cannot see protocol pings. */
  z.strictObject({ type: z.literal("ping") }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

import { ROUND_LIMITS } from "@riddlebook/rules";
import { z } from "zod";
import { idSchema } from "./game";

/**
 * Share links and image cards (apps/server/src/cards/README.md):
 * - `POST /api/share-links {kind, ...}` → `ShareLinkResponse`: the page to share and its card image.
 * - `GET /api/cards/riddle/{gameId}/{round}/{playerId}.png`, `GET /api/cards/result/{gameId}.png`,
 *   `GET /api/cards/challenge/{challengeId}.png`, each with `?s={shareId}` where one is needed.
 */

const shareRoundSchema = z
  .number({ error: "The round must be a whole number." })
  .refine(Number.isInteger, "The round must be a whole number.")
  .min(ROUND_LIMITS.min, `The round must be from ${ROUND_LIMITS.min} to ${ROUND_LIMITS.max}.`)
  .max(ROUND_LIMITS.max, `The round must be from ${ROUND_LIMITS.min} to ${ROUND_LIMITS.max}.`);

/** POST /api/share-links: what to share. */
export const shareLinkBodySchema = z.discriminatedUnion(
  "kind",
  [
    z.strictObject({
      kind: z.literal("riddle"),
      gameId: idSchema,
      round: shareRoundSchema,
      playerId: idSchema,
    }),
    z.strictObject({ kind: z.literal("result"), gameId: idSchema }),
    z.strictObject({ kind: z.literal("challenge"), challengeId: idSchema }),
  ],
  { error: "kind must be riddle, result or challenge." },
);
export type ShareLinkBody = z.infer<typeof shareLinkBodySchema>;

/** A share id in a link's `?s=`: 128 random bits, base64url. */
export const shareIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, "That is not a valid share id.");

export interface ShareLinkResponse {
  /** The page to share (absolute): it opens in the app and carries the card's Open Graph tags. */
  url: string;
  /** The card image (absolute). */
  imageUrl: string;
}

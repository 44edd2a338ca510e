/**
 * What a signed-out visitor on an invite link may see of the game it invites to (docs/product.md,
 * "Invite links"): its name, its host's name, how many seats are taken, whether it is still waiting
 * for players, and whether it is public. Never a word, a riddle, a guess, a score or the join code.
 * - `GET /api/invites/:code` → `GameInvite`: the live game with that join code. Whoever holds the
 *   code holds the invite, of a private game too. Every lookup counts against the join-code lookup
 *   limit of the caller's address (429 past it); an unknown code is 404 `game_not_found`.
 * - `GET /api/games/:id/invite[?invite=CODE]` → `GameInvite`: a public game to anyone; a private
 *   game only with its join code as `invite` (a wrong one counts as a join-code guess), otherwise
 *   the 404 of a game that does not exist, so a private game's existence is not revealed.
 * Neither needs a session.
 */
import { z } from "zod";

/** Where the game stands, for a visitor: still seating players, being played, or over. */
export const INVITE_STATUSES = ["waiting", "started", "finished"] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];

export const gameInviteSchema = z.object({
  name: z.string(),
  /** The host's name at the table; null if the host's seat is gone. */
  hostName: z.string().nullable(),
  playerCount: z.number().int().min(0),
  maxPlayers: z.number().int().min(1),
  status: z.enum(INVITE_STATUSES),
  isPublic: z.boolean(),
});
export type GameInvite = z.infer<typeof gameInviteSchema>;

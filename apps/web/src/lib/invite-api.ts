import type { GameInvite } from "@riddlebook/protocol";
import { apiJson } from "./api";

/**
 * The game an invite link names, as a signed-out visitor may see it (packages/protocol/src/invite.ts):
 * by join code (`/join/{CODE}`), or by id with the code as `invite` (`/game/{id}?invite=CODE`; a
 * public game needs none).
 */
export function getInvite(link: { code?: string; gameId?: string; invite?: string }): Promise<GameInvite> {
  if (link.code !== undefined)
    return apiJson<GameInvite>("GET", `/api/invites/${encodeURIComponent(link.code)}`);
  const query = link.invite ? `?invite=${encodeURIComponent(link.invite)}` : "";
  return apiJson<GameInvite>("GET", `/api/games/${encodeURIComponent(link.gameId ?? "")}/invite${query}`);
}

import type { ShareLinkBody, ShareLinkResponse } from "@riddlebook/protocol";
import { apiJson } from "../lib/api";

/** The share link (page and card image) of a riddle, a result or a challenge (apps/server/src/cards/README.md). */
export function createShareLink(body: ShareLinkBody): Promise<ShareLinkResponse> {
  return apiJson<ShareLinkResponse, ShareLinkBody>("POST", "/api/share-links", body);
}

export const shareLinkKey = (body: ShareLinkBody) => ["share-link", body] as const;

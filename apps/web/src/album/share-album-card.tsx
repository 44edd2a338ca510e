import type { Album, AlbumShare } from "@riddlebook/protocol";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { momentText } from "../community/community-text";
import { Button, Card } from "../components/ui";
import { copyText } from "../game/copy";
import { serverMessage } from "../lib/api";
import { Concealed, useStreamerMode } from "../lib/streamer-mode";
import { toast } from "../toast/toast-store";
import { albumKey, createAlbumShare, revokeAlbumShare } from "./album-api";

/**
 * The host's share link for a private game's album: make one (shown once, with Copy; a new link
 * replaces the old), and revoke it, after which the link opens nothing. The server keeps only the
 * token's hash, so after a reload the host makes a new link to copy it again. In streamer mode the
 * link is masked, but Copy still copies it.
 */
export function ShareAlbumCard({ gameId, share }: { gameId: string; share: NonNullable<Album["share"]> }) {
  const queryClient = useQueryClient();
  const hidden = useStreamerMode();
  const [made, setMade] = useState<AlbumShare | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: albumKey(gameId, null) });
  const failed = (error: unknown) =>
    toast({
      title: "Error",
      description: serverMessage(error) ?? "Couldn't change the share link. Please try again.",
      variant: "destructive",
    });

  const create = useMutation({
    mutationFn: () => createAlbumShare(gameId),
    onSuccess: (result) => {
      setMade(result);
      void refresh();
    },
    onError: failed,
  });
  const revoke = useMutation({
    mutationFn: () => revokeAlbumShare(gameId),
    onSuccess: () => {
      setMade(null);
      toast({ title: "Link revoked", description: "The old share link no longer opens this album." });
      void refresh();
    },
    onError: failed,
  });

  const link = made ? `${window.location.origin}${made.path}` : null;
  const busy = create.isPending || revoke.isPending;
  return (
    <Card aria-labelledby="album-share-title" className="min-w-0">
      <h2 id="album-share-title" className="text-xl font-bold text-slate-900">
        Share this album
      </h2>
      <p className="mt-2 text-slate-700">
        This game is private: only its players can open the album. A share link lets anyone with it see the
        album, until you revoke the link.
      </p>
      {link ? (
        <div className="mt-3 grid gap-2">
          <p className="font-mono text-sm break-all text-slate-900" data-testid="album-share-link">
            <Concealed value={link} />
          </p>
          <div>
            <Button
              variant="outline"
              size="sm"
              onClick={() =>
                void copyText(link, hidden ? "Album link copied." : `Album link ${link} copied.`)
              }
            >
              Copy Link
            </Button>
          </div>
        </div>
      ) : share.active ? (
        <p className="mt-3 text-sm text-slate-700" data-testid="album-share-status">
          A share link is live since {momentText(share.createdAt ?? 0)}. Make a new link to copy it again; the
          old one then stops working.
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant={share.active ? "outline" : "primary"}
          size="sm"
          disabled={busy}
          onClick={() => create.mutate()}
        >
          {share.active ? "Make a New Link" : "Create Share Link"}
        </Button>
        {share.active ? (
          <Button variant="danger" size="sm" disabled={busy} onClick={() => revoke.mutate()}>
            Revoke Link
          </Button>
        ) : null}
      </div>
    </Card>
  );
}

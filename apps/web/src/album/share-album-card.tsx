import type { Album, AlbumShare } from "@riddlebook/protocol";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { momentText } from "../community/community-text";
import { Button, Card } from "../components/ui";
import { copyText } from "../game/copy";
import { albumText } from "../i18n/en/album";
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
  const t = albumText.useT();
  const queryClient = useQueryClient();
  const hidden = useStreamerMode();
  const [made, setMade] = useState<AlbumShare | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: albumKey(gameId, null) });
  const failed = (error: unknown) =>
    toast({
      title: albumText.t("share.errorTitle"),
      description: serverMessage(error) ?? albumText.t("share.errorText"),
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
      toast({ title: albumText.t("share.revokedTitle"), description: albumText.t("share.revokedText") });
      void refresh();
    },
    onError: failed,
  });

  const link = made ? `${window.location.origin}${made.path}` : null;
  const busy = create.isPending || revoke.isPending;
  return (
    <Card aria-labelledby="album-share-title" className="min-w-0">
      <h2 id="album-share-title" className="text-xl font-bold text-slate-900">
        {t("share.title")}
      </h2>
      <p className="mt-2 text-slate-700">{t("share.intro")}</p>
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
                void copyText(link, hidden ? t("share.copied") : t("share.copiedLink", { link }))
              }
            >
              {t("share.copy")}
            </Button>
          </div>
        </div>
      ) : share.active ? (
        <p className="mt-3 text-sm text-slate-700" data-testid="album-share-status">
          {t("share.live", { moment: momentText(share.createdAt ?? 0) })}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant={share.active ? "outline" : "primary"}
          size="sm"
          disabled={busy}
          onClick={() => create.mutate()}
        >
          {share.active ? t("share.makeNew") : t("share.create")}
        </Button>
        {share.active ? (
          <Button variant="danger" size="sm" disabled={busy} onClick={() => revoke.mutate()}>
            {t("share.revoke")}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}

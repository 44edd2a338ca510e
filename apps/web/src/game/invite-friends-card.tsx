import type { FriendsResponse } from "@riddlebook/protocol";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button, Card } from "../components/ui";
import { commonText } from "../i18n/en/common";
import { gameText } from "../i18n/en/game";
import { toastError } from "../lib/toast-error";
import { FRIENDS_KEY, inviteFriend } from "../social/social-api";
import { PresenceDot } from "../social/social-ui";
import { toast } from "../toast/toast-store";
import { useGame } from "./context";

/**
 * The host's "Invite friends" card in setup: friends online now and not at this table, each with
 * Invite (`POST /api/games/{id}/invite`), which sends them a toast with a button into this game.
 * The list follows their presence live (the user socket updates the cached friends).
 */
export function InviteFriendsCard() {
  const t = gameText.useT();
  const { view } = useGame();
  const gameId = view.game.id;
  const friends = useQuery<FriendsResponse>({ queryKey: FRIENDS_KEY });
  const [invited, setInvited] = useState<ReadonlySet<string>>(() => new Set());
  const seated = new Set(view.players.filter((p) => !p.hasLeft).map((p) => p.userId));
  const online = (friends.data?.friends ?? []).filter((f) => f.status !== "offline" && !seated.has(f.id));
  const invite = useMutation({
    mutationFn: (friendId: string) => inviteFriend(gameId, friendId),
    onSuccess: (answer, friendId) => {
      setInvited((old) => new Set(old).add(friendId));
      toast({ title: t("inviteFriends.sent"), description: answer.message });
    },
    onError: (error) => toastError(error, commonText.t("error"), t("inviteFriends.failed")),
  });

  return (
    <Card aria-labelledby="invite-friends-title">
      <h2 id="invite-friends-title" className="text-xl font-bold text-slate-900">
        {t("inviteFriends.title")}
      </h2>
      {online.length === 0 ? (
        <p className="mt-2 text-slate-700">
          {friends.isLoading ? t("inviteFriends.loading") : t("inviteFriends.noneOnline")}
        </p>
      ) : (
        <ul className="mt-3 grid gap-2">
          {online.map((f) => {
            const sent = invited.has(f.id);
            return (
              <li
                key={f.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 p-3"
              >
                <span className="grid min-w-0">
                  <span className="font-semibold text-slate-900">{f.name}</span>
                  <PresenceDot status={f.status} activity={f.activity} />
                </span>
                <Button
                  size="sm"
                  variant={sent ? "ghost" : "outline"}
                  onClick={() => invite.mutate(f.id)}
                  disabled={invite.isPending && invite.variables === f.id}
                  aria-label={t("inviteFriends.inviteName", { name: f.name })}
                >
                  {sent ? t("inviteFriends.inviteAgain") : t("inviteFriends.invite")}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

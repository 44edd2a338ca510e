import type { TournamentUserMessage } from "@riddlebook/protocol";
import type { QueryClient } from "@tanstack/react-query";
import { raiseAlert } from "../alerts/alerts";
import { alertFor } from "../alerts/turn-alerts";
import { tournamentText } from "../i18n/en/tournament";
import { toast } from "../toast/toast-store";
import { TOURNAMENTS_KEY, tournamentKey } from "./tournament-api";

/** What a tournament push may touch: the cache, the router and the game the page shows. */
interface TournamentPushContext {
  queryClient: QueryClient;
  navigate: (to: string) => void;
  gameId: string | undefined;
}

/**
 * Applies one tournament push from the user socket (matched on its `type` by the user socket's
 * dispatch, social/user-pushes.ts): the tournament and the lists are read again,
 * and the player is told. A match ready to play raises the `tournament_match` alert (src/alerts: a
 * flashing title and, with turn alerts on, a notification while the tab is hidden) and a toast
 * whose button opens the game, unless the page already shows it.
 */
export function handleTournamentPush(message: TournamentUserMessage, ctx: TournamentPushContext): void {
  const { t } = tournamentText;
  const tournament = message.tournamentName;
  void ctx.queryClient.invalidateQueries({ queryKey: tournamentKey(message.tournamentId) });
  void ctx.queryClient.invalidateQueries({ queryKey: [...TOURNAMENTS_KEY, "list"] });
  const view = {
    label: t("pushes.view"),
    onClick: () => ctx.navigate(`/tournaments/${encodeURIComponent(message.tournamentId)}`),
  };
  switch (message.type) {
    case "tournament_match": {
      const { gameId } = message;
      raiseAlert(alertFor("tournament_match", tournament, `${message.tournamentId}:${message.matchId}`));
      if (gameId === ctx.gameId) return;
      toast({
        title: t("pushes.matchReady"),
        description: t("pushes.matchReadyText", { tournament, opponent: message.opponentName }),
        action: {
          label: t("pushes.play"),
          onClick: () => ctx.navigate(`/game/${encodeURIComponent(gameId)}`),
        },
      });
      return;
    }
    case "tournament_started":
      toast({
        title: t("pushes.started"),
        description: t("pushes.startedText", { tournament }),
        action: view,
      });
      return;
    case "tournament_complete":
      toast({
        title: t("pushes.complete"),
        description: t("pushes.completeText", { tournament, champion: message.detail ?? "" }),
        action: view,
      });
      return;
    case "tournament_cancelled":
      toast({
        title: t("pushes.cancelled"),
        description: message.detail
          ? t("pushes.cancelledWhy", { tournament, reason: message.detail })
          : t("pushes.cancelledText", { tournament }),
        variant: "destructive",
        action: view,
      });
      return;
  }
}

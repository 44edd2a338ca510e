import { MAX_PLAYERS } from "@riddlebook/rules";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { AddBotDialog } from "../components/bot-dialog";
import { Badge, Button } from "../components/ui";
import { homeText } from "../i18n/en/home";
import { rejoinGame, type UserGamesResponse } from "../lib/game-api";
import { modeLabel, phaseLabel } from "../lib/game-logic";
import { refreshView } from "../lib/game-view-store";
import { rememberSeat } from "../lib/seat-memory";
import { toastError } from "../lib/toast-error";

/** Rejoin tab: the user's unfinished games, with "+ Bot" for a host's game in setup. */
export default function RejoinTab({ games }: { games: UserGamesResponse }) {
  const t = homeText.useT();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const rejoin = useMutation({
    mutationFn: (gameId: string) => rejoinGame(gameId).then((res) => ({ gameId, res })),
    onSuccess: ({ gameId, res }) => {
      rememberSeat(gameId, res.player);
      void refreshView(queryClient, gameId);
      navigate(`/game/${gameId}`);
    },
    onError: (error) => toastError(error, homeText.t("errorTitle"), homeText.t("joinFailed")),
  });

  return (
    <ul aria-label={t("rejoin.listLabel")} className="grid gap-2">
      {games.map(({ game, isHost }) => (
        <li
          key={game.id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-3"
        >
          <div className="min-w-0">
            <p className="font-semibold break-words text-slate-900">{game.name}</p>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
              <Badge tone={game.phase === "setup" ? "amber" : "green"}>{phaseLabel(game.phase)}</Badge>
              <span>{modeLabel(game.gameMode)}</span>
              <span>
                {game.currentRound > 0
                  ? t("rejoin.round", { round: game.currentRound, total: game.totalRounds })
                  : t("rejoin.notStarted", { rounds: t("rounds", { count: game.totalRounds }) })}
              </span>
            </p>
          </div>
          <div className="flex gap-2">
            {game.phase === "setup" && isHost ? (
              <AddBotDialog
                gameId={game.id}
                size="sm"
                triggerLabel={t("rejoin.addBot")}
                triggerAriaLabel={t("rejoin.addBotTo", { name: game.name })}
                disabled={game.playerCount >= MAX_PLAYERS}
              />
            ) : null}
            <Button
              size="sm"
              onClick={() => rejoin.mutate(game.id)}
              disabled={rejoin.isPending}
              aria-label={t("rejoin.rejoinName", { name: game.name })}
            >
              {t("rejoin.rejoin")}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

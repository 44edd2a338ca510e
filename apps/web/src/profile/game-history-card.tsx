import type { FinishedGamesResponse } from "@riddlebook/protocol";
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { albumPath, FINISHED_GAMES_KEY } from "../album/album-api";
import { ordinal, pointsText } from "../album/album-view";
import { Badge, Card } from "../components/ui";
import { profileText } from "../i18n/en/profile";
import { formatDate } from "../i18n/format";
import { modeLabel } from "../lib/game-logic";

/** The player's finished games, newest first, each linking to its album. */
export function GameHistoryCard() {
  const t = profileText.useT();
  const games = useQuery<FinishedGamesResponse>({ queryKey: FINISHED_GAMES_KEY, refetchOnMount: "always" });
  return (
    <Card aria-labelledby="game-history-title">
      <h2 id="game-history-title" className="text-xl font-bold text-slate-900">
        {t("history.title")}
      </h2>
      {games.isPending ? (
        <p role="status" className="mt-3 text-slate-700">
          {t("history.loading")}
        </p>
      ) : games.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {t("history.loadFailed")}
        </p>
      ) : games.data.length === 0 ? (
        <p className="mt-3 text-slate-700">{t("history.empty")}</p>
      ) : (
        <ul aria-label={t("history.listLabel")} className="mt-3 grid gap-2">
          {games.data.map((game) => (
            <li
              key={game.id}
              className="flex min-w-0 flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-3"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words text-slate-900">
                  {game.name} {game.isWinner ? <Badge tone="amber">{t("history.won")}</Badge> : null}
                </p>
                <p className="text-sm text-slate-700">
                  {t("history.line", {
                    mode: modeLabel(game.gameMode),
                    date:
                      formatDate(game.finishedAt, { year: "numeric", month: "numeric", day: "numeric" }) ??
                      "",
                    rank: ordinal(game.rank),
                    players: game.playerCount,
                    points: pointsText(game.score),
                  })}
                </p>
              </div>
              <Link
                href={albumPath(game.id)}
                className="inline-flex min-h-11 items-center rounded-lg px-2 font-semibold text-brand-dark underline"
                aria-label={t("history.viewAlbumOf", { name: game.name })}
              >
                {t("history.viewAlbum")}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

import { useQuery } from "@tanstack/react-query";
import { Badge, Button } from "../components/ui";
import { homeText } from "../i18n/en/home";
import { PUBLIC_GAMES_KEY, type PublicGamesResponse } from "../lib/game-api";
import { modeLabel } from "../lib/game-logic";
import { Concealed } from "../lib/streamer-mode";
import { useJoinGame } from "./join";
import type { TabProps } from "./shared";

/**
 * Browse tab: public games in setup that are not full. This component mounts only while
 * its tab is active, so the list is fetched only then (and afresh each time the tab opens).
 */
export default function BrowseTab({ requireName }: TabProps) {
  const t = homeText.useT();
  const games = useQuery<PublicGamesResponse>({
    queryKey: PUBLIC_GAMES_KEY,
    staleTime: 0,
    refetchOnMount: "always",
  });
  const join = useJoinGame();

  const onJoin = (gameId: string) => {
    const name = requireName();
    if (name) join.mutate({ gameId, name });
  };

  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{t("browse.title")}</h3>
        <Button variant="ghost" size="sm" onClick={() => void games.refetch()} disabled={games.isFetching}>
          {t("browse.refresh")}
        </Button>
      </div>
      {games.isPending ? (
        <p role="status" className="text-slate-700">
          {t("browse.loading")}
        </p>
      ) : games.isError ? (
        <p role="alert" className="text-red-700">
          {t("browse.loadFailed")}
        </p>
      ) : games.data.length === 0 ? (
        <p className="text-slate-700">{t("browse.empty")}</p>
      ) : (
        <ul aria-label={t("browse.title")} className="grid max-h-96 gap-2 overflow-y-auto pr-1">
          {games.data.map((game) => (
            <li
              key={game.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-3"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words text-slate-900">{game.name}</p>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
                  <span>{t("browse.players", { n: game.playerCount, max: game.maxPlayers })}</span>
                  <span className="font-mono">
                    <Concealed value={game.joinCode} />
                  </span>
                  <Badge>{modeLabel(game.gameMode)}</Badge>
                </p>
              </div>
              <Button
                size="sm"
                onClick={() => onJoin(game.id)}
                disabled={join.isPending}
                aria-label={t("browse.joinName", { name: game.name })}
              >
                {t("browse.join")}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

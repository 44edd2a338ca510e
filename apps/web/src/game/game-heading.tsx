import type { GameInfo } from "@riddlebook/rules";
import { Badge } from "../components/ui";
import { gameText } from "../i18n/en/game";
import { modeHint, modeLabel } from "../lib/game-logic";

/** The game's name, mode and round, with the mode's hint (its writing time from the game's timings). */
export function GameHeading({ game }: { game: GameInfo }) {
  const t = gameText.useT();
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">{game.name}</h1>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <Badge>{t("heading.mode", { mode: modeLabel(game.gameMode) })}</Badge>
        {game.currentRound > 0 ? (
          <Badge tone="green">
            {t("heading.roundOf", { round: game.currentRound, total: game.totalRounds })}
          </Badge>
        ) : (
          <span>{t("rounds", { count: game.totalRounds })}</span>
        )}
        <span className="sr-only sm:not-sr-only">{modeHint(game.gameMode, game.timings)}</span>
      </p>
    </div>
  );
}

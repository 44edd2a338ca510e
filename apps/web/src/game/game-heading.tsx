import type { GameInfo } from "@riddlebook/rules";
import { Badge } from "../components/ui";
import { modeHint, modeLabel } from "../lib/game-logic";

/** The game's name, mode and round, with the mode's hint (its writing time from the game's timings). */
export function GameHeading({ game }: { game: GameInfo }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">{game.name}</h1>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <Badge>Mode: {modeLabel(game.gameMode)}</Badge>
        {game.currentRound > 0 ? (
          <Badge tone="green">
            Round {game.currentRound} of {game.totalRounds}
          </Badge>
        ) : (
          <span>{game.totalRounds} rounds</span>
        )}
        <span className="sr-only sm:not-sr-only">{modeHint(game.gameMode, game.timings)}</span>
      </p>
    </div>
  );
}

import { rankByScore } from "../lib/game-logic";
import { useGame } from "./context";
import { Avatar } from "./player-list";

/** Every player by total score (highest first), with this round's points when given. */
export function Scoreboard({ roundPoints }: { roundPoints?: Record<string, number> | undefined }) {
  const { view } = useGame();
  const ranked = rankByScore(view.players);
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Scoreboard</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-700">
          <th scope="col" className="py-2 pr-2 font-semibold">
            Player
          </th>
          {roundPoints ? (
            <th scope="col" className="py-2 pr-2 text-right font-semibold">
              This round
            </th>
          ) : null}
          <th scope="col" className="py-2 text-right font-semibold">
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {ranked.map((player) => (
          <tr key={player.id} className="border-b border-slate-100">
            <th scope="row" className="py-2 pr-2 font-medium text-slate-900">
              <span className="flex items-center gap-2">
                <Avatar player={player} size="h-7 w-7" />
                <span className="break-words">
                  {player.name}
                  {player.id === view.viewerId ? " (you)" : ""}
                </span>
              </span>
            </th>
            {roundPoints ? (
              <td className="py-2 pr-2 text-right font-mono">+{roundPoints[player.id] ?? 0}</td>
            ) : null}
            <td className="py-2 text-right font-mono font-semibold">{player.score}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

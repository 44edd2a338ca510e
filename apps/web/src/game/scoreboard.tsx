import { type PlayerInfo, standingsOf } from "@riddlebook/rules";
import { useRef } from "react";
import { gameText } from "../i18n/en/game";
import { useGame } from "./context";
import { Avatar } from "./player-list";
import { useCountUp } from "./reveal/use-count-up";
import { useFlipRows } from "./reveal/use-flip-rows";
import { usePrefersReducedMotion } from "./reveal/use-reduced-motion";

/** A total that counts up to its new value (at once with reduced motion). */
function Total({ value, start, instant }: { value: number; start: number; instant: boolean }) {
  return <>{useCountUp(value, start, instant)}</>;
}

/**
 * Every player by total score (highest first), with this round's points when given. Totals count up
 * whenever they change, and rows glide to their new places. With `roundPoints` the totals start from
 * before this round; while `hold` (the round is still being revealed) they stay there, without the
 * round's column, and count up to the new totals once it is over.
 */
export function Scoreboard({
  roundPoints,
  hold = false,
}: {
  roundPoints?: Record<string, number> | undefined;
  hold?: boolean;
}) {
  const t = gameText.useT();
  const { view } = useGame();
  const instant = usePrefersReducedMotion();
  const body = useRef<HTMLTableSectionElement>(null);
  const before = (player: PlayerInfo) => player.score - (roundPoints?.[player.id] ?? 0);
  const shown = (player: PlayerInfo) => (hold ? before(player) : player.score);
  const ranked = standingsOf(view.players.map((player) => ({ player, score: shown(player) }))).map(
    (standing) => standing.player.player,
  );
  const showRound = roundPoints !== undefined && !hold;
  useFlipRows(body, ranked.map((player) => player.id).join(" "), instant);

  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{t("scoreboard.title")}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-700">
          <th scope="col" className="py-2 pr-2 font-semibold">
            {t("scoreboard.player")}
          </th>
          {showRound ? (
            <th scope="col" className="py-2 pr-2 text-right font-semibold">
              {t("scoreboard.thisRound")}
            </th>
          ) : null}
          <th scope="col" className="py-2 text-right font-semibold">
            {t("scoreboard.total")}
          </th>
        </tr>
      </thead>
      <tbody ref={body}>
        {ranked.map((player) => (
          <tr key={player.id} data-flip-id={player.id} className="border-b border-slate-100 bg-white">
            <th scope="row" className="py-2 pr-2 font-medium text-slate-900">
              <span className="flex items-center gap-2">
                <Avatar player={player} size="h-7 w-7" />
                <span className="break-words">
                  {player.name}
                  {player.id === view.viewerId ? t("players.you") : ""}
                </span>
              </span>
            </th>
            {showRound ? (
              <td className="py-2 pr-2 text-right font-mono">+{roundPoints[player.id] ?? 0}</td>
            ) : null}
            <td className="py-2 text-right font-mono font-semibold tabular-nums">
              <Total value={shown(player)} start={before(player)} instant={instant} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

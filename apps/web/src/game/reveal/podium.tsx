import { type PlayerInfo, standingsOf } from "@riddlebook/rules";
import { useEffect, useRef } from "react";
import { gameText } from "../../i18n/en/game";
import { playSound } from "../../sound/sounds";
import { Avatar } from "../player-list";
import { pointsText } from "./reveal-steps";

/** One step of the podium: its place (1 to 3), everyone sharing it, and their score. */
interface PodiumPlace {
  place: 1 | 2 | 3;
  players: PlayerInfo[];
  score: number;
}

/**
 * The top three places of the rules' standings (`standingsOf`). Players on the same score share a
 * place, and the next score takes the place after all of them (9, 9, 4 is 1st, 1st, 3rd), so the
 * podium may have an empty step.
 */
function podiumPlaces(players: readonly PlayerInfo[]): PodiumPlace[] {
  const places: PodiumPlace[] = [];
  for (const { player, place } of standingsOf(players)) {
    const last = places.at(-1);
    if (last?.place === place) last.players.push(player);
    else if (place <= 3) places.push({ place: place as 1 | 2 | 3, players: [player], score: player.score });
  }
  return places;
}

/** 2nd on the left, 1st in the middle and tallest, 3rd on the right. */
const COLUMN = { 1: "col-start-2", 2: "col-start-1", 3: "col-start-3" } as const;
const STEP = {
  1: "h-28 bg-amber-300",
  2: "h-20 bg-slate-200",
  3: "h-14 bg-orange-200",
} as const;

/**
 * The podium for the top three. In the list (and to a screen reader) the places come in order;
 * on screen 2nd stands left and 3rd right of 1st. Plays the fanfare once, if sound is on.
 */
export function Podium({ players, viewerId }: { players: readonly PlayerInfo[]; viewerId: string | null }) {
  const t = gameText.useT();
  const places = podiumPlaces(players);
  const played = useRef(false);
  useEffect(() => {
    if (played.current) return;
    played.current = true;
    playSound("fanfare");
  }, []);
  return (
    <ol aria-label={t("podium.title")} className="-mx-3 grid grid-cols-3 items-end gap-1 sm:mx-0 sm:gap-2">
      {places.map(({ place, players: onStep, score }) => (
        <li
          key={place}
          data-place={place}
          className={`${COLUMN[place]} row-start-1 flex min-w-0 flex-col items-center text-center`}
        >
          <span className="sr-only">
            {onStep.length > 1
              ? t("podium.placeTie", { place: t("podium.ordinal", { count: place, ordinal: true }) })
              : t("podium.place", { place: t("podium.ordinal", { count: place, ordinal: true }) })}
          </span>
          <ul className="mb-2 grid w-full justify-items-center gap-1">
            {onStep.map((player) => (
              <li key={player.id} className="flex w-full min-w-0 flex-col items-center">
                <Avatar player={player} size={place === 1 ? "h-11 w-11" : "h-9 w-9"} />
                <span className="max-w-full text-xs font-semibold break-words text-slate-900 sm:text-sm">
                  {player.name}
                  {player.id === viewerId ? t("players.you") : ""}
                </span>
              </li>
            ))}
          </ul>
          <p className="text-sm text-slate-800">{pointsText(score)}</p>
          <div
            className={`podium-rise mt-1 flex w-full items-start justify-center rounded-t-lg pt-2 ${STEP[place]}`}
          >
            <span aria-hidden="true" className="text-lg font-bold text-slate-900">
              {t("podium.ordinal", { count: place, ordinal: true })}
            </span>
          </div>
        </li>
      ))}
    </ol>
  );
}

import type { GameView } from "@riddlebook/rules";
import { useEffect, useMemo, useRef } from "react";
import { raiseAlert } from "./alerts";
import { alertFor, type GameMoment, momentOf, phaseAlert, writingReminderAt } from "./turn-alerts";

/**
 * Turn alerts for the game on screen (src/alerts/turn-alerts.ts): when the game starts or a round's
 * writing begins, when guessing opens, and 30 seconds before writing ends while the player's riddle
 * is not in. `view` is null when the player is not playing (left, or the game is over). `offset` is
 * the server's clock minus ours.
 */
export function useGameAlerts(view: GameView | null, offset: number): void {
  const current = view ? momentOf(view) : null;
  const { gameId, name, phase, round, deadline, submitted } = current ?? {};
  // One object per change of the parts that matter, not per view patch.
  const moment = useMemo<GameMoment | null>(
    () =>
      gameId === undefined || name === undefined || phase === undefined || round === undefined
        ? null
        : { gameId, name, phase, round, deadline: deadline ?? null, submitted: submitted ?? false },
    [gameId, name, phase, round, deadline, submitted],
  );

  const previous = useRef<GameMoment | null>(null);
  useEffect(() => {
    if (!moment) return;
    raiseAlert(phaseAlert(previous.current, moment));
    previous.current = moment;
  }, [moment]);

  useEffect(() => {
    const now = Date.now();
    const at = writingReminderAt(moment, offset, now);
    if (at === null || !moment) return;
    const reminder = alertFor("writing_ends_soon", moment.name, `${moment.gameId}:${moment.round}`);
    const timer = setTimeout(() => raiseAlert(reminder), at - now);
    return () => clearTimeout(timer);
  }, [moment, offset]);
}

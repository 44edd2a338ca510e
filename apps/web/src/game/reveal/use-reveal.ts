import { useCallback, useEffect, useRef, useState } from "react";
import { revealPace, stepsDue } from "./reveal-steps";

/** When the scoring phase began and ends (server clock), and our clock's offset from it. */
interface RevealClock {
  phaseStartedAt: number;
  deadline: number | null;
  /** Server clock minus ours, in ms. */
  offset: number;
}

/** Where the reveal stands: how many steps show, and how it got there. */
export interface RevealState {
  shown: number;
  done: boolean;
  /** The player pressed "Show all". */
  skipped: boolean;
  /** The reveal was already over when the screen mounted (a late arrival or a reload). */
  startedDone: boolean;
  showAll: () => void;
}

/**
 * Runs a reveal of `total` steps on a timer, paced to fit the phase (`revealPace`) and counted from
 * the phase's start, so a player who arrives late joins it where it stands and one who arrives after
 * it ended sees everything at once. `onStep` runs for each step the timer brings (not for steps that
 * show at once), e.g. for a sound.
 */
export function useReveal(total: number, clock: RevealClock, onStep?: (index: number) => void): RevealState {
  const [pace] = useState(() =>
    revealPace(total, clock.deadline === null ? null : clock.deadline - clock.phaseStartedAt),
  );
  const [initial] = useState(() =>
    total === 0 ? 0 : stepsDue(Date.now() + clock.offset - clock.phaseStartedAt, pace, total),
  );
  const [shown, setShown] = useState(initial);
  const [skipped, setSkipped] = useState(false);
  const onStepRef = useRef(onStep);
  useEffect(() => {
    onStepRef.current = onStep;
  });

  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => {
      setShown(shown + 1);
      onStepRef.current?.(shown);
    }, pace);
    return () => clearTimeout(timer);
  }, [shown, total, pace]);

  const showAll = useCallback(() => {
    setShown(total);
    setSkipped(true);
  }, [total]);

  return { shown, done: shown >= total, skipped, startedDone: initial >= total, showAll };
}

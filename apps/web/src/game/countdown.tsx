import { useEffect, useState } from "react";
import { gameText } from "../i18n/en/game";
import { formatClock, secondsLeft } from "../lib/game-logic";

/** Re-renders every `ms` milliseconds while mounted; returns our clock. */
export function useNow(ms = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

/** Seconds left before the server's deadline, by the server's clock. Display only: it decides nothing. */
function useSecondsLeft(deadline: number | null, offset: number, startedAt: number): number | null {
  const now = useNow();
  return secondsLeft(deadline, now, offset, startedAt);
}

/**
 * A countdown to a server deadline (ADR 008: clients only display time) of the phase that began at
 * `startedAt` (it never shows more than that phase's length). `role="timer"` is not announced on
 * every tick; the label names what it counts down to.
 */
export function Countdown({
  deadline,
  startedAt,
  offset,
  label,
  className = "",
}: {
  deadline: number | null;
  startedAt: number;
  offset: number;
  label: string;
  className?: string;
}) {
  const t = gameText.useT();
  const seconds = useSecondsLeft(deadline, offset, startedAt);
  if (seconds === null) return null;
  const urgent = seconds <= 10;
  return (
    <p className={`inline-flex items-center gap-2 font-semibold ${className}`}>
      <span className="text-sm text-slate-700">{label}</span>
      <span
        role="timer"
        aria-label={t("countdown", { label, clock: formatClock(seconds) })}
        className={`rounded-md px-2 py-0.5 font-mono text-lg tabular-nums ${
          urgent ? "bg-red-100 text-red-800" : "bg-violet-100 text-violet-900"
        }`}
      >
        {formatClock(seconds)}
      </span>
    </p>
  );
}

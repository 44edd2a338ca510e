import type { PlannedIntent } from "@riddlebook/bots";

/**
 * A bot's plan at `speed` times a person's pace, soonest first: each move comes `speed` times sooner
 * after `now` (the moment it was planned). Speed 1 keeps `planTurn`'s human-like spread over the
 * phase; tests and the browser suite raise it (BOT_SPEED) so bots act within seconds. A move whose
 * time has already passed (a plan made after a restart) is due at once.
 */
export function scalePlan(plan: readonly PlannedIntent[], now: number, speed: number): PlannedIntent[] {
  const factor = Number.isFinite(speed) && speed >= 1 ? speed : 1;
  return plan
    .map((item) => ({ at: Math.round(now + Math.max(0, item.at - now) / factor), intent: item.intent }))
    .sort((a, b) => a.at - b.at);
}

import {
  DEFAULT_TIMINGS,
  defaultGameName,
  type GameMode,
  type GamePhase,
  phaseDuration,
  SCORING,
  secondsUntil,
  type Timings,
} from "@riddlebook/rules";
import { commonText } from "../i18n/en/common";
import { durationText } from "./format";

/**
 * Pure helpers of the game screens: names, labels, timing texts and clock math. No React, no DOM,
 * so they run in the node unit tests. The socket's own logic is in `game-socket-logic.ts`.
 */

/** The game name is trimmed; empty becomes the rules' default ("<player name>'s Game"). */
export function gameNameOrDefault(name: string, playerName: string): string {
  const trimmed = name.trim();
  return trimmed === "" ? defaultGameName(playerName.trim()) : trimmed;
}

/** A game mode's name ("Speed Round"). */
export function modeLabel(mode: GameMode): string {
  return commonText.t(`gameMode.${mode}`);
}

/**
 * One line about a mode. Writing times come from `timings`: a game's own (its view carries them),
 * or the server's configured ones where no game exists yet (the Create tab, `useServerTimings`).
 */
export function modeHint(mode: GameMode, timings: Timings): string {
  const { t } = commonText;
  switch (mode) {
    case "standard":
      return t("gameModeHint.standard", { duration: durationText(timings.writingMs) });
    case "style_challenge":
      return t("gameModeHint.style_challenge");
    case "character_voice":
      return t("gameModeHint.character_voice");
    case "speed_round":
      return t("gameModeHint.speed_round", { duration: durationText(timings.speedRoundWritingMs) });
    default:
      return "";
  }
}

/** The scoring rule as players read it (docs/product.md §7), with the rules' numbers. */
export function scoringRuleText(): string {
  return commonText.t("scoringRule", {
    guess: SCORING.pointsPerCorrectGuess,
    full: SCORING.authorFullPoints,
    partial: SCORING.authorPartialPoints,
  });
}

/**
 * The writing time of a game in whole seconds, by its mode and timings: the `timeRemaining`
 * in the Start and Continue bodies (the server ignores it and runs its own clock).
 */
export function writingSeconds(game: { gameMode: GameMode; timings: Timings }): number {
  return Math.round((phaseDuration("writing", game) ?? DEFAULT_TIMINGS.writingMs) / 1000);
}

/** A phase's name ("Reading & Guessing"). */
export function phaseLabel(phase: GamePhase): string {
  return commonText.t(`phase.${phase}`);
}

/**
 * Whole seconds left before `deadline` (server epoch ms), seen from our clock `now` corrected by
 * `offset` (server minus client): the rules' `secondsUntil` at the server's present moment, and
 * never more than the whole phase that began at `startedAt` (server epoch ms). The offset is
 * measured from messages that arrive a little after they were sent (later still while the page is
 * busy), so it can put the server's present a fraction of a second early: without the cap a 180 s
 * phase would open at 3:01.
 */
export function secondsLeft(
  deadline: number | null,
  now: number,
  offset: number,
  startedAt: number,
): number | null {
  const left = secondsUntil(deadline, now + offset);
  const whole = secondsUntil(deadline, startedAt);
  return left === null || whole === null ? left : Math.min(left, whole);
}

/** "2:05", "0:09". */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/**
 * A server rejection message like "Select Wordbook Page - Please select a wordbook page before
 * starting." as a toast title and description; a message without " - " becomes the description
 * under `fallbackTitle`.
 */
export function splitMessage(
  message: string,
  fallbackTitle: string = commonText.t("error"),
): { title: string; description: string } {
  const at = message.indexOf(" - ");
  if (at > 0 && at < 40) return { title: message.slice(0, at), description: message.slice(at + 3) };
  return { title: fallbackTitle, description: message };
}

import {
  MATCHMAKING_GAME_MODES,
  MATCHMAKING_ROUNDS_BY_MODE,
  MATCHMAKING_SKILL_LEVELS,
  type MatchmakingGameMode,
  type MatchmakingPreferences,
  type MatchmakingSkillLevel,
} from "@riddlebook/protocol";
import type { FormEvent } from "react";
import { Button, inputClass } from "../components/ui";
import { homeText } from "../i18n/en/home";
import { modeLabel } from "../lib/game-logic";
import { skillLabel } from "./match-preferences";

/**
 * The settings view: mode, preferred rounds (the mode's own choices) and skill level, then Find
 * Match. Controlled, so the choices survive a search and its cancelling.
 */
export function QuickMatchSettings({
  value,
  onChange,
  onFind,
  pending,
  busy,
}: {
  value: MatchmakingPreferences;
  onChange: (next: MatchmakingPreferences) => void;
  onFind: () => void;
  /** The join call is under way. */
  pending: boolean;
  /** The first status check is under way: a search may already be running. */
  busy: boolean;
}) {
  const t = homeText.useT();
  const { gameMode, preferredRounds, skillLevel } = value;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onFind();
  };
  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <p className="text-slate-700">{t("quickMatch.intro")}</p>
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="grid content-start gap-1">
          <label htmlFor="match-mode" className="text-sm font-semibold text-slate-800">
            {t("quickMatch.mode")}
          </label>
          <select
            id="match-mode"
            value={gameMode}
            onChange={(e) => {
              const mode = e.target.value as MatchmakingGameMode;
              // Each mode has its own round choices; start from its default.
              onChange({
                ...value,
                gameMode: mode,
                preferredRounds: MATCHMAKING_ROUNDS_BY_MODE[mode].default,
              });
            }}
            className={inputClass}
          >
            {MATCHMAKING_GAME_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {modeLabel(mode)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid content-start gap-1">
          <label htmlFor="match-rounds" className="text-sm font-semibold text-slate-800">
            {t("quickMatch.rounds")}
          </label>
          <select
            id="match-rounds"
            value={preferredRounds}
            onChange={(e) => onChange({ ...value, preferredRounds: Number(e.target.value) })}
            className={inputClass}
          >
            {MATCHMAKING_ROUNDS_BY_MODE[gameMode].options.map((n) => (
              <option key={n} value={n}>
                {t("rounds", { count: n })}
              </option>
            ))}
          </select>
        </div>
        <div className="grid content-start gap-1">
          <label htmlFor="match-skill" className="text-sm font-semibold text-slate-800">
            {t("quickMatch.skill")}
          </label>
          <select
            id="match-skill"
            value={skillLevel}
            onChange={(e) => onChange({ ...value, skillLevel: e.target.value as MatchmakingSkillLevel })}
            className={inputClass}
          >
            {MATCHMAKING_SKILL_LEVELS.map((level) => (
              <option key={level} value={level}>
                {skillLabel(level)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Button type="submit" disabled={pending || busy}>
        {pending ? t("quickMatch.joining") : t("quickMatch.find")}
      </Button>
    </form>
  );
}

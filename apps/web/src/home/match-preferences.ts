import {
  MATCHMAKING_ROUNDS_BY_MODE,
  type MatchmakingPreferences,
  type MatchmakingSkillLevel,
} from "@riddlebook/protocol";
import { homeText } from "../i18n/en/home";

/** A quick-match skill level as players read it ("Any", "Beginner", ...). */
export function skillLabel(level: MatchmakingSkillLevel): string {
  return homeText.t(`quickMatch.skills.${level}`);
}

/**
 * The settings a quick match starts with, and what a "waiting" status without its preferences is
 * shown as: the standard mode with its default rounds, any skill.
 */
export const DEFAULT_MATCH_PREFERENCES: MatchmakingPreferences = {
  gameMode: "standard",
  preferredRounds: MATCHMAKING_ROUNDS_BY_MODE.standard.default,
  skillLevel: "any",
};

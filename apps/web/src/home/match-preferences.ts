import {
  MATCHMAKING_ROUNDS_BY_MODE,
  type MatchmakingPreferences,
  type MatchmakingSkillLevel,
} from "@riddlebook/protocol";

/** The quick-match skill levels as players read them. */
export const SKILL_LABELS: Record<MatchmakingSkillLevel, string> = {
  any: "Any",
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
};

/**
 * The settings a quick match starts with, and what a "waiting" status without its preferences is
 * shown as: the standard mode with its default rounds, any skill.
 */
export const DEFAULT_MATCH_PREFERENCES: MatchmakingPreferences = {
  gameMode: "standard",
  preferredRounds: MATCHMAKING_ROUNDS_BY_MODE.standard.default,
  skillLevel: "any",
};

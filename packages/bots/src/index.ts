// Bot personas that write and guess riddles, as ordinary clients of the rules: they see only their
// own per-player view and act through intents. Server side (Node): word knowledge comes from
// WordNet through `@riddlebook/words`.
export { BEST_PICK_RATE, pickByDifficulty } from "./guess/difficulty";
export {
  type GuessOptions,
  type GuessResult,
  guess,
  rankCandidates,
  type ScoredCandidate,
} from "./guess/guess.server";
export { type EvidenceBag, evidenceBag, type KnowledgeDepth } from "./knowledge/bag.server";
export { warmUp } from "./knowledge/warm-up.server";
export {
  type BotProfile,
  chooseWord,
  type PlannedIntent,
  type PlanOptions,
  planTurn,
} from "./play/plan-turn.server";
export { auditRiddle } from "./write/audit.server";
export { quotedGloss } from "./write/gloss-quote.server";
export { VOICE_STYLES, VOICES, type Voice, voiceFor } from "./write/personas";
export {
  BOT_RIDDLE_MAX_LENGTH,
  type WriteRiddleInput,
  type WrittenRiddle,
  writeRiddle,
} from "./write/write-riddle.server";

// The light entry point (`@riddlebook/words/check`): the rule checker and the guess matcher, running
// from precomputed page data alone. It imports no dictionary and no Node module, so the browser can
// run it on every keystroke.
export {
  checkRiddle,
  fallbackForms,
  prepareCheck,
} from "./check/check-riddle";
export { matchGuess } from "./check/match-guess";
export { compoundHalves } from "./check/messages";
export { fold, foldKey } from "./check/normalize";
export { regularForms } from "./check/regular-forms";
export { type Token, tokenize } from "./check/tokenize";
export type { CheckItem, CheckResult, MatchResult, PageData, Rule, WordForms } from "./check/types";
export { RULES } from "./check/types";

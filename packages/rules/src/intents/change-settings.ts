import { ROUND_LIMITS } from "../constants";
import type { ChangeSettingsIntent } from "../intent";
import { type Rejection, reject } from "../rejection";
import type { Step } from "../step";
import { emitGameUpdated } from "../transitions";

/** The refusal for a settings change the rules cannot apply, with what is wrong in words. */
const invalid = (message: string): Rejection => reject("invalid_settings", { message });

/**
 * The host changes the number of rounds, the visibility or the page option of a game in setup
 * (docs/product.md §3, "Play again"). The checks on the seat, host role and phase are the table's
 * in `applyIntent`; here: at least one setting, each of its type, and rounds in `ROUND_LIMITS`,
 * the range creating a game accepts for every mode (docs/product.md §4, "Rounds"). The mode never
 * changes, and nobody's readiness does either (a page change leaves it alone too). Everyone is
 * told with `game_updated`.
 */
export function changeSettings(step: Step, intent: ChangeSettingsIntent): Rejection | undefined {
  const { state } = step;
  const { totalRounds, isPublic, showPageWhileGuessing } = intent;
  if (totalRounds === undefined && isPublic === undefined && showPageWhileGuessing === undefined) {
    return invalid("Choose at least one setting to change.");
  }
  if (
    totalRounds !== undefined &&
    (typeof totalRounds !== "number" ||
      !Number.isInteger(totalRounds) ||
      totalRounds < ROUND_LIMITS.min ||
      totalRounds > ROUND_LIMITS.max)
  ) {
    return invalid(`Rounds must be a whole number from ${ROUND_LIMITS.min} to ${ROUND_LIMITS.max}.`);
  }
  if (isPublic !== undefined && typeof isPublic !== "boolean") {
    return invalid("Public must be true or false.");
  }
  if (showPageWhileGuessing !== undefined && typeof showPageWhileGuessing !== "boolean") {
    return invalid("Showing the page while guessing must be true or false.");
  }
  if (totalRounds !== undefined) state.totalRounds = totalRounds;
  if (isPublic !== undefined) state.isPublic = isPublic;
  if (showPageWhileGuessing !== undefined) state.showPageWhileGuessing = showPageWhileGuessing;
  emitGameUpdated(step);
  return undefined;
}

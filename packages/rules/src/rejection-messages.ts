import type { IntentType } from "./intent";
import type { Rejection, RejectionCode } from "./rejection";

/**
 * Where the product's wording for one call differs from a rejection's general message, by intent
 * and code. The one table of message overrides: HTTP answers and socket errors both read it.
 */
const OVERRIDES: { readonly [K in IntentType]?: Partial<Record<RejectionCode, string>> } = {
  addBot: {
    not_host: "Only the host can add bots.",
    wrong_phase: "Bots can only be added before the game starts.",
  },
  changeSettings: {
    not_host: "Only the host can change the game's settings.",
    wrong_phase: "The settings can only be changed before the game starts.",
  },
  requestPhase: { wrong_round: "That round has already started." },
  kick: { not_host: "Only the host can remove players." },
};

/**
 * The message a player is shown for `rejection` of an intent of type `intentType`: for an invalid
 * riddle, the first broken rule's message (it names the offending word, and only the author ever
 * sees it); otherwise the call's override, or the rejection's own message.
 */
export function rejectionMessage(intentType: IntentType | undefined, rejection: Rejection): string {
  const first = rejection.violations?.[0];
  if (first) return first.message;
  return (intentType && OVERRIDES[intentType]?.[rejection.code]) ?? rejection.message;
}

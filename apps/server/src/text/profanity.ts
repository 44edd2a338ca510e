import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from "obscenity";
import { HttpError } from "../http/errors";

/**
 * The profanity filter (docs/decisions/021-community-riddles-moderation.md): the `obscenity` library's
 * English data set with its recommended transformers, which see through leetspeak ("sh1t"),
 * look-alike characters and repeated letters ("fuuuck"), and know false friends such as "Scunthorpe",
 * "assassin" and "cocktail". Two additions of ours:
 * - words spelled out letter by letter ("f u c k", "s.h.i.t", "f_u_c_k") are joined and checked
 *   again. Only runs of single letters are joined, never whole words, so "is hit" stays clean;
 * - a few everyday words the data set would refuse (`MORE_FALSE_FRIENDS`) are allowed.
 *
 * Every checked field blocks rather than masks: the request is refused with a 400 that names the
 * field, and nothing is stored. Masking would silently change a riddle (its clue) or a name the
 * player chose. Runs on the server only; the browser bundle does not load the word list.
 */

/**
 * Everyday words (or their starts) and names that the data set would refuse: a spice, a cockpit, a
 * pussycat, the town of Penistone, a blue tit, cum laude. Each one is checked by the unit test.
 */
export const MORE_FALSE_FRIENDS = [
  "cumin",
  "cumquat",
  "cummerbund",
  "assort",
  "asson",
  "analges",
  "analect",
  "annal",
  "cockpit",
  "cockscomb",
  "pussycat",
  "pussyfoot",
  "pussy willow",
  "shiitake",
  "shiite",
  "penistone",
  "dickinson",
  "medick",
  "niggard",
  "retardant",
  "rapeseed",
  "rappel",
  "traffick",
  "feckless",
  "moby dick",
  "assyria",
  "assegai",
  "wankel",
  "cum laude",
  "tit for tat",
  "blue tit",
  "great tit",
  "pachinko",
  "chinkapin",
  "terengganu",
  "boob tube",
];

let matcher: RegExpMatcher | undefined;

function theMatcher(): RegExpMatcher {
  if (!matcher) {
    const built = englishDataset.build();
    matcher = new RegExpMatcher({
      ...built,
      whitelistedTerms: [...(built.whitelistedTerms ?? []), ...MORE_FALSE_FRIENDS],
      ...englishRecommendedTransformers,
    });
  }
  return matcher;
}

/** Between the letters of a word spelled out: spaces, dots, dashes, underscores, tildes. */
const SPELLING_GAP = /[\s._\-~]+/gu;
/** Three or more single letters (or leetspeak stand-ins) with gaps between: "f u c k", "s.h.1.t". */
const SPELLED_OUT = /(?<![\p{L}\p{N}])(?:[\p{L}\p{N}@$!|][\s._\-~]+){2,}[\p{L}\p{N}@$!|](?![\p{L}\p{N}])/gu;

/** Whether `text` holds a word the filter refuses (see the module's comment). */
export function isProfane(text: string): boolean {
  const m = theMatcher();
  if (m.hasMatch(text)) return true;
  for (const run of text.matchAll(SPELLED_OUT)) {
    if (m.hasMatch(run[0].replace(SPELLING_GAP, ""))) return true;
  }
  return false;
}

/**
 * The content policy's fields: every text a player writes that another person can see, each with
 * the message that names it. `apps/server/test/api/content-policy.test.ts` walks the protocol's
 * request schemas and fails on a player-written field that neither goes through `assertClean` nor
 * is listed there as seen by nobody else (docs/reliability.md A44).
 */
const FIELD_MESSAGES = {
  username: "Your username contains a word that isn't allowed.",
  firstName: "Your first name contains a word that isn't allowed.",
  lastName: "Your last name contains a word that isn't allowed.",
  bio: "Your bio contains a word that isn't allowed.",
  playerName: "Your player name contains a word that isn't allowed.",
  gameName: "The game name contains a word that isn't allowed.",
  tournamentName: "The tournament name contains a word that isn't allowed.",
  tournamentDescription: "The tournament description contains a word that isn't allowed.",
  riddle: "The riddle contains a word that isn't allowed.",
  guess: "Your guess contains a word that isn't allowed.",
  challengeMessage: "The challenge message contains a word that isn't allowed.",
} as const;
type ScreenedField = keyof typeof FIELD_MESSAGES;

/**
 * The one content policy (issue 29): refuses (400 `invalid_request`, naming the field) a value that
 * holds a word the filter refuses, before anything is stored or shown. Absent values (undefined,
 * null) pass.
 */
export function assertClean(field: ScreenedField, text: string | null | undefined): void {
  if (text === undefined || text === null) return;
  if (isProfane(text)) throw new HttpError(400, "invalid_request", FIELD_MESSAGES[field]);
}

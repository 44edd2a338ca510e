import {
  addBotBodySchema,
  chooseWordBodySchema,
  claimAccountBodySchema,
  createGameBodySchema,
  joinGameBodySchema,
  joinMatchmakingBodySchema,
  kickBodySchema,
  loginBodySchema,
  MATCHMAKING_GAME_MODES,
  MATCHMAKING_ROUND_OPTIONS,
  MATCHMAKING_SKILL_LEVELS,
  patchGameBodySchema,
  patchPlayerBodySchema,
  profileUpdateBodySchema,
  publishRiddleBodySchema,
  SERVER_ERROR_CODES,
  signupBodySchema,
  submitGuessBodySchema,
  submitRiddleBodySchema,
} from "@riddlebook/protocol";
import {
  BOT_DIFFICULTIES,
  BOT_TYPES,
  GAME_MODES,
  GAME_PHASES,
  REJECTIONS,
  SKILL_LEVELS,
  WORD_CATEGORIES,
} from "@riddlebook/rules";
import fc from "fast-check";
import { z } from "zod";
import { PAGE_WORDS, RIDDLES } from "../support/game-helpers";

/** Every code of the protocol's `ErrorCode` union: the rules' rejections and the server's own. */
export const ERROR_CODES: ReadonlySet<string> = new Set<string>([
  ...SERVER_ERROR_CODES,
  ...Object.keys(REJECTIONS),
]);

/** Markup and script a player might type, to be stored and returned as plain text (A20). */
export const MARKUP = [
  "<script>alert(1)</script>",
  '<img src=x onerror="alert(1)">',
  "</textarea><svg/onload=alert(1)>",
  "{{constructor.constructor('alert(1)')()}}",
  "javascript:alert(1)",
  "<b>bold</b> &amp; &lt;",
] as const;

/** Strings that have broken parsers, routers and databases before. */
const ODD_STRINGS = [
  "",
  " ",
  "%",
  "%25",
  "%zz",
  "%00",
  "..",
  "../..",
  "%2e%2e%2f",
  "/",
  "?",
  "#",
  "é",
  "\u{1F418}",
  "\u202e",
  "\u0000",
  "null",
  "undefined",
  "NaN",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "-1",
  "0",
  "1e309",
  "9".repeat(30),
  "a".repeat(64),
  "a".repeat(65),
  "a".repeat(101),
  "a".repeat(5000),
  "' OR '1'='1",
  "'; DROP TABLE games; --",
  ...MARKUP,
] as const;

/** The real things a fuzzed request may name: ids, codes and credentials from the fixtures. */
export interface Known {
  gameIds: string[];
  playerIds: string[];
  riddleIds: string[];
  /** Words dealt to the fixtures' seats (each is choosable by one seat only). */
  dealtWords: string[];
  joinCodes: string[];
  userIds: string[];
  emails: string[];
}

/** Any string: short unicode, odd, or very long. */
export const anyString = (): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
    { weight: 3, arbitrary: fc.constantFrom(...ODD_STRINGS) },
    { weight: 1, arbitrary: fc.string({ minLength: 300, maxLength: 6000 }) },
  );

/** Any JSON value, or one of a few values JSON.stringify treats specially. */
export const anyValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 5, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 2, arbitrary: anyString() },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        null,
        true,
        false,
        0,
        -1,
        1.5,
        2 ** 53,
        -(2 ** 31),
        1e308,
        Number.NaN,
        Number.POSITIVE_INFINITY,
        -0,
        [],
        {},
        [null],
        { __proto__: null },
      ),
    },
    { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) },
  );

/** Values a field of this name may sensibly hold, mixed in with random ones. */
function fieldValue(field: string, known: Known): fc.Arbitrary<unknown> {
  const pick = (values: readonly unknown[]) =>
    values.length > 0 ? fc.constantFrom(...values) : fc.constant("no-such-id");
  const dealt = known.dealtWords.length > 0 ? fc.constantFrom(...known.dealtWords) : fc.constant("unicorn");
  const sensible: Record<string, fc.Arbitrary<unknown>> = {
    gameId: pick(known.gameIds),
    playerId: pick(known.playerIds),
    guesserId: pick(known.playerIds),
    targetId: pick(known.playerIds),
    riddleId: pick(known.riddleIds),
    userId: pick(known.userIds),
    round: fc.integer({ min: -1, max: 12 }),
    currentRound: fc.integer({ min: -1, max: 12 }),
    currentPageNumber: fc.oneof(fc.integer({ min: -1, max: 12 }), fc.integer()),
    currentPhase: fc.constantFrom(...GAME_PHASES, "lobby"),
    timeRemaining: fc.oneof(fc.integer(), fc.constant(null)),
    word: fc.oneof(
      dealt,
      dealt.map((w) => ` ${w.toUpperCase()} `),
      fc.constantFrom(...PAGE_WORDS, "unicorn"),
    ),
    selectedWord: fc.oneof(dealt, fc.constantFrom(...PAGE_WORDS, "unicorn")),
    riddleText: fc.constantFrom(...RIDDLES, ...MARKUP),
    guess: fc.oneof(dealt, fc.constantFrom(...PAGE_WORDS, "Elephants", "zebra")),
    name: fc.constantFrom("Pat", "  ", ...MARKUP),
    playerName: fc.constantFrom("Pat", "Hana", "x".repeat(60), ...MARKUP),
    isReady: fc.boolean(),
    isPublic: fc.boolean(),
    hasSubmittedRiddle: fc.boolean(),
    hasSubmittedGuess: fc.boolean(),
    gameMode: fc.constantFrom(...GAME_MODES, ...MATCHMAKING_GAME_MODES),
    totalRounds: fc.integer({ min: 0, max: 12 }),
    preferredRounds: fc.constantFrom(...MATCHMAKING_ROUND_OPTIONS, 0, 4),
    skillLevel: fc.constantFrom(...MATCHMAKING_SKILL_LEVELS, ...SKILL_LEVELS),
    botType: fc.constantFrom(...BOT_TYPES),
    difficulty: fc.constantFrom(...BOT_DIFFICULTIES),
    email: fc.oneof(pick(known.emails), fc.emailAddress()),
    password: fc.constantFrom("correct horse battery", "short", "p".repeat(300)),
    username: fc.stringMatching(/^[A-Za-z0-9_]{1,24}$/),
    firstName: fc.constantFrom("Pat", ...MARKUP),
    lastName: fc.constantFrom("Player", ...MARKUP),
    bio: fc.constantFrom("Hello", ...MARKUP, null),
    favoriteWordCategory: fc.constantFrom(...WORD_CATEGORIES, null),
  };
  const own = sensible[field];
  return own ? fc.oneof({ weight: 3, arbitrary: own }, { weight: 1, arbitrary: anyValue() }) : anyValue();
}

/** The field lists a body schema accepts (one per branch of a union). */
export function shapesOf(schema: z.ZodType): string[][] {
  if (schema instanceof z.ZodObject) return [Object.keys(schema.shape)];
  if (schema instanceof z.ZodUnion) return (schema.options as z.ZodType[]).flatMap(shapesOf);
  return [];
}

/**
 * The body schema of each route that reads one, by "METHOD /url", so bodies can be shaped like the
 * real ones (right field names, random values). A route missing here still gets random bodies.
 */
export const BODY_SCHEMAS: Record<string, z.ZodType> = {
  "POST /api/auth/signup": signupBodySchema,
  "POST /api/auth/login": loginBodySchema,
  "POST /api/user/claim": claimAccountBodySchema,
  "PATCH /api/user/profile": profileUpdateBodySchema,
  "POST /api/games": createGameBodySchema,
  "PATCH /api/games/:id": patchGameBodySchema,
  "POST /api/games/:id/kick": kickBodySchema,
  "POST /api/games/:id/choose-word": chooseWordBodySchema,
  "POST /api/games/:id/add-bot": addBotBodySchema,
  "POST /api/players": joinGameBodySchema,
  "PATCH /api/players/:id": patchPlayerBodySchema,
  "POST /api/riddles": submitRiddleBodySchema,
  "POST /api/riddles/:id/publish": publishRiddleBodySchema,
  "POST /api/guesses": submitGuessBodySchema,
  "POST /api/matchmaking/join": joinMatchmakingBodySchema,
};

/** An object with the given fields (any subset of them, sometimes one more) holding fuzzed values. */
export function shapedBody(fields: string[], known: Known): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const field of fields) model[field] = fieldValue(field, known);
  return fc
    .tuple(
      fc.record(model, { requiredKeys: fields.length > 0 ? [] : undefined }),
      fc.option(
        fc.tuple(fc.constantFrom("extra", "__proto__", "constructor", "isHost", "hostId"), anyValue()),
        {
          freq: 5,
        },
      ),
    )
    .map(([body, extra]) => {
      if (!extra) return body;
      // defineProperty, so that "__proto__" becomes an own key that JSON.stringify writes out.
      return Object.defineProperty({ ...body }, extra[0], {
        value: extra[1],
        enumerable: true,
        writable: true,
        configurable: true,
      });
    });
}

/** Whether `body` is exactly the one error shape, with a known code; the problem otherwise. */
export function errorShapeProblem(contentType: string, text: string): string | null {
  if (!contentType.startsWith("application/json")) return `error body is not JSON (${contentType})`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return "error body does not parse as JSON";
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) return "error body is not an object";
  const keys = Object.keys(body).sort().join(",");
  if (keys !== "code,message") return `error body has keys ${keys}`;
  const { code, message } = body as { code: unknown; message: unknown };
  if (typeof message !== "string" || message.trim() === "") return "error message is not a non-empty string";
  if (typeof code !== "string" || !ERROR_CODES.has(code))
    return `error code ${String(code)} is not an ErrorCode`;
  if (/\bat .+:\d+:\d+/.test(text)) return "error body leaks a stack";
  return null;
}

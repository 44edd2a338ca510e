/**
 * The business constants of Riddlebook, in one place (docs/product.md §15).
 * Every other package reads them from here; nothing else hard-codes them.
 */

export const PRODUCT_NAME = "Riddlebook" as const;

/** Profile skill levels (docs/product.md §10, field table). */
export const SKILL_LEVELS = ["beginner", "intermediate", "advanced", "expert"] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];
export const DEFAULT_SKILL_LEVEL: SkillLevel = "beginner";

/** Profile favourite word categories (docs/product.md §10, field table). */
export const WORD_CATEGORIES = [
  "nature",
  "technology",
  "emotions",
  "actions",
  "objects",
  "animals",
  "food",
  "science",
] as const;
export type WordCategory = (typeof WORD_CATEGORIES)[number];

/** Account roles (docs/product.md §10, "Roles"). */
export const ROLES = ["player", "moderator", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** Field bounds for accounts (docs/product.md §10, field table). */
export const ACCOUNT_LIMITS = {
  usernameMin: 3,
  usernameMax: 24,
  nameMin: 1,
  nameMax: 50,
  passwordMin: 8,
  passwordMax: 128,
  bioMax: 280,
  emailMax: 254,
} as const;

/** Client timings (docs/product.md §15, "Client timings"), shared by the web app. */
export const CLIENT_TIMINGS = {
  redirectAfterAuthMs: 1000,
  redirectAfterUnauthorizedMs: 500,
  profileLoggedOutRedirectMs: 500,
  tooltipDelayMs: 700,
  toastDurationMs: 5000,
  toastSwipeThreshold: 50,
  toastRemoveDelayMs: 1_000_000,
  matchmakingStatusPollMs: 2000,
  matchmakingRecheckMs: 3000,
} as const;

// ---------------------------------------------------------------------------
// Game constants (docs/product.md §3, §4, §5 and §15; the server runs the game, §16.1).
// ---------------------------------------------------------------------------

/** Writing phase length in seconds, and the shorter one of the speed round (docs/product.md §4). */
export const WRITING_SECONDS = 180 as const;
export const SPEED_ROUND_WRITING_SECONDS = 60 as const;

/** Riddle text limit, counted in Unicode code points (see `riddleLength`). */
export const RIDDLE_MAX_LENGTH = 500 as const;
/** Longest accepted guess, in code points; no wordbook word comes close. */
export const GUESS_MAX_LENGTH = 100 as const;
/** Longest accepted secret word, in code points. */
export const WORD_MAX_LENGTH = 60 as const;
/** Longest game name after trimming. */
export const GAME_NAME_MAX_LENGTH = 60 as const;
/** Longest player name after trimming (matches the account name bound). */
export const PLAYER_NAME_MAX_LENGTH = 50 as const;

/**
 * Players per game (docs/product.md §4, "Players"): a game starts with at least 2 ready players and
 * is full at 8.
 */
export const PLAYER_LIMITS = { min: 2, max: 8, recommendedMin: 3, recommendedMax: 6 } as const;
export const MIN_PLAYERS = PLAYER_LIMITS.min;
export const MAX_PLAYERS = PLAYER_LIMITS.max;

/** Round choices on the home Create tab (docs/product.md §4, "Rounds"). */
export const HOME_ROUND_OPTIONS = [5, 7, 10] as const;
export type HomeRoundOption = (typeof HOME_ROUND_OPTIONS)[number];
export const DEFAULT_HOME_ROUNDS: HomeRoundOption = 7;
/** Round choices for challenges and battles (docs/product.md §4, "Rounds"). */
export const CHALLENGE_ROUND_OPTIONS = [3, 5, 7] as const;
export type ChallengeRoundOption = (typeof CHALLENGE_ROUND_OPTIONS)[number];
export const DEFAULT_BATTLE_ROUNDS: ChallengeRoundOption = 3;
/**
 * The rules accept any whole number of rounds in this range. The option lists above are what the
 * screens offer; the wider range lets tests and tools play short (for example 2-round) games.
 */
export const ROUND_LIMITS = { min: 1, max: 10 } as const;

/**
 * How many words each player is dealt per round, when the page has enough fresh words for
 * everyone (docs/decisions/018-dealt-hands-and-page-rotation.md); fewer, down to one, when not.
 */
export const HAND_SIZE = 4;

/**
 * Game modes (docs/product.md §4, "Modes"). The first four can be chosen on the Create tab; the last
 * two are advanced.
 */
export const GAME_MODES = [
  "standard",
  "style_challenge",
  "character_voice",
  "speed_round",
  "head_to_head",
  "story_mode",
] as const;
export type GameMode = (typeof GAME_MODES)[number];
export const HOME_GAME_MODES = ["standard", "style_challenge", "character_voice", "speed_round"] as const;
export const ADVANCED_GAME_MODES = ["head_to_head", "story_mode"] as const;
export type AdvancedGameMode = (typeof ADVANCED_GAME_MODES)[number];
export const DEFAULT_GAME_MODE: GameMode = "standard";

/**
 * Game phases, in order. The original spec also named a "guessing" phase: here `reading` is the
 * single combined reading-and-guessing phase, so a separate "guessing" never appears in state
 * (docs/product.md §3).
 * After `scoring` the game goes back to `writing` for the next round, or on to `complete`.
 */
export const GAME_PHASES = ["setup", "writing", "reading", "scoring", "complete"] as const;
export type GamePhase = (typeof GAME_PHASES)[number];

/**
 * Join-code words (docs/product.md §4, "Join codes"; ADR 013): home games and advanced games. A code
 * is a word plus 1 to 999: 50 × 999 home codes and 30 × 999 advanced ones. The first ten home words
 * and the first five advanced words are the original lists, so codes stored before the lists grew
 * still resolve. Every word is common, spelled as it sounds, and belongs to one list only.
 */
export const HOME_JOIN_CODE_WORDS = [
  "SUNSET",
  "OCEAN",
  "FOREST",
  "MOUNTAIN",
  "RIVER",
  "GARDEN",
  "CASTLE",
  "BRIDGE",
  "ISLAND",
  "VALLEY",
  "MEADOW",
  "CANYON",
  "LAGOON",
  "DESERT",
  "GLACIER",
  "ORCHARD",
  "COAST",
  "BEACH",
  "LAKE",
  "HILL",
  "CAVE",
  "TOWER",
  "CABIN",
  "FIELD",
  "GROVE",
  "MARSH",
  "SUMMIT",
  "STREAM",
  "WILLOW",
  "MAPLE",
  "CEDAR",
  "CORAL",
  "COMET",
  "PLANET",
  "RAINBOW",
  "SUNRISE",
  "HARVEST",
  "LANTERN",
  "PEBBLE",
  "CLOVER",
  "ACORN",
  "BREEZE",
  "CLOUD",
  "PINE",
  "FERN",
  "OASIS",
  "VOLCANO",
  "GALAXY",
  "BLOSSOM",
  "COTTAGE",
] as const;
export const ADVANCED_JOIN_CODE_WORDS = [
  "BATTLE",
  "DUEL",
  "CLASH",
  "FIGHT",
  "COMBAT",
  "RIVAL",
  "ARENA",
  "CONTEST",
  "SHOWDOWN",
  "VICTORY",
  "CHAMPION",
  "CHALLENGE",
  "JOUST",
  "STRIKE",
  "BLITZ",
  "CHARGE",
  "SHIELD",
  "SPEAR",
  "HERO",
  "DRAGON",
  "TIGER",
  "FALCON",
  "TITAN",
  "ROCKET",
  "THUNDER",
  "TROPHY",
  "MEDAL",
  "RALLY",
  "SPRINT",
  "LEGEND",
] as const;
export type JoinCodeWord = (typeof HOME_JOIN_CODE_WORDS)[number] | (typeof ADVANCED_JOIN_CODE_WORDS)[number];
export const JOIN_CODE_NUMBER = { min: 1, max: 999 } as const;

/**
 * Avatar colours (docs/product.md §4, "Avatar colours"): the host's default, then six colours that
 * later players cycle through.
 */
export const DEFAULT_AVATAR_COLOR = "hsl(47, 96%, 53%)" as const;
export const AVATAR_COLORS = [
  "hsl(0, 84%, 60%)",
  "hsl(142, 71%, 45%)",
  "hsl(217, 91%, 60%)",
  "hsl(271, 81%, 56%)",
  "hsl(330, 81%, 60%)",
  "hsl(25, 95%, 53%)",
] as const;
export type AvatarColor = typeof DEFAULT_AVATAR_COLOR | (typeof AVATAR_COLORS)[number];

/** Bot personas and difficulties (docs/product.md §8). */
export const BOT_TYPES = ["auntie", "grandpa", "random"] as const;
export type BotType = (typeof BOT_TYPES)[number];
export const BOT_DIFFICULTIES = ["easy", "medium", "hard", "expert"] as const;
export type BotDifficulty = (typeof BOT_DIFFICULTIES)[number];
export const DEFAULT_BOT_DIFFICULTY: BotDifficulty = "medium";
/** Persona names; a bot takes the first one not already at the table. */
export const BOT_NAMES = {
  auntie: [
    "Auntie Mabel",
    "Auntie Rose",
    "Auntie Pearl",
    "Auntie Dot",
    "Auntie Flo",
    "Auntie Ivy",
    "Auntie Bea",
  ],
  grandpa: [
    "Grandpa Joe",
    "Grandpa Walt",
    "Grandpa Ned",
    "Grandpa Gus",
    "Grandpa Sal",
    "Grandpa Abe",
    "Grandpa Lou",
  ],
  random: [
    "Riddle Rex",
    "Wildcard Wren",
    "Mystery Max",
    "Puzzle Pip",
    "Enigma Em",
    "Quirky Quinn",
    "Jumble Jo",
  ],
} as const satisfies Record<BotType, readonly string[]>;

/** The eight style prompts of `style_challenge` (docs/product.md §4, "Modes"), as shown to players. */
export const STYLE_PROMPTS = [
  "Haiku",
  "Children's rhyme",
  "Detective noir",
  "Ancient prophecy",
  "Romantic sonnet",
  "Only one sentence",
  "No adjectives",
  "Include one lie",
] as const;
export type StylePrompt = (typeof STYLE_PROMPTS)[number];

/** The prompts a mode assigns (style prompts or characters); empty for modes without prompts. */
export function modePrompts(gameMode: GameMode): readonly string[] {
  if (gameMode === "style_challenge") return STYLE_PROMPTS;
  if (gameMode === "character_voice") return CHARACTER_VOICES;
  return [];
}

/** The fourteen characters of `character_voice` (docs/product.md §4, "Modes"), as shown to players. */
export const CHARACTER_VOICES = [
  "Pirate",
  "Robot",
  "Medieval herald",
  "Cowboy",
  "Sports commentator",
  "Fairy-tale witch",
  "Hard-boiled detective",
  "Surfer",
  "Grumpy cat",
  "Weather forecaster",
  "Opera singer",
  "Alien tourist",
  "Royal butler",
  "Caveman",
] as const;
export type CharacterVoice = (typeof CHARACTER_VOICES)[number];

/**
 * Default phase timings in milliseconds. Every game stores its own copy (`GameState.timings`), so
 * the server can shorten them for tests.
 * - `writingMs`: 180 s; `speedRoundWritingMs`: 60 s (docs/product.md §4, "Timings").
 * - `readingMs`: 120 s. The original spec had no reading clock; reading ends when everyone has
 *   guessed or at its deadline (docs/product.md §3). With the recommended 3 to 6 players a player
 *   usually has 2 to 5 short verse riddles to guess: 120 s leaves 25 to 60 s for each, and the phase
 *   already ends early when everyone is done, so the deadline only matters when someone is away or
 *   stuck (docs/product.md §4; ADR 008).
 * - `scoringMs`: 30 s before scoring continues on its own, so a game never waits on an absent host
 *   (docs/product.md §3, "Scoring").
 */
export const DEFAULT_TIMINGS = {
  writingMs: WRITING_SECONDS * 1000,
  speedRoundWritingMs: SPEED_ROUND_WRITING_SECONDS * 1000,
  readingMs: 120_000,
  scoringMs: 30_000,
} as const;
/** The timing keys a game can override. */
export type TimingKey = keyof typeof DEFAULT_TIMINGS;
/** Longest allowed override of any timing: one day. */
export const MAX_TIMING_MS = 86_400_000 as const;

/** Scoring numbers (docs/product.md §7). See `scoreRound` for the rule. */
export const SCORING = {
  authorFullPoints: 5,
  authorPartialPoints: 1,
  pointsPerCorrectGuess: 2,
} as const;

/**
 * The scoring rule as players read it, on the How to Play card and the results view. It replaces
 * the original spec's contradictory "5 points per correct guess, 5 bonus points" line
 * (docs/product.md §7).
 */
export const SCORING_RULE_TEXT =
  "Each correct guess earns the guesser 2 points. A riddle's author earns 5 points when at least half of the players (rounded up) guess it, 1 point when at least one player does, otherwise 0." as const;

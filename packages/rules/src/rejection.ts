/**
 * Every rule a riddle can break or nearly break: the structural ones the rules apply themselves
 * (`empty`, `too_long`, `control_character`), the baseline `contains_word`, and the word-aware ones
 * a checker from the words package reports (`word` … `page_word`). A checker reporting any other
 * name does not type-check as a `CheckRiddle`.
 */
export const RIDDLE_RULES = [
  "empty",
  "too_long",
  "control_character",
  "contains_word",
  "word",
  "inflection",
  "derivation",
  "compound",
  "synonym",
  "page_word",
  "compound_part",
] as const;
export type RiddleRule = (typeof RIDDLE_RULES)[number];

/** A rule the riddle text breaks (or, as a warning, nearly breaks), with where in the text. */
export interface RiddleViolation {
  /** Machine name of the rule, e.g. `contains_word`, `too_long`. */
  rule: RiddleRule;
  message: string;
  /** UTF-16 offsets into the (normalised) riddle text, as `String.prototype.slice` takes them. */
  start: number;
  end: number;
}

/**
 * Why an intent was refused. `status` is the HTTP status the server should answer with;
 * `message` is the user-facing text (the product's fixed wording where it has one, docs/product.md §14).
 */
export interface Rejection {
  code: RejectionCode;
  status: 400 | 403 | 404 | 409;
  message: string;
  /** For `invalid_riddle`: the rules the text breaks. */
  violations?: RiddleViolation[];
}

/** Every rejection the rules can give, with its status and message. */
export const REJECTIONS = {
  // 400: the request itself is not acceptable.
  invalid_intent: { status: 400, message: "That request is not valid." },
  invalid_settings: { status: 400, message: "Those game settings are not valid." },
  invalid_name: { status: 400, message: "Please enter your name" },
  invalid_page: { status: 400, message: "Select a Page - Please select a wordbook page first." },
  no_word: { status: 400, message: "Please select a word first" },
  word_not_on_page: { status: 400, message: "That word is not on this wordbook page." },
  invalid_riddle: { status: 400, message: "Invalid Riddle - Please check the writing rules and try again." },
  empty_guess: { status: 400, message: "Please enter a guess" },
  invalid_guess: { status: 400, message: "That guess is too long." },
  invalid_bot: { status: 400, message: "Please choose auntie, grandpa or random." },
  kick_self: { status: 400, message: "You can't remove yourself. Use Leave Game instead." },
  // 403: the player may not do this.
  not_host: { status: 403, message: "Only the host can do that." },
  kicked: { status: 403, message: "The host removed you from this game." },
  own_riddle: { status: 403, message: "You can't guess your own riddle." },
  // 404: something named does not exist.
  player_not_found: { status: 404, message: "You are not a player in this game." },
  riddle_not_found: { status: 404, message: "That riddle doesn't exist." },
  target_not_found: { status: 404, message: "That player is not in this game." },
  // 409: not now, or not again.
  game_over: { status: 409, message: "This game has ended." },
  wrong_phase: { status: 409, message: "That can't be done in this phase of the game." },
  server_owned_phase: { status: 409, message: "The game moves to that phase on its own; it can't be set." },
  wrong_round: { status: 409, message: "That round is already over." },
  wrong_mode: { status: 409, message: "This game mode has no challenges to re-roll." },
  game_full: { status: 409, message: "This game is full." },
  already_joined: { status: 409, message: "You are already in this game." },
  already_played_again: { status: 409, message: "The host already started a new game from this one." },
  name_taken: { status: 409, message: "That name is already taken in this game. Pick another." },
  duplicate_id: { status: 409, message: "That id is already in use in this game." },
  has_left: { status: 409, message: "You have left this game. Rejoin to play." },
  no_page: { status: 409, message: "Select Wordbook Page - Please select a wordbook page before starting." },
  not_enough_players: {
    status: 409,
    message: "Not Enough Players - At least 2 players must be ready to start.",
  },
  page_used_up: {
    status: 409,
    message: "This game has used up that page's words. Pick another page for the next round.",
  },
  word_not_dealt: { status: 400, message: "Choose one of the words dealt to you this round." },
  already_submitted: { status: 409, message: "You have already submitted a riddle this round." },
  already_guessed: { status: 409, message: "You have already guessed this riddle." },
  nothing_due: { status: 409, message: "No deadline has passed yet." },
} as const satisfies Record<string, { status: Rejection["status"]; message: string }>;

export type RejectionCode = keyof typeof REJECTIONS;

/** Builds the rejection for `code`, optionally with a more specific message. */
export function reject(
  code: RejectionCode,
  extra?: { message?: string; violations?: RiddleViolation[] },
): Rejection {
  const base = REJECTIONS[code];
  const rejection: Rejection = { code, status: base.status, message: extra?.message ?? base.message };
  if (extra?.violations) rejection.violations = extra.violations;
  return rejection;
}

import { defineCatalogue } from "../i18n";

/**
 * English texts for the server's error codes (packages/protocol/src/errors.ts). English shows the server's own
 * message, which can be more specific; another language shows these by code, and the server's message
 * for a code that has none here (docs/decisions/034-i18n.md).
 */
const errors = {
  codes: {
    // The rules' rejections (packages/rules/src/rejection.ts), in the same words.
    invalid_intent: "That request is not valid.",
    invalid_settings: "Those game settings are not valid.",
    invalid_name: "Please enter your name",
    invalid_page: "Select a Page - Please select a wordbook page first.",
    no_word: "Please select a word first",
    word_not_on_page: "That word is not on this wordbook page.",
    invalid_riddle: "Invalid Riddle - Please check the writing rules and try again.",
    empty_guess: "Please enter a guess",
    invalid_guess: "That guess is too long.",
    invalid_bot: "Please choose auntie, grandpa or random.",
    kick_self: "You can't remove yourself. Use Leave Game instead.",
    not_host: "Only the host can do that.",
    kicked: "The host removed you from this game.",
    own_riddle: "You can't guess your own riddle.",
    player_not_found: "You are not a player in this game.",
    riddle_not_found: "That riddle doesn't exist.",
    target_not_found: "That player is not in this game.",
    game_over: "This game has ended.",
    wrong_phase: "That can't be done in this phase of the game.",
    server_owned_phase: "The game moves to that phase on its own; it can't be set.",
    wrong_round: "That round is already over.",
    wrong_mode: "This game mode has no challenges to re-roll.",
    game_full: "This game is full.",
    already_joined: "You are already in this game.",
    already_played_again: "The host already started a new game from this one.",
    name_taken: "That name is already taken in this game. Pick another.",
    duplicate_id: "That id is already in use in this game.",
    has_left: "You have left this game. Rejoin to play.",
    no_page: "Select Wordbook Page - Please select a wordbook page before starting.",
    not_enough_players: "Not Enough Players - At least 2 players must be ready to start.",
    page_used_up: "This game has used up that page's words. Pick another page for the next round.",
    word_not_dealt: "Choose one of the words dealt to you this round.",
    already_submitted: "You have already submitted a riddle this round.",
    already_guessed: "You have already guessed this riddle.",
    nothing_due: "No deadline has passed yet.",
    // The server's own codes that a player can meet.
    bad_request: "That request is not valid.",
    invalid_request: "That request is not valid.",
    payload_too_large: "That is too much to send at once.",
    unauthorized: "You are logged out. Please log in again.",
    forbidden: "You can't do that.",
    invalid_credentials: "Wrong e-mail or password.",
    email_taken: "An account with that e-mail already exists.",
    username_taken: "That username is taken. Pick another.",
    wrong_password: "That password is not right.",
    in_active_game: "Finish or leave your game first.",
    not_found: "That doesn't exist.",
    game_not_found: "The game you're looking for doesn't exist or has ended.",
    page_not_found: "That wordbook page doesn't exist.",
    already_friends: "You are already friends.",
    request_not_pending: "That friend request was already answered.",
    friend_not_online: "Your friend is not online right now.",
    challenge_answered: "That challenge was already answered.",
    challenge_expired: "That challenge has expired.",
    no_daily_riddle: "There is no riddle of the day yet.",
    no_tries_left: "You have no tries left for this riddle.",
    already_solved: "You have already solved this riddle.",
    stale_version: "The game changed meanwhile. Please try again.",
    rate_limited: "Too many requests. Please wait a moment and try again.",
    too_many_sockets: "Too many open tabs. Close some and try again.",
    join_codes_exhausted: "No join code is free right now. Please try again later.",
    too_many_setup_games: "You have too many games waiting to start. Start or leave one first.",
    busy: "The server is busy. Please try again in a moment.",
    unavailable: "The server is not available right now. Please try again later.",
    database_unavailable: "The server is not available right now. Please try again later.",
    storage_full: "The server is out of space. Please try again later.",
    internal_error: "Something went wrong on the server. Please try again.",
  },
} as const;

declare module "i18next" {
  interface ResourceNamespaceMap {
    errors: typeof errors;
  }
}

export const errorsText = defineCatalogue("errors", errors);

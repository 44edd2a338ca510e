import type { Generated, Kysely } from "kysely";

/**
 * The one database schema, shared by SQLite and PostgreSQL.
 * - Timestamps are epoch milliseconds (SQLite integer / PostgreSQL bigint, parsed to a JS number).
 * - Booleans are integers 0/1 in both dialects; repositories convert them.
 * Only repositories (`db/repos/*`) write SQL against these tables.
 */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  user_stats: UserStatsTable;
  games: GamesTable;
  game_players: GamePlayersTable;
  game_riddles: GameRiddlesTable;
  game_guesses: GameGuessesTable;
  game_rounds: GameRoundsTable;
  drafts: DraftsTable;
  published_riddles: PublishedRiddlesTable;
  matchmaking_entries: MatchmakingEntriesTable;
  matchmaking_lock: MatchmakingLockTable;
  idempotency_keys: IdempotencyKeysTable;
  friend_requests: FriendRequestsTable;
  friendships: FriendshipsTable;
  user_blocks: UserBlocksTable;
  user_presence: UserPresenceTable;
  challenges: ChallengesTable;
  audit_log: AuditLogTable;
  leaderboard_entries: LeaderboardEntriesTable;
  leaderboard_counts: LeaderboardCountsTable;
  leaderboard_periods: LeaderboardPeriodsTable;
  vault_attempts: VaultAttemptsTable;
  riddle_ratings: RiddleRatingsTable;
  daily_riddles: DailyRiddlesTable;
  reports: ReportsTable;
  share_links: ShareLinksTable;
  album_shares: AlbumSharesTable;
  story_games: StoryGamesTable;
  story_progress: StoryProgressTable;
  tournaments: TournamentsTable;
  tournament_entrants: TournamentEntrantsTable;
  tournament_matches: TournamentMatchesTable;
  /** Where accounts sign in from, as opaque hashes (migration 0020; ADR 045, what counts). */
  account_origins: { user_id: string; origin: string; seen_at: number };
}

export interface UsersTable {
  id: string;
  username: string;
  /** lower(username): the unique, case-insensitive key. */
  username_key: string;
  /** Lower-cased; null for guests and test users without one. Unique when present. */
  email: string | null;
  password_hash: string | null;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  bio: string | null;
  favorite_word_category: string | null;
  skill_level: Generated<string>;
  role: Generated<string>;
  is_guest: Generated<number>;
  is_test_user: Generated<number>;
  created_at: number;
  last_login_at: number | null;
}

export interface SessionsTable {
  /** sha256(token) as hex; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  created_at: number;
  last_seen_at: number;
  /** The absolute timeout. */
  expires_at: number;
}

export interface UserStatsTable {
  user_id: string;
  games_played: Generated<number>;
  games_won: Generated<number>;
  riddles_created: Generated<number>;
  total_score: Generated<number>;
  current_win_streak: Generated<number>;
  /** The battle record (migration 0017): head-to-head games won, lost and drawn, and the Elo rating. */
  battle_wins: Generated<number>;
  battle_losses: Generated<number>;
  battle_draws: Generated<number>;
  battle_rating: Generated<number>;
  /** Battles against humans, each of which moved the rating. */
  battles_rated: Generated<number>;
}

/**
 * One game. `state` is the small, frequently rewritten part of the rules' `GameState` as JSON
 * (`StoredCore` in `repos/games/storage.ts`: settings, progress, players and the last round without its
 * riddles and guesses); earlier rounds live in `game_rounds`, riddles and guesses append-only in
 * `game_riddles` / `game_guesses`. The repository reassembles the whole state on load. The other
 * columns copy what queries filter on. Writes go through the version check: `WHERE id = ? AND version = ?`.
 */
export interface GamesTable {
  id: string;
  /** Upper case; unique among games whose `completed_at` is null (a partial unique index). */
  join_code: string;
  is_public: number;
  game_mode: string;
  phase: string;
  state: string;
  version: number;
  /** When the current phase ends on its own (epoch ms); null in setup and complete. Indexed. */
  deadline: number | null;
  created_at: number;
  updated_at: number;
  completed_at: number | null;
  /** 1 once the players' stats were updated for this game (set in the completing commit). */
  stats_applied: Generated<number>;
}

/** Seats, for authorisation and "my games". Mirrors `state.players` (written in the same commit). */
export interface GamePlayersTable {
  player_id: string;
  game_id: string;
  /** Null for bots. */
  user_id: string | null;
  name: string;
  is_bot: number;
  joined_at: number;
}

/**
 * The riddles of a game, one row per riddle, written once (append-only) in the commit that adds it;
 * also maps riddle ids → game, so calls naming only a riddle id find their game.
 */
export interface GameRiddlesTable {
  riddle_id: string;
  game_id: string;
  player_id: string;
  round: number;
  created_at: number;
  /** Position in its round's `riddles` (the order they were submitted in). */
  seq: number;
  word: string;
  text: string;
  prompt: string | null;
  submitted_at: number;
}

/**
 * The guesses of a game, one row per (riddle, guesser), written once: the database's own guard
 * against a second guess.
 */
export interface GameGuessesTable {
  riddle_id: string;
  guesser_id: string;
  game_id: string;
  round: number;
  created_at: number;
  /** Position in its round's `guesses`. */
  seq: number;
  guess: string;
  match_kind: string;
  is_correct: number;
  submitted_at: number;
}

/**
 * A round that is no longer the game's last one: its page, start, word choices and result as JSON
 * (`RoundState` without riddles and guesses). Written when the next round begins.
 */
export interface GameRoundsTable {
  game_id: string;
  round: number;
  data: string;
}

/** A writer's unsent riddle text for one round (one row per seat). Only ever shown to its author. */
export interface DraftsTable {
  game_id: string;
  player_id: string;
  round: number;
  text: string;
  updated_at: number;
}

/** A riddle offered for community review. */
export interface PublishedRiddlesTable {
  id: string;
  riddle_id: string;
  game_id: string;
  user_id: string;
  selected_word: string;
  riddle_text: string;
  player_name: string;
  game_mode: string;
  difficulty: string;
  /** pending | approved | rejected */
  status: string;
  total_guesses: Generated<number>;
  correct_guesses: Generated<number>;
  review_notes: string | null;
  reviewed_by: string | null;
  reviewed_at: number | null;
  published_at: number;
  /** The wordbook page of the riddle's round (migration 0012); null for rows published before it. */
  page_number: number | null;
  /** 0/1: hidden by a moderator, out of the Vault and the daily choice (migration 0012). */
  hidden: Generated<number>;
  /** When it entered the review queue: its round scored or its game over; null before (migration 0012). */
  queued_at: number | null;
}

/**
 * The quick-match queue: at most one entry per user (the key), so a re-posted join refreshes it.
 * `status` is waiting (queued), claiming (turning into a bot game) or matched (`game_id` set).
 */
export interface MatchmakingEntriesTable {
  user_id: string;
  player_name: string;
  game_mode: string;
  preferred_rounds: number;
  skill_level: string;
  status: string;
  game_id: string | null;
  /** When this search started: the longest-waiting seeker hosts, and preferences relax with it. */
  joined_at: number;
  /** The last join or status call; an entry not refreshed for a while has expired. */
  last_seen_at: number;
  matched_at: number | null;
}

/** One row (`matcher`) that a matching pass locks first: passes run one at a time across instances. */
export interface MatchmakingLockTable {
  name: string;
  held_at: number;
}

/**
 * The answer to a request sent with an `Idempotency-Key`, per caller (`scope`: `user:<id>`, or
 * `ip:<address>` for the calls that sign in) and key. `status_code` is null while the first request
 * runs; a retry then waits, and afterwards gets `response_body` again (ADR 016). Never holds a
 * session token or a password.
 */
export interface IdempotencyKeysTable {
  scope: string;
  idempotency_key: string;
  /** "POST /api/games/:id/add-bot": the route the key was first used on. */
  route: string;
  /** sha256 of the request's parameters and body (secrets left out). */
  fingerprint: string;
  status_code: number | null;
  response_body: string | null;
  created_at: number;
  completed_at: number | null;
}

export type Db = Kysely<Database>;
export type DbDialect = "sqlite" | "postgres";

/** Friend requests (migration 0009). `to_user_id` is null while `to_email` has no account. */
export interface FriendRequestsTable {
  id: string;
  from_user_id: string;
  to_user_id: string | null;
  /** Lower-cased. */
  to_email: string;
  /** pending | accepted | declined | cancelled */
  status: string;
  created_at: number;
  answered_at: number | null;
}

/** Two rows per friendship, one per side. */
export interface FriendshipsTable {
  user_id: string;
  friend_id: string;
  created_at: number;
}

export interface UserBlocksTable {
  blocker_id: string;
  blocked_id: string;
  created_at: number;
}

/** One row per (instance, user) with a user socket open there; stale after a minute unrefreshed. */
export interface UserPresenceTable {
  instance_id: string;
  user_id: string;
  /** online | away */
  status: string;
  game_id: string | null;
  updated_at: number;
}

export interface ChallengesTable {
  id: string;
  challenger_id: string;
  challenged_id: string;
  game_mode: string;
  round_count: number;
  message: string | null;
  /** pending | accepted | declined | expired | completed */
  status: string;
  created_at: number;
  expires_at: number;
  answered_at: number | null;
  game_id: string | null;
  /** Null until completed, and for a draw. */
  winner_id: string | null;
  challenger_score: number | null;
  challenged_score: number | null;
  completed_at: number | null;
}

/**
 * One player's counters on one leaderboard period (migration 0010): `all`, or an ISO week in UTC
 * (`2031-W24`). The rates are in basis points (0–10000), null while below their minimum.
 */
export interface LeaderboardEntriesTable {
  period: string;
  user_id: string;
  total_score: number;
  wins: number;
  games: number;
  riddles_written: number;
  /** Of `riddles_written`, those at least one other player solved. */
  riddles_solved: number;
  win_rate_bp: number | null;
  solve_rate_bp: number | null;
}

/** How many entries of a period have `value` for `metric`: a rank is 1 + the sum over greater values. */
export interface LeaderboardCountsTable {
  period: string;
  /** score | wins | win_rate | solve_rate */
  metric: string;
  value: number;
  n: number;
}

/** One row per period with entries; completing commits update `all` first, so they take turns. */
export type LeaderboardPeriodsTable = { period: string; updated_at: number };

/** The moderation audit list (migration 0011): role changes, reviews and moderation actions. */
export interface AuditLogTable {
  id: string;
  kind: string;
  actor_id: string;
  actor_name: string;
  target_type: string;
  target_id: string;
  detail: string;
  note: string | null;
  created_at: number;
}

/**
 * Reports of riddles and player names (migration 0014): one row per (reporter, target). `target_type`
 * is riddle (a game riddle id), published_riddle or user (a user id); `status` open | closed.
 */
export interface ReportsTable {
  id: string;
  reporter_id: string;
  target_type: string;
  target_id: string;
  /** offensive | spoiler | spam | other */
  reason: string;
  details: string | null;
  created_at: number;
  status: string;
  /** The moderator whose action closed it. */
  closed_by: string | null;
  closed_at: number | null;
}

/**
 * One solver's play of one published riddle (migration 0013), in the Vault or as the riddle of the
 * day. Guesses update it only where `tries_used` is still what was read.
 */
export interface VaultAttemptsTable {
  user_id: string;
  published_riddle_id: string;
  /** JSON: [{guess, correct}], oldest first. */
  guesses: string;
  tries_used: number;
  solved: Generated<number>;
  started_at: number;
  updated_at: number;
  /** Solved or out of tries; null while tries are left. */
  finished_at: number | null;
  solved_at: number | null;
}

/** One rater's rating (1–5) of one published riddle (migration 0013). */
export interface RiddleRatingsTable {
  user_id: string;
  published_riddle_id: string;
  rating: number;
  rated_at: number;
}

/** The riddle of each UTC day (migration 0013), written by the day's first request. */
export interface DailyRiddlesTable {
  /** YYYY-MM-DD (UTC). */
  date: string;
  published_riddle_id: string;
  chosen_at: number;
}

/** The share link of a private game's album (migration 0015): one per game, the token's sha256 only. */
export interface AlbumSharesTable {
  game_id: string;
  token_hash: string;
  created_at: number;
}

/** One share link's unguessable id and what it opens (migration 0016; apps/server/src/cards/README.md). */
export interface ShareLinksTable {
  id: string;
  /** `riddle:<gameId>:<round>:<playerId>`, `result:<gameId>` or `challenge:<challengeId>`. */
  target: string;
  created_at: number;
}

/** A game played as a story chapter (migration 0018; packages/rules/src/story.ts). */
export interface StoryGamesTable {
  game_id: string;
  user_id: string;
  chapter_id: string;
  /** The chapter's target score when the game was made. */
  target_score: number;
  created_at: number;
}

/** One user's progress in one story chapter (migration 0018), written by the completing commit. */
export interface StoryProgressTable {
  user_id: string;
  chapter_id: string;
  best_score: number;
  /** Finished games of the chapter. */
  plays: number;
  /** When a game first reached the target (the badge); null until then. */
  completed_at: number | null;
  updated_at: number;
}

/** One tournament (migration 0019; docs/decisions/033-tournaments.md). Times are epoch ms. */
export interface TournamentsTable {
  id: string;
  name: string;
  description: string;
  size: number;
  format: string;
  rounds_per_match: number;
  prize_pool: number;
  creator_id: string;
  creator_name: string;
  /** registering, running, complete or cancelled. */
  status: string;
  registration_deadline: number;
  starts_at: number;
  entrant_count: number;
  /** The rules' `Bracket` as JSON; null until it starts. */
  bracket: string | null;
  champion_id: string | null;
  champion_name: string | null;
  /** `TournamentPlacement[]` as JSON once complete. */
  placements: string | null;
  cancel_reason: string | null;
  created_at: number;
  started_at: number | null;
  completed_at: number | null;
  cancelled_at: number | null;
  /** Bumped by every change, which is conditional on the version read. */
  version: number;
}

/** A person or bot entered in a tournament (migration 0019). */
export interface TournamentEntrantsTable {
  tournament_id: string;
  id: string;
  /** Null for a bot. */
  user_id: string | null;
  name: string;
  is_bot: number;
  bot_type: string | null;
  difficulty: string | null;
  rating: number;
  joined_at: number;
}

/** A bracket match that got a game, and its result once recorded (migration 0019). */
export interface TournamentMatchesTable {
  tournament_id: string;
  match_id: string;
  game_id: string;
  /** The seats (player ids) of the bracket match's first and second side in the game. */
  player_a: string;
  player_b: string;
  created_at: number;
  /** A side that has not shown by then forfeits; null once the game started or the match is decided. */
  no_show_at: number | null;
  winner_id: string | null;
  score_a: number | null;
  score_b: number | null;
  decided_by: string | null;
  decided_at: number | null;
}

/**
 * Reading everything the database holds about one user, for `GET /api/account/export`
 * (docs/decisions/023-account-export-and-deletion.md). Other people appear by name at most: never
 * their e-mail (a friend request's address is left out), their id, or what is secret in a game (other
 * players' words and guesses are not read into it at all, and the user's own guesses show whether
 * they were right only once their round is scored). Session token hashes are never read.
 */
import type { AccountExport, TournamentPlacement } from "@riddlebook/protocol";
import { fromBasisPoints, type GameState, isRoundScored, recordedWinnersOf } from "@riddlebook/rules";
import { battleRecordOf } from "../../features/battles";
import { storyProgressOf } from "../../features/story";
import type { Db } from "../schema";
import { assembleGames, GAME_ROW } from "./games/load";
import { getStats } from "./stats";

type Millis = number | string;
const iso = (ms: Millis) => new Date(Number(ms)).toISOString();
const isoOrNull = (ms: Millis | null) => (ms === null ? null : iso(ms));
const rate = (bp: number | null) => (bp === null ? null : fromBasisPoints(Number(bp)));

type ExportedGame = AccountExport["games"][number];

/** The user's export, or null when the account does not exist. */
export async function readAccountExport(
  db: Db,
  userId: string,
  options: { now: number; currentTokenHash: string | null },
): Promise<AccountExport | null> {
  const user = await db.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirst();
  if (!user) return null;
  return {
    format: "riddlebook-account-export",
    version: 1,
    exportedAt: iso(options.now),
    account: {
      id: user.id,
      username: user.username,
      email: user.email,
      firstName: user.first_name,
      lastName: user.last_name,
      role: user.role as AccountExport["account"]["role"],
      isGuest: Number(user.is_guest) === 1,
      hasPassword: user.password_hash !== null,
      createdAt: iso(user.created_at),
      lastLoginAt: isoOrNull(user.last_login_at),
      settings: {
        bio: user.bio,
        favoriteWordCategory:
          user.favorite_word_category as AccountExport["account"]["settings"]["favoriteWordCategory"],
        skillLevel: user.skill_level as AccountExport["account"]["settings"]["skillLevel"],
        profileImageUrl: user.profile_image_url,
      },
    },
    stats: { ...(await getStats(db, userId)), battle: await battleRecordOf(db, userId) },
    games: await readGames(db, userId),
    ...(await readSocial(db, userId, user.email)),
    challenges: await readChallenges(db, userId),
    leaderboard: await readLeaderboard(db, userId),
    story: (await storyProgressOf(db, userId)).map((row) => ({
      chapterId: row.chapter_id,
      bestScore: row.best_score,
      plays: row.plays,
      completedAt: isoOrNull(row.completed_at),
    })),
    tournaments: await readTournaments(db, userId),
    vault: await readVault(db, userId),
    ...(await readCommunity(db, userId)),
    matchmaking: await readMatchmaking(db, userId),
    sessions: await readSessions(db, userId, options.currentTokenHash),
  };
}

/** The tournaments the user created or entered, newest first, with their place once complete. */
async function readTournaments(db: Db, userId: string): Promise<AccountExport["tournaments"]> {
  const rows = await db
    .selectFrom("tournaments")
    .leftJoin("tournament_entrants", (join) =>
      join
        .onRef("tournament_entrants.tournament_id", "=", "tournaments.id")
        .on("tournament_entrants.user_id", "=", userId),
    )
    .select([
      "tournaments.id",
      "tournaments.name",
      "tournaments.format",
      "tournaments.size",
      "tournaments.status",
      "tournaments.creator_id",
      "tournaments.placements",
      "tournaments.created_at",
      "tournament_entrants.id as entrant_id",
      "tournament_entrants.joined_at",
    ])
    .where((eb) =>
      eb.or([eb("tournaments.creator_id", "=", userId), eb("tournament_entrants.user_id", "=", userId)]),
    )
    .orderBy("tournaments.created_at", "desc")
    .execute();
  return rows.map((row) => {
    const placements = row.placements ? (JSON.parse(row.placements) as TournamentPlacement[]) : [];
    const mine = placements.find((p) => row.entrant_id !== null && p.entrantId === row.entrant_id);
    return {
      tournamentId: row.id,
      name: row.name,
      format: row.format,
      size: row.size,
      status: row.status,
      created: row.creator_id === userId,
      enteredAt: row.joined_at === null ? null : iso(row.joined_at),
      place: mine?.place ?? null,
      prize: mine?.prize ?? null,
    };
  });
}

/** Every game the user has a seat in, newest first, as far as it concerns them. */
async function readGames(db: Db, userId: string): Promise<ExportedGame[]> {
  const seats = await db
    .selectFrom("game_players")
    .innerJoin("games", "games.id", "game_players.game_id")
    .select(["game_players.player_id", "games.completed_at", ...GAME_ROW])
    .where("game_players.user_id", "=", userId)
    .orderBy("games.created_at", "desc")
    .orderBy("games.id")
    .execute();
  if (seats.length === 0) return [];
  const stored = await assembleGames(db, seats);
  const drafts = await db
    .selectFrom("drafts")
    .innerJoin("game_players", "game_players.player_id", "drafts.player_id")
    .select(["drafts.player_id", "drafts.round", "drafts.text", "drafts.updated_at"])
    .where("game_players.user_id", "=", userId)
    .execute();
  const draftOf = new Map(
    drafts.map((row) => [
      row.player_id,
      { round: Number(row.round), text: row.text, updatedAt: iso(row.updated_at) },
    ]),
  );
  const games: ExportedGame[] = [];
  seats.forEach((seat, i) => {
    const state = stored[i]?.state;
    const game = state && gameOf(state, seat.player_id, seat.completed_at);
    if (game) games.push({ ...game, draft: draftOf.get(seat.player_id) ?? null });
  });
  return games;
}

function gameOf(
  state: GameState,
  playerId: string,
  completedAt: Millis | null,
): Omit<ExportedGame, "draft"> | null {
  const me = state.players.find((player) => player.id === playerId);
  if (!me) return null;
  return {
    id: state.id,
    name: state.name,
    gameMode: state.gameMode,
    phase: state.phase,
    createdAt: iso(state.createdAt),
    completedAt: isoOrNull(completedAt),
    totalRounds: state.totalRounds,
    seatName: me.name,
    score: me.score,
    won: state.phase === "complete" ? recordedWinnersOf(state).includes(playerId) : null,
    leftGame: me.hasLeft,
    players: state.players.map((player) => ({
      name: player.name,
      score: player.score,
      isBot: player.isBot,
      isYou: player.id === playerId,
    })),
    rounds: state.rounds.map((round) => {
      const scored = isRoundScored(round);
      const riddle = round.riddles.find((r) => r.playerId === playerId);
      const scoredRiddle = riddle && scored && round.result.riddles.find((r) => r.riddleId === riddle.id);
      return {
        round: round.round,
        scored,
        points: scored ? (round.result.points[playerId] ?? 0) : null,
        riddle: riddle
          ? {
              id: riddle.id,
              word: riddle.word,
              text: riddle.text,
              prompt: riddle.prompt,
              submittedAt: iso(riddle.submittedAt),
              guessCount: scoredRiddle ? scoredRiddle.guessCount : null,
              correctGuesses: scoredRiddle ? scoredRiddle.correctGuesserIds.length : null,
              authorPoints: scoredRiddle ? scoredRiddle.authorPoints : null,
            }
          : null,
        guesses: round.guesses
          .filter((guess) => guess.guesserId === playerId)
          .map((guess) => ({
            riddleId: guess.riddleId,
            guess: guess.guess,
            correct: scored ? guess.isCorrect : null,
            submittedAt: iso(guess.submittedAt),
          })),
      };
    }),
  };
}

/** Friends, friend requests both ways and the user's blocks, by name. */
async function readSocial(
  db: Db,
  userId: string,
  email: string | null,
): Promise<Pick<AccountExport, "friends" | "friendRequests" | "blocks">> {
  const friends = await db
    .selectFrom("friendships")
    .innerJoin("users", "users.id", "friendships.friend_id")
    .select(["users.username", "friendships.created_at"])
    .where("friendships.user_id", "=", userId)
    .orderBy("users.username_key")
    .execute();
  const incoming = await db
    .selectFrom("friend_requests as r")
    .innerJoin("users as u", "u.id", "r.from_user_id")
    .select(["u.username", "r.status", "r.created_at", "r.answered_at"])
    .where((eb) =>
      eb.or([eb("r.to_user_id", "=", userId), ...(email === null ? [] : [eb("r.to_email", "=", email)])]),
    )
    .orderBy("r.created_at")
    .execute();
  // The recipient's name only once they accepted (as the friends list shows it); never the address.
  const outgoing = await db
    .selectFrom("friend_requests as r")
    .leftJoin("users as u", "u.id", "r.to_user_id")
    .select(["u.username", "r.status", "r.created_at", "r.answered_at"])
    .where("r.from_user_id", "=", userId)
    .orderBy("r.created_at")
    .execute();
  const blocks = await db
    .selectFrom("user_blocks as b")
    .innerJoin("users as u", "u.id", "b.blocked_id")
    .select(["u.username", "b.created_at"])
    .where("b.blocker_id", "=", userId)
    .orderBy("b.created_at")
    .execute();
  const request =
    (direction: "incoming" | "outgoing", name: string | null) =>
    (row: { status: string; created_at: Millis; answered_at: Millis | null }) => ({
      direction,
      name,
      status: row.status,
      createdAt: iso(row.created_at),
      answeredAt: isoOrNull(row.answered_at),
    });
  return {
    friends: friends.map((row) => ({ name: row.username, since: iso(row.created_at) })),
    friendRequests: [
      ...incoming.map((row) => request("incoming", row.username)(row)),
      ...outgoing.map((row) => request("outgoing", row.status === "accepted" ? row.username : null)(row)),
    ],
    blocks: blocks.map((row) => ({ name: row.username, blockedAt: iso(row.created_at) })),
  };
}

/** Challenges sent and received, with the other side's name and, once over, the outcome. */
async function readChallenges(db: Db, userId: string): Promise<AccountExport["challenges"]> {
  const rows = await db
    .selectFrom("challenges as c")
    .innerJoin("users as u", (join) =>
      join.on((eb) =>
        eb.or([
          eb.and([eb("c.challenger_id", "=", userId), eb("u.id", "=", eb.ref("c.challenged_id"))]),
          eb.and([eb("c.challenged_id", "=", userId), eb("u.id", "=", eb.ref("c.challenger_id"))]),
        ]),
      ),
    )
    .selectAll("c")
    .select("u.username as opponent")
    .orderBy("c.created_at")
    .orderBy("c.id")
    .execute();
  return rows.map((row) => {
    const sent = row.challenger_id === userId;
    const mine = sent ? row.challenger_score : row.challenged_score;
    const theirs = sent ? row.challenged_score : row.challenger_score;
    const outcome = row.winner_id === null ? "draw" : row.winner_id === userId ? "won" : "lost";
    return {
      direction: sent ? "sent" : "received",
      opponent: row.opponent,
      gameMode: row.game_mode,
      roundCount: Number(row.round_count),
      message: row.message,
      status: row.status,
      createdAt: iso(row.created_at),
      expiresAt: iso(row.expires_at),
      answeredAt: isoOrNull(row.answered_at),
      gameId: row.game_id,
      result:
        row.status === "completed"
          ? {
              outcome,
              yourScore: mine === null ? null : Number(mine),
              opponentScore: theirs === null ? null : Number(theirs),
            }
          : null,
      completedAt: isoOrNull(row.completed_at),
    };
  });
}

async function readLeaderboard(db: Db, userId: string): Promise<AccountExport["leaderboard"]> {
  const rows = await db
    .selectFrom("leaderboard_entries")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("period")
    .execute();
  return rows.map((row) => ({
    period: row.period,
    totalScore: Number(row.total_score),
    wins: Number(row.wins),
    games: Number(row.games),
    riddlesWritten: Number(row.riddles_written),
    riddlesSolved: Number(row.riddles_solved),
    winRate: rate(row.win_rate_bp),
    solveRate: rate(row.solve_rate_bp),
  }));
}

async function readVault(db: Db, userId: string): Promise<AccountExport["vault"]> {
  const attempts = await db
    .selectFrom("vault_attempts")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("started_at")
    .execute();
  const ratings = await db
    .selectFrom("riddle_ratings")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("rated_at")
    .execute();
  return {
    attempts: attempts.map((row) => ({
      publishedRiddleId: row.published_riddle_id,
      guesses: JSON.parse(row.guesses) as { guess: string; correct: boolean }[],
      triesUsed: Number(row.tries_used),
      solved: Number(row.solved) === 1,
      startedAt: iso(row.started_at),
      finishedAt: isoOrNull(row.finished_at),
    })),
    ratings: ratings.map((row) => ({
      publishedRiddleId: row.published_riddle_id,
      rating: Number(row.rating),
      ratedAt: iso(row.rated_at),
    })),
  };
}

/** Reports the user filed, their published riddles, and the moderation of their account. */
async function readCommunity(
  db: Db,
  userId: string,
): Promise<Pick<AccountExport, "reports" | "publishedRiddles" | "moderation">> {
  const reports = await db
    .selectFrom("reports")
    .selectAll()
    .where("reporter_id", "=", userId)
    .orderBy("created_at")
    .execute();
  const published = await db
    .selectFrom("published_riddles")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("published_at")
    .execute();
  // Entries about the account, without who acted (a moderator is someone else).
  const moderation = await db
    .selectFrom("audit_log")
    .select(["kind", "detail", "created_at"])
    .where("target_type", "=", "user")
    .where("target_id", "=", userId)
    .orderBy("created_at")
    .execute();
  return {
    reports: reports.map((row) => ({
      targetType: row.target_type,
      targetId: row.target_id,
      reason: row.reason,
      details: row.details,
      status: row.status,
      createdAt: iso(row.created_at),
      closedAt: isoOrNull(row.closed_at),
    })),
    publishedRiddles: published.map((row) => ({
      id: row.id,
      riddleId: row.riddle_id,
      gameId: row.game_id,
      word: row.selected_word,
      text: row.riddle_text,
      playerName: row.player_name,
      gameMode: row.game_mode,
      difficulty: row.difficulty,
      pageNumber: row.page_number === null ? null : Number(row.page_number),
      status: row.status,
      reviewNotes: row.review_notes,
      reviewedAt: isoOrNull(row.reviewed_at),
      hidden: Number(row.hidden) === 1,
      totalGuesses: Number(row.total_guesses),
      correctGuesses: Number(row.correct_guesses),
      publishedAt: iso(row.published_at),
    })),
    moderation: moderation.map((row) => ({
      kind: row.kind,
      detail: row.detail,
      createdAt: iso(row.created_at),
    })),
  };
}

async function readMatchmaking(db: Db, userId: string): Promise<AccountExport["matchmaking"]> {
  const row = await db
    .selectFrom("matchmaking_entries")
    .selectAll()
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    playerName: row.player_name,
    gameMode: row.game_mode,
    preferredRounds: Number(row.preferred_rounds),
    skillLevel: row.skill_level,
    status: row.status,
    joinedAt: iso(row.joined_at),
  };
}

/** The user's sessions; the token hash is only compared, never answered. */
async function readSessions(
  db: Db,
  userId: string,
  currentTokenHash: string | null,
): Promise<AccountExport["sessions"]> {
  const rows = await db
    .selectFrom("sessions")
    .select(["token_hash", "created_at", "last_seen_at", "expires_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .execute();
  return rows.map((row) => ({
    createdAt: iso(row.created_at),
    lastSeenAt: iso(row.last_seen_at),
    expiresAt: iso(row.expires_at),
    current: row.token_hash === currentTokenHash,
  }));
}

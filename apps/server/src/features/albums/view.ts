import type { Album, AlbumPlayer, AlbumStanding, FinishedGame } from "@riddlebook/protocol";
import { type GameState, isRoundScored, recordedWinnersOf, standingsOf } from "@riddlebook/rules";
import type { CardContent } from "../../cards/render";

/**
 * The album of a finished game, built from its state: only scored rounds, whose words every player
 * has already seen at scoring, so nothing in it was secret once the game is over. Who may read it is
 * decided by the album service (`service.ts`).
 */

/** The name shown for a riddle or guess whose seat is no longer at the table (a removed player). */
const FORMER_PLAYER = "Former player";

function playerRef(state: GameState, playerId: string): AlbumPlayer {
  const player = state.players.find((p) => p.id === playerId);
  return { playerId, name: player?.name ?? FORMER_PLAYER, isBot: player?.isBot ?? false };
}

/**
 * Every player, best score first (ties by name), with the rules' shared places (1, 1, 3) and
 * winners (nobody in a drawn battle: `recordedWinnersOf`).
 */
function albumStandings(state: GameState): AlbumStanding[] {
  const winners = new Set(recordedWinnersOf(state));
  const byName = [...state.players].sort((a, b) => a.name.localeCompare(b.name));
  return standingsOf(byName).map(({ player, place }) => ({
    playerId: player.id,
    name: player.name,
    isBot: player.isBot,
    score: player.score,
    rank: place,
    isWinner: winners.has(player.id),
  }));
}

/** The album of a finished game (`state.phase` must be `complete`). */
export function albumOf(state: GameState, viewer: Album["viewer"], share: Album["share"]): Album {
  return {
    game: {
      id: state.id,
      name: state.name,
      gameMode: state.gameMode,
      isPublic: state.isPublic,
      totalRounds: state.totalRounds,
      createdAt: state.createdAt,
      finishedAt: state.phaseStartedAt,
    },
    rounds: state.rounds.filter(isRoundScored).map((round) => ({
      round: round.round,
      pageNumber: round.pageNumber,
      riddles: round.result.riddles.map((riddle) => ({
        id: riddle.riddleId,
        word: riddle.word,
        text: riddle.text,
        prompt: riddle.prompt,
        author: playerRef(state, riddle.playerId),
        solvers: riddle.correctGuesserIds.map((id) => playerRef(state, id)),
        guessCount: riddle.guessCount,
        solveRate:
          riddle.guessCount === 0 ? null : Math.min(1, riddle.correctGuesserIds.length / riddle.guessCount),
        authorPoints: riddle.authorPoints,
      })),
    })),
    standings: albumStandings(state),
    viewer,
    share,
  };
}

/** One line of a player's game history: the game and how their seat did. */
export function finishedGameOf(
  state: GameState,
  playerId: string,
  finishedAt: number,
): FinishedGame | undefined {
  const standing = albumStandings(state).find((s) => s.playerId === playerId);
  if (!standing) return undefined;
  return {
    id: state.id,
    name: state.name,
    gameMode: state.gameMode,
    isPublic: state.isPublic,
    finishedAt,
    playerCount: state.players.length,
    playerName: standing.name,
    score: standing.score,
    rank: standing.rank,
    isWinner: standing.isWinner,
  };
}

/**
 * The album's image card: the game, how many riddles it holds, and the final standings. Names and
 * counts only, no riddle text or word, so the card says the same to anyone who may open the album.
 */
export function albumCardContent(state: GameState): CardContent {
  const scored = state.rounds.filter(isRoundScored);
  const riddles = scored.reduce((n, round) => n + round.result.riddles.length, 0);
  const rounds = scored.length;
  return {
    eyebrow: "Riddlebook · Album",
    title: state.name,
    body: [
      `${riddles} ${riddles === 1 ? "riddle" : "riddles"} over ${rounds} ${rounds === 1 ? "round" : "rounds"}, with every word and who solved it.`,
    ],
    rows: albumStandings(state)
      .slice(0, 5)
      .map((s) => ({
        label: `${s.rank}. ${s.name}`,
        value: `${s.score} ${s.score === 1 ? "point" : "points"}`,
      })),
    footer: "Open the album on Riddlebook",
  };
}

import type { Challenge } from "@riddlebook/protocol";
import {
  type GameState,
  isRoundScored,
  type Riddle,
  type RoundState,
  standingsOf,
  winnersOf,
} from "@riddlebook/rules";
import type { CardContent } from "./render";
import type { ShareMeta } from "./share-meta";

/**
 * What each card says, as pure functions of the stored game or challenge (apps/server/src/cards/README.md).
 * A riddle's word appears only once its round is scored; a result card and a challenge card hold no
 * word at all. The card image, its Open Graph tags and its alt text all come from here.
 */

/** A card's pixels and its page's tags, with the key its PNG is cached under. */
export interface Card {
  content: CardContent;
  meta: Omit<ShareMeta, "image">;
  /** Kind + id + whatever changes the card (e.g. "scored"). */
  cacheKey: string;
}

const MODE_NAMES: Record<string, string> = {
  standard: "Standard",
  style_challenge: "Style challenge",
  character_voice: "Character voice",
  head_to_head: "Head to head",
  story_mode: "Story mode",
  speed_round: "Speed round",
};

const modeName = (mode: string): string => MODE_NAMES[mode] ?? mode;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const quote = (text: string, max: number): string => {
  const chars = [...text.replace(/\s+/g, " ").trim()];
  return `“${chars.length > max ? `${chars.slice(0, max - 1).join("")}…` : chars.join("")}”`;
};

/** The riddle `playerId` submitted in `round`, with its round. */
export function findRiddle(
  state: GameState,
  round: number,
  playerId: string,
): { riddle: Riddle; roundState: RoundState } | undefined {
  const roundState = state.rounds[round - 1];
  const riddle = roundState?.riddles.find((r) => r.playerId === playerId);
  return riddle && roundState ? { riddle, roundState } : undefined;
}

/**
 * Whether anyone watching the game may read the riddles of `round`: once guessing has opened on them
 * (during writing, other players' riddles are hidden even from the table).
 */
export function riddlesReadable(state: GameState, round: number): boolean {
  return round < state.currentRound || (round === state.currentRound && state.phase !== "writing");
}

/** The riddle card: its text and author; the word only once the round is scored. */
export function riddleCard(state: GameState, round: number, playerId: string): Card | undefined {
  const found = findRiddle(state, round, playerId);
  if (!found) return undefined;
  const { riddle, roundState } = found;
  const author = state.players.find((p) => p.id === playerId)?.name ?? "A player";
  const scored = isRoundScored(roundState);
  const result = scored ? roundState.result.riddles.find((r) => r.riddleId === riddle.id) : undefined;
  const solved = result
    ? `Solved by ${result.correctGuesserIds.length} of ${plural(result.guessCount, "guesser")}.`
    : "";
  const body = [riddle.text];
  if (riddle.prompt) body.push(`Written as: ${riddle.prompt}`);
  return {
    content: {
      eyebrow: `RIDDLEBOOK · ROUND ${round} · ${state.name}`,
      title: `A riddle by ${author}`,
      body,
      footer:
        scored && result
          ? `The word was “${result.word}”. ${solved}`
          : "Can you guess the word? Play on Riddlebook.",
    },
    meta: {
      title: `A riddle by ${author} · Riddlebook`,
      description: `${quote(riddle.text, 180)} ${scored ? solved || "Scored." : "Can you guess the word?"}`,
      imageAlt: `A riddle by ${author} from the Riddlebook game ${state.name}.`,
    },
    cacheKey: `riddle:${state.id}:${round}:${playerId}:${scored ? "scored" : "open"}`,
  };
}

/** Players by score, highest first, at the rules' shared places; a player who left without a point is left out. */
function standings(state: GameState): { rank: number; name: string; score: number }[] {
  return standingsOf(state.players.filter((p) => !p.hasLeft || p.score > 0)).map(({ player, place }) => ({
    rank: place,
    name: player.name,
    score: player.score,
  }));
}

/** The result card of a finished game: the podium. Undefined before the game is over. */
export function resultCard(state: GameState): Card | undefined {
  if (state.phase !== "complete") return undefined;
  const top = standings(state).slice(0, 3);
  const winnerIds = winnersOf(state.players);
  const winners = state.players.filter((p) => winnerIds.includes(p.id));
  const names = winners.map((p) => p.name);
  const lead = names.length > 1 ? `${names.join(" and ")} tied for first` : `${names[0] ?? "Nobody"} won`;
  const points = winners[0] ? ` with ${plural(winners[0].score, "point")}` : "";
  return {
    content: {
      eyebrow: "RIDDLEBOOK · FINAL RESULTS",
      title: state.name,
      body: [
        `${plural(state.players.length, "player")} · ${plural(state.totalRounds, "round")} · ${modeName(state.gameMode)}`,
      ],
      rows: top.map((p) => ({ label: `${p.rank}. ${p.name}`, value: plural(p.score, "pt") })),
      footer: "Write a riddle, guess the word: play on Riddlebook.",
    },
    meta: {
      title: `${state.name}: final results · Riddlebook`,
      description: `${lead}${points}. ${top.map((p) => `${p.rank}. ${p.name} (${p.score})`).join(", ")}.`,
      imageAlt: `The podium of the Riddlebook game ${state.name}.`,
    },
    cacheKey: `result:${state.id}:v${state.version}`,
  };
}

const CHALLENGE_STATE: Record<Challenge["status"], string> = {
  pending: "Waiting for an answer.",
  accepted: "Challenge accepted: the game is on.",
  declined: "Declined, this time.",
  expired: "This challenge has expired.",
  completed: "Played.",
};

/** The challenge card: who challenged whom, the mode, and the score once played. No words. */
export function challengeCard(challenge: Challenge): Card {
  const { challengerName: from, challengedName: to, result } = challenge;
  const outcome = result
    ? result.winnerName
      ? `${result.winnerName} won, ${Math.max(result.challengerScore, result.challengedScore)} to ${Math.min(result.challengerScore, result.challengedScore)}.`
      : `A draw at ${result.challengerScore} each.`
    : CHALLENGE_STATE[challenge.status];
  return {
    content: {
      eyebrow: "RIDDLEBOOK · CHALLENGE",
      title: `${from} challenged ${to}`,
      body: [`${modeName(challenge.gameMode)} · ${plural(challenge.roundCount, "round")}`, outcome],
      ...(result
        ? {
            rows: [
              { label: from, value: plural(result.challengerScore, "pt") },
              { label: to, value: plural(result.challengedScore, "pt") },
            ],
          }
        : {}),
      footer: "Think you can write a better riddle? Play on Riddlebook.",
    },
    meta: {
      title: `${from} challenged ${to} · Riddlebook`,
      description: `A ${modeName(challenge.gameMode).toLowerCase()} riddle duel over ${plural(challenge.roundCount, "round")}. ${outcome}`,
      imageAlt: `A Riddlebook challenge between ${from} and ${to}.`,
    },
    cacheKey: `challenge:${challenge.id}:${challenge.status}`,
  };
}

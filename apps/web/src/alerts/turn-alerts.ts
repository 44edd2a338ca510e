import type { SocialMessage } from "@riddlebook/protocol";
import type { GamePhase, GameView } from "@riddlebook/rules";
import { commonText } from "../i18n/en/common";

/** What can need a player whose tab is in the background. */
export type AlertKind =
  | "game_started"
  | "writing_ends_soon"
  | "guessing_open"
  | "friend_request"
  | "challenge"
  // A tournament match ready to play: raised by src/advanced/tournament-pushes.ts from the user socket.
  | "tournament_match";

/** One alert: the flashing title's words, and the system notification's title, text and tag. */
export interface TurnAlert {
  kind: AlertKind;
  /** Short, for the flashing tab title: "Your turn", "Guess now". */
  short: string;
  title: string;
  body: string;
  /** Notifications with the same tag replace each other: one per game moment or request. */
  tag: string;
}

/** How long before the writing deadline the player is reminded, if their riddle is not in yet. */
export const WRITING_WARNING_MS = 30_000;

/** The alert of a kind. `about` is the game's, player's or tournament's name; `key` makes the tag unique. */
export function alertFor(kind: AlertKind, about: string, key = about): TurnAlert {
  const { t } = commonText;
  const seconds = WRITING_WARNING_MS / 1000;
  return {
    kind,
    tag: `${kind}:${key}`,
    short: t(`turnAlert.${kind}.short`, { count: seconds }),
    title: t(`turnAlert.${kind}.title`),
    body: t(`turnAlert.${kind}.body`, { about, count: seconds }),
  };
}

/** The parts of a seated player's game view that decide alerts. */
export interface GameMoment {
  gameId: string;
  name: string;
  phase: GamePhase;
  round: number;
  /** The phase's deadline, by the server's clock (epoch ms); null without one. */
  deadline: number | null;
  /** This player's riddle for the round is in. */
  submitted: boolean;
}

/** The moment of a view for its seated player, or null for a spectator or a player who left. */
export function momentOf(view: GameView): GameMoment | null {
  const me = view.players.find((p) => p.id === view.viewerId);
  if (!me || me.hasLeft) return null;
  const { game } = view;
  return {
    gameId: game.id,
    name: game.name,
    phase: game.currentPhase,
    round: game.currentRound,
    deadline: game.deadline,
    submitted: me.hasSubmittedRiddle,
  };
}

/**
 * The alert for a phase change seen on the game screen: writing begins (the game started, or the
 * next round did), or reading and guessing opens. Nothing for the first moment seen (the player just
 * opened the page) or when the phase and round did not change.
 */
export function phaseAlert(previous: GameMoment | null, next: GameMoment): TurnAlert | null {
  if (!previous || previous.gameId !== next.gameId) return null;
  if (previous.phase === next.phase && previous.round === next.round) return null;
  const key = `${next.gameId}:${next.round}`;
  if (next.phase === "writing") {
    const about =
      next.round > 1
        ? commonText.t("turnAlert.gameRound", { name: next.name, round: next.round })
        : next.name;
    return alertFor("game_started", about, key);
  }
  if (next.phase === "reading") return alertFor("guessing_open", next.name, key);
  return null;
}

/**
 * When (by this device's clock) to remind the player that writing ends soon: `WRITING_WARNING_MS`
 * before the deadline, while they are writing and their riddle is not in. `offset` is the server's
 * clock minus ours. Null when there is nothing to remind of, or the moment has passed.
 */
export function writingReminderAt(moment: GameMoment | null, offset: number, now: number): number | null {
  if (moment?.phase !== "writing" || moment.submitted || moment.deadline === null) return null;
  const at = moment.deadline - offset - WRITING_WARNING_MS;
  return at > now ? at : null;
}

/** The alert for a user-socket push that needs the player: a friend request or a challenge. */
export function socialAlert(message: SocialMessage): TurnAlert | null {
  switch (message.type) {
    case "friend_request":
      return alertFor(
        "friend_request",
        message.request.name ?? commonText.t("turnAlert.someone"),
        message.request.id,
      );
    case "challenge_received":
      return alertFor("challenge", message.challenge.challengerName, message.challenge.id);
    default:
      return null;
  }
}

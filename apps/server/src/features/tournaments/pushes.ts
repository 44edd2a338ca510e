/**
 * What the tournaments feature sends users on their own sockets (`/ws/user`, the protocol's
 * `TournamentUserMessage`): a match ready to play, and a tournament started, finished or cancelled
 * (docs/decisions/033-tournaments.md). The app gives the user channel as `TournamentPushes`, so the
 * feature does not import the socket layer.
 */
import type {
  TournamentMatchMessage,
  TournamentUpdateMessage,
  TournamentUserMessage,
} from "@riddlebook/protocol";
import type { Db } from "../../db/schema";
import { listEntrants } from "./repository";

/** The user channel as this feature uses it. Never throws. */
export interface TournamentPushes {
  push(userId: string, message: TournamentUserMessage): Promise<void>;
  pushMany(userIds: readonly string[], message: TournamentUserMessage): Promise<void>;
}

/** Tells every person entered (bots aside) that the tournament started, finished or was cancelled. */
export async function tellEntrants(
  db: Db,
  pushes: TournamentPushes,
  tournament: { id: string; name: string },
  message: Pick<TournamentUpdateMessage, "type" | "detail">,
): Promise<void> {
  const people = (await listEntrants(db, tournament.id)).flatMap((e) =>
    e.user_id && e.is_bot === 0 ? [e.user_id] : [],
  );
  await pushes.pushMany(people, { ...message, tournamentId: tournament.id, tournamentName: tournament.name });
}

/** Tells a person that their match's game is ready, whom they meet and by when they must open it. */
export function tellMatchReady(
  pushes: TournamentPushes,
  userId: string,
  message: Omit<TournamentMatchMessage, "type">,
): void {
  void pushes.push(userId, { type: "tournament_match", ...message });
}

import { type GamePhase, type PlayerInfo, presenceOf } from "@riddlebook/rules";
import { useContext } from "react";
import { Badge } from "../components/ui";
import { gameText } from "../i18n/en/game";
import { GameContext } from "./context";
import { useNow } from "./countdown";
import { KickPlayerButton } from "./kick-player-button";
import { WatcherCount } from "./spectator-count";

/** A coloured circle with the player's initial; decorative, the name is beside it. */
export function Avatar({ player, size = "h-9 w-9" }: { player: PlayerInfo; size?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex ${size} shrink-0 items-center justify-center rounded-full font-bold text-ink ring-2 ring-white`}
      style={{ backgroundColor: player.avatarColor }}
    >
      {player.name.trim().charAt(0).toUpperCase() || "?"}
    </span>
  );
}

function progressNote(player: PlayerInfo, phase: GamePhase): { text: string; done: boolean } | null {
  const { t } = gameText;
  if (phase === "setup")
    return { text: player.isReady ? t("players.ready") : t("players.notReady"), done: player.isReady };
  if (phase === "writing")
    return player.hasSubmittedRiddle
      ? { text: t("players.submitted"), done: true }
      : { text: player.hasChosenWord ? t("players.writing") : t("players.choosingWord"), done: false };
  if (phase === "reading")
    return player.hasSubmittedGuess
      ? { text: t("players.doneGuessing"), done: true }
      : { text: t("players.guessing", { count: player.guessCount }), done: false };
  return null;
}

/** "Reconnecting…" as soon as a player's socket drops, "Away" after the grace period; nothing while here. */
function PresenceBadge({ player }: { player: PlayerInfo }) {
  const t = gameText.useT();
  const offset = useContext(GameContext)?.offset ?? 0;
  const now = useNow(1000) + offset;
  const presence = presenceOf(player, now);
  if (presence === "here" || player.hasLeft) return null;
  return (
    <Badge tone="amber">{presence === "reconnecting" ? t("players.reconnecting") : t("players.away")}</Badge>
  );
}

/**
 * The table: avatar colours, host, bot and you marks, and this phase's progress per player, under
 * how many users watch the game ("2 watching", when anyone does). With `kickFrom` (the host's own
 * table), every other player still seated has a Remove button.
 */
export function PlayerList({
  players,
  viewerId,
  phase,
  showScores = false,
  kickFrom,
}: {
  players: readonly PlayerInfo[];
  viewerId: string | null;
  phase: GamePhase;
  showScores?: boolean;
  /** The game whose host is looking at this list. */
  kickFrom?: string;
}) {
  const t = gameText.useT();
  const gameId = players[0]?.gameId;
  return (
    <>
      {gameId ? <WatcherCount gameId={gameId} className="mb-2" /> : null}
      <ul aria-label={t("players.title")} className="grid gap-2">
        {players.map((player) => {
          const note = progressNote(player, phase);
          return (
            <li
              key={player.id}
              className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-2"
            >
              <Avatar player={player} />
              <span className="min-w-0 flex-1">
                <span className="block font-semibold break-words text-slate-900">
                  {player.name}
                  {player.id === viewerId ? (
                    <span className="font-normal text-slate-600">{t("players.you")}</span>
                  ) : null}
                </span>
                <span className="mt-0.5 flex flex-wrap gap-1">
                  {player.isHost ? <Badge tone="amber">{t("players.host")}</Badge> : null}
                  {player.isBot ? <Badge>{t("players.bot")}</Badge> : null}
                  {player.hasLeft ? <Badge>{t("players.left")}</Badge> : null}
                  <PresenceBadge player={player} />
                  {note ? <Badge tone={note.done ? "green" : "brand"}>{note.text}</Badge> : null}
                </span>
              </span>
              {kickFrom && player.id !== viewerId && !player.hasLeft && phase !== "complete" ? (
                <KickPlayerButton gameId={kickFrom} player={player} />
              ) : null}
              {showScores ? (
                <span className="font-mono font-semibold text-slate-900">
                  {player.score} <span className="sr-only">{t("players.pointsLong")}</span>
                  <span aria-hidden="true">{t("players.pointsShort")}</span>
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}

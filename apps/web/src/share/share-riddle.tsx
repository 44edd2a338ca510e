import { ShareDialog } from "../game/share-dialog";
import { shareText } from "../i18n/en/share";
import { riddleShareText } from "./share-text";

/** The riddle of a game to share: what the server needs to find it, and what the text shows. */
interface GameRiddleShare {
  gameId: string;
  gameName: string;
  round: number;
  playerId: string;
  text: string;
  authorName: string;
  /** The sharer wrote it (then it can be shared before its round is scored). */
  mine: boolean;
}

/**
 * "Share Riddle": a game's riddle with its card link (apps/server/src/cards/README.md). Only the text
 * goes out; the word stays on the card until the round is scored.
 */
export function ShareRiddleButton({ riddle, label }: { riddle: GameRiddleShare; label?: string }) {
  const t = shareText.useT();
  return (
    <ShareDialog
      triggerLabel={label ?? t("riddle.trigger")}
      title={riddle.mine ? t("riddle.titleMine") : t("riddle.title", { name: riddle.authorName })}
      description={t("riddle.description")}
      text={riddleShareText({
        riddleText: riddle.text,
        authorName: riddle.authorName,
        gameName: riddle.gameName,
        mine: riddle.mine,
      })}
      link={{
        request: { kind: "riddle", gameId: riddle.gameId, round: riddle.round, playerId: riddle.playerId },
      }}
      preview={
        <blockquote className="rounded-lg bg-violet-50 p-3 whitespace-pre-wrap text-slate-900">
          {riddle.text}
        </blockquote>
      }
    />
  );
}

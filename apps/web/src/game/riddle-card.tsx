import type { RiddleView } from "@riddlebook/rules";
import { gameText } from "../i18n/en/game";
import { playerName, useGame } from "./context";
import { Avatar } from "./player-list";

/** One riddle as it is read: its author, its prompt in the prompt modes, and its text. */
export function RiddleCard({ riddle }: { riddle: RiddleView }) {
  const t = gameText.useT();
  const { view } = useGame();
  const author = view.players.find((p) => p.id === riddle.playerId);
  return (
    <article
      aria-labelledby="riddle-author"
      className="mt-4 rounded-xl border border-violet-200 bg-violet-50 p-4"
    >
      <h3 id="riddle-author" className="flex items-center gap-2 font-semibold text-slate-900">
        {author ? <Avatar player={author} size="h-7 w-7" /> : null}
        <span>{t("riddle.by", { name: playerName(view, riddle.playerId) })}</span>
      </h3>
      {riddle.prompt ? (
        <p className="mt-2 text-sm text-amber-900">
          <span className="font-semibold">
            {view.game.gameMode === "character_voice" ? t("riddle.writtenAs") : t("riddle.style")}
          </span>
          {riddle.prompt}
        </p>
      ) : null}
      <blockquote className="mt-3 text-lg whitespace-pre-wrap text-slate-900" data-testid="riddle-text">
        {riddle.text}
      </blockquote>
    </article>
  );
}

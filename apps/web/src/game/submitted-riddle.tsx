import type { RiddleView } from "@riddlebook/rules";
import { Trans } from "react-i18next";
import { gameText } from "../i18n/en/game";
import { ShareRiddleButton } from "../share/share-riddle";
import { playerName, useGame } from "./context";

/** After submitting: the player's own word and riddle (as the server has them) and Share. */
export function SubmittedRiddle({ riddle, gameName }: { riddle: RiddleView | null; gameName: string }) {
  const t = gameText.useT();
  const { view } = useGame();
  return (
    <div className="mt-4 grid gap-3" role="status">
      <p className="font-semibold text-green-800">{t("submitted.title")}</p>
      {riddle?.word ? (
        <p className="text-slate-800">
          <Trans
            t={t}
            i18nKey="submitted.word"
            values={{ word: riddle.word }}
            components={{ strong: <strong className="uppercase" /> }}
          />
        </p>
      ) : null}
      {riddle?.text ? (
        <>
          <blockquote className="rounded-lg bg-violet-50 p-3 whitespace-pre-wrap text-slate-900">
            {riddle.text}
          </blockquote>
          <div>
            <ShareRiddleButton
              riddle={{
                gameId: view.game.id,
                gameName,
                round: riddle.round,
                playerId: riddle.playerId,
                text: riddle.text,
                authorName: playerName(view, riddle.playerId),
                mine: true,
              }}
            />
          </div>
        </>
      ) : null}
    </div>
  );
}

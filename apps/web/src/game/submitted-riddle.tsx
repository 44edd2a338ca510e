import type { RiddleView } from "@riddlebook/rules";
import { ShareRiddleButton } from "../share/share-riddle";
import { playerName, useGame } from "./context";

/** After submitting: the player's own word and riddle (as the server has them) and Share. */
export function SubmittedRiddle({ riddle, gameName }: { riddle: RiddleView | null; gameName: string }) {
  const { view } = useGame();
  return (
    <div className="mt-4 grid gap-3" role="status">
      <p className="font-semibold text-green-800">Riddle submitted! Waiting for the other players...</p>
      {riddle?.word ? (
        <p className="text-slate-800">
          Your word: <strong className="uppercase">{riddle.word}</strong>
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

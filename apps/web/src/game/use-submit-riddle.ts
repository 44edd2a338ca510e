import { useGameAction } from "../hooks/use-game-action";
import { gameText } from "../i18n/en/game";
import { publishRiddle, submitRiddle } from "../lib/game-api";
import { toast } from "../toast/toast-store";
import { useGame } from "./context";

/**
 * Submitting the riddle for this round (POST /api/riddles with the protocol's body). Once accepted:
 * say so, clear the server's draft, and, when asked, offer the riddle for community review (a
 * failure there does not undo the submission, so it is only logged).
 */
export function useSubmitRiddle() {
  const { view, me, send } = useGame();
  const { game } = view;
  return useGameAction({
    gameId: game.id,
    call: ({ word, text }: { word: string; text: string; publish: boolean }) =>
      submitRiddle({
        gameId: game.id,
        playerId: me.id,
        round: game.currentRound,
        selectedWord: word,
        riddleText: text,
      }),
    onAccepted: (answer, { publish }) => {
      const { t } = gameText;
      toast({ title: t("submit.done"), description: t("submit.doneText") });
      send({ type: "save_draft", text: "" });
      if (!publish) return;
      publishRiddle(answer.id, { playerName: me.name, gameMode: game.gameMode, difficulty: "medium" })
        .then(() =>
          toast({
            title: t("submit.review"),
            description: t("submit.reviewText"),
          }),
        )
        .catch((error: unknown) => console.warn("Publishing the riddle failed:", error));
    },
    failureText: gameText.t("submit.failed"),
  });
}

import { Button, Card } from "../components/ui";
import { useGameAction } from "../hooks/use-game-action";
import { gameText } from "../i18n/en/game";
import { rerollPrompt } from "../lib/game-api";
import { useGame } from "./context";

/**
 * The player's style or character in the two prompt modes, with "New Challenge" to draw another
 * until the riddle is in. Other modes show nothing.
 */
export function PromptCard() {
  const t = gameText.useT();
  const { view } = useGame();
  const prompt = view.me?.prompt ?? null;
  const reroll = useGameAction({
    gameId: view.game.id,
    call: () => rerollPrompt(view.game.id),
    failureText: t("pagePicker.failed"),
  });
  if (view.game.gameMode !== "style_challenge" && view.game.gameMode !== "character_voice") return null;
  const isStyle = view.game.gameMode === "style_challenge";
  return (
    <Card aria-labelledby="prompt-title" className="border-amber-300 bg-amber-50">
      <h3 id="prompt-title" className="text-sm font-semibold tracking-wide text-amber-900 uppercase">
        {isStyle ? t("prompt.styleTitle") : t("prompt.characterTitle")}
      </h3>
      <p className="mt-1 text-2xl font-bold text-slate-900" data-testid="writing-prompt">
        {prompt ?? t("prompt.assigning")}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {isStyle ? t("prompt.styleText") : t("prompt.characterText")}
      </p>
      {view.me?.riddleId ? null : (
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          onClick={() => reroll.mutate()}
          disabled={reroll.isPending}
        >
          {t("prompt.reroll")}
        </Button>
      )}
    </Card>
  );
}

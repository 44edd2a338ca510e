import { Button, Card } from "../components/ui";
import { useGameAction } from "../hooks/use-game-action";
import { rerollPrompt } from "../lib/game-api";
import { useGame } from "./context";

/**
 * The player's style or character in the two prompt modes, with "New Challenge" to draw another
 * until the riddle is in. Other modes show nothing.
 */
export function PromptCard() {
  const { view } = useGame();
  const prompt = view.me?.prompt ?? null;
  const reroll = useGameAction({
    gameId: view.game.id,
    call: () => rerollPrompt(view.game.id),
    failureText: "Failed to update game. Please try again.",
  });
  if (view.game.gameMode !== "style_challenge" && view.game.gameMode !== "character_voice") return null;
  const isStyle = view.game.gameMode === "style_challenge";
  return (
    <Card aria-labelledby="prompt-title" className="border-amber-300 bg-amber-50">
      <h3 id="prompt-title" className="text-sm font-semibold tracking-wide text-amber-900 uppercase">
        {isStyle ? "Your style challenge" : "Your character"}
      </h3>
      <p className="mt-1 text-2xl font-bold text-slate-900" data-testid="writing-prompt">
        {prompt ?? "Being assigned..."}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {isStyle ? "Write your riddle in this style." : "Write your riddle in this character's voice."}
      </p>
      {view.me?.riddleId ? null : (
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          onClick={() => reroll.mutate()}
          disabled={reroll.isPending}
        >
          New Challenge
        </Button>
      )}
    </Card>
  );
}

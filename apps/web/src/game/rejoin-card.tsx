import { Link } from "wouter";
import { Button, buttonClass, Card } from "../components/ui";
import { useGameAction } from "../hooks/use-game-action";
import { gameText } from "../i18n/en/game";
import { rejoinGame } from "../lib/game-api";
import { rememberSeat } from "../lib/seat-memory";

/** Our seat is marked as left: it keeps its riddles and score, and Rejoin takes it back. */
export function RejoinCard({ gameId }: { gameId: string }) {
  const t = gameText.useT();
  const rejoin = useGameAction({
    gameId,
    call: () => rejoinGame(gameId),
    onAccepted: (answer) => rememberSeat(gameId, answer.player),
    failureText: t("joinHere.failed"),
  });
  return (
    <Card aria-labelledby="left-title" className="max-w-lg">
      <h2 id="left-title" className="text-xl font-bold text-slate-900">
        {t("rejoin.title")}
      </h2>
      <p className="mt-1 text-slate-700">{t("rejoin.text")}</p>
      <Button className="mt-4" onClick={() => rejoin.mutate()} disabled={rejoin.isPending}>
        {t("rejoin.button")}
      </Button>
    </Card>
  );
}

/**
 * Our seat is marked as left because the host removed us (`removed`): we may not rejoin, so the card
 * says so and offers the way home instead (docs/product.md §4, "Leaving and rejoining").
 */
export function RemovedCard() {
  const t = gameText.useT();
  return (
    <Card aria-labelledby="removed-title" className="max-w-lg">
      <h2 id="removed-title" className="text-xl font-bold text-slate-900">
        {t("removedFromGame.title")}
      </h2>
      <p className="mt-1 text-slate-700" data-testid="removed-from-game">
        {t("removedFromGame.text")}
      </p>
      <Link href="/" className={buttonClass("primary", "md", "mt-4")}>
        {t("goHome")}
      </Link>
    </Card>
  );
}

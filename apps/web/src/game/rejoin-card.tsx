import { Button, Card } from "../components/ui";
import { useGameAction } from "../hooks/use-game-action";
import { rejoinGame } from "../lib/game-api";
import { rememberSeat } from "../lib/seat-memory";

/** Our seat is marked as left: it keeps its riddles and score, and Rejoin takes it back. */
export function RejoinCard({ gameId }: { gameId: string }) {
  const rejoin = useGameAction({
    gameId,
    call: () => rejoinGame(gameId),
    onAccepted: (answer) => rememberSeat(gameId, answer.player),
    failureText: "Failed to join game. Please check the game ID and try again.",
  });
  return (
    <Card aria-labelledby="left-title" className="max-w-lg">
      <h2 id="left-title" className="text-xl font-bold text-slate-900">
        You left this game
      </h2>
      <p className="mt-1 text-slate-700">Your seat, riddles and score are kept. Rejoin to play on.</p>
      <Button className="mt-4" onClick={() => rejoin.mutate()} disabled={rejoin.isPending}>
        Rejoin
      </Button>
    </Card>
  );
}

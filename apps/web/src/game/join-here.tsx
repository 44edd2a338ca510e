import { PLAYER_NAME_MAX_LENGTH } from "@riddlebook/rules";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button, Card, inputClass } from "../components/ui";
import { useAuth } from "../hooks/use-auth";
import { useGameAction } from "../hooks/use-game-action";
import { errorCode } from "../lib/api";
import { joinGame, USER_GAMES_KEY } from "../lib/game-api";
import { defaultPlayerName } from "../lib/player-name";
import { rememberSeat } from "../lib/seat-memory";

/** A signed-in user without a seat in a game still in setup can take one here. */
export function JoinHere({
  gameId,
  playerCount,
  maxPlayers,
}: {
  gameId: string;
  playerCount: number;
  maxPlayers: number;
}) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [name, setName] = useState(() => defaultPlayerName(user));
  const [error, setError] = useState<string | undefined>();
  const join = useGameAction({
    gameId,
    call: (playerName: string) => joinGame({ gameId, name: playerName }),
    onAccepted: (seat) => {
      rememberSeat(gameId, seat);
      void queryClient.invalidateQueries({ queryKey: USER_GAMES_KEY });
    },
    failureText: "Failed to join game. Please check the game ID and try again.",
    alreadyDone: (err) => errorCode(err) === "already_joined",
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError("Please enter your name");
      return;
    }
    setError(undefined);
    join.mutate(trimmed);
  };
  return (
    <Card aria-labelledby="join-here-title" className="max-w-lg">
      <h2 id="join-here-title" className="text-xl font-bold text-slate-900">
        Join this game
      </h2>
      <p className="mt-1 text-slate-700">
        {playerCount}/{maxPlayers} players so far.
      </p>
      <form onSubmit={onSubmit} className="mt-4 grid gap-2" noValidate>
        <label htmlFor="join-here-name" className="text-sm font-semibold text-slate-800">
          Your name
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id="join-here-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={PLAYER_NAME_MAX_LENGTH}
            autoComplete="nickname"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "join-here-error" : undefined}
            className={`${inputClass} flex-1`}
          />
          <Button type="submit" disabled={join.isPending}>
            Join
          </Button>
        </div>
        {error ? (
          <p id="join-here-error" role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </form>
    </Card>
  );
}

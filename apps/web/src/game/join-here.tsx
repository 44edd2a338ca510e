import { PLAYER_NAME_MAX_LENGTH } from "@riddlebook/rules";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button, Card, inputClass } from "../components/ui";
import { useAuth } from "../hooks/use-auth";
import { useGameAction } from "../hooks/use-game-action";
import { gameText } from "../i18n/en/game";
import { errorCode } from "../lib/api";
import { joinGame, USER_GAMES_KEY } from "../lib/game-api";
import { defaultPlayerName } from "../lib/player-name";
import { rememberSeat } from "../lib/seat-memory";
import { SpectatorGame, useWatchedView } from "./spectator-game";

/**
 * A signed-in user without a seat in a game still in setup can take one here, or watch the game
 * live as a spectator meanwhile (and still join).
 */
export function JoinHere({
  gameId,
  playerCount,
  maxPlayers,
}: {
  gameId: string;
  playerCount: number;
  maxPlayers: number;
}) {
  const t = gameText.useT();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [name, setName] = useState(() => defaultPlayerName(user));
  const [error, setError] = useState<string | undefined>();
  const [watching, setWatching] = useState(false);
  const view = useWatchedView(gameId);
  const join = useGameAction({
    gameId,
    call: (playerName: string) => joinGame({ gameId, name: playerName }),
    onAccepted: (seat) => {
      rememberSeat(gameId, seat);
      void queryClient.invalidateQueries({ queryKey: USER_GAMES_KEY });
    },
    failureText: t("joinHere.failed"),
    alreadyDone: (err) => errorCode(err) === "already_joined",
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(t("joinHere.emptyName"));
      return;
    }
    setError(undefined);
    join.mutate(trimmed);
  };
  return (
    <div className="grid gap-4">
      <Card aria-labelledby="join-here-title" className="max-w-lg">
        <h2 id="join-here-title" className="text-xl font-bold text-slate-900">
          {t("joinHere.title")}
        </h2>
        <p className="mt-1 text-slate-700">
          {t("joinHere.playersSoFar", { count: playerCount, max: maxPlayers })}
        </p>
        <form onSubmit={onSubmit} className="mt-4 grid gap-2" noValidate>
          <label htmlFor="join-here-name" className="text-sm font-semibold text-slate-800">
            {t("joinHere.nameLabel")}
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
              {t("joinHere.join")}
            </Button>
          </div>
          {error ? (
            <p id="join-here-error" role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
        </form>
        <div className="mt-4 border-t border-slate-200 pt-4">
          <p className="text-sm text-slate-700">{t("joinHere.watchHint")}</p>
          <Button variant="outline" className="mt-2" onClick={() => setWatching((on) => !on)}>
            {watching ? t("joinHere.stopWatching") : t("joinHere.watch")}
          </Button>
        </div>
      </Card>
      {watching && view && view.viewerId === null ? <SpectatorGame view={view} /> : null}
    </div>
  );
}

import type { GameView } from "@riddlebook/rules";
import { PLAYER_NAME_MAX_LENGTH } from "@riddlebook/rules";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import { Link } from "wouter";
import { AppHeader } from "../components/app-header";
import { PageMain } from "../components/page";
import { Badge, Button, buttonClass, Card, inputClass } from "../components/ui";
import { GameContext, type GameContextValue } from "../game/context";
import { ReadingPhase } from "../game/reading-phase";
import { FinalResults, ScoringPhase } from "../game/results";
import { SetupPhase } from "../game/setup-phase";
import { WritingPhase } from "../game/writing-phase";
import { useAuth } from "../hooks/use-auth";
import { useGameSocket } from "../hooks/use-game-socket";
import { errorStatus } from "../lib/api";
import {
  gameKey,
  getGame,
  joinGame,
  rejoinGame,
  rememberSeat,
  serverCode,
  USER_GAMES_KEY,
} from "../lib/game-api";
import { isNewer, modeHint, modeLabel, phaseLabel } from "../lib/game-logic";
import { defaultPlayerName } from "../lib/player-name";
import { toastError } from "../lib/toast-error";

function GameNotFound() {
  return (
    <PageMain className="flex flex-col items-center justify-center text-center">
      <h1 className="text-3xl font-bold text-slate-900">Game Not Found</h1>
      <p className="mt-3 text-slate-700">The game you're looking for doesn't exist or has ended.</p>
      <Link href="/" className={buttonClass("primary", "md", "mt-6")}>
        Go Home
      </Link>
    </PageMain>
  );
}

/** A signed-in user without a seat in a game still in setup can take one here. */
function JoinHere({ view, refresh }: { view: GameView; refresh: (answer?: unknown) => void }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [name, setName] = useState(() => defaultPlayerName(user));
  const [error, setError] = useState<string | undefined>();
  const join = useMutation({
    mutationFn: (playerName: string) => joinGame(view.game.id, playerName),
    onSuccess: (seat) => {
      rememberSeat(view.game.id, seat);
      void queryClient.invalidateQueries({ queryKey: USER_GAMES_KEY });
      refresh();
    },
    onError: (err) => {
      if (serverCode(err) === "already_joined") refresh();
      else toastError(err, "Error", "Failed to join game. Please check the game ID and try again.");
    },
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
        {view.game.playerCount}/{view.game.maxPlayers} players so far.
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

function Rejoin({ gameId, refresh }: { gameId: string; refresh: (answer?: unknown) => void }) {
  const rejoin = useMutation({
    mutationFn: () => rejoinGame(gameId),
    onSuccess: (res) => {
      rememberSeat(gameId, res.player);
      refresh();
    },
    onError: (error) =>
      toastError(error, "Error", "Failed to join game. Please check the game ID and try again."),
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

function SeatedGame({ view, refresh }: { view: GameView; refresh: (answer?: unknown) => void }) {
  const me = view.players.find((p) => p.id === view.viewerId);
  const playing = me !== undefined && !me.hasLeft && view.game.currentPhase !== "complete";
  const socket = useGameSocket(view.game.id, playing && me ? me.id : null);
  useEffect(() => {
    if (me) rememberSeat(view.game.id, me);
  }, [view.game.id, me]);

  const value = useMemo<GameContextValue | null>(
    () =>
      me
        ? {
            view,
            me,
            isHost: view.game.hostId === me.id,
            offset: socket.offset,
            draft: socket.draft,
            draftRound: socket.draftRound,
            snapshots: socket.snapshots,
            send: socket.send,
            refresh,
          }
        : null,
    [view, me, socket.offset, socket.draft, socket.draftRound, socket.snapshots, socket.send, refresh],
  );
  if (!me || !value) return null;
  if (me.hasLeft && view.game.currentPhase !== "complete")
    return <Rejoin gameId={view.game.id} refresh={refresh} />;

  const phase = view.game.currentPhase;
  return (
    <GameContext.Provider value={value}>
      {socket.status === "closed" && playing ? (
        <p role="status" className="mb-4 rounded-lg bg-amber-100 p-3 text-sm text-amber-950">
          Connection lost. Reconnecting...
        </p>
      ) : null}
      {phase === "setup" ? (
        <SetupPhase />
      ) : phase === "writing" ? (
        <WritingPhase key={`writing-${view.game.currentRound}`} />
      ) : phase === "reading" ? (
        <ReadingPhase key={`reading-${view.game.currentRound}`} />
      ) : phase === "scoring" ? (
        <ScoringPhase />
      ) : (
        <FinalResults />
      )}
    </GameContext.Provider>
  );
}

/** The game screen (spec 2): header with the phase, then the screen for the phase the server says. */
export default function Game({ params }: { params: { gameId?: string } }) {
  const gameId = params.gameId ?? "";
  const queryClient = useQueryClient();
  const key = gameKey(gameId);
  const game = useQuery<GameView>({
    queryKey: key,
    queryFn: async () => {
      const fresh = await getGame(gameId);
      const current = queryClient.getQueryData<GameView>(key);
      // A realtime view may have overtaken this read; keep the newer one.
      return current && current.game.version > fresh.game.version ? current : fresh;
    },
    refetchOnMount: "always",
    enabled: gameId !== "",
  });
  const refresh = useCallback(
    (answer?: unknown) => {
      const fresh = answer as GameView | undefined;
      if (
        fresh &&
        typeof fresh === "object" &&
        fresh.game?.id === gameId &&
        typeof fresh.game.version === "number"
      ) {
        queryClient.setQueryData<GameView>(gameKey(gameId), (current) =>
          isNewer(fresh.game.version, current?.game.version) ? fresh : current,
        );
      } else {
        void queryClient.invalidateQueries({ queryKey: gameKey(gameId) });
      }
    },
    [queryClient, gameId],
  );

  const view = game.data;
  const phase = view?.game.currentPhase;

  useEffect(() => {
    if (view) document.title = `${view.game.name} · ${phaseLabel(view.game.currentPhase)} · Riddlebook`;
    return () => {
      document.title = "Riddlebook";
    };
  }, [view]);

  let body: ReactNode;
  if (game.isPending && gameId !== "") {
    body = (
      <PageMain>
        <p role="status" className="text-lg text-slate-700">
          Loading game...
        </p>
      </PageMain>
    );
  } else if (!view) {
    const status = errorStatus(game.error);
    body =
      status === undefined && game.error ? (
        <PageMain>
          <h1 className="text-3xl font-bold text-slate-900">Game Not Found</h1>
          <p className="mt-3 text-slate-700">The game you're looking for doesn't exist or has ended.</p>
          <Button className="mt-4" onClick={() => void game.refetch()}>
            Try Again
          </Button>
        </PageMain>
      ) : (
        <GameNotFound />
      );
  } else {
    const seated = view.viewerId !== null;
    body = (
      <PageMain>
        <div className="mb-6">
          <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">{view.game.name}</h1>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <Badge>Mode: {modeLabel(view.game.gameMode)}</Badge>
            {view.game.currentRound > 0 ? (
              <Badge tone="green">
                Round {view.game.currentRound} of {view.game.totalRounds}
              </Badge>
            ) : (
              <span>{view.game.totalRounds} rounds</span>
            )}
            <span className="sr-only sm:not-sr-only">{modeHint(view.game.gameMode)}</span>
          </p>
        </div>
        {seated ? (
          <SeatedGame view={view} refresh={refresh} />
        ) : phase === "setup" ? (
          <JoinHere view={view} refresh={refresh} />
        ) : (
          <Card aria-labelledby="in-progress-title" className="max-w-lg">
            <h2 id="in-progress-title" className="text-xl font-bold text-slate-900">
              Game in Progress
            </h2>
            <p className="mt-1 text-slate-700">
              This game is in the {phase ? phaseLabel(phase) : ""} phase. New players can join only before it
              starts.
            </p>
            <Link href="/" className={buttonClass("primary", "md", "mt-4")}>
              Go Home
            </Link>
          </Card>
        )}
      </PageMain>
    );
  }

  return (
    <>
      <AppHeader links={["dashboard", "profile"]}>
        {phase ? (
          <p className="min-w-0 truncate text-sm font-semibold text-brand-dark" data-testid="phase-label">
            <span className="sr-only">Phase: </span>
            {phaseLabel(phase)}
          </p>
        ) : null}
      </AppHeader>
      {body}
    </>
  );
}

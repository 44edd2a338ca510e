import {
  type GameView,
  isRoundScored,
  type RiddleView,
  type RoundView,
  roundAt,
  standingsOf,
  winnersOf,
} from "@riddlebook/rules";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { Badge, Card } from "../components/ui";
import { onGameSocketClosed } from "../hooks/game-socket-closed";
import { gameText } from "../i18n/en/game";
import { errorStatus, serverMessage } from "../lib/api";
import { openGameLiveSocket, useClockOffset } from "../lib/game-live-socket";
import { inviteFrom, spectatorSocketUrl } from "../lib/game-socket-logic";
import { gameViewQuery, offerView, readView, refreshView } from "../lib/game-view-store";
import { playerName } from "./context";
import { Countdown } from "./countdown";
import { PlayerList } from "./player-list";
import { RiddleBody } from "./round-results";

/** "closed": the connection dropped and is being tried again; "stopped": it ended for good. */
type SpectatorSocketStatus = "connecting" | "open" | "closed" | "stopped";

/**
 * Why the server refuses this spectator's socket, read over HTTP with the same checks (a socket
 * refused before its upgrade tells the browser nothing, lib/live-socket.ts): the server's message for
 * a 403 or 404 (a removed player, a private game without its invite, a game gone), else null.
 */
async function whyWatchingIsRefused(gameId: string): Promise<string | null> {
  try {
    await readView(gameId);
    return null;
  } catch (error) {
    const status = errorStatus(error);
    if (status !== 403 && status !== 404) return null;
    return serverMessage(error) ?? gameText.t("notFound.text");
  }
}

/**
 * The spectator's socket (`spectatorSocketUrl`, with the page link's invite for a private game), on
 * the client's one live-socket loop (`openGameLiveSocket`, lib/live-socket.ts). Its views (public: no
 * secret word before scoring) go to the game's view store through a view feed, like a player's socket
 * (ADR 009), and its `watchers` messages to the watcher count. It reconnects after an unclean close
 * with the shared backoff. The server closes it normally once the user takes a seat; the view is then
 * read again, so the screen turns into the player's.
 */
function useSpectatorSocket(gameId: string, invite: string | undefined) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [status, setStatus] = useState<SpectatorSocketStatus>("connecting");
  const [refusal, setRefusal] = useState<string | null>(null);
  const [offset, noteClock] = useClockOffset();

  useEffect(() => {
    setRefusal(null);
    const live = openGameLiveSocket({
      url: () => spectatorSocketUrl(window.location, gameId, invite),
      offer: (view) => offerView(queryClient, view),
      onClock: noteClock,
      onClose: (code) =>
        onGameSocketClosed(code, { navigate, stop: () => void refreshView(queryClient, gameId) }),
      onStatus: setStatus,
      whyRefused: () => whyWatchingIsRefused(gameId),
      onRefused: setRefusal,
    });
    return () => live.dispose("stopped watching");
  }, [gameId, invite, queryClient, navigate, noteClock]);

  return { status, refusal, offset };
}

/**
 * The game's view as the store holds it, without reading it again: the game screen reads it; a
 * spectator's socket then keeps it current.
 */
export function useWatchedView(gameId: string): GameView | undefined {
  const queryClient = useQueryClient();
  return useQuery({ ...gameViewQuery(queryClient, gameId), enabled: false }).data;
}

/** A riddle on the table: its author and text, and how many have guessed it. */
function WatchedRiddle({ view, riddle }: { view: GameView; riddle: RiddleView }) {
  const t = gameText.useT();
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 className="font-semibold text-slate-900">
        {t("riddle.by", { name: playerName(view, riddle.playerId) })}
      </h3>
      <RiddleBody prompt={riddle.prompt} text={riddle.text} />
      <p className="mt-2 text-xs text-slate-700">
        {t("spectator.guessesSoFar", { count: riddle.guessCount })}
      </p>
    </li>
  );
}

/** A scored round as everyone may see it: each riddle's word, who guessed it, and the author's points. */
function WatchedResults({ view, round }: { view: GameView; round: RoundView }) {
  const t = gameText.useT();
  if (!isRoundScored(round)) return null;
  return (
    <ul aria-label={t("final.roundRiddles", { round: round.round })} className="grid gap-3">
      {round.result.riddles.map((riddle) => (
        <li key={riddle.riddleId} className="rounded-xl border border-slate-200 bg-white p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="font-semibold text-slate-900">
              <span className="text-xl tracking-wide uppercase">{riddle.word}</span>
              <span className="font-normal text-slate-700">
                {t("results.byAuthor", { name: playerName(view, riddle.playerId) })}
              </span>
            </h3>
            <Badge tone={riddle.authorPoints > 0 ? "green" : "brand"}>
              {t("results.forAuthor", { points: riddle.authorPoints })}
            </Badge>
          </div>
          <blockquote className="mt-2 text-sm whitespace-pre-wrap text-slate-800">{riddle.text}</blockquote>
          <p className="mt-2 text-sm text-slate-800">
            {riddle.correctGuesserIds.length === 0
              ? t("spectator.nobodyGuessed")
              : t("results.guessedBy", {
                  names: riddle.correctGuesserIds.map((id) => playerName(view, id)).join(", "),
                })}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** What the current phase shows a spectator: its title and countdown, and what may be read of it. */
function WatchedPhase({ view, offset }: { view: GameView; offset: number }) {
  const t = gameText.useT();
  const { game } = view;
  const round = roundAt(view.rounds, game.currentRound);
  const last = game.currentRound >= game.totalRounds;
  let title: string;
  let countdown: string = t("timeLeft");
  let body: ReactNode = null;
  switch (game.currentPhase) {
    case "setup":
      title = t("spectator.setupTitle");
      body = (
        <p className="text-slate-700">
          {t("spectator.setupText", { count: game.playerCount, max: game.maxPlayers })}
        </p>
      );
      break;
    case "writing":
      title = t("spectator.writingTitle");
      body = <p className="text-slate-700">{t("spectator.writingText")}</p>;
      break;
    case "reading": {
      title = t("spectator.readingTitle");
      const riddles = round?.riddles.filter((riddle) => riddle.text !== null) ?? [];
      body =
        riddles.length === 0 ? (
          <p className="text-slate-700">{t("spectator.noRiddles")}</p>
        ) : (
          <ul aria-label={t("spectator.riddles")} className="grid gap-3">
            {riddles.map((riddle) => (
              <WatchedRiddle key={riddle.id} view={view} riddle={riddle} />
            ))}
          </ul>
        );
      break;
    }
    case "scoring":
      title = t("scoring.title", { round: game.currentRound });
      countdown = last ? t("scoring.finalIn") : t("spectator.nextRoundIn");
      body = round ? <WatchedResults view={view} round={round} /> : null;
      break;
    default: {
      title = t("final.title");
      // The rules' winners, as the players' final results show them: nobody when nobody scored.
      const ids = winnersOf(view.players);
      const winners = view.players.filter((p) => ids.includes(p.id)).map((p) => p.name);
      body = (
        <>
          <p className="text-lg font-semibold text-slate-900" data-testid="watched-winners">
            {winners.length === 0
              ? t("final.noWinner")
              : winners.length > 1
                ? t("spectator.winners", { names: winners.join(", ") })
                : t("spectator.winner", { name: winners[0] ?? "" })}
          </p>
          <ol aria-label={t("spectator.standings")} className="mt-3 grid gap-1">
            {standingsOf(view.players).map(({ player, place }) => (
              <li key={player.id} className="flex justify-between gap-2 text-slate-800">
                <span>{t("spectator.standing", { place, name: player.name })}</span>
                <span className="font-mono font-semibold">
                  {t("spectator.score", { score: player.score })}
                </span>
              </li>
            ))}
          </ol>
        </>
      );
    }
  }
  return (
    <Card aria-labelledby="watched-phase-title">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="watched-phase-title" className="text-xl font-bold text-slate-900">
          {title}
        </h2>
        {game.currentPhase === "complete" ? null : (
          <Countdown
            deadline={game.deadline}
            startedAt={game.phaseStartedAt}
            offset={offset}
            label={countdown}
          />
        )}
      </div>
      {body}
    </Card>
  );
}

/**
 * The game as a spectator sees it, live: a "Watching" badge, the phase with its countdown, the
 * players and scores, the riddles once they may be read, and each round's results. Read-only: a
 * spectator has no word, riddle or guess, so there is nothing to press here (ADR 012: the server
 * refuses any intent from a user without a seat anyway).
 */
export function SpectatorGame({ view }: { view: GameView }) {
  const t = gameText.useT();
  const invite = inviteFrom(useSearch());
  const socket = useSpectatorSocket(view.game.id, invite);
  return (
    <div className="grid gap-4" data-testid="spectator-view">
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <Badge tone="amber">{t("spectator.badge")}</Badge>
        {t("spectator.intro")}
      </p>
      {socket.refusal !== null ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800" data-testid="watch-refused">
          {socket.refusal}
        </p>
      ) : socket.status === "closed" ? (
        <p role="status" className="rounded-lg bg-amber-100 p-3 text-sm text-amber-950">
          {t("connectionLost")}
        </p>
      ) : null}
      <WatchedPhase view={view} offset={socket.offset} />
      <Card aria-labelledby="watched-players-title">
        <h2 id="watched-players-title" className="mb-2 font-semibold text-slate-900">
          {t("players.title")}
        </h2>
        <PlayerList
          players={view.players}
          viewerId={null}
          phase={view.game.currentPhase}
          showScores={view.game.currentPhase !== "setup"}
        />
      </Card>
    </div>
  );
}

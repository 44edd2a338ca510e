import { MAX_PLAYERS, MIN_PLAYERS, WRITING_SECONDS } from "@riddlebook/rules";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { AddBotDialog } from "../components/bot-dialog";
import { Button, Card, inputClass } from "../components/ui";
import { choosePage, type PageSummary, setReady, startGame, WORDBOOK_KEY } from "../lib/game-api";
import { toastError } from "../lib/toast-error";
import { toast } from "../toast/toast-store";
import { useGame } from "./context";
import { copyText } from "./copy";
import { PlayerList } from "./player-list";

function JoinCodeCard({ joinCode }: { joinCode: string }) {
  return (
    <Card aria-labelledby="join-code-title" className="text-center">
      <h2 id="join-code-title" className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
        Join code
      </h2>
      <p
        className="mt-1 font-mono text-4xl font-bold tracking-widest break-all text-brand-dark"
        data-testid="join-code"
      >
        {joinCode}
      </p>
      <p className="mt-1 text-sm text-slate-700">Friends enter this code on the Join Code tab.</p>
      <Button
        variant="outline"
        size="sm"
        className="mt-3"
        onClick={() => void copyText(joinCode, `Join code ${joinCode} copied.`)}
        aria-label="Copy join code"
      >
        Copy Code
      </Button>
    </Card>
  );
}

function PagePicker({ currentPage }: { currentPage: number | null }) {
  const { view, refresh } = useGame();
  const pages = useQuery<PageSummary[]>({ queryKey: WORDBOOK_KEY });
  const [selected, setSelected] = useState<string>(currentPage ? String(currentPage) : "");
  const choose = useMutation({
    mutationFn: (page: number) => choosePage(view.game.id, page),
    onSuccess: refresh,
    onError: (error) => toastError(error, "Error", "Failed to update game. Please try again."),
  });
  const onChoose = () => {
    if (!selected) {
      toast({
        title: "Select a Page",
        description: "Please select a wordbook page first.",
        variant: "destructive",
      });
      return;
    }
    choose.mutate(Number(selected));
  };
  return (
    <div className="grid gap-2">
      <label htmlFor="page-picker" className="text-sm font-semibold text-slate-800">
        Wordbook page
      </label>
      <div className="flex flex-wrap gap-2">
        <select
          id="page-picker"
          value={selected}
          onChange={(e) => setSelected(e.target.value)}
          className={`${inputClass} flex-1 sm:w-auto`}
          disabled={pages.isPending}
        >
          <option value="">{pages.isError ? "Failed to load wordbook page" : "Choose a page..."}</option>
          {(pages.data ?? []).map((page) => (
            <option key={page.pageNumber} value={page.pageNumber}>
              {page.pageNumber}. {page.category} ({page.difficulty})
            </option>
          ))}
        </select>
        <Button variant="secondary" onClick={onChoose} disabled={choose.isPending}>
          Choose Page
        </Button>
      </div>
    </div>
  );
}

/** Setup (spec 2): the table, ready toggle, and the host's page, start and bot controls. */
export function SetupPhase() {
  const { view, me, isHost, refresh } = useGame();
  const { game, players } = view;
  const readyCount = players.filter((p) => p.isReady).length;
  const pages = useQuery<PageSummary[]>({ queryKey: WORDBOOK_KEY });
  const pageName = pages.data?.find((p) => p.pageNumber === game.currentPageNumber)?.category;

  const ready = useMutation({
    mutationFn: () => setReady(me.id, !me.isReady),
    onSuccess: refresh,
    onError: (error) => toastError(error, "Error", "Failed to update player status. Please try again."),
  });
  const start = useMutation({
    mutationFn: () => startGame(game.id, WRITING_SECONDS),
    onSuccess: refresh,
    onError: (error) => toastError(error, "Error", "Failed to update game. Please try again."),
  });
  const onStart = () => {
    if (game.currentPageNumber === null) {
      toast({
        title: "Select Wordbook Page",
        description: "Please select a wordbook page before starting.",
        variant: "destructive",
      });
      return;
    }
    if (readyCount < MIN_PLAYERS) {
      toast({
        title: "Not Enough Players",
        description: "At least 2 players must be ready to start.",
        variant: "destructive",
      });
      return;
    }
    start.mutate();
  };

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="grid content-start gap-6 lg:col-span-2">
        <Card aria-labelledby="lobby-title">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="lobby-title" className="text-xl font-bold text-slate-900">
              Players ({players.length}/{game.maxPlayers})
            </h2>
            <p className="text-sm text-slate-700">{readyCount} ready</p>
          </div>
          <div className="mt-3">
            <PlayerList players={players} viewerId={view.viewerId} phase="setup" />
          </div>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button
              variant={me.isReady ? "secondary" : "primary"}
              aria-pressed={me.isReady}
              onClick={() => ready.mutate()}
              disabled={ready.isPending}
            >
              {me.isReady ? "Ready" : "Mark Ready"}
            </Button>
            {isHost ? <AddBotDialog gameId={game.id} disabled={players.length >= MAX_PLAYERS} /> : null}
          </div>
          <p className="mt-4 text-sm text-slate-700">
            The game starts automatically when all players (at least 2) are ready and a page is chosen.
          </p>
        </Card>
        {isHost ? (
          <Card aria-labelledby="host-title">
            <h2 id="host-title" className="text-xl font-bold text-slate-900">
              Host controls
            </h2>
            <div className="mt-3 grid gap-4">
              <PagePicker currentPage={game.currentPageNumber} />
              <div>
                <Button size="lg" onClick={onStart} disabled={start.isPending}>
                  Start Game
                </Button>
              </div>
            </div>
          </Card>
        ) : null}
      </div>
      <div className="grid content-start gap-6">
        <JoinCodeCard joinCode={game.joinCode} />
        <Card aria-labelledby="page-title">
          <h2 id="page-title" className="font-semibold text-slate-900">
            This game's page
          </h2>
          <p className="mt-1 text-slate-700" data-testid="chosen-page">
            {game.currentPageNumber === null
              ? isHost
                ? "Not chosen yet. Pick one under Host controls."
                : "Not chosen yet. The host picks it."
              : `Page ${game.currentPageNumber}${pageName ? `: ${pageName}` : ""}`}
          </p>
        </Card>
      </div>
    </div>
  );
}

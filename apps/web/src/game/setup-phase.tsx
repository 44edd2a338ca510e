import { MAX_PLAYERS, MIN_PLAYERS } from "@riddlebook/rules";
import { useQuery } from "@tanstack/react-query";
import { AddBotDialog } from "../components/bot-dialog";
import { Button, Card } from "../components/ui";
import { useGameAction } from "../hooks/use-game-action";
import { gameText } from "../i18n/en/game";
import { type PageSummary, patchGame, patchPlayer, WORDBOOK_KEY } from "../lib/game-api";
import { writingSeconds } from "../lib/game-logic";
import { pageTitle } from "../lib/page-title";
import { toast } from "../toast/toast-store";
import { useGame } from "./context";
import { GameSettingsCard } from "./game-settings-card";
import { InviteFriendsCard } from "./invite-friends-card";
import { InviteLinkCard } from "./invite-link-card";
import { JoinCodeCard } from "./join-code-card";
import { PagePicker } from "./page-picker";
import { PlayerList } from "./player-list";

/**
 * Setup: the table, ready toggle, the host's page, start and bot controls, the host's invitations to
 * online friends, and the game's settings.
 */
export function SetupPhase() {
  const t = gameText.useT();
  const { view, me, isHost } = useGame();
  const { game, players } = view;
  const readyCount = players.filter((p) => p.isReady).length;
  const pages = useQuery<PageSummary[]>({ queryKey: WORDBOOK_KEY });
  const page = pages.data?.find((p) => p.pageNumber === game.currentPageNumber);
  const pageName = page ? pageTitle(page.pageNumber, page.category) : undefined;

  const ready = useGameAction({
    gameId: game.id,
    call: () => patchPlayer(me.id, { isReady: !me.isReady }),
    failureText: t("setup.readyFailed"),
  });
  // The Start body names the game's writing time; the server ignores it and owns the clock.
  const start = useGameAction({
    gameId: game.id,
    call: () => patchGame(game.id, { currentPhase: "writing", timeRemaining: writingSeconds(game) }),
    failureText: t("pagePicker.failed"),
  });
  const onStart = () => {
    if (game.currentPageNumber === null) {
      toast({
        title: t("setup.selectPageTitle"),
        description: t("setup.selectPageText"),
        variant: "destructive",
      });
      return;
    }
    if (readyCount < MIN_PLAYERS) {
      toast({
        title: t("setup.notEnoughTitle"),
        description: t("setup.notEnoughText", { count: MIN_PLAYERS }),
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
              {t("setup.players", { count: players.length, max: game.maxPlayers })}
            </h2>
            <p className="text-sm text-slate-700">{t("setup.readyCount", { count: readyCount })}</p>
          </div>
          <div className="mt-3">
            <PlayerList
              players={players}
              viewerId={view.viewerId}
              phase="setup"
              {...(isHost ? { kickFrom: game.id } : {})}
            />
          </div>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button
              variant={me.isReady ? "secondary" : "primary"}
              aria-pressed={me.isReady}
              onClick={() => ready.mutate()}
              disabled={ready.isPending}
            >
              {me.isReady ? t("players.ready") : t("setup.markReady")}
            </Button>
            {isHost ? <AddBotDialog gameId={game.id} disabled={players.length >= MAX_PLAYERS} /> : null}
          </div>
          <p className="mt-4 text-sm text-slate-700">{t("setup.autoStart", { count: MIN_PLAYERS })}</p>
        </Card>
        {isHost ? (
          <Card aria-labelledby="host-title">
            <h2 id="host-title" className="text-xl font-bold text-slate-900">
              {t("setup.hostControls")}
            </h2>
            <div className="mt-3 grid gap-4">
              <PagePicker currentPage={game.currentPageNumber} />
              <div>
                <Button size="lg" onClick={onStart} disabled={start.isPending}>
                  {t("setup.start")}
                </Button>
              </div>
            </div>
          </Card>
        ) : null}
        {isHost ? <InviteFriendsCard /> : null}
        <GameSettingsCard />
      </div>
      {/* On a phone the join code and page come first, above the fold; beside the table on wide screens. */}
      <div className="order-first grid content-start gap-6 lg:order-none">
        <JoinCodeCard gameId={game.id} joinCode={game.joinCode} />
        <Card aria-labelledby="page-title">
          <h2 id="page-title" className="font-semibold text-slate-900">
            {t("setup.pageTitle")}
          </h2>
          <p className="mt-1 text-slate-700" data-testid="chosen-page">
            {game.currentPageNumber === null
              ? isHost
                ? t("setup.pageNotChosenHost")
                : t("setup.pageNotChosen")
              : pageName
                ? t("setup.pageNamed", { number: game.currentPageNumber, name: pageName })
                : t("setup.page", { number: game.currentPageNumber })}
          </p>
        </Card>
        <InviteLinkCard joinCode={game.joinCode} />
      </div>
    </div>
  );
}

import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { AppHeader } from "../components/app-header";
import { PageMain } from "../components/page";
import { type JoinLinkProblem, JoinLinkProblemPage } from "../game/join-link-problem";
import { useAuth } from "../hooks/use-auth";
import { pagesText } from "../i18n/en/pages";
import { errorCode, errorStatus, isNetworkError, serverMessage } from "../lib/api";
import { getGameByCode, joinGame, USER_GAMES_KEY } from "../lib/game-api";
import { defaultPlayerName } from "../lib/player-name";
import { rememberSeat } from "../lib/seat-memory";
import { toast } from "../toast/toast-store";

type Outcome = { go: string } | { problem: JoinLinkProblem };

const gamePage = (gameId: string, code?: string) =>
  `/game/${encodeURIComponent(gameId)}${code ? `?invite=${encodeURIComponent(code)}` : ""}`;

/** A refusal of the lookup or the join, as the page to show (or the game page to go to). */
function refusal(error: unknown, gameId: string | undefined, code: string): Outcome {
  const watchHref = gameId ? gamePage(gameId, code) : "/";
  const reason = errorCode(error);
  if (reason === "game_not_found" || errorStatus(error) === 404) return { problem: { kind: "unknown" } };
  if (reason === "game_full") return { problem: { kind: "full", watchHref } };
  if (reason === "wrong_phase") return { problem: { kind: "started", watchHref } };
  if (reason === "game_over") return { problem: { kind: "ended" } };
  // Anything the game page explains better (a taken name, a removal by the host): go there and say why.
  if (gameId && errorStatus(error) !== undefined && errorStatus(error) !== 429) {
    const message = serverMessage(error);
    if (message)
      toast({ title: pagesText.t("joinLink.couldNotJoin"), description: message, variant: "destructive" });
    return { go: watchHref };
  }
  const message = isNetworkError(error)
    ? pagesText.t("joinLink.failedToConnect")
    : (serverMessage(error) ?? pagesText.t("joinLink.failed"));
  return { problem: { kind: "other", message } };
}

/** Looks the code up, then takes a seat unless the game is full, started or over. */
async function joinByLink(code: string, name: string, onSeated: () => void): Promise<Outcome> {
  let gameId: string | undefined;
  try {
    const view = await getGameByCode(code);
    gameId = view.game.id;
    if (view.viewerId !== null) return { go: gamePage(gameId) };
    const watchHref = gamePage(gameId, code);
    if (view.game.currentPhase === "complete") return { problem: { kind: "ended" } };
    if (view.game.currentPhase !== "setup") return { problem: { kind: "started", watchHref } };
    if (view.game.playerCount >= view.game.maxPlayers) return { problem: { kind: "full", watchHref } };
    try {
      const seat = await joinGame({ gameId, name });
      rememberSeat(gameId, seat);
    } catch (error) {
      if (errorCode(error) !== "already_joined") throw error;
    }
    onSeated();
    return { go: gamePage(gameId) };
  } catch (error) {
    return refusal(error, gameId, code);
  }
}

/**
 * `/join/{CODE}` for a signed-in user (also the page a guest or a new account comes back to): join
 * the game under the account's default player name and land in it, or say plainly why not.
 */
export default function JoinLink({ params }: { params: { code?: string } }) {
  const t = pagesText.useT();
  const code = (params.code ?? "").toUpperCase();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [problem, setProblem] = useState<JoinLinkProblem | null>(null);
  // Once per code: a second run (React's strict mode, a re-render) would only find the seat taken.
  const ran = useRef<string | null>(null);

  useEffect(() => {
    if (ran.current === code) return;
    ran.current = code;
    setProblem(null);
    const name = defaultPlayerName(user);
    void joinByLink(code, name, () => void queryClient.invalidateQueries({ queryKey: USER_GAMES_KEY })).then(
      (outcome) => {
        if ("go" in outcome) navigate(outcome.go, { replace: true });
        else setProblem(outcome.problem);
      },
    );
  }, [code, user, queryClient, navigate]);

  return (
    <>
      <AppHeader links={["dashboard", "profile"]} />
      {problem ? (
        <JoinLinkProblemPage problem={problem} />
      ) : (
        <PageMain>
          <p role="status" className="text-lg text-slate-700">
            {t("joinLink.joining")}
          </p>
        </PageMain>
      )}
    </>
  );
}

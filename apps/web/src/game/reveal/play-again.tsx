import { useMutation } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { Button, buttonClass } from "../../components/ui";
import { commonText } from "../../i18n/en/common";
import { gameText } from "../../i18n/en/game";
import { toastError } from "../../lib/toast-error";
import { useGame } from "../context";
import { playAgain } from "./play-again-api";

/**
 * "Play again" on the final results (docs/product.md, "Play again"): the host starts the next game
 * with the same settings and goes there; once it exists (`nextGameId`) everyone is shown the way in;
 * until then the others wait for the host.
 */
export function PlayAgain() {
  const t = gameText.useT();
  const { view, isHost } = useGame();
  const [, navigate] = useLocation();
  const nextGameId = view.game.nextGameId;
  const start = useMutation({
    mutationFn: () => playAgain(view.game.id),
    onSuccess: ({ gameId }) => navigate(`/game/${encodeURIComponent(gameId)}`),
    onError: (error) => toastError(error, commonText.t("error"), t("playAgain.failed")),
  });

  let body: ReactNode;
  if (nextGameId !== null) {
    body = (
      <>
        <p className="text-slate-800">{isHost ? t("playAgain.youStarted") : t("playAgain.hostStarted")}</p>
        <Link
          href={`/game/${encodeURIComponent(nextGameId)}`}
          className={buttonClass("primary", "lg", "mt-3")}
        >
          {t("playAgain.join")}
        </Link>
      </>
    );
  } else if (isHost) {
    body = (
      <>
        <p className="text-slate-800">{t("playAgain.hostText")}</p>
        <Button size="lg" className="mt-3" onClick={() => start.mutate()} disabled={start.isPending}>
          {t("playAgain.button")}
        </Button>
      </>
    );
  } else {
    body = <p className="text-slate-800">{t("playAgain.waiting")}</p>;
  }

  return (
    <section aria-labelledby="play-again-title" className="rounded-xl bg-violet-50 p-4">
      <h3 id="play-again-title" className="font-semibold text-slate-900">
        {t("playAgain.title")}
      </h3>
      {/* Polite, so the others hear when the host's new game appears. */}
      <div aria-live="polite" className="mt-1">
        {body}
      </div>
    </section>
  );
}

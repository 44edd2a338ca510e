import { Button, Card } from "../components/ui";
import { gameText } from "../i18n/en/game";
import { Concealed, useStreamerMode } from "../lib/streamer-mode";
import { copyText } from "./copy";
import { WatchLinkButton } from "./watch-link-button";

/** The join code, large (masked in streamer mode), with buttons that copy it and the link spectators watch by. */
export function JoinCodeCard({ gameId, joinCode }: { gameId: string; joinCode: string }) {
  const t = gameText.useT();
  // In streamer mode the code is masked on screen, and the Copy toast does not show it either.
  const hidden = useStreamerMode();
  return (
    <Card aria-labelledby="join-code-title" className="text-center">
      <h2 id="join-code-title" className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
        {t("joinCode.title")}
      </h2>
      <p
        className="mt-1 font-mono text-4xl font-bold tracking-widest break-all text-brand-dark"
        data-testid="join-code"
      >
        <Concealed value={joinCode} />
      </p>
      <p className="mt-1 text-sm text-slate-700">{t("joinCode.hint")}</p>
      <div className="mt-3 flex flex-wrap justify-center gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            void copyText(
              joinCode,
              hidden ? t("joinCode.copied") : t("joinCode.copiedCode", { code: joinCode }),
            )
          }
          aria-label={t("joinCode.copyLabel")}
        >
          {t("joinCode.copy")}
        </Button>
        <WatchLinkButton gameId={gameId} joinCode={joinCode} />
      </div>
    </Card>
  );
}

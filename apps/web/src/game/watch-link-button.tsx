import { Button } from "../components/ui";
import { gameText } from "../i18n/en/game";
import { copyText } from "./copy";

/**
 * The link a spectator opens to watch the game: the game's page with its invite (the join code),
 * which a private game needs and a public one ignores (docs/product.md §2).
 */
function watchLink(origin: string, gameId: string, joinCode: string): string {
  return `${origin}/game/${encodeURIComponent(gameId)}?invite=${encodeURIComponent(joinCode)}`;
}

/** "Copy Watch Link": the spectator link to the clipboard. */
export function WatchLinkButton({
  gameId,
  joinCode,
  className = "",
}: {
  gameId: string;
  joinCode: string;
  className?: string;
}) {
  const t = gameText.useT();
  return (
    <Button
      variant="outline"
      size="sm"
      className={className}
      onClick={() =>
        void copyText(watchLink(window.location.origin, gameId, joinCode), t("watchLink.copied"))
      }
    >
      {t("watchLink.copy")}
    </Button>
  );
}

import { Link } from "wouter";
import { PageMain } from "../components/page";
import { Button, buttonClass } from "../components/ui";
import { gameText } from "../i18n/en/game";

/** The game is not there (or not for us): say so and offer the way home. */
export function GameNotFound() {
  const t = gameText.useT();
  return (
    <PageMain className="flex flex-col items-center justify-center text-center">
      <h1 className="text-3xl font-bold text-slate-900">{t("notFound.title")}</h1>
      <p className="mt-3 text-slate-700">{t("notFound.text")}</p>
      <Link href="/" className={buttonClass("primary", "md", "mt-6")}>
        {t("goHome")}
      </Link>
    </PageMain>
  );
}

/**
 * The game is there but not for this visitor (403): a private game without its invite, or a player the
 * host removed. The server's message says which.
 */
export function GameRefused({ message }: { message: string }) {
  const t = gameText.useT();
  return (
    <PageMain className="flex flex-col items-center justify-center text-center">
      <h1 className="text-3xl font-bold text-slate-900">{t("refused.title")}</h1>
      <p className="mt-3 text-slate-700" data-testid="game-refused">
        {message}
      </p>
      <Link href="/" className={buttonClass("primary", "md", "mt-6")}>
        {t("goHome")}
      </Link>
    </PageMain>
  );
}

/** The game could not be read because the network failed: the same words, and a way to try again. */
export function GameUnreachable({ onRetry }: { onRetry: () => void }) {
  const t = gameText.useT();
  return (
    <PageMain>
      <h1 className="text-3xl font-bold text-slate-900">{t("notFound.title")}</h1>
      <p className="mt-3 text-slate-700">{t("notFound.text")}</p>
      <Button className="mt-4" onClick={onRetry}>
        {t("tryAgain")}
      </Button>
    </PageMain>
  );
}

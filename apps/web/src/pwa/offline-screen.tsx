import { useEffect } from "react";
import { Wordmark } from "../components/logo";
import { Button } from "../components/ui";
import { commonText } from "../i18n/en/common";

/**
 * What the app shows when it cannot reach the server at all: opened offline from the service
 * worker's cached shell, or the network dropped before the user could be read. It tries again by
 * itself when the browser says the connection is back.
 */
export function OfflineScreen({ onRetry }: { onRetry: () => void }) {
  const t = commonText.useT();
  useEffect(() => {
    window.addEventListener("online", onRetry);
    return () => window.removeEventListener("online", onRetry);
  }, [onRetry]);
  return (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto flex min-h-screen w-full max-w-md flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <Wordmark />
      <h1 className="text-3xl font-bold text-slate-900">{t("offline.title")}</h1>
      <p className="text-slate-700">{t("offline.text")}</p>
      <Button onClick={onRetry}>{t("actions.tryAgain")}</Button>
    </main>
  );
}

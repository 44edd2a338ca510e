import { gameText } from "../i18n/en/game";
import { closeOutcome } from "../lib/game-socket-logic";
import { handleUnauthorized } from "../lib/unauthorized";
import { toast } from "../toast/toast-store";

/**
 * What a game or spectator socket does when the server closed it (docs/product.md §13, close codes):
 * signed out → the sign-in flow; the seat or game gone → a toast and home; a dropped connection →
 * `reconnect` (after the caller's backoff); otherwise `stop`. Returns the outcome.
 */
export function onGameSocketClosed(
  code: number,
  actions: { navigate: (to: string) => void; reconnect: () => void; stop?: () => void },
): ReturnType<typeof closeOutcome> {
  const outcome = closeOutcome(code);
  if (outcome === "signed-out") handleUnauthorized();
  else if (outcome === "seat-gone") {
    toast({
      title: gameText.t("notFound.title"),
      description: gameText.t("notFound.text"),
      variant: "destructive",
    });
    actions.navigate("/");
  } else if (outcome === "reconnect") actions.reconnect();
  else actions.stop?.();
  return outcome;
}

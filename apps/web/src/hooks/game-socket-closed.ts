import { gameText } from "../i18n/en/game";
import { closeOutcome } from "../lib/game-socket-logic";
import { handleUnauthorized } from "../lib/unauthorized";
import { toast } from "../toast/toast-store";

/**
 * What a game or spectator socket does when the server closed it (docs/product.md §13, close codes):
 * signed out → the sign-in flow; the seat or game gone → a toast and home; a dropped connection →
 * "reconnect" (the live socket's backoff, lib/live-socket.ts, does it); otherwise `stop`. Answers
 * whether the live socket reconnects or stops.
 */
export function onGameSocketClosed(
  code: number,
  actions: { navigate: (to: string) => void; stop?: () => void },
): "reconnect" | "stop" {
  const outcome = closeOutcome(code);
  if (outcome === "signed-out") handleUnauthorized();
  else if (outcome === "seat-gone") {
    toast({
      title: gameText.t("notFound.title"),
      description: gameText.t("notFound.text"),
      variant: "destructive",
    });
    actions.navigate("/");
  } else if (outcome === "stop") actions.stop?.();
  return outcome === "reconnect" ? "reconnect" : "stop";
}

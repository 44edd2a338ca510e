import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLiveSocket } from "../game/live-socket";
import { commonText } from "../i18n/en/common";
import { gameText } from "../i18n/en/game";
import { isNetworkError } from "../lib/api";
import type { IntentAnswer } from "../lib/game-api";
import { refreshView } from "../lib/game-view-store";
import { settleIntent } from "../lib/settle-intent";
import { toastError } from "../lib/toast-error";
import { toast } from "../toast/toast-store";
import { isOnline } from "./use-online";

/** An intent not sent because the browser is offline. */
class OfflineError extends Error {
  constructor() {
    super("The browser is offline");
    this.name = "OfflineError";
  }
}

/** What one game action does; see `useGameAction`. */
interface GameActionOptions<V, A extends IntentAnswer> {
  /** The game whose view the intent changes. */
  gameId: string;
  /** Sends the intent. */
  call: (variables: V) => Promise<A>;
  /** Runs as soon as the server accepted the intent, before its view arrives (toasts, other caches). */
  onAccepted?: (answer: A, variables: V) => void;
  /** The refusal toast's text when the server sent no message of its own. */
  failureText: string;
  /** The refusal toast's title when the server's message has none; "Error" (`common:error`) by default. */
  failureTitle?: string;
  /** False to always show `failureText`, even when the server explained the refusal. */
  showServerMessage?: boolean;
  /** Refusals meaning the intent already took effect (`already_joined`): no toast, read the view again. */
  alreadyDone?: (error: unknown) => boolean;
}

/**
 * One game intent as a mutation: call the API; on success run `onAccepted`, then stay pending until
 * the store shows the commit (`settleIntent`: the socket's view, or one GET when there is no open
 * socket or it does not come); on refusal show one error toast. `isPending` therefore covers the
 * whole round trip, so a button cannot send the same intent twice while the screen catches up.
 * Offline (the browser says so, or the call never reached the server) it fails at once and says so:
 * nothing was sent, and what the player wrote stays on the page (issue 31 item 7).
 */
export function useGameAction<V = void, A extends IntentAnswer = IntentAnswer>(
  options: GameActionOptions<V, A>,
) {
  const queryClient = useQueryClient();
  const socketOpen = useLiveSocket();
  const { gameId } = options;
  return useMutation<A, unknown, V>({
    // Sent (or refused) at once even offline: TanStack's default would pause the mutation until the
    // browser is back online, leaving the button on "Submitting..." all along.
    networkMode: "always",
    mutationFn: (variables) => (isOnline() ? options.call(variables) : Promise.reject(new OfflineError())),
    onSuccess: async (answer, variables) => {
      options.onAccepted?.(answer, variables);
      await settleIntent(queryClient, gameId, answer, socketOpen());
    },
    onError: async (error) => {
      if (options.alreadyDone?.(error)) {
        await refreshView(queryClient, gameId);
        return;
      }
      if (error instanceof OfflineError || isNetworkError(error)) {
        toast({
          title: gameText.t("offlineAction.title"),
          description: gameText.t("offlineAction.text"),
          variant: "destructive",
        });
        return;
      }
      const title = options.failureTitle ?? commonText.t("error");
      if (options.showServerMessage === false) {
        toast({ title, description: options.failureText, variant: "destructive" });
      } else {
        toastError(error, title, options.failureText);
      }
    },
  });
}

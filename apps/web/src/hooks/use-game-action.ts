import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLiveSocket } from "../game/live-socket";
import { commonText } from "../i18n/en/common";
import type { IntentAnswer } from "../lib/game-api";
import { refreshView } from "../lib/game-view-store";
import { settleIntent } from "../lib/settle-intent";
import { toastError } from "../lib/toast-error";
import { toast } from "../toast/toast-store";

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
 */
export function useGameAction<V = void, A extends IntentAnswer = IntentAnswer>(
  options: GameActionOptions<V, A>,
) {
  const queryClient = useQueryClient();
  const socketOpen = useLiveSocket();
  const { gameId } = options;
  return useMutation<A, unknown, V>({
    mutationFn: options.call,
    onSuccess: async (answer, variables) => {
      options.onAccepted?.(answer, variables);
      await settleIntent(queryClient, gameId, answer, socketOpen());
    },
    onError: async (error) => {
      if (options.alreadyDone?.(error)) {
        await refreshView(queryClient, gameId);
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

import type { VaultRiddle } from "@riddlebook/protocol";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { communityText } from "../i18n/en/community";
import { toastError } from "../lib/toast-error";
import { toast } from "../toast/toast-store";
import { rateRiddle, SOLVER_STATS_KEY } from "./community-api";

/** The Vault's and the daily page's calls while solving, shared by both pages. */

/** True once the riddle is over for this solver: solved, or out of tries. */
export function isFinished(riddle: VaultRiddle): boolean {
  return riddle.solved || riddle.triesLeft <= 0;
}

/**
 * A guess: `store` keeps the server's answer (the only source of tries, results and the word);
 * once the riddle is over the solver stats are read again.
 */
export function useGuess<V, T>(
  call: (variables: V) => Promise<T>,
  store: (answer: T) => void,
  riddleOf: (answer: T) => VaultRiddle,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      store(answer);
      if (isFinished(riddleOf(answer))) void queryClient.invalidateQueries({ queryKey: SOLVER_STATS_KEY });
    },
    onError: (error) =>
      toastError(error, communityText.t("errorTitle"), communityText.t("solver.guessFailed")),
  });
}

/** A rating (1–5) of a finished riddle; `store` keeps the riddle the server answers with. */
export function useRating(store: (riddle: VaultRiddle) => void) {
  return useMutation({
    mutationFn: ({ id, rating }: { id: string; rating: number }) => rateRiddle(id, rating),
    onSuccess: (riddle) => {
      store(riddle);
      toast({
        title: communityText.t("solver.ratingSavedTitle"),
        description: communityText.t("solver.ratingSavedText"),
      });
    },
    onError: (error) =>
      toastError(error, communityText.t("errorTitle"), communityText.t("solver.ratingFailed")),
  });
}

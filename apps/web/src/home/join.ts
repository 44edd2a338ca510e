import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { homeText } from "../i18n/en/home";
import { errorCode } from "../lib/api";
import { getGameByCode, joinGame, USER_GAMES_KEY } from "../lib/game-api";
import { rememberSeat } from "../lib/seat-memory";
import { toastError } from "../lib/toast-error";

/**
 * Joining a game: by id when known (Browse), otherwise by looking up the join code first.
 * A player who already holds a seat just goes back to the game.
 */
export function useJoinGame() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: async ({ gameId, joinCode, name }: { gameId?: string; joinCode?: string; name: string }) => {
      const id = gameId ?? (await getGameByCode(joinCode ?? "")).game.id;
      try {
        const seat = await joinGame({ gameId: id, name });
        rememberSeat(id, seat);
      } catch (error) {
        if (errorCode(error) !== "already_joined") throw error;
      }
      return id;
    },
    onSuccess: (id) => {
      void queryClient.invalidateQueries({ queryKey: USER_GAMES_KEY });
      navigate(`/game/${id}`);
    },
    // The server's reason when it gave one ("This game is full."), the generic text otherwise.
    onError: (error) => toastError(error, homeText.t("errorTitle"), homeText.t("joinFailed")),
  });
}

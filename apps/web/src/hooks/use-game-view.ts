import { useQuery, useQueryClient } from "@tanstack/react-query";
import { gameViewQuery } from "../lib/game-view-store";

/**
 * The game screen's read of the view store: the held view, read afresh with GET /api/games/:id
 * each time the screen mounts (the socket keeps it current after that).
 */
export function useGameView(gameId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...gameViewQuery(queryClient, gameId),
    refetchOnMount: "always",
    enabled: gameId !== "",
  });
}

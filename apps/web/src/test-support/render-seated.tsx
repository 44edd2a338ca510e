import type { ClientMessage } from "@riddlebook/protocol";
import type { GameView } from "@riddlebook/rules";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { vi } from "vitest";
import { GameContext, type GameContextValue } from "../game/context";
import { LiveSocketContext } from "../game/live-socket";
import { gameViewQuery, offerView } from "../lib/game-view-store";
import { createQueryClient } from "../lib/query-client";

/**
 * Renders a phase screen the way the seated game screen does, minus the real socket: the view comes
 * from the view store (seeded with `view`), and the test plays the socket by offering views to the
 * store (`push`). `socketOpen` is what intents see when their answer arrives.
 */
export function renderSeated(ui: ReactNode, options: { view: GameView; socketOpen?: boolean }) {
  const queryClient = createQueryClient();
  const gameId = options.view.game.id;
  offerView(queryClient, options.view);
  const send = vi.fn<(message: ClientMessage) => void>();
  const socketOpen = () => options.socketOpen ?? true;

  function Seated({ children }: { children: ReactNode }) {
    const { data: view } = useQuery(gameViewQuery(queryClient, gameId));
    const me = view?.players.find((p) => p.id === view.viewerId);
    if (!view || !me) return null;
    const value: GameContextValue = {
      view,
      me,
      isHost: view.game.hostId === me.id,
      offset: 0,
      draft: null,
      draftRound: 0,
      snapshots: 0,
      send,
    };
    return (
      <LiveSocketContext.Provider value={socketOpen}>
        <GameContext.Provider value={value}>{children}</GameContext.Provider>
      </LiveSocketContext.Provider>
    );
  }

  const result = render(
    <QueryClientProvider client={queryClient}>
      <Seated>{ui}</Seated>
    </QueryClientProvider>,
  );
  return {
    ...result,
    queryClient,
    send,
    /** The socket brings a view: offered to the store like the real socket does. */
    push: (view: GameView) => offerView(queryClient, view),
  };
}

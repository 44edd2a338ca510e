import { createContext, useContext } from "react";

/**
 * Whether the game socket of the screen is open at this moment, asked when an intent's answer
 * arrives. The seated game screen provides it; elsewhere (home, a game without our seat) there is
 * no game socket and the answer is always "no".
 */
export const LiveSocketContext = createContext<() => boolean>(() => false);

export function useLiveSocket(): () => boolean {
  return useContext(LiveSocketContext);
}

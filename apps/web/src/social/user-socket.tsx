import {
  type ChallengesResponse,
  type FriendsResponse,
  type PageState,
  PRESENCE_IDLE_MS,
  PRESENCE_REFRESH_MS,
  type PresenceFrame,
  type UserSocketMessage,
} from "@riddlebook/protocol";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useMemo, useRef } from "react";
import { useLocation, useRoute } from "wouter";
import { raiseAlert } from "../alerts/alerts";
import { socialAlert } from "../alerts/turn-alerts";
import { useAuth } from "../hooks/use-auth";
import { createLiveSocket, type LiveSocket } from "../lib/live-socket";
import { userSocketUrl } from "../lib/matchmaking-api";
import { CHALLENGES_KEY, FRIENDS_KEY } from "./social-api";
import { SocialContext, UserSocketContext } from "./social-context";
import { handleSocialPush, offerAcceptedChallenge, type PushContext } from "./social-pushes";
import {
  dispatchUserPush,
  parseUserSocketMessage,
  type UserPushHandlers,
  type UserSocketLink,
  type UserSocketListener,
} from "./user-pushes";

/** The events that count as the user using the page (anything else leaves them idle). */
const INPUT_EVENTS = ["mousemove", "keydown", "pointerdown", "touchstart"] as const;

/**
 * The signed-in user's one socket for the whole app (`/ws/user`, protocol `social.ts`), on the
 * client's live-socket loop (lib/live-socket.ts): it reports this page's presence, dispatches the
 * user pushes on their `type` (`UserPushMessage`, social/user-pushes.ts): the social pushes go to
 * the cached friends and challenges, with a toast where the user should know, the tournament pushes
 * to their lazily loaded handler; and screens that need a push (quick match) listen through
 * `UserSocketContext` instead of opening a second socket. A dropped socket reconnects after
 * `reconnectBackoff`'s delay (docs/reliability.md F11) and then re-reads both lists, since pushes
 * sent meanwhile were lost.
 *
 * Presence: `active`, `hidden` while the tab is hidden, `idle` after `PRESENCE_IDLE_MS` without
 * input; sent on open, on every change and every `PRESENCE_REFRESH_MS`, with the game the page
 * shows (`/game/{id}`).
 */
export function UserSocketProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const [onGame, params] = useRoute("/game/:gameId");
  const gameId = onGame ? params.gameId : undefined;
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  // Both lists load with the app: the header's badge counts them and the challenger hears of an
  // accepted challenge below.
  useQuery<FriendsResponse>({ queryKey: FRIENDS_KEY });
  const challenges = useQuery<ChallengesResponse>({ queryKey: CHALLENGES_KEY });

  const offered = useRef(new Set<string>());
  const context = useRef<PushContext>({
    queryClient,
    me: user?.id,
    navigate,
    gameId,
    offered: offered.current,
  });
  const reportPresence = useRef<() => void>(() => {});
  useEffect(() => {
    context.current = { queryClient, me: user?.id, navigate, gameId, offered: offered.current };
    reportPresence.current();
  }, [queryClient, user?.id, navigate, gameId]);

  // A challenge of yours accepted while you were away: offer its game once, when the app opens.
  const checkedOpen = useRef(false);
  useEffect(() => {
    if (!challenges.data || checkedOpen.current) return;
    checkedOpen.current = true;
    const waiting = challenges.data.outgoing.find((c) => c.status === "accepted" && c.gameId !== null);
    if (waiting) offerAcceptedChallenge(waiting, context.current);
  }, [challenges.data]);

  // Screens that need a user push listen on this one socket rather than opening their own.
  const listeners = useRef(new Set<UserSocketListener>());
  const link = useMemo<UserSocketLink>(
    () => ({
      listen(listener) {
        listeners.current.add(listener);
        return () => listeners.current.delete(listener);
      },
    }),
    [],
  );

  useEffect(() => {
    let idleTimer: ReturnType<typeof setTimeout> | undefined;
    let lastInputAt = Date.now();
    let idle = false;
    let lastSent = "";
    let live: LiveSocket<PresenceFrame> | undefined;

    const frame = (): PresenceFrame => {
      const state: PageState = document.visibilityState === "hidden" ? "hidden" : idle ? "idle" : "active";
      const shown = context.current.gameId;
      return shown ? { type: "presence", state, gameId: shown } : { type: "presence", state };
    };
    /** Sends the presence when it changed, or always with `force` (the refresh). */
    const report = (force = false) => {
      if (!live?.isOpen()) return;
      const next = frame();
      const text = JSON.stringify(next);
      if (!force && text === lastSent) return;
      lastSent = text;
      live.send(next);
    };
    reportPresence.current = () => report();

    const armIdle = () => {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(checkIdle, Math.max(0, lastInputAt + PRESENCE_IDLE_MS - Date.now()));
    };
    function checkIdle() {
      if (Date.now() - lastInputAt < PRESENCE_IDLE_MS) {
        armIdle();
        return;
      }
      idle = true;
      report();
    }
    const onInput = () => {
      lastInputAt = Date.now();
      if (!idle) return;
      idle = false;
      report();
      armIdle();
    };
    // Coming back to the tab is using it.
    const onVisibility = () => {
      if (document.visibilityState === "visible") onInput();
      report();
    };

    const handlers: UserPushHandlers = {
      // Quick match listens for it through `UserSocketContext` (home/use-match-watch.ts).
      match: () => {},
      social: (message) => {
        handleSocialPush(message, context.current);
        // A friend request or a challenge while the tab is in the background (src/alerts).
        raiseAlert(socialAlert(message));
      },
      // Their handler loads only when one arrives (src/advanced/tournament-pushes.ts).
      tournament: (message) =>
        void import("../advanced/tournament-pushes").then((pushes) =>
          pushes.handleTournamentPush(message, context.current),
        ),
    };

    for (const name of INPUT_EVENTS) window.addEventListener(name, onInput, { passive: true });
    document.addEventListener("visibilitychange", onVisibility);
    const refresh = setInterval(() => report(true), PRESENCE_REFRESH_MS);
    armIdle();
    // The one live-socket loop (lib/live-socket.ts): backoff, heartbeat and close codes. A final
    // close (signed out, session ended) stops it; the lists still load over HTTP.
    live = createLiveSocket<UserSocketMessage, PresenceFrame>({
      url: () => userSocketUrl(window.location),
      parse: parseUserSocketMessage,
      session: () => ({
        opened() {
          lastSent = "";
          report();
          // Pushes sent while no socket was open (before the first one, or between two) reached
          // nobody: read the lists again on every open.
          void queryClient.invalidateQueries({ queryKey: FRIENDS_KEY });
          void queryClient.invalidateQueries({ queryKey: CHALLENGES_KEY });
          // Lets a test wait for live pushes before causing one.
          document.documentElement.dataset.userSocket = "open";
          for (const listener of listeners.current) listener.opened?.();
        },
        message(message) {
          dispatchUserPush(message, handlers);
          if (message.type === "pong") return;
          for (const listener of listeners.current) listener.push?.(message);
        },
      }),
      onStatus: (status) => {
        if (status !== "open") delete document.documentElement.dataset.userSocket;
      },
    });
    return () => {
      reportPresence.current = () => {};
      clearTimeout(idleTimer);
      clearInterval(refresh);
      for (const name of INPUT_EVENTS) window.removeEventListener(name, onInput);
      document.removeEventListener("visibilitychange", onVisibility);
      live?.dispose();
      delete document.documentElement.dataset.userSocket;
    };
  }, [queryClient]);

  return (
    <SocialContext.Provider value={true}>
      <UserSocketContext.Provider value={link}>{children}</UserSocketContext.Provider>
    </SocialContext.Provider>
  );
}

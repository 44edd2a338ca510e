import { CLIENT_TIMINGS } from "@riddlebook/rules";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { homeText } from "../i18n/en/home";
import { USER_GAMES_KEY } from "../lib/game-api";
import {
  joinMatchmaking,
  leaveMatchmaking,
  MATCHMAKING_STATUS_KEY,
  type MatchmakingStatusResponse,
  playWithBot,
} from "../lib/matchmaking-api";
import { toast } from "../toast/toast-store";
import { DEFAULT_MATCH_PREFERENCES } from "./match-preferences";
import { type Search, useMatchWatch } from "./use-match-watch";

const joinFailed = () =>
  toast({
    title: homeText.t("quickMatch.errorTitle"),
    description: homeText.t("quickMatch.errorText"),
    variant: "destructive",
  });

/**
 * The quick-match state: the polled status, the search we run, and the join,
 * leave and play-with-a-bot calls. A "waiting" status means searching, also after a reload (the
 * search resumes with the stored preferences). On a match (from any source, once) go to the game.
 */
export function useQuickMatch() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [search, setSearch] = useState<Search | null>(null);
  const matchedRef = useRef(false);

  const status = useQuery<MatchmakingStatusResponse>({
    queryKey: MATCHMAKING_STATUS_KEY,
    refetchOnMount: "always",
    refetchInterval: search ? CLIENT_TIMINGS.matchmakingStatusPollMs : false,
  });
  const waiting = status.data?.status === "waiting" ? status.data : undefined;

  const onMatched = useCallback(
    (gameId: string, description?: string) => {
      if (matchedRef.current) return;
      matchedRef.current = true;
      queryClient.setQueryData<MatchmakingStatusResponse>(MATCHMAKING_STATUS_KEY, {
        status: "matched",
        gameId,
      });
      void queryClient.invalidateQueries({ queryKey: USER_GAMES_KEY });
      toast({
        title: homeText.t("quickMatch.foundTitle"),
        description: description ?? homeText.t("quickMatch.foundText"),
      });
      navigate(`/game/${gameId}`);
    },
    [navigate, queryClient],
  );
  const now = useMatchWatch(search, onMatched);

  useEffect(() => {
    if (waiting && search === null) setSearch(waiting.preferences ?? DEFAULT_MATCH_PREFERENCES);
  }, [waiting, search]);

  // Polled status: a match made while we were not looking.
  useEffect(() => {
    if (search && status.data?.status === "matched" && status.data.gameId) onMatched(status.data.gameId);
  }, [search, status.data, onMatched]);

  useEffect(() => {
    if (status.error) console.warn("matchmaking status check failed", status.error);
  }, [status.error]);

  const join = useMutation({
    mutationFn: (body: Search) => joinMatchmaking(body),
    onSuccess: (res, body) => {
      if (res.matched && res.gameId) {
        onMatched(res.gameId);
        return;
      }
      setSearch(body);
      const { gameMode, preferredRounds, skillLevel } = body;
      queryClient.setQueryData<MatchmakingStatusResponse>(MATCHMAKING_STATUS_KEY, {
        status: "waiting",
        botOfferAvailable: false,
        waitingSince: Date.now(),
        preferences: { gameMode, preferredRounds, skillLevel },
      });
      toast({
        title: homeText.t("quickMatch.searchingTitle"),
        description: homeText.t("quickMatch.searchingText"),
      });
    },
    onError: joinFailed,
  });

  const leave = useMutation({
    mutationFn: leaveMatchmaking,
    onSuccess: (res) => {
      setSearch(null);
      queryClient.setQueryData<MatchmakingStatusResponse>(MATCHMAKING_STATUS_KEY, res);
      if (res.status === "matched" && res.gameId) {
        onMatched(res.gameId);
        return;
      }
      toast({ title: homeText.t("quickMatch.leftTitle"), description: homeText.t("quickMatch.leftText") });
    },
    onError: () =>
      toast({
        title: homeText.t("errorTitle"),
        description: homeText.t("quickMatch.leaveFailed"),
        variant: "destructive",
      }),
  });

  const bot = useMutation({
    mutationFn: playWithBot,
    onSuccess: (res) => onMatched(res.gameId, homeText.t("quickMatch.againstBot")),
    onError: joinFailed,
  });

  const start = (body: Search) => {
    matchedRef.current = false;
    join.mutate(body);
  };

  return {
    /** Searching: we run a search, or the server says we wait in the queue. */
    searching: search !== null || waiting !== undefined,
    /** When the search began (server's word if it has one), and our clock now. */
    since: waiting?.waitingSince ?? now,
    now,
    /** The preferences searched with. */
    shown: search ?? waiting?.preferences,
    botOfferAvailable: waiting?.botOfferAvailable === true,
    statusLoading: status.isLoading,
    start,
    join,
    leave,
    bot,
  };
}

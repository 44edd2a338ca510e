import {
  MATCHMAKING_GAME_MODES,
  MATCHMAKING_ROUNDS_BY_MODE,
  MATCHMAKING_SKILL_LEVELS,
  type MatchmakingGameMode,
  type MatchmakingPreferences,
  type MatchmakingSkillLevel,
  type ServerMessage,
} from "@riddlebook/protocol";
import { CLIENT_TIMINGS } from "@riddlebook/rules";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { Button, inputClass } from "../components/ui";
import { USER_GAMES_KEY } from "../lib/game-api";
import { formatClock, modeLabel } from "../lib/game-logic";
import {
  joinMatchmaking,
  leaveMatchmaking,
  MATCHMAKING_STATUS_KEY,
  type MatchmakingStatusResponse,
  playWithBot,
  secondsSearching,
  userSocketUrl,
} from "../lib/matchmaking-api";
import { toast } from "../toast/toast-store";
import type { TabProps } from "./shared";

const SKILL_LABELS: Record<MatchmakingSkillLevel, string> = {
  any: "Any",
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
};

/** A search in progress: the preferences re-posted every 3 s, and the name to play under. */
interface Search extends MatchmakingPreferences {
  playerName?: string;
}

const joinFailed = () =>
  toast({
    title: "Matchmaking Error",
    description: "Failed to join matchmaking queue. Please try again.",
    variant: "destructive",
  });

/**
 * Quick Match tab (spec 2, 4, 7, 8; issue 6). Settings view: mode, preferred rounds, skill level.
 * Searching view: elapsed time, "Leave Queue", and after a while "Play with a bot instead". While
 * searching, the status is polled every 2 s and the join re-posted every 3 s; the user socket's
 * `match_found` usually arrives first. A "waiting" status forces the searching view, also after a
 * reload. On a match, go to the game.
 */
export default function QuickMatchTab({ requireName }: TabProps) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [gameMode, setGameMode] = useState<MatchmakingGameMode>("standard");
  const [preferredRounds, setPreferredRounds] = useState<number>(MATCHMAKING_ROUNDS_BY_MODE.standard.default);
  const [skillLevel, setSkillLevel] = useState<MatchmakingSkillLevel>("any");
  const [search, setSearch] = useState<Search | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const matchedRef = useRef(false);

  const status = useQuery<MatchmakingStatusResponse>({
    queryKey: MATCHMAKING_STATUS_KEY,
    refetchOnMount: "always",
    refetchInterval: search ? CLIENT_TIMINGS.matchmakingStatusPollMs : false,
  });
  const waiting = status.data?.status === "waiting" ? status.data : undefined;
  const searching = search !== null || waiting !== undefined;

  const onMatched = useCallback(
    (gameId: string, description?: string) => {
      if (matchedRef.current) return;
      matchedRef.current = true;
      queryClient.setQueryData<MatchmakingStatusResponse>(MATCHMAKING_STATUS_KEY, {
        status: "matched",
        gameId,
      });
      void queryClient.invalidateQueries({ queryKey: USER_GAMES_KEY });
      toast({ title: "Match Found!", description: description ?? "Your game is starting." });
      navigate(`/game/${gameId}`);
    },
    [navigate, queryClient],
  );

  // Status "waiting" forces the searching view: after a reload, keep searching with the same preferences.
  useEffect(() => {
    if (waiting && search === null) {
      setSearch(waiting.preferences ?? { gameMode: "standard", preferredRounds: 7, skillLevel: "any" });
    }
  }, [waiting, search]);

  // Polled status: a match made while we were not looking.
  useEffect(() => {
    if (search && status.data?.status === "matched" && status.data.gameId) onMatched(status.data.gameId);
  }, [search, status.data, onMatched]);

  useEffect(() => {
    if (status.error) console.warn("matchmaking status check failed", status.error);
  }, [status.error]);

  // While searching: re-post the join every 3 s, listen on the user socket, tick the counter.
  useEffect(() => {
    if (!search) return;
    const recheck = setInterval(() => {
      joinMatchmaking(search).then(
        (res) => {
          if (res.matched && res.gameId) onMatched(res.gameId);
        },
        (error: unknown) => console.warn("matchmaking re-check failed", error),
      );
    }, CLIENT_TIMINGS.matchmakingRecheckMs);
    const tick = setInterval(() => setNow(Date.now()), 1000);
    let socket: WebSocket | undefined;
    try {
      socket = new WebSocket(userSocketUrl(window.location));
      // A match made before the socket opened was pushed to nobody: look once now it is open.
      socket.onopen = () => void queryClient.invalidateQueries({ queryKey: MATCHMAKING_STATUS_KEY });
      socket.onmessage = (event) => {
        try {
          const message = JSON.parse(String(event.data)) as ServerMessage;
          if (message.type === "match_found") onMatched(message.gameId);
        } catch {
          // not JSON: ignore
        }
      };
    } catch {
      // No socket: polling still finds the match.
    }
    return () => {
      clearInterval(recheck);
      clearInterval(tick);
      socket?.close(1000);
    };
  }, [search, onMatched, queryClient]);

  const join = useMutation({
    mutationFn: (body: Search) => joinMatchmaking(body),
    onSuccess: (res, body) => {
      if (res.matched && res.gameId) {
        onMatched(res.gameId);
        return;
      }
      const since = Date.now();
      setNow(since);
      setSearch(body);
      queryClient.setQueryData<MatchmakingStatusResponse>(MATCHMAKING_STATUS_KEY, {
        status: "waiting",
        botOfferAvailable: false,
        waitingSince: since,
        preferences: {
          gameMode: body.gameMode,
          preferredRounds: body.preferredRounds,
          skillLevel: body.skillLevel,
        },
      });
      toast({ title: "Searching for Opponents", description: "We'll pair you with a player shortly." });
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
      toast({ title: "Left Queue", description: "You are no longer searching for a match." });
    },
    onError: () =>
      toast({
        title: "Error",
        description: "Failed to leave the queue. Please try again.",
        variant: "destructive",
      }),
  });

  const bot = useMutation({
    mutationFn: playWithBot,
    onSuccess: (res) => onMatched(res.gameId, "You're playing against a bot."),
    onError: joinFailed,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const playerName = requireName();
    if (!playerName) return;
    matchedRef.current = false;
    join.mutate({ gameMode, preferredRounds, skillLevel, playerName });
  };

  if (searching) {
    const since = waiting?.waitingSince ?? now;
    const shown = search ?? waiting?.preferences;
    return (
      <section aria-labelledby="searching-title" className="grid gap-4">
        <div className="flex items-center gap-3">
          <span className="h-4 w-4 animate-pulse rounded-full bg-brand" aria-hidden="true" />
          <h3 id="searching-title" className="text-lg font-semibold text-slate-900">
            Searching for opponents...
          </h3>
        </div>
        <p className="text-slate-700">
          Time searching:{" "}
          <span role="timer" aria-label="Time searching" className="font-mono font-semibold">
            {formatClock(secondsSearching(since, Math.max(now, since)))}
          </span>
        </p>
        {shown ? (
          <p className="text-sm text-slate-600">
            {modeLabel(shown.gameMode)} · {shown.preferredRounds} rounds · skill{" "}
            {SKILL_LABELS[shown.skillLevel]}
          </p>
        ) : null}
        {waiting?.botOfferAvailable ? (
          <div className="grid gap-2 rounded-lg bg-amber-50 p-3">
            <p className="text-sm text-slate-800">
              No one is free right now. You can start at once against a bot.
            </p>
            <Button variant="secondary" disabled={bot.isPending} onClick={() => bot.mutate()}>
              {bot.isPending ? "Starting..." : "Play with a bot instead"}
            </Button>
          </div>
        ) : null}
        <Button variant="outline" disabled={leave.isPending} onClick={() => leave.mutate()}>
          Leave Queue
        </Button>
      </section>
    );
  }

  const rounds = MATCHMAKING_ROUNDS_BY_MODE[gameMode];
  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <p className="text-slate-700">Get paired with another player automatically.</p>
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="grid content-start gap-1">
          <label htmlFor="match-mode" className="text-sm font-semibold text-slate-800">
            Game mode
          </label>
          <select
            id="match-mode"
            value={gameMode}
            onChange={(e) => {
              const mode = e.target.value as MatchmakingGameMode;
              setGameMode(mode);
              // Each mode has its own round choices; start from its default.
              setPreferredRounds(MATCHMAKING_ROUNDS_BY_MODE[mode].default);
            }}
            className={inputClass}
          >
            {MATCHMAKING_GAME_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {modeLabel(mode)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid content-start gap-1">
          <label htmlFor="match-rounds" className="text-sm font-semibold text-slate-800">
            Preferred rounds
          </label>
          <select
            id="match-rounds"
            value={preferredRounds}
            onChange={(e) => setPreferredRounds(Number(e.target.value))}
            className={inputClass}
          >
            {rounds.options.map((n) => (
              <option key={n} value={n}>
                {n} rounds
              </option>
            ))}
          </select>
        </div>
        <div className="grid content-start gap-1">
          <label htmlFor="match-skill" className="text-sm font-semibold text-slate-800">
            Skill level
          </label>
          <select
            id="match-skill"
            value={skillLevel}
            onChange={(e) => setSkillLevel(e.target.value as MatchmakingSkillLevel)}
            className={inputClass}
          >
            {MATCHMAKING_SKILL_LEVELS.map((level) => (
              <option key={level} value={level}>
                {SKILL_LABELS[level]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Button type="submit" disabled={join.isPending || status.isLoading}>
        {join.isPending ? "Joining..." : "Find Match"}
      </Button>
    </form>
  );
}

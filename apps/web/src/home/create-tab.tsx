import {
  DEFAULT_GAME_MODE,
  DEFAULT_HOME_ROUNDS,
  GAME_NAME_MAX_LENGTH,
  type GameMode,
  HOME_GAME_MODES,
  HOME_ROUND_OPTIONS,
} from "@riddlebook/rules";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useLocation } from "wouter";
import { Button, CheckboxField, inputClass } from "../components/ui";
import { useServerTimings } from "../hooks/use-server-timings";
import { homeText } from "../i18n/en/home";
import { createGame, USER_GAMES_KEY } from "../lib/game-api";
import { gameNameOrDefault, modeHint, modeLabel } from "../lib/game-logic";
import { rememberSeat } from "../lib/seat-memory";
import { useStreamerMode } from "../lib/streamer-mode";
import { toastError } from "../lib/toast-error";
import { toast } from "../toast/toast-store";
import type { TabProps } from "./shared";

/** Create tab: name (trimmed, defaulting to "<name>'s Game"), public, mode, rounds. */
export default function CreateTab({ requireName }: TabProps) {
  const t = homeText.useT();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [name, setName] = useState("");
  const [isPublic, setIsPublic] = useState(true);
  const [gameMode, setGameMode] = useState<GameMode>(DEFAULT_GAME_MODE);
  const [totalRounds, setTotalRounds] = useState<number>(DEFAULT_HOME_ROUNDS);
  const [showPageWhileGuessing, setShowPage] = useState(true);
  const timings = useServerTimings();
  const streamerMode = useStreamerMode();

  const create = useMutation({
    mutationFn: (playerName: string) =>
      createGame({
        name: gameNameOrDefault(name, playerName),
        playerName,
        isPublic,
        gameMode,
        totalRounds,
        showPageWhileGuessing,
      }),
    onSuccess: (res) => {
      rememberSeat(res.game.id, res.player);
      void queryClient.invalidateQueries({ queryKey: USER_GAMES_KEY });
      toast({
        title: homeText.t("create.createdTitle"),
        description: streamerMode
          ? homeText.t("create.createdText")
          : homeText.t("create.createdTextWithCode", { code: res.game.joinCode }),
      });
      navigate(`/game/${res.game.id}`);
    },
    // The server's reason when it gave one (too many unstarted games, creating too fast).
    onError: (error) => toastError(error, homeText.t("errorTitle"), homeText.t("create.failed")),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const playerName = requireName();
    if (playerName) create.mutate(playerName);
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <div className="grid gap-1">
        <label htmlFor="game-name" className="text-sm font-semibold text-slate-800">
          {t("create.gameName")}
        </label>
        <input
          id="game-name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={GAME_NAME_MAX_LENGTH}
          placeholder={t("create.gameNamePlaceholder")}
          aria-describedby="game-name-hint"
          className={inputClass}
        />
        <p id="game-name-hint" className="text-sm text-slate-600">
          {t("create.optional")}
        </p>
      </div>
      <CheckboxField checked={isPublic} onChange={setIsPublic}>
        {t("create.isPublic")}
      </CheckboxField>
      <CheckboxField checked={showPageWhileGuessing} onChange={setShowPage}>
        {t("create.showPage")}
      </CheckboxField>
      <div className="grid gap-1 sm:grid-cols-2 sm:gap-4">
        <div className="grid gap-1">
          <label htmlFor="game-mode" className="text-sm font-semibold text-slate-800">
            {t("create.mode")}
          </label>
          <select
            id="game-mode"
            value={gameMode}
            onChange={(e) => setGameMode(e.target.value as GameMode)}
            aria-describedby="game-mode-hint"
            className={inputClass}
          >
            {HOME_GAME_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {modeLabel(mode)}
              </option>
            ))}
          </select>
          <p id="game-mode-hint" className="text-sm text-slate-600">
            {modeHint(gameMode, timings)}
          </p>
        </div>
        <div className="grid content-start gap-1">
          <label htmlFor="game-rounds" className="text-sm font-semibold text-slate-800">
            {t("create.rounds")}
          </label>
          <select
            id="game-rounds"
            value={totalRounds}
            onChange={(e) => setTotalRounds(Number(e.target.value))}
            className={inputClass}
          >
            {HOME_ROUND_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {t("rounds", { count: n })}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? t("create.creating") : t("create.submit")}
      </Button>
    </form>
  );
}

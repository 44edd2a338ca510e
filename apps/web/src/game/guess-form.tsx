import { GUESS_MAX_LENGTH, type RiddleView } from "@riddlebook/rules";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button, inputClass } from "../components/ui";
import { useGameAction } from "../hooks/use-game-action";
import { gameText } from "../i18n/en/game";
import { submitGuess } from "../lib/game-api";
import { toast } from "../toast/toast-store";
import { useGame } from "./context";

/**
 * The guess for one riddle (POST /api/guesses with the protocol's body); an empty guess is refused
 * here. `focusOnShow` puts focus in the guess box as it appears (after "Next Riddle"); `onGuessed`
 * runs once the server took the guess (the reading screen moves focus on).
 */
export function GuessForm({
  riddle,
  focusOnShow = false,
  onGuessed,
}: {
  riddle: RiddleView;
  focusOnShow?: boolean;
  onGuessed?: () => void;
}) {
  const t = gameText.useT();
  const { view, me } = useGame();
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnShow) box.current?.focus();
  }, [focusOnShow]);
  const [guess, setGuess] = useState("");
  const [error, setError] = useState<string | undefined>();
  const send = useGameAction({
    gameId: view.game.id,
    call: (value: string) => submitGuess({ riddleId: riddle.id, guesserId: me.id, guess: value }),
    onAccepted: () => {
      toast({
        title: t("guess.submitted"),
        description: t("guess.submittedText"),
      });
      onGuessed?.();
    },
    failureText: t("guess.failed"),
    showServerMessage: false,
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = guess.trim();
    if (!value) {
      setError(t("guess.empty"));
      return;
    }
    setError(undefined);
    send.mutate(value);
  };
  const inputId = `guess-${riddle.id}`;
  return (
    <form onSubmit={onSubmit} className="mt-4 grid gap-2" noValidate>
      <label htmlFor={inputId} className="font-semibold text-slate-900">
        {t("guess.label")}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          ref={box}
          id={inputId}
          value={guess}
          onChange={(e) => {
            setGuess(e.target.value);
            if (error) setError(undefined);
          }}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={GUESS_MAX_LENGTH}
          placeholder={t("guess.placeholder")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className={`${inputClass} min-w-52 flex-1 sm:max-w-xs`}
        />
        <Button type="submit" disabled={send.isPending}>
          {t("guess.submit")}
        </Button>
      </div>
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}

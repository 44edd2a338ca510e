import type { RiddleView } from "@riddlebook/rules";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button, Card, inputClass } from "../components/ui";
import { submitGuess } from "../lib/game-api";
import { toast } from "../toast/toast-store";
import { playerName, useGame } from "./context";
import { Countdown } from "./countdown";
import { Avatar, PlayerList } from "./player-list";

function GuessForm({ riddle }: { riddle: RiddleView }) {
  const { me, refresh } = useGame();
  const [guess, setGuess] = useState("");
  const [error, setError] = useState<string | undefined>();
  const send = useMutation({
    mutationFn: (value: string) => submitGuess(riddle.id, me.id, value),
    onSuccess: () => {
      toast({
        title: "Guess Submitted!",
        description: "You'll see if you were right when the round is scored.",
      });
      refresh();
    },
    onError: () => toast({ title: "Error", description: "Failed to submit guess.", variant: "destructive" }),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = guess.trim();
    if (!value) {
      setError("Please enter a guess");
      return;
    }
    setError(undefined);
    send.mutate(value);
  };
  return (
    <form onSubmit={onSubmit} className="mt-4 grid gap-2" noValidate>
      <label htmlFor={`guess-${riddle.id}`} className="font-semibold text-slate-900">
        Your guess
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={`guess-${riddle.id}`}
          value={guess}
          onChange={(e) => {
            setGuess(e.target.value);
            if (error) setError(undefined);
          }}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={100}
          placeholder="The secret word is..."
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `guess-${riddle.id}-error` : undefined}
          className={`${inputClass} flex-1 sm:max-w-xs`}
        />
        <Button type="submit" disabled={send.isPending}>
          Submit Guess
        </Button>
      </div>
      {error ? (
        <p id={`guess-${riddle.id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** Reading and guessing (spec 2): one riddle at a time, "Next Riddle" moves on; the server ends it. */
export function ReadingPhase() {
  const { view, offset } = useGame();
  const { game } = view;
  const round = view.rounds[game.currentRound - 1];
  const riddles = round?.riddles ?? [];
  const guessed = new Set(view.me?.guessedRiddleIds ?? []);
  const [index, setIndex] = useState(() => {
    const first = riddles.findIndex((r) => !r.isOwn && !guessed.has(r.id));
    return first === -1 ? 0 : first;
  });
  const riddle = riddles[Math.min(index, riddles.length - 1)];
  const myGuess = riddle
    ? round?.guesses.find((g) => g.riddleId === riddle.id && g.guesserId === view.viewerId)
    : undefined;
  const left = riddles.filter((r) => !r.isOwn && !guessed.has(r.id)).length;
  const author = riddle ? view.players.find((p) => p.id === riddle.playerId) : undefined;

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="grid content-start gap-6 lg:col-span-2">
        <Card aria-labelledby="reading-title">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="reading-title" className="text-xl font-bold text-slate-900">
              Read and guess
            </h2>
            <Countdown deadline={game.deadline} offset={offset} label="Time left" />
          </div>
          {riddles.length === 0 || !riddle ? (
            <p className="mt-4 text-slate-700">Nobody submitted a riddle this round.</p>
          ) : (
            <>
              <p className="mt-1 text-sm text-slate-700" aria-live="polite">
                Riddle {Math.min(index, riddles.length - 1) + 1} of {riddles.length}
                {left > 0 ? ` · ${left} left to guess` : " · all guessed"}
              </p>
              <article
                aria-labelledby="riddle-author"
                className="mt-4 rounded-xl border border-violet-200 bg-violet-50 p-4"
              >
                <h3 id="riddle-author" className="flex items-center gap-2 font-semibold text-slate-900">
                  {author ? <Avatar player={author} size="h-7 w-7" /> : null}
                  <span>Riddle by {playerName(view, riddle.playerId)}</span>
                </h3>
                {riddle.prompt ? (
                  <p className="mt-2 text-sm text-amber-900">
                    <span className="font-semibold">
                      {game.gameMode === "character_voice" ? "Written as: " : "Style: "}
                    </span>
                    {riddle.prompt}
                  </p>
                ) : null}
                <blockquote
                  className="mt-3 text-lg whitespace-pre-wrap text-slate-900"
                  data-testid="riddle-text"
                >
                  {riddle.text}
                </blockquote>
              </article>
              {riddle.isOwn ? (
                <p className="mt-4 rounded-lg bg-slate-100 p-3 text-slate-800" role="status">
                  This is your riddle, so you can't guess it. Your word:{" "}
                  <strong className="uppercase">{riddle.word}</strong>
                </p>
              ) : guessed.has(riddle.id) ? (
                <p className="mt-4 rounded-lg bg-green-50 p-3 text-green-900" role="status">
                  Guess submitted{myGuess?.guess ? `: “${myGuess.guess}”` : ""}! Waiting for the other
                  players...
                </p>
              ) : (
                <GuessForm key={riddle.id} riddle={riddle} />
              )}
              {riddles.length > 1 ? (
                <div className="mt-4">
                  <Button variant="outline" onClick={() => setIndex((i) => (i + 1) % riddles.length)}>
                    Next Riddle
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </Card>
      </div>
      <Card aria-labelledby="reading-players-title" className="content-start">
        <h2 id="reading-players-title" className="font-semibold text-slate-900">
          Players
        </h2>
        <div className="mt-2">
          <PlayerList players={view.players} viewerId={view.viewerId} phase="reading" />
        </div>
      </Card>
    </div>
  );
}

import type { VaultRiddle } from "@riddlebook/protocol";
import { GUESS_MAX_LENGTH, VAULT_TRIES } from "@riddlebook/rules";
import { type ReactNode, useId, useState } from "react";
import { Trans } from "react-i18next";
import { Badge, Button, Card, Field, inputClass } from "../components/ui";
import { communityText } from "../i18n/en/community";
import { pageTitle } from "../lib/page-title";
import { ratingText } from "./community-text";
import { ReportButton } from "./community-ui";
import { isFinished } from "./use-solve";

/** The words for the last guess, announced to screen readers: right, or wrong and what is left. */
function lastGuessText(riddle: VaultRiddle): string {
  const last = riddle.guesses.at(-1);
  if (!last) return "";
  const { t } = communityText;
  if (last.correct) return t("solver.right", { guess: last.guess });
  if (riddle.triesLeft <= 0) return t("solver.lastTry", { guess: last.guess });
  return t("solver.wrong", { guess: last.guess, count: riddle.triesLeft });
}

/** Free-text guess: for when the word is typed rather than picked from the page. */
function GuessInput({ onGuess, disabled }: { onGuess: (guess: string) => void; disabled: boolean }) {
  const t = communityText.useT();
  const id = useId();
  const [guess, setGuess] = useState("");
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      noValidate
      className="grid gap-2 sm:grid-cols-[minmax(0,20rem)_auto] sm:items-start"
      onSubmit={(event) => {
        event.preventDefault();
        const value = guess.trim();
        setError(value ? undefined : communityText.t("solver.enterGuess"));
        if (!value) return;
        setGuess("");
        onGuess(value);
      }}
    >
      <Field id={id} label={t("solver.typeGuess")} error={error}>
        {(describedBy, invalid) => (
          <input
            id={id}
            value={guess}
            onChange={(e) => {
              setGuess(e.target.value);
              setError(undefined);
            }}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={GUESS_MAX_LENGTH}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            className={`${inputClass} min-h-11`}
          />
        )}
      </Field>
      <Button type="submit" disabled={disabled} className="justify-self-start sm:mt-6">
        {t("solver.guess")}
      </Button>
    </form>
  );
}

/** 1 to 5 stars as a radio group, then "Submit rating". */
function RatingForm({
  myRating,
  onRate,
  saving,
}: {
  myRating: number | null;
  onRate: (rating: number) => void;
  saving: boolean;
}) {
  const t = communityText.useT();
  const id = useId();
  const [chosen, setChosen] = useState<number | null>(myRating);
  const shown = chosen ?? 0;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen !== null) onRate(chosen);
      }}
      className="grid gap-2"
    >
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">{t("solver.rateLegend")}</legend>
        <div className="mt-1 flex flex-wrap items-center">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="relative inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-lg text-3xl leading-none has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand"
            >
              <input
                type="radio"
                name={`${id}-rating`}
                value={n}
                checked={chosen === n}
                onChange={() => setChosen(n)}
                className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
              />
              <span aria-hidden="true" className={n <= shown ? "text-amber-700" : "text-slate-500"}>
                {n <= shown ? "★" : "☆"}
              </span>
              <span className="sr-only">{t("solver.stars", { count: n })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="outline" size="sm" disabled={chosen === null || saving}>
          {myRating === null ? t("solver.submitRating") : t("solver.updateRating")}
        </Button>
        {myRating !== null ? (
          <p className="text-sm text-slate-700" data-testid="my-rating">
            {t("solver.youRated", { rating: myRating })}
          </p>
        ) : null}
      </div>
    </form>
  );
}

/**
 * One riddle to solve, for the Vault and the daily page: the riddle, the page's words as choices
 * (a click guesses), a typed guess, the tries left and each guess's result. The word shows only when
 * the server sends it (`answer`, after a right guess or the last try); then the rating and `after`.
 */
export function RiddleSolver({
  riddle,
  onGuess,
  guessing,
  onRate,
  rating,
  title,
  after,
}: {
  riddle: VaultRiddle;
  onGuess: (guess: string) => void;
  guessing: boolean;
  onRate: (rating: number) => void;
  rating: boolean;
  title: string;
  after?: ReactNode;
}) {
  const t = communityText.useT();
  const headingId = useId();
  const finished = isFinished(riddle);
  const wrong = new Set(riddle.guesses.filter((g) => !g.correct).map((g) => g.guess.toLowerCase()));
  return (
    <Card aria-labelledby={headingId} data-testid="riddle-solver">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-xl font-bold text-slate-900">
            {title}
          </h2>
          <p className="text-sm text-slate-700">
            {t("solver.byline", {
              name: riddle.playerName,
              page: riddle.pageNumber,
              title: pageTitle(riddle.pageNumber, riddle.pageTitle),
            })}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="amber">{t(`difficulties.${riddle.difficulty}`)}</Badge>
          <ReportButton
            ariaLabel={t("solver.reportLabel")}
            targets={[{ type: "published_riddle", id: riddle.id, label: t("solver.reportTarget") }]}
          />
        </div>
      </div>
      <p className="mt-1 text-sm text-slate-700" data-testid="average-rating">
        {t("solver.averageRating", { rating: ratingText(riddle.averageRating, riddle.ratingCount) })}
      </p>
      <blockquote className="mt-4 rounded-lg bg-violet-50 p-4 text-lg whitespace-pre-wrap text-slate-900">
        {riddle.riddleText}
      </blockquote>

      <p className="mt-4 font-semibold text-slate-900" data-testid="tries-left">
        {t("solver.triesLeft", { left: Math.max(0, riddle.triesLeft), tries: VAULT_TRIES })}
      </p>
      {riddle.guesses.length > 0 ? (
        <ol aria-label={t("solver.guessesLabel")} className="mt-2 grid gap-1">
          {riddle.guesses.map((g, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: guesses only ever grow at the end.
              key={i}
              className="flex flex-wrap items-baseline gap-2 text-sm text-slate-800"
            >
              <span>“{g.guess}”</span>
              <span
                className={`rounded-full px-2 text-xs font-semibold ${
                  g.correct ? "bg-green-100 text-green-900" : "bg-red-100 text-red-900"
                }`}
              >
                <span aria-hidden="true">{g.correct ? "✓ " : "✗ "}</span>
                {g.correct ? t("solver.correct") : t("solver.notIt")}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      <p role="status" className="sr-only">
        {lastGuessText(riddle)}
      </p>

      {finished ? (
        <div className="mt-4 grid gap-4">
          <p
            className={`rounded-lg p-3 font-semibold ${
              riddle.solved ? "bg-green-50 text-green-900" : "bg-slate-100 text-slate-900"
            }`}
            data-testid="solver-result"
          >
            {riddle.solved ? t("solver.solved") : t("solver.outOfTries")}
            {riddle.answer ? (
              <>
                {" "}
                <Trans
                  t={t}
                  i18nKey="solver.wordWas"
                  values={{ word: riddle.answer }}
                  components={{ word: <span className="tracking-wide uppercase" /> }}
                />
              </>
            ) : null}
          </p>
          <RatingForm key={riddle.id} myRating={riddle.myRating} onRate={onRate} saving={rating} />
          {after}
        </div>
      ) : (
        <div className="mt-4 grid gap-4">
          <div>
            <h3 className="text-sm font-semibold text-slate-800">{t("solver.pickWord")}</h3>
            <ul aria-label={t("solver.wordsLabel")} className="mt-2 flex flex-wrap gap-2">
              {riddle.choices.map((word) => (
                <li key={word}>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={guessing || wrong.has(word.toLowerCase())}
                    onClick={() => onGuess(word)}
                  >
                    {word}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
          <GuessInput onGuess={onGuess} disabled={guessing} />
        </div>
      )}
    </Card>
  );
}

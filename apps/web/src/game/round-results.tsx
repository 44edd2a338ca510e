import {
  type GameView,
  type GuessView,
  isRoundScored,
  type RiddleResult,
  type RoundView,
} from "@riddlebook/rules";
import { Trans } from "react-i18next";
import { ReportButton, type ReportTarget } from "../community/community-ui";
import { Badge } from "../components/ui";
import { gameText } from "../i18n/en/game";
import { ShareRiddleButton } from "../share/share-riddle";
import { playerName, useGame } from "./context";
import { guessesAt, guessOutcome, pointsText } from "./reveal/reveal-steps";

/** One guess at a riddle: who, what, and whether it was right. */
function GuessLine({ guess }: { guess: GuessView }) {
  const t = gameText.useT();
  const { view } = useGame();
  return (
    <li className="reveal-in flex flex-wrap items-baseline justify-between gap-x-2 text-sm">
      <span className="min-w-0 break-words text-slate-800">
        <Trans
          t={t}
          i18nKey="results.guessLine"
          values={{ name: playerName(view, guess.guesserId), guess: guess.guess ?? "" }}
          components={{ strong: <span className="font-semibold text-slate-900" /> }}
        />
      </span>
      <span
        className={`rounded-full px-2 text-xs font-semibold ${
          guess.isCorrect ? "bg-green-100 text-green-900" : "bg-slate-100 text-slate-800"
        }`}
      >
        <span aria-hidden="true">{guess.isCorrect ? "✓ " : "✗ "}</span>
        {guessOutcome(guess)}
      </span>
    </li>
  );
}

/** Who guessed the word, and the forms of it that were accepted; shown with the word. */
function RiddleSummary({ riddle, guesses }: { riddle: RiddleResult; guesses: GuessView[] }) {
  const t = gameText.useT();
  const { view } = useGame();
  const formGuesses = guesses.filter(
    (g) => g.isCorrect && (g.matchKind === "form" || g.matchKind === "typo"),
  );
  return (
    <>
      <p className="mt-2 text-sm text-slate-800">
        {riddle.correctGuesserIds.length === 0
          ? t("results.nobodyGuessed", { count: riddle.guessCount })
          : t("results.guessedBy", {
              names: riddle.correctGuesserIds.map((id) => playerName(view, id)).join(", "),
            })}
      </p>
      {formGuesses.length > 0 ? (
        <ul className="mt-1 text-sm text-slate-700">
          {formGuesses.map((g) => (
            <li key={g.guesserId}>
              {t(g.matchKind === "typo" ? "results.typo" : "results.form", {
                name: playerName(view, g.guesserId),
                guess: g.guess ?? "",
                word: riddle.word.toUpperCase(),
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/**
 * What a player may report about another player's riddle once it is scored: the riddle, and the
 * author's name when the author is a signed-in person (bots and one's own riddle have nothing).
 */
function reportTargetsFor(view: GameView, riddle: RiddleResult, author: string): ReportTarget[] {
  if (view.viewerId === null || riddle.playerId === view.viewerId) return [];
  const player = view.players.find((p) => p.id === riddle.playerId);
  if (player?.isBot) return [];
  const { t } = gameText;
  const targets: ReportTarget[] = [{ type: "riddle", id: riddle.riddleId, label: t("results.reportRiddle") }];
  if (player?.userId)
    targets.push({ type: "user", id: player.userId, label: t("results.reportName", { name: author }) });
  return targets;
}

/** A riddle's prompt (in the prompt modes) and its text, as the results and spectators read them. */
export function RiddleBody({ prompt, text }: { prompt: string | null | undefined; text: string | null }) {
  const t = gameText.useT();
  return (
    <>
      {prompt ? <p className="mt-1 text-sm text-amber-900">{t("results.prompt", { prompt })}</p> : null}
      <blockquote className="mt-2 text-sm whitespace-pre-wrap text-slate-800">{text}</blockquote>
    </>
  );
}

/**
 * One riddle of the reveal, `steps` of it showing: the riddle first, then its guesses one by one,
 * then (the last step) its word and the author's points.
 */
function RiddleReveal({ round, riddle, steps }: { round: RoundView; riddle: RiddleResult; steps: number }) {
  const t = gameText.useT();
  const { view } = useGame();
  const guesses = guessesAt(round, riddle.riddleId);
  const guessesShown = guesses.slice(0, Math.max(0, steps - 1));
  const wordShown = steps >= guesses.length + 2;
  const author = playerName(view, riddle.playerId);
  const reportTargets = reportTargetsFor(view, riddle, author);
  return (
    <li className="reveal-in rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-slate-900">
          {wordShown ? (
            <span className="reveal-pop inline-block text-xl tracking-wide uppercase">{riddle.word}</span>
          ) : (
            <span className="text-xl tracking-wide">
              <span aria-hidden="true">? ? ?</span>
              <span className="sr-only">{t("results.riddle")}</span>
            </span>
          )}
          <span className="font-normal text-slate-700">{t("results.byAuthor", { name: author })}</span>
        </h3>
        {wordShown ? (
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={riddle.authorPoints > 0 ? "green" : "brand"}>
              {t("results.forAuthor", { points: pointsText(riddle.authorPoints) })}
            </Badge>
            {view.viewerId !== null ? (
              <ShareRiddleButton
                label={t("results.share")}
                riddle={{
                  gameId: view.game.id,
                  gameName: view.game.name,
                  round: round.round,
                  playerId: riddle.playerId,
                  text: riddle.text,
                  authorName: author,
                  mine: riddle.playerId === view.viewerId,
                }}
              />
            ) : null}
            {reportTargets.length > 0 ? (
              <ReportButton ariaLabel={t("results.report", { name: author })} targets={reportTargets} />
            ) : null}
          </div>
        ) : null}
      </div>
      <RiddleBody prompt={riddle.prompt} text={riddle.text} />
      {guessesShown.length > 0 ? (
        <ol aria-label={t("results.guessesAt", { name: author })} className="mt-3 grid gap-1.5">
          {guessesShown.map((guess) => (
            <GuessLine key={guess.guesserId} guess={guess} />
          ))}
        </ol>
      ) : null}
      {wordShown ? <RiddleSummary riddle={riddle} guesses={guesses} /> : null}
    </li>
  );
}

/**
 * Each riddle of a scored round: the riddle, the guesses at it in the order they were made, then
 * its word, who guessed right (and how) and the author's points. `shown` counts the reveal's steps
 * on screen (`revealSteps`); everything shows without it.
 */
export function RoundResults({
  round,
  shown = Number.POSITIVE_INFINITY,
}: {
  round: RoundView;
  shown?: number;
}) {
  const t = gameText.useT();
  if (!isRoundScored(round)) return null;
  let first = 0;
  const riddles = round.result.riddles.map((riddle) => {
    const start = first;
    first += guessesAt(round, riddle.riddleId).length + 2;
    return { riddle, steps: shown - start };
  });
  return (
    <ul aria-label={t("final.roundRiddles", { round: round.round })} className="grid gap-3">
      {riddles
        .filter(({ steps }) => steps > 0)
        .map(({ riddle, steps }) => (
          <RiddleReveal key={riddle.riddleId} round={round} riddle={riddle} steps={steps} />
        ))}
    </ul>
  );
}

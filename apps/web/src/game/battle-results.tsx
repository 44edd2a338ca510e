import {
  decisiveRiddle,
  type GameView,
  isRoundScored,
  type PlayerInfo,
  type RiddleResult,
  winnersOf,
} from "@riddlebook/rules";
import { Trans } from "react-i18next";
import { gameText } from "../i18n/en/game";

/** The two sides of a battle: the viewer first when seated, so "you" are always on the left. */
function sidesOf(view: GameView): [PlayerInfo, PlayerInfo] | null {
  if (view.players.length !== 2) return null;
  const [a, b] = view.players as [PlayerInfo, PlayerInfo];
  return view.viewerId === b.id ? [b, a] : [a, b];
}

/** One side's riddle of a round: its text and word, whether the other solved it, and its points. */
function RiddleCell({
  riddle,
  author,
  opponent,
  points,
  decisive,
}: {
  riddle: RiddleResult | undefined;
  author: PlayerInfo;
  opponent: PlayerInfo;
  points: number;
  decisive: boolean;
}) {
  const t = gameText.useT();
  return (
    <div
      className={`min-w-0 rounded-lg border p-3 ${decisive ? "border-amber-400 bg-amber-50" : "border-slate-200"}`}
      data-testid="battle-cell"
    >
      {riddle ? (
        <>
          <p className="whitespace-pre-line break-words text-sm text-slate-800">“{riddle.text}”</p>
          <p className="mt-1 text-sm font-semibold text-slate-900">{riddle.word.toUpperCase()}</p>
          <p className="mt-1 text-sm text-slate-700">
            {riddle.correctGuesserIds.includes(opponent.id)
              ? t("battle.solved", { name: opponent.name })
              : t("battle.notSolved", { name: opponent.name })}
          </p>
        </>
      ) : (
        <p className="text-sm text-slate-700">{t("battle.noRiddle", { name: author.name })}</p>
      )}
      <p className="mt-1 text-sm font-semibold text-brand-dark">
        {t("battle.pointsFor", { count: points, name: author.name })}
      </p>
    </div>
  );
}

/**
 * The battle screen at the end of a head-to-head game: both players side by side with their
 * totals, then every round (each player's riddle, who solved whose, the points), then the decisive
 * riddle, the one that put the winner ahead for good (`decisiveRiddle` in packages/rules/src/battle.ts).
 */
export function BattleResults({ view }: { view: GameView }) {
  const t = gameText.useT();
  const sides = sidesOf(view);
  if (!sides) return null;
  const [left, right] = sides;
  const results = view.rounds.filter(isRoundScored).map((round) => round.result);
  // The rules' winners: by the scores, except that a side the host removed never wins.
  const winners = winnersOf(sides);
  const outcome = winners.length !== 1 ? "draw" : winners[0] === left.id ? "win" : "loss";
  const [winner, loser] = outcome === "loss" ? [right, left] : [left, right];
  const decisive = outcome === "draw" ? null : decisiveRiddle(results, winner.id, loser.id);
  const decisiveResult = decisive ? results.find((r) => r.round === decisive.round) : undefined;
  const decisiveRiddleResult = decisiveResult?.riddles.find((r) => r.riddleId === decisive?.riddleId);
  const nameOf = (id: string) => (id === left.id ? left.name : right.name);

  return (
    <section aria-labelledby="battle-results-title" data-testid="battle-results">
      <h3 id="battle-results-title" className="text-lg font-bold text-slate-900">
        {t("battle.title")}
      </h3>
      <div className="mt-2 grid grid-cols-2 gap-3">
        {sides.map((side) => (
          <div key={side.id} className="rounded-lg bg-violet-50 p-3 text-center" data-testid="battle-side">
            <p className="truncate font-semibold text-slate-900">
              {side.name}
              {side.isBot && side.botDifficulty
                ? t("battle.botSide", { difficulty: t(`difficulty.${side.botDifficulty}`) })
                : ""}
            </p>
            <p className="text-3xl font-bold text-brand-dark">{side.score}</p>
            <p className="text-sm font-semibold text-slate-700">
              {outcome === "draw"
                ? t("battle.draw")
                : side.id === winner.id
                  ? t("battle.winner")
                  : t("battle.defeated")}
            </p>
          </div>
        ))}
      </div>
      <ol className="mt-4 grid gap-4">
        {results.map((result) => (
          <li key={result.round} aria-label={t("round", { round: result.round })}>
            <p className="text-sm font-semibold text-slate-800">
              {t("battle.roundScore", {
                round: result.round,
                left: left.name,
                leftPoints: result.points[left.id] ?? 0,
                rightPoints: result.points[right.id] ?? 0,
                right: right.name,
              })}
            </p>
            <div className="mt-1 grid grid-cols-2 gap-3">
              {sides.map((side) => {
                const riddle = result.riddles.find((r) => r.playerId === side.id);
                return (
                  <RiddleCell
                    key={side.id}
                    riddle={riddle}
                    author={side}
                    opponent={side.id === left.id ? right : left}
                    points={result.points[side.id] ?? 0}
                    decisive={riddle !== undefined && riddle.riddleId === decisive?.riddleId}
                  />
                );
              })}
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3" data-testid="decisive-riddle">
        <h4 className="font-semibold text-slate-900">{t("battle.decisiveTitle")}</h4>
        {decisive && decisiveRiddleResult ? (
          <p className="mt-1 text-sm text-slate-800">
            <Trans
              t={t}
              i18nKey="battle.decisive"
              count={decisive.swing}
              values={{
                round: decisive.round,
                author: nameOf(decisive.authorId),
                word: decisiveRiddleResult.word.toUpperCase(),
                text: decisiveRiddleResult.text,
                winner: winner.name,
                loser: loser.name,
              }}
              components={{ strong: <strong /> }}
            />
          </p>
        ) : (
          <p className="mt-1 text-sm text-slate-800">{t("battle.noDecisive")}</p>
        )}
      </div>
    </section>
  );
}

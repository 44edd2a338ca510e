import type { TournamentDetail, TournamentMatch } from "@riddlebook/protocol";
import { Link } from "wouter";
import { buttonClass } from "../components/ui";
import { tournamentText } from "../i18n/en/tournament";
import { matchGameHref, plays, type SideView, shownStatus, sideView } from "./tournament-view";

const STATUS_TONE: Record<TournamentMatch["status"], string> = {
  pending: "text-slate-600",
  ready: "text-amber-800",
  playing: "text-brand-dark",
  done: "text-slate-600",
  walkover: "text-slate-600",
  void: "text-slate-600",
};

/** One side's line: the name and seed (or Bye / To be decided), its game score, and the winner's mark. */
function SideLine({
  side,
  score,
  won,
  lost,
  me,
}: {
  side: SideView;
  score: number | null;
  won: boolean;
  lost: boolean;
  me: boolean;
}) {
  const t = tournamentText.useT();
  const name =
    side.kind === "entrant" ? side.entrant.name : side.kind === "bye" ? t("match.bye") : t("match.open");
  return (
    <li
      className={`flex min-w-0 items-center justify-between gap-2 rounded px-2 py-1 ${
        won ? "bg-green-50 font-bold text-green-900" : lost ? "text-slate-600" : "text-slate-900"
      } ${me ? "ring-2 ring-brand" : ""}`}
      data-testid="match-side"
    >
      <span className={`min-w-0 truncate ${side.kind === "entrant" ? "" : "italic"}`}>
        {side.kind === "entrant" && side.entrant.seed !== null ? (
          <span className="mr-1 text-xs text-slate-600">{t("match.seed", { seed: side.entrant.seed })}</span>
        ) : null}
        {name}
        {won ? <span className="sr-only">{` (${t("match.winner")})`}</span> : null}
      </span>
      <span className="flex shrink-0 items-center gap-1 tabular-nums">
        {score !== null ? <span data-testid="match-score">{score}</span> : null}
        {won ? <span aria-hidden="true">✓</span> : null}
      </span>
    </li>
  );
}

/** The link under a match: play it (the viewer's own, being played), watch it, or see its game. */
function MatchLink({ match, mine }: { match: TournamentMatch; mine: boolean }) {
  const t = tournamentText.useT();
  const href = matchGameHref(match);
  if (href === null) return null;
  if (match.status === "playing" && mine) {
    return (
      <Link href={href} className={buttonClass("primary", "sm", "mt-2 w-full")}>
        {t("match.play")}
      </Link>
    );
  }
  return (
    <Link href={href} className={buttonClass("outline", "sm", "mt-2 w-full")}>
      {match.status === "playing" ? t("match.watch") : t("match.view")}
    </Link>
  );
}

/**
 * One match of the bracket or schedule: its two sides with seeds and game scores, the winner marked,
 * its status (and how it was decided, when not by score), and a link to its game.
 */
function MatchCard({
  match,
  detail,
  me,
}: {
  match: TournamentMatch;
  detail: Pick<TournamentDetail, "entrants" | "format" | "matches">;
  /** The viewer's entrant id, if they are entered. */
  me: string | undefined;
}) {
  const t = tournamentText.useT();
  const mine = plays(match, me);
  const status = shownStatus(detail, match);
  const decided =
    match.decidedBy && match.decidedBy !== "score" ? t(`match.decided.${match.decidedBy}`) : null;
  return (
    <article
      aria-label={t("match.label", { id: match.id })}
      data-testid="tournament-match"
      data-match-id={match.id}
      data-status={match.status}
      className={`w-60 min-w-0 rounded-lg border bg-white p-2 text-sm shadow-sm ${
        mine ? "border-brand" : "border-slate-200"
      }`}
    >
      <p className="flex items-center justify-between gap-2 px-2 text-xs font-semibold">
        <span className="text-slate-600">{match.id}</span>
        <span className={STATUS_TONE[status]} data-testid="match-status">
          {t(`match.status.${status}`)}
        </span>
      </p>
      <ul className="mt-1 grid gap-1">
        {match.sides.map((side, i) => {
          const view = sideView(detail, side);
          return (
            <SideLine
              key={i === 0 ? "first" : "second"}
              side={view}
              score={match.scores?.[i] ?? null}
              won={side !== null && match.winner === side && match.status === "done"}
              lost={side !== null && match.loser === side && match.status === "done"}
              me={view.kind === "entrant" && view.entrant.id === me}
            />
          );
        })}
      </ul>
      {decided ? <p className="mt-1 px-2 text-xs text-slate-700">{decided}</p> : null}
      <MatchLink match={match} mine={mine} />
    </article>
  );
}

/** Matches as a list of cards (a bracket round's column, a league round's row). */
export function MatchList({
  matches,
  detail,
  me,
  className,
}: {
  matches: readonly TournamentMatch[];
  detail: Pick<TournamentDetail, "entrants" | "format" | "matches">;
  me: string | undefined;
  className: string;
}) {
  return (
    <ul className={className}>
      {matches.map((match) => (
        <li key={match.id}>
          <MatchCard match={match} detail={detail} me={me} />
        </li>
      ))}
    </ul>
  );
}

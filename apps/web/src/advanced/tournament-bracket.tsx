import type { TournamentDetail } from "@riddlebook/protocol";
import { useId } from "react";
import { tournamentText } from "../i18n/en/tournament";
import { MatchList } from "./tournament-match";
import { ScrollBox } from "./tournament-scroll-box";
import { type BracketRound, type BracketSection, bracketSections, winnersRoundName } from "./tournament-view";

type T = ReturnType<typeof tournamentText.useT>;

/** A round's heading: Final, Semi-finals… in the winners' bracket, numbered in the losers'. */
function roundTitle(t: T, detail: TournamentDetail, section: BracketSection, round: BracketRound): string {
  if (section.kind === "losers") return t("bracket.losersRound", { round: round.round });
  if (section.kind === "finals") return round.round === 1 ? t("bracket.grandFinal") : t("bracket.reset");
  if (section.kind === "league") return t("league.round", { round: round.round });
  const last = Math.max(...section.rounds.map((r) => r.round));
  const name = winnersRoundName(round.round, last);
  switch (name.kind) {
    case "final":
      return detail.format === "double_elimination" ? t("bracket.winnersFinal") : t("bracket.final");
    case "semiFinals":
      return t("bracket.semiFinals");
    case "quarterFinals":
      return t("bracket.quarterFinals");
    case "round":
      return t("bracket.round", { round: name.round });
  }
}

const SECTION_TITLE = {
  winners: "bracket.winners",
  losers: "bracket.losers",
  finals: "bracket.finals",
  league: "league.schedule",
} as const;

/**
 * One part of an elimination bracket (the winners' or losers' bracket, or the grand final and its
 * reset): its rounds side by side, each a column of matches. It scrolls sideways inside its own box,
 * so a phone's page never does (a focusable region, so keyboard users can scroll it too).
 */
function Section({
  section,
  detail,
  me,
}: {
  section: BracketSection;
  detail: TournamentDetail;
  me: string | undefined;
}) {
  const t = tournamentText.useT();
  const id = useId();
  // A single elimination is all winners' bracket: the panel's own heading names it, and its rounds'
  // headings come next in the outline.
  const alone = detail.format === "single_elimination";
  const title = alone ? t("bracket.title") : t(SECTION_TITLE[section.kind]);
  const RoundHeading = alone ? "h3" : "h4";
  const rounds = (
    <ScrollBox label={`${title}. ${t("bracket.scrollHint")}`} className="mt-2 rounded-lg bg-slate-50 p-3">
      <ol className="flex w-max gap-4">
        {section.rounds.map((round) => (
          <li key={round.round} className="flex w-60 flex-col gap-2">
            <RoundHeading className="text-sm font-semibold text-slate-800">
              {roundTitle(t, detail, section, round)}
            </RoundHeading>
            <MatchList
              matches={round.matches}
              detail={detail}
              me={me}
              className="flex flex-1 flex-col justify-around gap-3"
            />
          </li>
        ))}
      </ol>
    </ScrollBox>
  );
  if (alone)
    return (
      <div className="min-w-0" data-testid={`bracket-${section.kind}`}>
        {rounds}
      </div>
    );
  return (
    <section aria-labelledby={id} className="min-w-0" data-testid={`bracket-${section.kind}`}>
      <h3 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h3>
      {rounds}
    </section>
  );
}

/**
 * The live bracket of a single or double elimination: the winners' bracket, then (double) the
 * losers' bracket and the grand final with its reset (docs/decisions/026-tournament-brackets.md).
 */
export function BracketView({ detail, me }: { detail: TournamentDetail; me: string | undefined }) {
  return (
    <div className="grid min-w-0 grid-cols-1 gap-5">
      {bracketSections(detail.matches).map((section) => (
        <Section key={section.kind} section={section} detail={detail} me={me} />
      ))}
    </div>
  );
}

import type { TournamentDetail } from "@riddlebook/protocol";
import { tournamentText } from "../i18n/en/tournament";
import { MatchList } from "./tournament-match";
import { ScrollBox } from "./tournament-scroll-box";
import { bracketSections, entrantName } from "./tournament-view";

const cell = "px-2 py-1.5 text-right tabular-nums";

/**
 * The standings table, in the server's order, which applies the documented tie-break (ADR 026): most
 * wins, game-point difference, the result between two tied players, then the higher seed.
 */
function Standings({ detail, me }: { detail: TournamentDetail; me: string | undefined }) {
  const t = tournamentText.useT();
  const lines = detail.standings ?? [];
  return (
    <section aria-labelledby="league-standings" className="min-w-0">
      <h3 id="league-standings" className="text-lg font-bold text-slate-900">
        {t("league.standings")}
      </h3>
      <ScrollBox label={t("league.table")} className="mt-2">
        <table className="w-full min-w-max border-collapse text-sm" data-testid="standings">
          <thead>
            <tr className="border-b border-slate-300 text-slate-700">
              <th scope="col" className="px-2 py-1.5 text-left">
                {t("league.rank")}
              </th>
              <th scope="col" className="px-2 py-1.5 text-left">
                {t("league.player")}
              </th>
              <th scope="col" className={cell}>
                {t("league.played")}
              </th>
              <th scope="col" className={cell}>
                {t("league.wins")}
              </th>
              <th scope="col" className={cell}>
                {t("league.losses")}
              </th>
              <th scope="col" className={cell}>
                {t("league.points")}
              </th>
              <th scope="col" className={cell}>
                {t("league.diff")}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, i) => {
              const diff = line.pointsFor - line.pointsAgainst;
              return (
                <tr
                  key={line.entrantId}
                  className={`border-b border-slate-200 ${line.entrantId === me ? "bg-violet-50 font-semibold" : ""}`}
                >
                  <td className="px-2 py-1.5">{i + 1}</td>
                  <th scope="row" className="px-2 py-1.5 text-left font-semibold text-slate-900">
                    {entrantName(detail, line.entrantId)}
                  </th>
                  <td className={cell}>{line.played}</td>
                  <td className={cell}>{line.wins}</td>
                  <td className={cell}>{line.losses}</td>
                  <td className={cell}>
                    {t("league.pointsValue", { for: line.pointsFor, against: line.pointsAgainst })}
                  </td>
                  <td className={cell}>{diff > 0 ? `+${diff}` : diff}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollBox>
      <p className="mt-2 text-sm text-slate-700">{t("page.tieBreak")}</p>
    </section>
  );
}

/** A round robin: the standings, then the schedule round by round with each match's game. */
export function LeagueView({ detail, me }: { detail: TournamentDetail; me: string | undefined }) {
  const t = tournamentText.useT();
  const rounds = bracketSections(detail.matches).find((s) => s.kind === "league")?.rounds ?? [];
  return (
    <div className="grid min-w-0 gap-5">
      <Standings detail={detail} me={me} />
      <section aria-labelledby="league-schedule" className="min-w-0" data-testid="bracket-league">
        <h3 id="league-schedule" className="text-lg font-bold text-slate-900">
          {t("league.schedule")}
        </h3>
        <ol className="mt-2 grid gap-4">
          {rounds.map((round) => (
            <li key={round.round}>
              <h4 className="text-sm font-semibold text-slate-800">
                {t("league.round", { round: round.round })}
              </h4>
              <MatchList
                matches={round.matches}
                detail={detail}
                me={me}
                className="mt-1 flex flex-wrap gap-3"
              />
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

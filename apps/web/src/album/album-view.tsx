import type { Album, AlbumPlayer, AlbumRiddle, AlbumRound } from "@riddlebook/protocol";
import { Trans } from "react-i18next";
import { Badge, Card } from "../components/ui";
import { albumText } from "../i18n/en/album";
import { formatNumber } from "../i18n/format";

/** "Auntie Ann (bot)" for screen readers and the eye alike: bots are players with names. */
function PlayerName({ player }: { player: AlbumPlayer }) {
  const t = albumText.useT();
  return (
    <>
      <span className="font-semibold break-words">{player.name}</span>
      {player.isBot ? (
        <span className="ml-1 rounded bg-slate-100 px-1 text-xs font-semibold text-slate-700">
          {t("bot")}
        </span>
      ) : null}
    </>
  );
}

/** "2 of 3 guesses right (67%)", or "Nobody guessed it". */
function solveRateText(riddle: AlbumRiddle): string {
  const { t } = albumText;
  if (riddle.solveRate === null) return t("riddle.nobodyGuessed");
  return t("riddle.solveRate", {
    right: riddle.solvers.length,
    count: riddle.guessCount,
    percent: formatNumber(riddle.solveRate, { style: "percent", maximumFractionDigits: 0 }),
  });
}

function RiddleEntry({ riddle }: { riddle: AlbumRiddle }) {
  const t = albumText.useT();
  return (
    <li className="min-w-0 rounded-lg border border-slate-200 p-3" data-testid={`album-riddle-${riddle.id}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span
          className="text-lg font-bold tracking-wide break-words text-slate-900 uppercase"
          data-testid="album-word"
        >
          {riddle.word}
        </span>
        <span className="text-sm text-slate-700">
          <Trans t={t} i18nKey="riddle.by" components={{ author: <PlayerName player={riddle.author} /> }} />
        </span>
      </div>
      {riddle.prompt ? <p className="mt-1 text-sm text-slate-700 italic">{riddle.prompt}</p> : null}
      <p className="mt-2 whitespace-pre-wrap break-words text-slate-800">{riddle.text}</p>
      <p className="mt-2 text-sm text-slate-700">
        {riddle.solvers.length === 0 ? (
          t("riddle.nobodySolved")
        ) : (
          <>
            {t("riddle.solvedBy")}{" "}
            {riddle.solvers.map((solver, i) => (
              <span key={solver.playerId}>
                {i > 0 ? ", " : ""}
                <PlayerName player={solver} />
              </span>
            ))}
          </>
        )}
        {" · "}
        <span data-testid="album-solve-rate">{solveRateText(riddle)}</span>
      </p>
    </li>
  );
}

function RoundSection({ round }: { round: AlbumRound }) {
  const t = albumText.useT();
  const titleId = `album-round-${round.round}`;
  return (
    <Card aria-labelledby={titleId} className="min-w-0">
      <h2 id={titleId} className="text-xl font-bold text-slate-900">
        {t("round.title", { round: round.round })}
        {round.pageNumber !== null ? (
          <span className="ml-2 text-sm font-normal text-slate-700">
            {t("round.page", { page: round.pageNumber })}
          </span>
        ) : null}
      </h2>
      {round.riddles.length === 0 ? (
        <p className="mt-2 text-slate-700">{t("round.noRiddles")}</p>
      ) : (
        <ul aria-label={t("round.listLabel", { round: round.round })} className="mt-3 grid gap-3">
          {round.riddles.map((riddle) => (
            <RiddleEntry key={riddle.id} riddle={riddle} />
          ))}
        </ul>
      )}
    </Card>
  );
}

/** "1st", "2nd", "3rd", "4th", … "11th", "21st". */
export function ordinal(n: number): string {
  return albumText.t("rank", { count: n, ordinal: true });
}

/** "1 point", "12 points". */
export function pointsText(score: number): string {
  return albumText.t("points", { count: score });
}

function Standings({ album }: { album: Album }) {
  const t = albumText.useT();
  return (
    <Card aria-labelledby="album-standings-title" className="min-w-0">
      <h2 id="album-standings-title" className="text-xl font-bold text-slate-900">
        {t("standings.title")}
      </h2>
      <ol aria-label={t("standings.title")} className="mt-3 grid gap-2">
        {album.standings.map((standing) => (
          <li
            key={standing.playerId}
            className="flex min-w-0 items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2"
          >
            <span className="min-w-0 text-slate-900">
              <span className="mr-2 font-bold text-slate-700">{ordinal(standing.rank)}</span>
              <PlayerName player={standing} />
              {standing.isWinner ? (
                <span className="ml-2">
                  <Badge tone="amber">{t("standings.winner")}</Badge>
                </span>
              ) : null}
            </span>
            <span className="shrink-0 font-semibold text-slate-900">{pointsText(standing.score)}</span>
          </li>
        ))}
      </ol>
    </Card>
  );
}

/** The album's body: the standings, then every round's riddles. */
export function AlbumView({ album }: { album: Album }) {
  const t = albumText.useT();
  return (
    <div className="grid gap-6">
      <Standings album={album} />
      {album.rounds.length === 0 ? (
        <Card aria-label={t("noRiddlesLabel")}>
          <p className="text-slate-700">{t("noRiddles")}</p>
        </Card>
      ) : (
        album.rounds.map((round) => <RoundSection key={round.round} round={round} />)
      )}
    </div>
  );
}

import type { TournamentDetail } from "@riddlebook/protocol";
import { type ReactNode, useEffect } from "react";
import { Link } from "wouter";
import { ReportButton } from "../community/community-ui";
import { AppHeader } from "../components/app-header";
import { PageMain } from "../components/page";
import { buttonClass, Card } from "../components/ui";
import { useAuth } from "../hooks/use-auth";
import { tournamentText } from "../i18n/en/tournament";
import { formatDateTime } from "../i18n/format";
import { errorStatus } from "../lib/api";
import { BracketView } from "./tournament-bracket";
import { EntrantsCard } from "./tournament-entrants";
import { LeagueView } from "./tournament-league";
import { type LiveStatus, useLiveTournament } from "./tournament-live";
import { RegistrationCard } from "./tournament-registration";
import { ChampionCard, DetailsCard, StatusBadge } from "./tournament-summary";
import { matchGameHref, myEntrant, myLiveMatch, sideView, stillIn } from "./tournament-view";

const LIST_HREF = "/advanced-modes?tab=tournaments";

/** Whether the page is receiving live updates. */
function LiveBadge({ status }: { status: LiveStatus }) {
  const t = tournamentText.useT();
  return (
    <span
      role="status"
      data-testid="live-status"
      data-live={status}
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-slate-700"
    >
      <span
        aria-hidden="true"
        className={`h-2.5 w-2.5 rounded-full ${status === "open" ? "bg-green-700" : "bg-amber-600"}`}
      />
      {status === "open" ? t("page.live") : t("page.reconnecting")}
    </span>
  );
}

/**
 * For an entrant while it runs: their match ready to play (with its no-show time), or that they wait
 * for the next one, or that they are out.
 */
function YourMatch({ detail, me }: { detail: TournamentDetail; me: string }) {
  const t = tournamentText.useT();
  const match = myLiveMatch(detail, me);
  if (match) {
    const opponent = sideView(detail, match.sides[0] === me ? match.sides[1] : match.sides[0]);
    const href = matchGameHref(match) ?? "/";
    return (
      <section
        aria-labelledby="your-match-title"
        className="rounded-xl border-2 border-brand bg-violet-50 p-5"
        data-testid="your-match"
      >
        <h2 id="your-match-title" className="text-xl font-bold text-slate-900">
          {t("yourMatch.title")}
        </h2>
        <p className="mt-1 text-slate-800">
          {t("yourMatch.text", {
            name: opponent.kind === "entrant" ? opponent.entrant.name : t("match.open"),
            time: formatDateTime(match.noShowDeadline) ?? "",
          })}
        </p>
        <Link href={href} className={buttonClass("primary", "lg", "mt-3")}>
          {t("yourMatch.play")}
        </Link>
      </section>
    );
  }
  return (
    <p className="rounded-lg bg-slate-100 p-3 text-slate-800" data-testid="your-match">
      {stillIn(detail, me) ? t("yourMatch.waiting") : t("yourMatch.out")}
    </p>
  );
}

/** The bracket (elimination) or the standings and schedule (round robin); before the start, a note. */
function BracketPanel({ detail, me }: { detail: TournamentDetail; me: string | undefined }) {
  const t = tournamentText.useT();
  return (
    <section aria-labelledby="bracket-title" className="min-w-0" data-testid="bracket">
      <h2 id="bracket-title" className="text-2xl font-bold text-slate-900">
        {t("bracket.title")}
      </h2>
      <div className="mt-3">
        {detail.matches.length === 0 ? (
          <p className="text-slate-700">{t("bracket.notStarted")}</p>
        ) : detail.format === "round_robin" ? (
          <LeagueView detail={detail} me={me} />
        ) : (
          <BracketView detail={detail} me={me} />
        )}
      </div>
    </section>
  );
}

function TournamentBody({ detail, live }: { detail: TournamentDetail; live: LiveStatus }) {
  const t = tournamentText.useT();
  const { user } = useAuth();
  const me = myEntrant(detail, user?.id)?.id;
  const isCreator = user?.id === detail.creator.userId;
  return (
    <div className="grid grid-cols-1 gap-5">
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h1 className="min-w-0 text-3xl font-bold break-words text-slate-900">{detail.name}</h1>
          <StatusBadge status={detail.status} />
          <LiveBadge status={live} />
        </div>
        <div className="flex flex-wrap items-center gap-x-3">
          <p className="text-sm text-slate-700">{t("page.createdBy", { name: detail.creator.name })}</p>
          {/* Its name and description can be reported, by anyone but its creator (issue 29). */}
          {user && !isCreator ? (
            <ReportButton
              ariaLabel={t("page.report")}
              targets={[{ type: "tournament", id: detail.id, label: detail.name }]}
            />
          ) : null}
        </div>
        {detail.description ? (
          <p className="whitespace-pre-line text-slate-800">{detail.description}</p>
        ) : null}
      </div>
      {detail.status === "cancelled" ? (
        <p role="note" className="rounded-lg bg-amber-50 p-3 text-amber-900">
          {detail.cancelReason ?? t("page.cancelled")}
        </p>
      ) : null}
      <ChampionCard detail={detail} />
      {detail.status === "running" && me ? <YourMatch detail={detail} me={me} /> : null}
      {detail.status === "registering" ? (
        <>
          <div className="grid items-start gap-5 md:grid-cols-2">
            <DetailsCard detail={detail} />
            <RegistrationCard detail={detail} me={me} isCreator={isCreator} />
          </div>
          <EntrantsCard detail={detail} me={me} />
          <BracketPanel detail={detail} me={me} />
        </>
      ) : (
        <>
          <BracketPanel detail={detail} me={me} />
          <div className="grid items-start gap-5 md:grid-cols-2">
            <DetailsCard detail={detail} />
            <EntrantsCard detail={detail} me={me} />
          </div>
        </>
      )}
    </div>
  );
}

/**
 * A tournament's page (`/tournaments/:tournamentId`; docs/product.md §21): its facts, registration,
 * the entrants, and the bracket, kept live by the tournament socket for entrants and spectators.
 */
export default function TournamentPage({ params }: { params: { tournamentId?: string } }) {
  const t = tournamentText.useT();
  const id = params.tournamentId ?? "";
  const { query, status } = useLiveTournament(id);
  const detail = query.data;

  useEffect(() => {
    if (detail) document.title = `${detail.name} · Riddlebook`;
    return () => {
      document.title = "Riddlebook";
    };
  }, [detail]);

  let body: ReactNode;
  if (detail) body = <TournamentBody detail={detail} live={status} />;
  else if (query.isPending)
    body = (
      <p role="status" className="text-lg text-slate-700">
        {t("page.loading")}
      </p>
    );
  else {
    const missing = errorStatus(query.error) === 404 || errorStatus(query.error) === 400;
    body = (
      <Card aria-labelledby="tournament-missing" className="max-w-lg">
        <h1 id="tournament-missing" className="text-xl font-bold text-slate-900">
          {missing ? t("page.notFound") : t("page.failed")}
        </h1>
      </Card>
    );
  }

  return (
    <>
      <AppHeader links={["dashboard", "advanced-modes", "profile"]} />
      <PageMain>
        <Link
          href={LIST_HREF}
          className="mb-2 inline-flex min-h-11 items-center font-semibold text-brand-dark underline"
        >
          {t("page.back")}
        </Link>
        {body}
      </PageMain>
    </>
  );
}

import { tournamentText } from "../i18n/en/tournament";
import { CreateTournamentDialog } from "./tournament-create-dialog";
import { TournamentList } from "./tournament-list";

/**
 * The Tournaments tab (docs/product.md §2 and §21): what tournaments are, "Create Tournament", and
 * the list of tournaments with their status, fill, format and start time, each linking to its page.
 */
export default function TournamentsTab() {
  const t = tournamentText.useT();
  return (
    <section aria-labelledby="tournaments-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="tournaments-heading" className="text-xl font-bold text-slate-900">
          {t("tab.title")}
        </h2>
        <CreateTournamentDialog />
      </div>
      <p className="text-slate-700">{t("tab.intro")}</p>
      <TournamentList />
    </section>
  );
}

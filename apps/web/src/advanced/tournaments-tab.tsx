/**
 * The Tournaments tab. The bracket rules exist (docs/decisions/026-tournament-brackets.md); creating,
 * joining and playing tournaments is issue 14's next step, so this tab says so plainly.
 */
export default function TournamentsTab() {
  return (
    <section
      aria-labelledby="tournaments-heading"
      className="rounded-xl border border-slate-200 bg-white p-6"
    >
      <h2 id="tournaments-heading" className="text-xl font-bold text-slate-900">
        Tournaments
      </h2>
      <p className="mt-2 text-slate-700">
        Tournaments of 8, 16 or 32 players in single elimination, double elimination or round robin are on
        their way. Until then, sharpen your skills in battles and story mode.
      </p>
    </section>
  );
}

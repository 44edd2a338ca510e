import { useQuery } from "@tanstack/react-query";
import { gameText } from "../i18n/en/game";
import { getWordbookPage, type WordbookPage, wordbookPageKey } from "../lib/game-api";
import { pageTitle } from "../lib/page-title";

/**
 * Beside the riddles while guessing: the round's wordbook page, when the host left "show the page
 * while guessing" on (the default); otherwise a line saying guessers are on their own.
 */
export function PageHint({ pageNumber, shown }: { pageNumber: number | null; shown: boolean }) {
  const t = gameText.useT();
  const page = useQuery<WordbookPage>({
    queryKey: wordbookPageKey(pageNumber ?? 0),
    queryFn: () => getWordbookPage(pageNumber ?? 0),
    enabled: shown && pageNumber !== null,
  });
  if (!shown) {
    return (
      <p className="text-sm text-slate-700" data-testid="page-hidden">
        {t("pageHint.hidden")}
      </p>
    );
  }
  if (!page.data) {
    return page.isError ? (
      <p role="alert" className="text-sm font-medium text-red-700">
        {t("wordbook.failed")}
      </p>
    ) : null;
  }
  return (
    <section aria-labelledby="page-hint-title">
      <h3 id="page-hint-title" className="font-semibold text-slate-900">
        {t("pageHint.title", { category: pageTitle(page.data.pageNumber, page.data.category) })}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t("pageHint.text")}</p>
      <ul aria-label={t("pageHint.wordsLabel")} className="mt-2 flex flex-wrap gap-1.5">
        {page.data.words.map((w) => (
          <li key={w} className="rounded-md bg-slate-100 px-2 py-1 text-sm text-slate-800">
            {w}
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useQuery } from "@tanstack/react-query";
import { Trans } from "react-i18next";
import { Button } from "../components/ui";
import { useGameAction } from "../hooks/use-game-action";
import { gameText } from "../i18n/en/game";
import { chooseWord, getWordbookPage, type WordbookPage, wordbookPageKey } from "../lib/game-api";
import { pageTitle } from "../lib/page-title";
import { useGame } from "./context";
import { phaseStartProps } from "./phase-header";
import { WordbookDialog } from "./wordbook-dialog";

/**
 * Step 1 of writing: the words dealt to this player from this round's page, and the secret word
 * chosen. Hands are private and disjoint (docs/decisions/018-dealt-hands-and-page-rotation.md); a
 * game stored before hands offers the whole page instead. Until a word is chosen the first one is
 * where the phase starts (`phaseStartProps`); once the server takes a choice, `onChosen` runs (the
 * writing screen moves focus on to the riddle box).
 */
export function WordPicker({
  pageNumber,
  word,
  onChosen,
}: {
  pageNumber: number | null;
  word: string | null;
  onChosen?: () => void;
}) {
  const t = gameText.useT();
  const { view } = useGame();
  const gameId = view.game.id;
  const hand = view.me?.hand ?? [];
  const page = useQuery<WordbookPage>({
    queryKey: wordbookPageKey(pageNumber ?? 0),
    queryFn: () => getWordbookPage(pageNumber ?? 0),
    enabled: pageNumber !== null,
  });
  const choose = useGameAction({
    gameId,
    call: (w: string) => chooseWord(gameId, { word: w }),
    onAccepted: () => onChosen?.(),
    failureText: t("pagePicker.failed"),
  });

  return (
    <section aria-labelledby="word-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="word-title" className="font-semibold text-slate-900">
          {t("wordPicker.title")}
          {page.data ? (
            <span className="font-normal text-slate-600">
              {t("wordPicker.fromPage", {
                number: page.data.pageNumber,
                category: pageTitle(page.data.pageNumber, page.data.category),
              })}
            </span>
          ) : null}
        </h3>
        <WordbookDialog
          roundPage={pageNumber}
          choosable={hand.length > 0 ? hand : (page.data?.words ?? [])}
          onChoose={(w) => choose.mutate(w)}
          disabled={choose.isPending}
        />
      </div>
      {word ? (
        <p className="mt-2 text-slate-800" data-testid="secret-word">
          <Trans
            t={t}
            i18nKey="wordPicker.secret"
            values={{ word }}
            components={{
              strong: <strong className="text-lg uppercase" />,
              note: <span className="text-sm text-slate-600" />,
            }}
          />
        </p>
      ) : (
        <p className="mt-2 text-sm text-slate-700">
          {hand.length > 0 ? t("wordPicker.dealt") : t("wordPicker.private")}
        </p>
      )}
      {page.isError ? (
        <p role="alert" className="mt-2 font-medium text-red-700">
          {t("wordbook.failed")}
        </p>
      ) : null}
      <ul
        aria-label={hand.length > 0 ? t("wordPicker.yourWords") : t("wordPicker.pageWords")}
        className="mt-3 flex flex-wrap gap-2"
      >
        {(hand.length > 0 ? hand : (page.data?.words ?? [])).map((w, i) => (
          <li key={w}>
            <Button
              {...(i === 0 && !word ? phaseStartProps : {})}
              variant={w === word ? "primary" : "outline"}
              size="sm"
              aria-pressed={w === word}
              onClick={() => choose.mutate(w)}
              disabled={choose.isPending}
            >
              {w}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

import * as Dialog from "@radix-ui/react-dialog";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { DialogCloseButton, dialogContentClass, dialogOverlayClass } from "../components/bot-dialog";
import { Button } from "../components/ui";
import { gameText } from "../i18n/en/game";
import { getWordbookPage, type WordbookPage, wordbookPageKey } from "../lib/game-api";
import { pageTitle } from "../lib/page-title";

const FIRST_PAGES = Array.from({ length: 10 }, (_, i) => i + 1);

/**
 * The wordbook modal: the first 10 page buttons and the chosen page's words. The words dealt to
 * the player (`choosable`) can be chosen from here too; the others are for inspiration.
 */
export function WordbookDialog({
  roundPage,
  choosable,
  onChoose,
  disabled,
}: {
  roundPage: number | null;
  choosable: readonly string[];
  onChoose: (word: string) => void;
  disabled: boolean;
}) {
  const t = gameText.useT();
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(roundPage ?? 1);
  const words = useQuery<WordbookPage>({
    queryKey: wordbookPageKey(page),
    queryFn: () => getWordbookPage(page),
    enabled: open,
  });

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm">
          {t("wordbook.open")}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content className={dialogContentClass}>
          <Dialog.Title className="text-xl font-bold text-slate-900">{t("wordbook.title")}</Dialog.Title>
          <Dialog.Description className="mt-1 text-slate-700">
            {t("wordbook.description", { page: roundPage ?? "?" })}
          </Dialog.Description>
          <nav aria-label={t("wordbook.pages")} className="mt-4 flex flex-wrap gap-1">
            {FIRST_PAGES.map((n) => (
              <button
                key={n}
                type="button"
                onClick={() => setPage(n)}
                aria-current={n === page ? "page" : undefined}
                aria-label={t("setup.page", { number: n })}
                className={`min-h-11 min-w-11 rounded-md border px-2 text-sm font-semibold ${
                  n === page
                    ? "border-brand bg-brand text-white"
                    : "border-slate-300 bg-white text-slate-800 hover:bg-slate-100"
                }`}
              >
                {n}
              </button>
            ))}
          </nav>
          <div className="mt-4" aria-live="polite">
            {words.isPending ? (
              <p className="text-slate-700">{t("wordbook.loading")}</p>
            ) : words.isError ? (
              <p role="alert" className="font-medium text-red-700">
                {t("wordbook.failed")}
              </p>
            ) : (
              <>
                <h3 className="font-semibold text-slate-900">
                  {t("setup.pageNamed", {
                    number: words.data.pageNumber,
                    name: pageTitle(words.data.pageNumber, words.data.category),
                  })}{" "}
                  <span className="font-normal text-slate-600">
                    {t("wordbook.difficulty", { difficulty: t(`difficulty.${words.data.difficulty}`) })}
                  </span>
                </h3>
                <ul
                  className="mt-2 flex flex-wrap gap-2"
                  aria-label={t("wordbook.wordsOnPage", { number: words.data.pageNumber })}
                >
                  {words.data.words.map((word) => (
                    <li key={word}>
                      {page === roundPage && !disabled && choosable.includes(word) ? (
                        <Button
                          variant="outline"
                          size="sm"
                          onClick={() => {
                            onChoose(word);
                            setOpen(false);
                          }}
                        >
                          {word}
                        </Button>
                      ) : (
                        <span className="inline-block rounded-md bg-slate-100 px-2 py-1 text-sm text-slate-800">
                          {word}
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
          <div className="mt-5 flex justify-end">
            <DialogCloseButton />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

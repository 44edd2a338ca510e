import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button, inputClass } from "../components/ui";
import { useGameAction } from "../hooks/use-game-action";
import { gameText } from "../i18n/en/game";
import { type PageSummary, patchGame, WORDBOOK_KEY } from "../lib/game-api";
import { pageTitle } from "../lib/page-title";
import { toast } from "../toast/toast-store";
import { useGame } from "./context";

/** The host's wordbook page choice for the game. */
export function PagePicker({ currentPage }: { currentPage: number | null }) {
  const t = gameText.useT();
  const { view } = useGame();
  const pages = useQuery<PageSummary[]>({ queryKey: WORDBOOK_KEY });
  const [selected, setSelected] = useState<string>(currentPage ? String(currentPage) : "");
  const choose = useGameAction({
    gameId: view.game.id,
    call: (page: number) => patchGame(view.game.id, { currentPageNumber: page }),
    failureText: t("pagePicker.failed"),
  });
  const onChoose = () => {
    if (!selected) {
      toast({
        title: t("pagePicker.selectTitle"),
        description: t("pagePicker.selectText"),
        variant: "destructive",
      });
      return;
    }
    choose.mutate(Number(selected));
  };
  return (
    <div className="grid gap-2">
      <label htmlFor="page-picker" className="text-sm font-semibold text-slate-800">
        {t("pagePicker.label")}
      </label>
      <div className="flex flex-wrap gap-2">
        <select
          id="page-picker"
          value={selected}
          onChange={(e) => setSelected(e.target.value)}
          className={`${inputClass} flex-1 sm:w-auto`}
          disabled={pages.isPending}
        >
          <option value="">{pages.isError ? t("wordbook.failed") : t("pagePicker.choose")}</option>
          {(pages.data ?? []).map((page) => (
            <option key={page.pageNumber} value={page.pageNumber}>
              {t("pagePicker.option", {
                number: page.pageNumber,
                category: pageTitle(page.pageNumber, page.category),
                difficulty: t(`difficulty.${page.difficulty}`),
              })}
            </option>
          ))}
        </select>
        <Button variant="secondary" onClick={onChoose} disabled={choose.isPending}>
          {t("pagePicker.submit")}
        </Button>
      </div>
    </div>
  );
}

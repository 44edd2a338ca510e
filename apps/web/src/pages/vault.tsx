import type { VaultRiddle } from "@riddlebook/protocol";
import { VAULT_DIFFICULTIES, type VaultDifficulty } from "@riddlebook/rules";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { fetchVaultNext, guessVault, VAULT_KEY, type VaultFilters } from "../community/community-api";
import { RiddleSolver } from "../community/riddle-solver";
import { useGuess, useRating } from "../community/use-solve";
import { AppHeader } from "../components/app-header";
import { PageMain } from "../components/page";
import { Button, Card, CheckboxField } from "../components/ui";
import { ShareDialog } from "../game/share-dialog";
import { communityText } from "../i18n/en/community";
import { type PageSummary, WORDBOOK_KEY } from "../lib/game-api";
import { pageTitle } from "../lib/page-title";
import { riddleShareText } from "../share/share-text";
import { SelectField } from "../social/social-ui";

/** The filters: wordbook page, difficulty (from the measured solve rate) and "Unsolved by me". */
function VaultFiltersForm({
  filters,
  onChange,
}: {
  filters: VaultFilters;
  onChange: (f: VaultFilters) => void;
}) {
  const t = communityText.useT();
  const pages = useQuery<PageSummary[]>({ queryKey: WORDBOOK_KEY });
  return (
    <Card aria-labelledby="vault-filters-title">
      <h2 id="vault-filters-title" className="text-lg font-bold text-slate-900">
        {t("vault.filters")}
      </h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-3 sm:items-end">
        <SelectField
          id="vault-page"
          label={t("vault.page")}
          value={filters.page ?? ""}
          placeholder={t("vault.anyPage")}
          onChange={(value) => onChange({ ...filters, page: value ? Number(value) : null })}
          options={(pages.data ?? []).map((p) => ({
            value: p.pageNumber,
            label: t("vault.pageOption", {
              number: p.pageNumber,
              category: pageTitle(p.pageNumber, p.category),
            }),
          }))}
        />
        <SelectField
          id="vault-difficulty"
          label={t("vault.difficulty")}
          value={filters.difficulty ?? ""}
          placeholder={t("vault.anyDifficulty")}
          onChange={(value) =>
            onChange({ ...filters, difficulty: value ? (value as VaultDifficulty) : null })
          }
          options={VAULT_DIFFICULTIES.map((d) => ({ value: d, label: t(`difficulties.${d}`) }))}
        />
        <CheckboxField checked={filters.unsolved} onChange={(unsolved) => onChange({ ...filters, unsolved })}>
          {t("vault.unsolved")}
        </CheckboxField>
      </div>
    </Card>
  );
}

/**
 * The Riddle Vault (docs/product.md §19): approved community riddles, one at a time, three tries
 * each; the word shows only once the server sends it; then a rating and the next riddle.
 */
export default function Vault() {
  const t = communityText.useT();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<VaultFilters>({ page: null, difficulty: null, unsolved: true });
  const key = [...VAULT_KEY, filters] as const;
  const vault = useQuery({ queryKey: key, queryFn: () => fetchVaultNext(filters) });
  const store = (riddle: VaultRiddle) => queryClient.setQueryData(key, riddle);

  const guess = useGuess(
    ({ id, value }: { id: string; value: string }) => guessVault(id, value),
    store,
    (riddle) => riddle,
  );
  const rate = useRating(store);

  let body: ReactNode;
  if (vault.isPending) {
    body = (
      <p role="status" className="text-slate-700">
        {t("vault.finding")}
      </p>
    );
  } else if (vault.isError) {
    body = (
      <p role="alert" className="text-red-700">
        {t("vault.loadFailed")}
      </p>
    );
  } else if (vault.data === null) {
    body = (
      <Card aria-labelledby="vault-empty-title">
        <h2 id="vault-empty-title" className="text-xl font-bold text-slate-900">
          {t("vault.emptyTitle")}
        </h2>
        <p className="mt-2 text-slate-700">{t("vault.emptyText")}</p>
      </Card>
    );
  } else {
    const riddle = vault.data;
    const share = (
      <ShareDialog
        triggerLabel={t("vault.share")}
        title={t("vault.shareTitle")}
        description={t("vault.shareText")}
        text={riddleShareText({
          riddleText: riddle.riddleText,
          authorName: riddle.playerName,
          gameName: null,
          mine: false,
        })}
        link={{ url: `${window.location.origin}/vault` }}
      />
    );
    body = (
      <RiddleSolver
        key={riddle.id}
        riddle={riddle}
        title={t("vault.guessTitle")}
        onGuess={(value) => guess.mutate({ id: riddle.id, value })}
        guessing={guess.isPending}
        onRate={(rating) => rate.mutate({ id: riddle.id, rating })}
        rating={rate.isPending}
        after={
          <div className="flex flex-wrap items-center gap-2">
            <Button onClick={() => void vault.refetch()} disabled={vault.isFetching}>
              {t("vault.next")}
            </Button>
            {share}
          </div>
        }
      />
    );
  }

  return (
    <>
      <AppHeader links={["dashboard", "daily", "friends", "profile"]} />
      <PageMain>
        <h1 className="text-3xl font-bold text-slate-900">{t("vault.title")}</h1>
        <p className="mt-2 max-w-prose text-slate-700">{t("vault.intro")}</p>
        <div className="mt-6 grid gap-6">
          <VaultFiltersForm filters={filters} onChange={setFilters} />
          {body}
        </div>
      </PageMain>
    </>
  );
}

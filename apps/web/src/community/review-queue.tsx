import {
  type PublishedRiddle,
  type PublishedRiddlesPage,
  REVIEW_STATUSES,
  type ReviewStatus,
} from "@riddlebook/protocol";
import type { GameMode } from "@riddlebook/rules";
import {
  type InfiniteData,
  type QueryClient,
  type UseInfiniteQueryResult,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Trans } from "react-i18next";
import { Badge, Button, Card, inputClass } from "../components/ui";
import { communityText } from "../i18n/en/community";
import { modeLabel } from "../lib/game-logic";
import { toastError } from "../lib/toast-error";
import { toast } from "../toast/toast-store";
import { PUBLISHED_RIDDLES_KEY, reviewRiddle } from "./community-api";
import { momentText, ratingText, reportsText, solveCountText, statusLabel } from "./community-text";
import { LoadMore, ReviewStatusBadge } from "./community-ui";

/** One review list as the page holds it (an infinite query of `PublishedRiddlesPage`s). */
export type ReviewList = UseInfiniteQueryResult<InfiniteData<PublishedRiddlesPage, string | null>>;

const NOTES_MAX = 1000;

type Pages = InfiniteData<PublishedRiddlesPage, string | null>;

/** Puts a reviewed riddle into a cached list: replaced in place, or taken out (`keep` false). */
function storeReviewed(
  queryClient: QueryClient,
  status: ReviewStatus,
  riddle: PublishedRiddle,
  keep: boolean,
): void {
  queryClient.setQueryData<Pages>([...PUBLISHED_RIDDLES_KEY, status], (old) =>
    old
      ? {
          ...old,
          pages: old.pages.map((page) => ({
            ...page,
            riddles: keep
              ? page.riddles.map((r) => (r.id === riddle.id ? riddle : r))
              : page.riddles.filter((r) => r.id !== riddle.id),
          })),
        }
      : old,
  );
}

/** A riddle card in the list: the word, the riddle, who wrote it, the mode, when, and open reports. */
function RiddleCardButton({
  riddle,
  selected,
  onSelect,
}: {
  riddle: PublishedRiddle;
  selected: boolean;
  onSelect: () => void;
}) {
  const t = communityText.useT();
  return (
    <button
      type="button"
      id={`review-card-${riddle.id}`}
      data-testid={`review-card-${riddle.id}`}
      aria-current={selected ? "true" : undefined}
      onClick={onSelect}
      className={`block min-h-11 w-full rounded-xl border p-4 text-left transition-colors ${
        selected
          ? "border-brand bg-violet-50 ring-2 ring-brand"
          : "border-slate-200 bg-white hover:bg-slate-50"
      }`}
    >
      <span className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-lg font-bold tracking-wide text-slate-900 uppercase">
          {riddle.selectedWord}
        </span>
        {riddle.reportCount > 0 ? (
          <span className="inline-flex items-center rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900">
            {reportsText(riddle.reportCount)}
          </span>
        ) : null}
      </span>
      <span className="mt-1 line-clamp-3 block text-sm whitespace-pre-wrap text-slate-800">
        {riddle.riddleText}
      </span>
      <span className="mt-2 block text-xs text-slate-700">
        {t("review.cardLine", {
          name: riddle.playerName,
          mode: modeLabel(riddle.gameMode as GameMode),
          moment: momentText(riddle.publishedAt),
        })}
      </span>
    </button>
  );
}

/** A row of the detail panel's list. */
function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[9rem_1fr] sm:gap-2">
      <dt className="text-sm font-semibold text-slate-700">{term}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}

function Kbd({ children }: { children?: ReactNode }) {
  return (
    <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-xs text-slate-900">
      {children}
    </kbd>
  );
}

/** The shortcuts, said once under the panel. */
const SHORTCUTS = ["next", "previous", "approveKey", "rejectKey", "notesKey", "approveFromNotes"] as const;

function ShortcutLegend() {
  const t = communityText.useT();
  return (
    <section aria-labelledby="shortcuts-title" className="text-sm text-slate-700">
      <h3 id="shortcuts-title" className="font-semibold text-slate-800">
        {t("review.shortcuts")}
      </h3>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {SHORTCUTS.map((key) => (
          <li key={key}>
            <Trans t={t} i18nKey={`review.${key}`} components={{ k: <Kbd />, k1: <Kbd />, k2: <Kbd /> }} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** True when a key press belongs to a text field (or a select), not to the queue. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.tagName === "INPUT" ||
    target.tagName === "TEXTAREA" ||
    target.tagName === "SELECT" ||
    target.isContentEditable
  );
}

/**
 * One review tab (Pending Review, Approved or Rejected): the riddle cards with Load more, and the
 * detail panel of the selected one with notes and Approve / Reject. After a decision the next card is
 * selected. Shortcuts: J/↓ and K/↑ move, A approves, R rejects, N goes to the notes; inside the notes
 * only Ctrl+Enter (approve) works.
 */
export function ReviewQueue({ status, list }: { status: ReviewStatus; list: ReviewList }) {
  const t = communityText.useT();
  const queryClient = useQueryClient();
  const notesId = useId();
  const notesRef = useRef<HTMLTextAreaElement>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [notesById, setNotesById] = useState<Record<string, string>>({});
  const riddles = list.data?.pages.flatMap((page) => page.riddles) ?? [];
  const selected = riddles.find((r) => r.id === selectedId) ?? riddles[0] ?? null;
  const index = selected ? riddles.indexOf(selected) : -1;
  const notes = selected ? (notesById[selected.id] ?? "") : "";

  const decide = useMutation({
    mutationFn: ({ riddle, approve, text }: { riddle: PublishedRiddle; approve: boolean; text: string }) =>
      reviewRiddle(riddle.id, approve, text),
    onSuccess: (updated, { riddle }) => {
      toast({
        title: communityText.t("review.submittedTitle"),
        description: communityText.t(
          updated.status === "approved" ? "review.approvedWord" : "review.rejectedWord",
          {
            word: updated.selectedWord,
          },
        ),
      });
      const flat =
        queryClient
          .getQueryData<Pages>([...PUBLISHED_RIDDLES_KEY, status])
          ?.pages.flatMap((page) => page.riddles) ?? [];
      const at = flat.findIndex((r) => r.id === riddle.id);
      const next = flat[at + 1] ?? (updated.status === status ? null : flat[at - 1]) ?? null;
      storeReviewed(queryClient, status, updated, updated.status === status);
      if (next) setSelectedId(next.id);
      setNotesById(({ [riddle.id]: _done, ...rest }) => rest);
      for (const other of REVIEW_STATUSES) {
        if (other !== status)
          void queryClient.invalidateQueries({ queryKey: [...PUBLISHED_RIDDLES_KEY, other] });
      }
    },
    onError: (error) => toastError(error, communityText.t("errorTitle"), communityText.t("review.failed")),
  });

  const submit = (approve: boolean) => {
    if (!selected || decide.isPending) return;
    decide.mutate({ riddle: selected, approve, text: notes });
  };
  const move = (step: number) => {
    const next = riddles[index + step];
    if (!next) return;
    setSelectedId(next.id);
    document.getElementById(`review-card-${next.id}`)?.scrollIntoView?.({ block: "nearest" });
  };

  // The latest handlers, for the one document listener below.
  const keys = useRef({ submit, move });
  keys.current = { submit, move };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (isTyping(event.target)) {
        if (event.key === "Enter" && (event.ctrlKey || event.metaKey) && event.target === notesRef.current) {
          event.preventDefault();
          keys.current.submit(true);
        }
        return;
      }
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.target instanceof HTMLElement && event.target.closest("[role='dialog']")) return;
      const handled: Record<string, () => void> = {
        j: () => keys.current.move(1),
        ArrowDown: () => keys.current.move(1),
        k: () => keys.current.move(-1),
        ArrowUp: () => keys.current.move(-1),
        a: () => keys.current.submit(true),
        r: () => keys.current.submit(false),
        n: () => notesRef.current?.focus(),
      };
      const action = handled[event.key.length === 1 ? event.key.toLowerCase() : event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  // A list emptied by decisions loads its next page by itself.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const empty = riddles.length === 0;
  useEffect(() => {
    if (empty && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [empty, hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (list.isPending) {
    return (
      <p role="status" className="text-slate-700">
        {t("review.loading")}
      </p>
    );
  }
  if (list.isError) {
    return (
      <p role="alert" className="text-red-700">
        {t("review.loadFailed")}
      </p>
    );
  }
  if (!selected) {
    return <p className="text-slate-700">{t(`review.empty.${status}`)}</p>;
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
      <div className="grid gap-3">
        <ul aria-label={t("review.listLabel", { status: statusLabel(status) })} className="grid gap-2">
          {riddles.map((riddle) => (
            <li key={riddle.id}>
              <RiddleCardButton
                riddle={riddle}
                selected={riddle.id === selected.id}
                onSelect={() => setSelectedId(riddle.id)}
              />
            </li>
          ))}
        </ul>
        <LoadMore
          hasMore={Boolean(list.hasNextPage)}
          loading={list.isFetchingNextPage}
          onLoad={() => void list.fetchNextPage()}
        />
      </div>

      <Card aria-labelledby="review-detail-title" className="grid gap-4 lg:sticky lg:top-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="review-detail-title" className="text-xl font-bold text-slate-900">
            {t("review.details")}
          </h2>
          <div className="flex flex-wrap gap-2">
            <ReviewStatusBadge status={selected.status} />
            {selected.hidden ? <Badge tone="amber">{t("review.hidden")}</Badge> : null}
          </div>
        </div>
        <dl className="grid gap-2" data-testid="review-detail">
          <Detail term={t("review.word")}>
            <span className="font-bold tracking-wide uppercase">{selected.selectedWord}</span>
          </Detail>
          <Detail term={t("review.riddle")}>
            <span className="whitespace-pre-wrap">{selected.riddleText}</span>
          </Detail>
          <Detail term={t("review.author")}>
            {selected.playerName}
            {selected.authorUsername && selected.authorUsername !== selected.playerName
              ? t("review.account", { username: selected.authorUsername })
              : ""}
          </Detail>
          <Detail term={t("review.mode")}>{modeLabel(selected.gameMode as GameMode)}</Detail>
          <Detail term={t("review.published")}>{momentText(selected.publishedAt)}</Detail>
          <Detail term={t("review.reports")}>{reportsText(selected.reportCount)}</Detail>
          <Detail term={t("review.averageRating")}>
            {ratingText(selected.averageRating, selected.ratingCount)}
          </Detail>
          <Detail term={t("review.solved")}>
            {solveCountText(selected.correctGuesses, selected.totalGuesses)}
          </Detail>
          {selected.reviewedBy ? (
            <Detail term={t("review.lastReview")}>
              {t("review.reviewedBy", { name: selected.reviewedBy })}
              {selected.reviewedAt ? t("review.reviewedOn", { moment: momentText(selected.reviewedAt) }) : ""}
              {selected.reviewNotes ? (
                <span className="mt-1 block rounded-lg bg-slate-100 p-2 whitespace-pre-wrap">
                  {selected.reviewNotes}
                </span>
              ) : (
                <span className="block text-slate-700">{t("review.noNotes")}</span>
              )}
            </Detail>
          ) : null}
        </dl>
        <div className="grid gap-1">
          <label htmlFor={notesId} className="text-sm font-semibold text-slate-800">
            {t("review.notes")}
          </label>
          <textarea
            id={notesId}
            ref={notesRef}
            value={notes}
            onChange={(e) => {
              const text = e.target.value;
              setNotesById((old) => ({ ...old, [selected.id]: text }));
            }}
            maxLength={NOTES_MAX}
            rows={3}
            placeholder={t("review.notesPlaceholder")}
            className={inputClass}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => submit(true)} disabled={decide.isPending}>
            {t("review.approve")}
          </Button>
          <Button variant="danger" onClick={() => submit(false)} disabled={decide.isPending}>
            {t("review.reject")}
          </Button>
        </div>
        <ShortcutLegend />
      </Card>
    </div>
  );
}

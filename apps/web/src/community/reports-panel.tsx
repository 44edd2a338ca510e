import * as Dialog from "@radix-ui/react-dialog";
import {
  type ModerationAction,
  REPORT_REASONS,
  type ReportGroup,
  type ReportGroupsPage,
} from "@riddlebook/protocol";
import {
  type InfiniteData,
  type UseInfiniteQueryResult,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { type ReactNode, useId, useState } from "react";
import { dialogContentClass, dialogOverlayClass } from "../components/bot-dialog";
import { Button, Card, inputClass } from "../components/ui";
import { communityText } from "../i18n/en/community";
import { toastError } from "../lib/toast-error";
import { DialogActions, SelectField } from "../social/social-ui";
import { toast } from "../toast/toast-store";
import { moderate, PUBLISHED_RIDDLES_KEY, REPORTS_KEY } from "./community-api";
import { momentText, reasonLabel, reportsText, targetLabel } from "./community-text";
import { LoadMore } from "./community-ui";

/** One report list as the page holds it. */
export type ReportList = UseInfiniteQueryResult<InfiniteData<ReportGroupsPage, string | null>>;
export type ReportStatus = "open" | "closed";

/** One action's button and its confirmation, with an optional note for the audit list. */
function ActionButton({ group, action }: { group: ReportGroup; action: ModerationAction }) {
  const t = communityText.useT();
  const queryClient = useQueryClient();
  const noteId = useId();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState("");
  const run = useMutation({
    mutationFn: () =>
      moderate({
        targetType: group.targetType,
        targetId: group.targetId,
        action,
        ...(note.trim() ? { note: note.trim() } : {}),
      }),
    onSuccess: (result) => {
      toast({ title: communityText.t("reportsPanel.takenTitle"), description: result.message });
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: REPORTS_KEY });
      void queryClient.invalidateQueries({ queryKey: PUBLISHED_RIDDLES_KEY });
    },
    onError: (error) =>
      toastError(error, communityText.t("errorTitle"), communityText.t("reportsPanel.failed")),
  });
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setNote("");
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant={action === "dismiss_reports" ? "ghost" : "outline"} size="sm">
          {t(`actions.${action}.label`)}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content className={dialogContentClass}>
          <Dialog.Title className="text-xl font-bold text-slate-900">
            {t(`actions.${action}.title`)}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">
            {t(`actions.${action}.description`)}
          </Dialog.Description>
          <blockquote className="mt-3 rounded-lg bg-slate-100 p-3 whitespace-pre-wrap break-words text-slate-900">
            {group.targetText}
          </blockquote>
          <div className="mt-4 grid gap-1">
            <label htmlFor={noteId} className="text-sm font-semibold text-slate-800">
              {t("reportsPanel.note")}
            </label>
            <textarea
              id={noteId}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              maxLength={1000}
              rows={2}
              className={inputClass}
            />
          </div>
          <DialogActions>
            <Button
              variant={action === "dismiss_reports" ? "primary" : "danger"}
              onClick={() => run.mutate()}
              disabled={run.isPending}
            >
              {t(`actions.${action}.label`)}
            </Button>
          </DialogActions>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** "Offensive 2 · Spam 1". */
function reasonsText(group: ReportGroup): string {
  return REPORT_REASONS.filter((r) => (group.reasons[r] ?? 0) > 0)
    .map((r) =>
      communityText.t("reportsPanel.reasonCount", { reason: reasonLabel(r), count: group.reasons[r] ?? 0 }),
    )
    .join(" · ");
}

function GroupCard({ group }: { group: ReportGroup }) {
  const t = communityText.useT();
  const titleId = useId();
  const textId = useId();
  // Named by its kind and its text, so two reported names are two distinct regions.
  return (
    <Card
      aria-labelledby={`${titleId} ${textId}`}
      data-testid={`report-${group.targetType}-${group.targetId}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="font-semibold text-slate-900">
          {targetLabel(group.targetType)}
        </h2>
        <span className="inline-flex items-center rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900">
          {reportsText(group.reportCount)}
        </span>
      </div>
      <blockquote
        id={textId}
        className="mt-2 rounded-lg bg-slate-100 p-3 whitespace-pre-wrap break-words text-slate-900"
      >
        {group.targetText}
      </blockquote>
      <p className="mt-2 text-sm text-slate-800">{reasonsText(group)}</p>
      {group.details.length > 0 ? (
        <ul aria-label={t("reportsPanel.detailsLabel")} className="mt-2 grid gap-1 text-sm text-slate-800">
          {group.details.map((detail, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: details are plain texts that may repeat.
            <li key={i} className="break-words">
              “{detail}”
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-2 text-xs text-slate-700">
        {t("reportsPanel.reported", {
          first: momentText(group.firstReportedAt),
          last: momentText(group.lastReportedAt),
        })}
      </p>
      {/* The actions the server says this moderator may take (packages/rules/src/reports.ts, roles.ts). */}
      {group.actions.length > 0 ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {group.actions.map((action) => (
            <ActionButton key={action} group={group} action={action} />
          ))}
        </div>
      ) : group.status === "open" ? (
        <p className="mt-3 text-sm text-slate-700">{t("reportsPanel.noActions")}</p>
      ) : null}
    </Card>
  );
}

/**
 * The Reports tab: reports grouped per riddle or player name, open ones first, with the actions
 * (hide or reject a riddle, reset a username, dismiss) sent to POST /api/moderation/actions.
 */
export function ReportsPanel({
  status,
  onStatus,
  list,
}: {
  status: ReportStatus;
  onStatus: (status: ReportStatus) => void;
  list: ReportList;
}) {
  const t = communityText.useT();
  const groups = list.data?.pages.flatMap((page) => page.groups) ?? [];
  let body: ReactNode;
  if (list.isPending) {
    body = (
      <p role="status" className="text-slate-700">
        {t("reportsPanel.loading")}
      </p>
    );
  } else if (list.isError) {
    body = (
      <p role="alert" className="text-red-700">
        {t("reportsPanel.loadFailed")}
      </p>
    );
  } else if (groups.length === 0) {
    body = (
      <p className="text-slate-700">
        {status === "open" ? t("reportsPanel.noOpen") : t("reportsPanel.noClosed")}
      </p>
    );
  } else {
    body = (
      <>
        <ul
          aria-label={status === "open" ? t("reportsPanel.open") : t("reportsPanel.closed")}
          className="grid gap-3"
        >
          {groups.map((group) => (
            <li key={`${group.targetType}-${group.targetId}`}>
              <GroupCard group={group} />
            </li>
          ))}
        </ul>
        <LoadMore
          hasMore={Boolean(list.hasNextPage)}
          loading={list.isFetchingNextPage}
          onLoad={() => void list.fetchNextPage()}
        />
      </>
    );
  }
  return (
    <div className="grid gap-4">
      <div className="sm:max-w-xs">
        <SelectField
          id="report-status"
          label={t("reportsPanel.show")}
          value={status}
          onChange={(value) => onStatus(value === "closed" ? "closed" : "open")}
          options={[
            { value: "open", label: t("reportsPanel.open") },
            { value: "closed", label: t("reportsPanel.closed") },
          ]}
        />
      </div>
      {body}
    </div>
  );
}

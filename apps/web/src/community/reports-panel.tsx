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
import { toastError } from "../lib/toast-error";
import { SelectField } from "../social/social-ui";
import { toast } from "../toast/toast-store";
import { moderate, PUBLISHED_RIDDLES_KEY, REPORTS_KEY } from "./community-api";
import { momentText, REASON_LABELS, reportsText, TARGET_LABELS } from "./community-text";
import { LoadMore } from "./community-ui";

/** One report list as the page holds it. */
export type ReportList = UseInfiniteQueryResult<InfiniteData<ReportGroupsPage, string | null>>;
export type ReportStatus = "open" | "closed";

const ACTION_TEXT: Record<ModerationAction, { label: string; title: string; description: string }> = {
  hide_riddle: {
    label: "Hide riddle",
    title: "Hide this riddle?",
    description: "It leaves the Vault and is never chosen as the riddle of the day. The reports are closed.",
  },
  reject_riddle: {
    label: "Reject riddle",
    title: "Reject this riddle?",
    description: "Its review status becomes rejected, and the author sees that on their profile.",
  },
  reset_username: {
    label: "Reset username",
    title: "Reset this username?",
    description: "The player gets a generated name and can choose a new one.",
  },
  dismiss_reports: {
    label: "Dismiss",
    title: "Dismiss these reports?",
    description: "Nothing changes for the reported riddle or player; the reports are closed.",
  },
};

/**
 * What a moderator can do about a group of reports: a name can be reset; a riddle hidden or rejected
 * once published (a game riddle that never was has nothing to hide); any group dismissed.
 */
function actionsFor(group: ReportGroup): ModerationAction[] {
  if (group.targetType === "user") return ["reset_username", "dismiss_reports"];
  const published = group.targetType === "published_riddle" || group.publishedRiddleId !== null;
  return published ? ["hide_riddle", "reject_riddle", "dismiss_reports"] : ["dismiss_reports"];
}

/** One action's button and its confirmation, with an optional note for the audit list. */
function ActionButton({ group, action }: { group: ReportGroup; action: ModerationAction }) {
  const queryClient = useQueryClient();
  const noteId = useId();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState("");
  const text = ACTION_TEXT[action];
  const run = useMutation({
    mutationFn: () =>
      moderate({
        targetType: group.targetType,
        targetId: group.targetId,
        action,
        ...(note.trim() ? { note: note.trim() } : {}),
      }),
    onSuccess: (result) => {
      toast({ title: "Action Taken", description: result.message });
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: REPORTS_KEY });
      void queryClient.invalidateQueries({ queryKey: PUBLISHED_RIDDLES_KEY });
    },
    onError: (error) => toastError(error, "Error", "Failed to take the action. Please try again."),
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
          {text.label}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content className={dialogContentClass}>
          <Dialog.Title className="text-xl font-bold text-slate-900">{text.title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">{text.description}</Dialog.Description>
          <blockquote className="mt-3 rounded-lg bg-slate-100 p-3 whitespace-pre-wrap break-words text-slate-900">
            {group.targetText}
          </blockquote>
          <div className="mt-4 grid gap-1">
            <label htmlFor={noteId} className="text-sm font-semibold text-slate-800">
              Note for the audit list (optional)
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
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="ghost">Cancel</Button>
            </Dialog.Close>
            <Button
              variant={action === "dismiss_reports" ? "primary" : "danger"}
              onClick={() => run.mutate()}
              disabled={run.isPending}
            >
              {text.label}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** "Offensive 2 · Spam 1". */
function reasonsText(group: ReportGroup): string {
  return REPORT_REASONS.filter((r) => (group.reasons[r] ?? 0) > 0)
    .map((r) => `${REASON_LABELS[r]} ${group.reasons[r]}`)
    .join(" · ");
}

function GroupCard({ group }: { group: ReportGroup }) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} data-testid={`report-${group.targetType}-${group.targetId}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="font-semibold text-slate-900">
          {TARGET_LABELS[group.targetType]}
        </h3>
        <span className="inline-flex items-center rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900">
          {reportsText(group.reportCount)}
        </span>
      </div>
      <blockquote className="mt-2 rounded-lg bg-slate-100 p-3 whitespace-pre-wrap break-words text-slate-900">
        {group.targetText}
      </blockquote>
      <p className="mt-2 text-sm text-slate-800">{reasonsText(group)}</p>
      {group.details.length > 0 ? (
        <ul aria-label="Reporters' details" className="mt-2 grid gap-1 text-sm text-slate-800">
          {group.details.map((detail, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: details are plain texts that may repeat.
            <li key={i} className="break-words">
              “{detail}”
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-2 text-xs text-slate-700">
        First reported {momentText(group.firstReportedAt)}; last {momentText(group.lastReportedAt)}
      </p>
      {group.status === "open" ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {actionsFor(group).map((action) => (
            <ActionButton key={action} group={group} action={action} />
          ))}
        </div>
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
  const groups = list.data?.pages.flatMap((page) => page.groups) ?? [];
  let body: ReactNode;
  if (list.isPending) {
    body = (
      <p role="status" className="text-slate-700">
        Loading reports...
      </p>
    );
  } else if (list.isError) {
    body = (
      <p role="alert" className="text-red-700">
        Could not load the reports. Please try again later.
      </p>
    );
  } else if (groups.length === 0) {
    body = <p className="text-slate-700">{status === "open" ? "No open reports." : "No closed reports."}</p>;
  } else {
    body = (
      <>
        <ul aria-label={status === "open" ? "Open reports" : "Closed reports"} className="grid gap-3">
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
          label="Show"
          value={status}
          onChange={(value) => onStatus(value === "closed" ? "closed" : "open")}
          options={[
            { value: "open", label: "Open reports" },
            { value: "closed", label: "Closed reports" },
          ]}
        />
      </div>
      {body}
    </div>
  );
}

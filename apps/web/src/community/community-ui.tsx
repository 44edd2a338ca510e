import * as Dialog from "@radix-ui/react-dialog";
import {
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  type ReportReason,
  type ReportTargetType,
  type ReviewStatus,
} from "@riddlebook/protocol";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { Link } from "wouter";
import { dialogContentClass, dialogOverlayClass } from "../components/bot-dialog";
import { PageMain } from "../components/page";
import { Button, buttonClass, inputClass } from "../components/ui";
import { communityText } from "../i18n/en/community";
import { toastError } from "../lib/toast-error";
import { toast } from "../toast/toast-store";
import { sendReport } from "./community-api";
import { reasonLabel, statusLabel } from "./community-text";

/** Small pieces the community screens share: the 403 page, status badges, Load more, the report dialog. */

/** The page a signed-in user sees where their role is not enough: what is needed, and the way home. */
export function Forbidden({ message }: { message: string }) {
  const t = communityText.useT();
  return (
    <PageMain>
      <h1 className="text-3xl font-bold text-slate-900">{t("forbidden.title")}</h1>
      <p className="mt-3 max-w-prose text-slate-700">{message}</p>
      <Link href="/" className={buttonClass("primary", "md", "mt-6")}>
        {t("forbidden.back")}
      </Link>
    </PageMain>
  );
}

const STATUS_TONES: Record<ReviewStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-green-100 text-green-900",
  rejected: "bg-red-100 text-red-900",
};

/** A published riddle's review status as a coloured word. */
export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  const t = communityText.useT();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONES[status]}`}
    >
      {status === "pending" ? t("pendingBadge") : statusLabel(status)}
    </span>
  );
}

/** "Load more" under a list while the server has more pages. */
export function LoadMore({
  hasMore,
  loading,
  onLoad,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoad: () => void;
}) {
  const t = communityText.useT();
  if (!hasMore) return null;
  return (
    <div>
      <Button variant="outline" onClick={onLoad} disabled={loading}>
        {loading ? t("loadingMore") : t("loadMore")}
      </Button>
    </div>
  );
}

/** One thing a report can be about: a riddle or a player's name. */
export interface ReportTarget {
  type: ReportTargetType;
  id: string;
  /** What the reporter picks, e.g. "The riddle" or "The name “Bo”". */
  label: string;
}

/**
 * A Report button and its dialog: what is reported (when there is a choice), a reason and optional
 * details, sent to POST /api/reports. Reports go to the moderators' queue.
 */
export function ReportButton({
  targets,
  ariaLabel,
}: {
  targets: readonly ReportTarget[];
  ariaLabel: string;
}) {
  const t = communityText.useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [targetIndex, setTargetIndex] = useState(0);
  const [reason, setReason] = useState<ReportReason | "">("");
  const [details, setDetails] = useState("");
  const [error, setError] = useState<string | undefined>();
  const send = useMutation({
    mutationFn: sendReport,
    onSuccess: (answer) => {
      toast({
        title: communityText.t("report.sentTitle"),
        description: answer.message || communityText.t("report.sentText"),
      });
      setOpen(false);
    },
    onError: (failure) =>
      toastError(failure, communityText.t("errorTitle"), communityText.t("report.failed")),
  });
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setTargetIndex(0);
      setReason("");
      setDetails("");
      setError(undefined);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const target = targets[targetIndex];
    if (!target) return;
    if (!reason) {
      setError(communityText.t("report.noReason"));
      return;
    }
    const text = details.trim();
    send.mutate({ targetType: target.type, targetId: target.id, reason, ...(text ? { details: text } : {}) });
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={ariaLabel}>
          <span aria-hidden="true">⚑</span> {t("report.button")}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content className={dialogContentClass}>
          <Dialog.Title className="text-xl font-bold text-slate-900">{t("report.title")}</Dialog.Title>
          <Dialog.Description className="mt-1 text-slate-700">{t("report.description")}</Dialog.Description>
          <form onSubmit={onSubmit} className="mt-4 grid gap-4" noValidate>
            {targets.length > 1 ? (
              <fieldset className="grid gap-2">
                <legend className="mb-1 text-sm font-semibold text-slate-800">{t("report.what")}</legend>
                {targets.map((target, i) => (
                  <label
                    key={`${target.type}-${target.id}`}
                    className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 has-[:checked]:border-brand has-[:checked]:bg-violet-50"
                  >
                    <input
                      type="radio"
                      name={`${id}-target`}
                      checked={targetIndex === i}
                      onChange={() => setTargetIndex(i)}
                      className="h-6 w-6 shrink-0 accent-brand"
                    />
                    {target.label}
                  </label>
                ))}
              </fieldset>
            ) : null}
            <div className="grid gap-1">
              <label htmlFor={`${id}-reason`} className="text-sm font-semibold text-slate-800">
                {t("report.reason")}
              </label>
              <select
                id={`${id}-reason`}
                value={reason}
                onChange={(e) => {
                  setReason(e.target.value as ReportReason | "");
                  setError(undefined);
                }}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-reason-error` : undefined}
                className={`${inputClass} min-h-11`}
              >
                <option value="">{t("report.chooseReason")}</option>
                {REPORT_REASONS.map((r) => (
                  <option key={r} value={r}>
                    {reasonLabel(r)}
                  </option>
                ))}
              </select>
              {error ? (
                <p id={`${id}-reason-error`} role="alert" className="text-sm font-medium text-red-700">
                  {error}
                </p>
              ) : null}
            </div>
            <div className="grid gap-1">
              <label htmlFor={`${id}-details`} className="text-sm font-semibold text-slate-800">
                {t("report.details")}
              </label>
              <textarea
                id={`${id}-details`}
                value={details}
                onChange={(e) => setDetails(e.target.value)}
                maxLength={REPORT_DETAILS_MAX}
                rows={3}
                aria-describedby={`${id}-details-count`}
                className={inputClass}
              />
              <p id={`${id}-details-count`} className="text-sm text-slate-600">
                {details.length}/{REPORT_DETAILS_MAX}
              </p>
            </div>
            <div className="flex flex-wrap justify-end gap-2">
              <Dialog.Close asChild>
                <Button variant="ghost">{t("cancel")}</Button>
              </Dialog.Close>
              <Button type="submit" variant="danger" disabled={send.isPending}>
                {t("report.send")}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

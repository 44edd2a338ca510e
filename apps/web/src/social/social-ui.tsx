import * as Dialog from "@radix-ui/react-dialog";
import type { ChallengeStatus, FriendActivity, PresenceStatus } from "@riddlebook/protocol";
import { type ReactNode, useState } from "react";
import { dialogContentClass, dialogOverlayClass } from "../components/bot-dialog";
import { Button, inputClass } from "../components/ui";
import { socialText } from "../i18n/en/social";
import { presenceLabel } from "./social-text";

/** Small pieces the friends screens share: the presence dot, status badges, a confirm dialog. */

const DOT_CLASS: Record<PresenceStatus, string> = {
  online: "bg-green-600",
  away: "bg-amber-500",
  offline: "bg-slate-400",
};

/** A coloured dot and its words ("Online", "In a game: Friday Fun"); the words carry the meaning. */
export function PresenceDot({
  status,
  activity,
}: {
  status: PresenceStatus;
  activity: FriendActivity | null;
}) {
  return (
    <span className="inline-flex items-center gap-1.5 text-sm text-slate-700" data-status={status}>
      <span
        aria-hidden="true"
        className={`inline-block h-2.5 w-2.5 shrink-0 rounded-full ${DOT_CLASS[status]}`}
      />
      {presenceLabel(status, activity)}
    </span>
  );
}

const STATUS_TONES: Record<ChallengeStatus | "cancelled", string> = {
  pending: "bg-amber-100 text-amber-900",
  accepted: "bg-green-100 text-green-900",
  declined: "bg-red-100 text-red-900",
  cancelled: "bg-slate-200 text-slate-800",
  expired: "bg-slate-200 text-slate-800",
  completed: "bg-violet-100 text-violet-900",
};

/** A request's or challenge's status as a coloured word: "pending", "accepted", ... */
export function StatusBadge({ status }: { status: keyof typeof STATUS_TONES }) {
  const t = socialText.useT();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONES[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}

/** A section heading with an optional count: "Requests to you (2)". */
export function SectionTitle({ id, title, count }: { id: string; title: string; count?: number }) {
  const t = socialText.useT();
  return (
    <h2 id={id} className="text-xl font-bold text-slate-900">
      {count !== undefined ? t("sectionCount", { title, n: count }) : title}
    </h2>
  );
}

/** A dialog's buttons: Cancel, which closes it, then `children` (the button that acts). */
export function DialogActions({ children }: { children: ReactNode }) {
  const t = socialText.useT();
  return (
    <div className="mt-5 flex flex-wrap justify-end gap-2">
      <Dialog.Close asChild>
        <Button variant="ghost">{t("cancel")}</Button>
      </Dialog.Close>
      {children}
    </div>
  );
}

/**
 * A button that asks before it acts: the dialog names what happens, Cancel closes it, the danger
 * button runs `onConfirm` and closes it.
 */
export function ConfirmButton({
  label,
  ariaLabel,
  title,
  description,
  confirmLabel,
  onConfirm,
  disabled,
}: {
  label: string;
  ariaLabel?: string;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="sm" disabled={disabled} aria-label={ariaLabel}>
          {label}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content className={dialogContentClass}>
          <Dialog.Title className="text-xl font-bold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">{description}</Dialog.Description>
          <DialogActions>
            <Button
              variant="danger"
              onClick={() => {
                setOpen(false);
                onConfirm();
              }}
            >
              {confirmLabel}
            </Button>
          </DialogActions>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A labelled select, 44 px tall, with an optional empty first choice ("Choose a friend"). */
export function SelectField({
  id,
  label,
  value,
  onChange,
  options,
  placeholder,
  describedBy,
}: {
  id: string;
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  options: readonly { value: string | number; label: string }[];
  placeholder?: string;
  describedBy?: string;
}) {
  return (
    <div className="grid content-start gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={describedBy}
        className={`${inputClass} min-h-11`}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

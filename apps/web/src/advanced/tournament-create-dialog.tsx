import * as Dialog from "@radix-ui/react-dialog";
import {
  type CreateTournamentBody,
  createTournamentBodySchema,
  TOURNAMENT_LIMITS,
  type TournamentDetail,
} from "@riddlebook/protocol";
import {
  CHALLENGE_ROUND_OPTIONS,
  DEFAULT_BATTLE_ROUNDS,
  TOURNAMENT_FORMATS,
  TOURNAMENT_SIZES,
  type TournamentFormat,
  type TournamentSize,
} from "@riddlebook/rules";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useLocation } from "wouter";
import { dialogContentClass, dialogOverlayClass } from "../components/bot-dialog";
import { Button, Field, inputClass } from "../components/ui";
import { commonText } from "../i18n/en/common";
import { tournamentText } from "../i18n/en/tournament";
import { errorStatus, serverMessage } from "../lib/api";
import { fieldErrors } from "../lib/form-errors";
import { toastError } from "../lib/toast-error";
import { toast } from "../toast/toast-store";
import { createTournament } from "./tournament-api";
import { storeTournament } from "./tournament-live";
import { defaultTimes, fromLocalInput, prizeSplit, toLocalInput } from "./tournament-view";

/** The form's values as typed. */
interface FormValues {
  name: string;
  description: string;
  size: string;
  format: TournamentFormat;
  roundsPerMatch: string;
  registrationDeadline: string;
  startsAt: string;
}

function initialValues(now: number): FormValues {
  const times = defaultTimes(now);
  return {
    name: "",
    description: "",
    size: "8",
    format: "single_elimination",
    roundsPerMatch: String(DEFAULT_BATTLE_ROUNDS),
    registrationDeadline: toLocalInput(times.registrationDeadline),
    startsAt: toLocalInput(times.startsAt),
  };
}

type Errors = Partial<Record<keyof FormValues, string>>;

/** The fields in the form's order. */
const FIELD_ORDER: readonly (keyof FormValues)[] = [
  "name",
  "description",
  "size",
  "roundsPerMatch",
  "format",
  "registrationDeadline",
  "startsAt",
];

/**
 * The body to send, or the errors to show by field: the protocol's own schema (the server's very
 * messages), then the checks that need the clock, as the server makes them.
 */
function checkTournamentForm(
  values: FormValues,
  now: number,
): { body: CreateTournamentBody } | { errors: Errors } {
  const t = tournamentText.t;
  const deadline = fromLocalInput(values.registrationDeadline);
  const startsAt = fromLocalInput(values.startsAt);
  const input = {
    name: values.name,
    ...(values.description.trim() ? { description: values.description } : {}),
    size: Number(values.size),
    format: values.format,
    roundsPerMatch: Number(values.roundsPerMatch),
    registrationDeadline: deadline,
    startsAt,
  };
  const errors: Errors = {};
  const parsed = createTournamentBodySchema.safeParse(input);
  if (!parsed.success) Object.assign(errors, fieldErrors(parsed.error.issues));
  if (Number.isNaN(deadline)) errors.registrationDeadline = t("create.chooseTime");
  else if (deadline <= now) errors.registrationDeadline = t("create.pastDeadline");
  else if (deadline > now + TOURNAMENT_LIMITS.maxLeadMs) errors.registrationDeadline = t("create.tooFar");
  if (Number.isNaN(startsAt)) errors.startsAt = t("create.chooseTime");
  else if (!errors.startsAt && startsAt > now + TOURNAMENT_LIMITS.maxLeadMs)
    errors.startsAt = t("create.tooFar");
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { body: parsed.data };
}

/** The prizes, fixed by the size (docs/decisions/046-tournament-prizes.md): shown, never typed. */
function PrizeLine({ size, format }: { size: TournamentSize; format: TournamentFormat }) {
  const t = tournamentText.useT();
  const split = prizeSplit(format, size);
  return (
    <p className="-mt-2 text-sm text-slate-600" data-testid="tournament-prizes">
      {t(split.jointThirds ? "create.prizesJoint" : "create.prizes", split)}
    </p>
  );
}

/** A labelled select of the form. */
function SelectField<V extends string>({
  id,
  label,
  hint,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  return (
    <Field id={id} label={label} hint={hint}>
      {(describedBy) => (
        <select
          id={id}
          className={inputClass}
          value={value}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value as V)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The form inside the dialog; made afresh each time it opens, so its times start from now. */
function CreateForm({ onCreated }: { onCreated: (detail: TournamentDetail) => void }) {
  const t = tournamentText.useT();
  const [values, setValues] = useState(() => initialValues(Date.now()));
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) =>
    setValues((old) => ({ ...old, [key]: value }));
  const create = useMutation({
    mutationFn: createTournament,
    onSuccess: onCreated,
    onError: (error) => {
      // A refused form (400) stays open with the server's words; anything else is a toast.
      const message = serverMessage(error);
      if (errorStatus(error) === 400 && message) setRefusal(message);
      else toastError(error, commonText.t("error"), t("create.failed"));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const checked = checkTournamentForm(values, Date.now());
    if ("errors" in checked) {
      setErrors(checked.errors);
      // The first field to fix takes focus (the form's order), so it is in view and read out.
      const first = FIELD_ORDER.find((key) => checked.errors[key]);
      if (first) document.getElementById(`tournament-${first}`)?.focus();
      return;
    }
    setErrors({});
    create.mutate(checked.body);
  };
  const input = (key: "name" | "registrationDeadline" | "startsAt", type: string, extra = {}) =>
    function render(describedBy: string | undefined, invalid: boolean) {
      return (
        <input
          id={`tournament-${key}`}
          type={type}
          className={inputClass}
          value={values[key]}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          onChange={(e) => set(key, e.target.value)}
          {...extra}
        />
      );
    };
  return (
    <form noValidate onSubmit={submit} className="mt-4 grid gap-4">
      <Field id="tournament-name" label={t("create.name")} error={errors.name}>
        {input("name", "text", { placeholder: t("create.namePlaceholder"), maxLength: 80 })}
      </Field>
      <Field id="tournament-description" label={t("create.about")} error={errors.description}>
        {(describedBy, invalid) => (
          <textarea
            id="tournament-description"
            className={inputClass}
            rows={3}
            value={values.description}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            onChange={(e) => set("description", e.target.value)}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="tournament-size"
          label={t("create.size")}
          value={values.size}
          options={TOURNAMENT_SIZES.map((n) => ({
            value: String(n),
            label: t("create.sizeOption", { size: n }),
          }))}
          onChange={(size) => set("size", size)}
        />
        <SelectField
          id="tournament-rounds"
          label={t("create.rounds")}
          value={values.roundsPerMatch}
          options={CHALLENGE_ROUND_OPTIONS.map((n) => ({
            value: String(n),
            label: t("create.roundsOption", { rounds: n }),
          }))}
          onChange={(rounds) => set("roundsPerMatch", rounds)}
        />
      </div>
      <SelectField
        id="tournament-format"
        label={t("create.format")}
        hint={t(`formatHint.${values.format}`)}
        value={values.format}
        options={TOURNAMENT_FORMATS.map((f) => ({ value: f, label: t(`format.${f}`) }))}
        onChange={(format) => set("format", format)}
      />
      <div className="grid gap-4">
        <Field
          id="tournament-registrationDeadline"
          label={t("create.deadline")}
          error={errors.registrationDeadline}
        >
          {input("registrationDeadline", "datetime-local")}
        </Field>
        <Field id="tournament-startsAt" label={t("create.startsAt")} error={errors.startsAt}>
          {input("startsAt", "datetime-local")}
        </Field>
      </div>
      <p className="-mt-2 text-sm text-slate-600">{t("create.timesHint")}</p>
      <PrizeLine size={Number(values.size) as TournamentSize} format={values.format} />
      {refusal ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {refusal}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Dialog.Close asChild>
          <Button variant="ghost">{commonText.t("actions.cancel")}</Button>
        </Dialog.Close>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t("create.submitting") : t("create.submit")}
        </Button>
      </div>
    </form>
  );
}

/**
 * "Create Tournament" and its dialog (`POST /api/tournaments`): name, description, size, format,
 * rounds per match, registration deadline and start (local time), and the prize pool. The creator
 * is entered and lands on the new tournament's page.
 */
export function CreateTournamentDialog() {
  const t = tournamentText.useT();
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const created = (detail: TournamentDetail) => {
    storeTournament(queryClient, detail);
    toast({ title: t("create.created"), description: t("create.createdText", { name: detail.name }) });
    setOpen(false);
    navigate(`/tournaments/${encodeURIComponent(detail.id)}`);
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button>{t("tab.create")}</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content className={dialogContentClass}>
          <Dialog.Title className="text-xl font-bold text-slate-900">{t("create.title")}</Dialog.Title>
          <Dialog.Description className="mt-1 text-slate-700">{t("create.description")}</Dialog.Description>
          {open ? <CreateForm onCreated={created} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

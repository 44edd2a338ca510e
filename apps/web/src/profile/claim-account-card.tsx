import { claimAccountBodySchema } from "@riddlebook/protocol";
import { ACCOUNT_LIMITS } from "@riddlebook/rules";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button, Card, Field, inputClass } from "../components/ui";
import { profileText } from "../i18n/en/profile";
import { claimAccount } from "../lib/account-api";
import { isNetworkError, isUnauthorizedError, serverMessage } from "../lib/api";
import { fieldErrors } from "../lib/form-errors";
import { AUTH_USER_KEY } from "../lib/query-client";
import { toast } from "../toast/toast-store";

/**
 * A guest keeps their account by adding an e-mail and a password (names optional). The body is
 * checked with the protocol's schema first, so field problems show inline without a call.
 */
export function ClaimAccountCard() {
  const t = profileText.useT();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ email: "", password: "", firstName: "", lastName: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const claim = useMutation({
    mutationFn: claimAccount,
    onSuccess: (updated) => {
      queryClient.setQueryData(AUTH_USER_KEY, updated);
      toast({
        title: profileText.t("claim.claimedTitle"),
        description: profileText.t("claim.claimedText"),
      });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      toast({
        title: profileText.t("claim.errorTitle"),
        description: isNetworkError(error)
          ? profileText.t("failedToConnect")
          : (serverMessage(error) ?? profileText.t("somethingWrong")),
        variant: "destructive",
      });
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (claim.isPending) return;
    const input = {
      email: values.email,
      password: values.password,
      ...(values.firstName.trim() ? { firstName: values.firstName } : {}),
      ...(values.lastName.trim() ? { lastName: values.lastName } : {}),
    };
    const parsed = claimAccountBodySchema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    claim.mutate(parsed.data);
  }

  const field = (
    name: keyof typeof values,
    label: string,
    props: { type?: string; autoComplete: string; maxLength: number; hint?: string },
  ) => (
    <Field id={`claim-${name}`} label={label} error={errors[name]} hint={props.hint}>
      {(describedBy, invalid) => (
        <input
          id={`claim-${name}`}
          name={name}
          type={props.type ?? "text"}
          autoComplete={props.autoComplete}
          maxLength={props.maxLength}
          value={values[name]}
          onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={inputClass}
        />
      )}
    </Field>
  );

  return (
    <Card aria-labelledby="claim-title" className="border-amber-300 bg-amber-50">
      <h2 id="claim-title" className="text-xl font-bold text-slate-900">
        {t("claim.title")}
      </h2>
      <p className="mt-1 text-slate-700">{t("claim.intro")}</p>
      <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4" aria-labelledby="claim-title">
        {field("email", t("claim.email"), {
          type: "email",
          autoComplete: "email",
          maxLength: ACCOUNT_LIMITS.emailMax,
        })}
        {field("password", t("claim.password"), {
          type: "password",
          autoComplete: "new-password",
          maxLength: ACCOUNT_LIMITS.passwordMax,
          hint: t("claim.passwordHint", { min: ACCOUNT_LIMITS.passwordMin }),
        })}
        <div className="grid gap-4 sm:grid-cols-2">
          {field("firstName", t("claim.firstName"), {
            autoComplete: "given-name",
            maxLength: ACCOUNT_LIMITS.nameMax,
          })}
          {field("lastName", t("claim.lastName"), {
            autoComplete: "family-name",
            maxLength: ACCOUNT_LIMITS.nameMax,
          })}
        </div>
        <div>
          <Button type="submit" disabled={claim.isPending} aria-busy={claim.isPending || undefined}>
            {t("claim.submit")}
          </Button>
        </div>
      </form>
    </Card>
  );
}

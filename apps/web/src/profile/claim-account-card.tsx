import { claimAccountBodySchema } from "@riddlebook/protocol";
import { ACCOUNT_LIMITS } from "@riddlebook/rules";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button, Card, Field, inputClass } from "../components/ui";
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
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ email: "", password: "", firstName: "", lastName: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const claim = useMutation({
    mutationFn: claimAccount,
    onSuccess: (updated) => {
      queryClient.setQueryData(AUTH_USER_KEY, updated);
      toast({
        title: "Account Claimed",
        description: "You can now sign in with your e-mail and password. Your stats are kept.",
      });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      toast({
        title: "Error",
        description: isNetworkError(error)
          ? "Failed to connect. Please check your internet connection."
          : (serverMessage(error) ?? "Something went wrong. Please try again."),
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
        Claim your account
      </h2>
      <p className="mt-1 text-slate-700">
        You are playing as a guest. Add an e-mail and a password to keep this account and its stats.
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4" aria-labelledby="claim-title">
        {field("email", "Email", {
          type: "email",
          autoComplete: "email",
          maxLength: ACCOUNT_LIMITS.emailMax,
        })}
        {field("password", "Password", {
          type: "password",
          autoComplete: "new-password",
          maxLength: ACCOUNT_LIMITS.passwordMax,
          hint: `At least ${ACCOUNT_LIMITS.passwordMin} characters.`,
        })}
        <div className="grid gap-4 sm:grid-cols-2">
          {field("firstName", "First name (optional)", {
            autoComplete: "given-name",
            maxLength: ACCOUNT_LIMITS.nameMax,
          })}
          {field("lastName", "Last name (optional)", {
            autoComplete: "family-name",
            maxLength: ACCOUNT_LIMITS.nameMax,
          })}
        </div>
        <div>
          <Button type="submit" disabled={claim.isPending} aria-busy={claim.isPending || undefined}>
            Claim Account
          </Button>
        </div>
      </form>
    </Card>
  );
}

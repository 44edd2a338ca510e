import { ACCOUNT_LIMITS } from "@riddlebook/rules";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button, Field, inputClass } from "../components/ui";
import { loginText } from "../i18n/en/login";
import { AUTH_FIELDS, type AuthField, type AuthMode, type AuthValues, validateAuth } from "./auth-values";
import { useAuthRequest } from "./use-auth-request";

/** Fields whose text is not prose: no spell check, no automatic capitals. */
const LITERAL: ReadonlySet<AuthField> = new Set(["email", "username", "password"]);

/**
 * The sign-up or sign-in form. Values are checked with the protocol's schemas before sending;
 * problems show under their fields and the first one takes focus.
 */
export function AuthForm({
  mode,
  values,
  onChange,
  destination,
}: {
  mode: AuthMode;
  /** Where to go once signed in: a same-origin path (`safeReturnTo`); home when not given. */
  destination?: string | undefined;
  values: AuthValues;
  onChange: (name: AuthField, value: string) => void;
}) {
  const t = loginText.useT();
  const [errors, setErrors] = useState<Partial<Record<AuthField, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const isSignup = mode === "signup";
  const auth = useAuthRequest(destination);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (auth.isPending) return;
    const result = validateAuth(mode, values);
    if ("errors" in result) {
      setErrors(result.errors);
      const first = AUTH_FIELDS[mode].find((f) => result.errors[f]);
      if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    auth.mutate(result.request);
  }

  const input = (
    name: AuthField,
    label: string,
    props: { type?: string; autoComplete: string; maxLength?: number; minLength?: number; hint?: string },
  ) => (
    <Field id={id(name)} label={label} error={errors[name]} hint={props.hint}>
      {(describedBy, invalid) => (
        <input
          id={id(name)}
          name={name}
          type={props.type ?? "text"}
          autoComplete={props.autoComplete}
          required
          maxLength={props.maxLength}
          minLength={props.minLength}
          value={values[name]}
          onChange={(e) => {
            onChange(name, e.target.value);
            if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
          }}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={inputClass}
          spellCheck={LITERAL.has(name) ? false : undefined}
          autoCapitalize={LITERAL.has(name) ? "none" : undefined}
        />
      )}
    </Field>
  );

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-6 grid gap-4">
      {input("email", t("fields.email"), {
        type: "email",
        autoComplete: "email",
        maxLength: ACCOUNT_LIMITS.emailMax,
      })}
      {isSignup ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {input("firstName", t("fields.firstName"), {
            autoComplete: "given-name",
            maxLength: ACCOUNT_LIMITS.nameMax,
          })}
          {input("lastName", t("fields.lastName"), {
            autoComplete: "family-name",
            maxLength: ACCOUNT_LIMITS.nameMax,
          })}
        </div>
      ) : null}
      {isSignup
        ? input("username", t("fields.username"), {
            autoComplete: "username",
            maxLength: ACCOUNT_LIMITS.usernameMax,
            minLength: ACCOUNT_LIMITS.usernameMin,
            hint: t("fields.usernameHint", {
              min: ACCOUNT_LIMITS.usernameMin,
              max: ACCOUNT_LIMITS.usernameMax,
            }),
          })
        : null}
      {input("password", t("fields.password"), {
        type: "password",
        autoComplete: isSignup ? "new-password" : "current-password",
        maxLength: ACCOUNT_LIMITS.passwordMax,
        ...(isSignup
          ? {
              minLength: ACCOUNT_LIMITS.passwordMin,
              hint: t("fields.passwordHint", { count: ACCOUNT_LIMITS.passwordMin }),
            }
          : {}),
      })}
      <Button type="submit" size="lg" disabled={auth.isPending} aria-busy={auth.isPending || undefined}>
        {isSignup ? t("submit.signup") : t("submit.signin")}
      </Button>
    </form>
  );
}

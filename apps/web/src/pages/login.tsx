import { loginBodySchema, signupBodySchema, type User } from "@riddlebook/protocol";
import { ACCOUNT_LIMITS, CLIENT_TIMINGS } from "@riddlebook/rules";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useRef, useState } from "react";
import { PageMain } from "../components/page";
import { PublicHeader } from "../components/public-header";
import { Button, Card, Field, inputClass } from "../components/ui";
import { apiJson, isNetworkError, serverMessage } from "../lib/api";
import { fieldErrors } from "../lib/form-errors";
import { AUTH_USER_KEY } from "../lib/query-client";
import { carryToastAcrossNavigation, type ToastInput, toast } from "../toast/toast-store";

type Mode = "signup" | "signin";
type Values = { email: string; firstName: string; lastName: string; username: string; password: string };
type FieldName = keyof Values;

const EMPTY: Values = { email: "", firstName: "", lastName: "", username: "", password: "" };
const SIGNUP_FIELDS: readonly FieldName[] = ["email", "firstName", "lastName", "username", "password"];
const SIGNIN_FIELDS: readonly FieldName[] = ["email", "password"];

export default function Login() {
  const [mode, setMode] = useState<Mode>("signup");
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const queryClient = useQueryClient();
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const isSignup = mode === "signup";

  const auth = useMutation({
    mutationFn: (body: { mode: Mode; data: unknown }) =>
      apiJson<User>("POST", body.mode === "signup" ? "/api/auth/signup" : "/api/auth/login", body.data),
    // A 401 from sign-in means "wrong e-mail or password", not a lost session.
    meta: { handlesUnauthorized: true },
    onSuccess: (user, body) => {
      const welcome: ToastInput =
        body.mode === "signup"
          ? { title: "Welcome to Riddlebook!", description: "Your account has been created successfully." }
          : { title: "Welcome back!", description: "You've been logged in successfully." };
      toast(welcome);
      queryClient.setQueryData(AUTH_USER_KEY, user);
      setTimeout(() => {
        // Home shows the same welcome, so it does not vanish with this page.
        carryToastAcrossNavigation(welcome);
        window.location.replace("/");
      }, CLIENT_TIMINGS.redirectAfterAuthMs);
    },
    onError: (error) => {
      toast({
        title: "Error",
        description: isNetworkError(error)
          ? "Failed to connect. Please check your internet connection."
          : (serverMessage(error) ?? "Something went wrong. Please try again."),
        variant: "destructive",
      });
    },
  });

  function update(name: FieldName, value: string) {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  }

  function switchMode(next: Mode) {
    setMode(next);
    setErrors({});
    // The switch button disappears with the old mode; move focus to the new heading.
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (auth.isPending) return;
    const fields = isSignup ? SIGNUP_FIELDS : SIGNIN_FIELDS;
    const input = Object.fromEntries(fields.map((f) => [f, values[f]]));
    const parsed = isSignup ? signupBodySchema.safeParse(input) : loginBodySchema.safeParse(input);
    if (!parsed.success) {
      const next = fieldErrors(parsed.error.issues) as Partial<Record<FieldName, string>>;
      setErrors(next);
      const first = fields.find((f) => next[f]);
      if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    auth.mutate({ mode, data: parsed.data });
  }

  const input = (
    name: FieldName,
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
          onChange={(e) => update(name, e.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={inputClass}
          spellCheck={name === "email" || name === "username" || name === "password" ? false : undefined}
          autoCapitalize={name === "email" || name === "username" || name === "password" ? "none" : undefined}
        />
      )}
    </Field>
  );

  return (
    <div className="flex min-h-screen flex-col">
      <PublicHeader />
      <PageMain className="max-w-md">
        <Card className="p-6">
          <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900">
            {isSignup ? "Create your account" : "Sign in to Riddlebook"}
          </h1>
          <p className="mt-1 text-slate-700">
            {isSignup ? "Join Riddlebook and start writing riddles." : "Welcome back, riddler."}
          </p>

          <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-6 grid gap-4">
            {input("email", "Email", {
              type: "email",
              autoComplete: "email",
              maxLength: ACCOUNT_LIMITS.emailMax,
            })}
            {isSignup ? (
              <div className="grid gap-4 sm:grid-cols-2">
                {input("firstName", "First name", {
                  autoComplete: "given-name",
                  maxLength: ACCOUNT_LIMITS.nameMax,
                })}
                {input("lastName", "Last name", {
                  autoComplete: "family-name",
                  maxLength: ACCOUNT_LIMITS.nameMax,
                })}
              </div>
            ) : null}
            {isSignup
              ? input("username", "Username", {
                  autoComplete: "username",
                  maxLength: ACCOUNT_LIMITS.usernameMax,
                  minLength: ACCOUNT_LIMITS.usernameMin,
                  hint: `${ACCOUNT_LIMITS.usernameMin}–${ACCOUNT_LIMITS.usernameMax} letters, digits or underscores.`,
                })
              : null}
            {input("password", "Password", {
              type: "password",
              autoComplete: isSignup ? "new-password" : "current-password",
              maxLength: ACCOUNT_LIMITS.passwordMax,
              ...(isSignup
                ? {
                    minLength: ACCOUNT_LIMITS.passwordMin,
                    hint: `At least ${ACCOUNT_LIMITS.passwordMin} characters.`,
                  }
                : {}),
            })}
            <Button type="submit" size="lg" disabled={auth.isPending} aria-busy={auth.isPending || undefined}>
              {isSignup ? "Create Account" : "Sign In"}
            </Button>
          </form>

          <p className="mt-4 text-center text-slate-700">
            {isSignup ? "Already have an account?" : "New to Riddlebook?"}{" "}
            <button
              type="button"
              className="rounded font-semibold text-brand-dark underline underline-offset-2 hover:text-brand"
              onClick={() => switchMode(isSignup ? "signin" : "signup")}
            >
              {isSignup ? "Sign in instead" : "Create an account"}
            </button>
          </p>

          <p className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-600">
            By {isSignup ? "creating an account" : "signing in"} you agree to the Riddlebook Terms of Service
            and acknowledge our Privacy Policy. We use a cookie to keep you signed in.
          </p>
        </Card>
      </PageMain>
    </div>
  );
}

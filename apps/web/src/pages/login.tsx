import { useRef, useState } from "react";
import { useSearch } from "wouter";
import { PageMain } from "../components/page";
import { PublicHeader } from "../components/public-header";
import { Card } from "../components/ui";
import { pagesText } from "../i18n/en/pages";
import { safeReturnTo } from "../lib/return-to";
import { AuthForm } from "../login/auth-form";
import { type AuthMode, type AuthValues, EMPTY_AUTH_VALUES } from "../login/auth-values";

/**
 * The login page: sign up (the default, or sign in with `?mode=signin`) or sign in, switched by a
 * link under the form. Values typed in one mode stay when switching; field errors do not (the form
 * remounts). `?next=` (an invite link's page, kept only when it is this app's own path) is where
 * either mode lands afterwards.
 */
export default function Login() {
  const t = pagesText.useT();
  const search = new URLSearchParams(useSearch());
  const destination = safeReturnTo(search.get("next")) ?? undefined;
  const [mode, setMode] = useState<AuthMode>(() => (search.get("mode") === "signin" ? "signin" : "signup"));
  const [values, setValues] = useState<AuthValues>(EMPTY_AUTH_VALUES);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isSignup = mode === "signup";

  function switchMode(next: AuthMode) {
    setMode(next);
    // The switch button disappears with the old mode; move focus to the new heading.
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  return (
    <div className="flex min-h-screen flex-col">
      <PublicHeader />
      <PageMain className="max-w-md">
        <Card className="p-6">
          <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900">
            {isSignup ? t("login.signupTitle") : t("login.signinTitle")}
          </h1>
          <p className="mt-1 text-slate-700">{isSignup ? t("login.signupIntro") : t("login.signinIntro")}</p>
          {destination?.startsWith("/join/") || destination?.startsWith("/game/") ? (
            <p
              className="mt-2 rounded-lg bg-violet-50 p-3 text-sm text-slate-800"
              data-testid="login-destination"
            >
              {t("login.invited")}
            </p>
          ) : null}

          <AuthForm
            key={mode}
            mode={mode}
            destination={destination}
            values={values}
            onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
          />

          <p className="mt-4 text-center text-slate-700">
            {isSignup ? t("login.haveAccount") : t("login.newHere")}{" "}
            <button
              type="button"
              className="rounded font-semibold text-brand-dark underline underline-offset-2 hover:text-brand"
              onClick={() => switchMode(isSignup ? "signin" : "signup")}
            >
              {isSignup ? t("login.signInInstead") : t("login.createAccount")}
            </button>
          </p>

          <p className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-600">
            {isSignup ? t("login.termsSignup") : t("login.termsSignin")}
          </p>
        </Card>
      </PageMain>
    </div>
  );
}

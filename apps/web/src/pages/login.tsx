import { useRef, useState } from "react";
import { useSearch } from "wouter";
import { PageMain } from "../components/page";
import { PublicHeader } from "../components/public-header";
import { Card } from "../components/ui";
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
            {isSignup ? "Create your account" : "Sign in to Riddlebook"}
          </h1>
          <p className="mt-1 text-slate-700">
            {isSignup ? "Join Riddlebook and start writing riddles." : "Welcome back, riddler."}
          </p>
          {destination?.startsWith("/join/") || destination?.startsWith("/game/") ? (
            <p
              className="mt-2 rounded-lg bg-violet-50 p-3 text-sm text-slate-800"
              data-testid="login-destination"
            >
              You'll go straight to the game you were invited to.
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

import { useRef, useState } from "react";
import { PageMain } from "../components/page";
import { PublicHeader } from "../components/public-header";
import { Card } from "../components/ui";
import { AuthForm } from "../login/auth-form";
import { type AuthMode, type AuthValues, EMPTY_AUTH_VALUES } from "../login/auth-values";

/**
 * The login page: sign up (the default) or sign in, switched by a link under the form. Values typed
 * in one mode stay when switching; field errors do not (the form remounts).
 */
export default function Login() {
  const [mode, setMode] = useState<AuthMode>("signup");
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

          <AuthForm
            key={mode}
            mode={mode}
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

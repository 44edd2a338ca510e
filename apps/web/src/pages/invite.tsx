import { Link, useLocation, useSearch } from "wouter";
import { PageMain } from "../components/page";
import { PublicHeader } from "../components/public-header";
import { Button, buttonClass, Card } from "../components/ui";
import { useGuestLogin } from "../hooks/use-guest-login";
import { loginHref, safeReturnTo } from "../lib/return-to";
import { Concealed } from "../lib/streamer-mode";

/**
 * An invite link (`/join/{CODE}`, or a game's own page `/game/{id}`) opened while signed out: play
 * as a guest at once, or sign in or up, and land straight back on this link, which then joins or
 * opens the game. Nothing about the game is read here: every game read needs a signed-in user.
 */
export default function Invite({ params }: { params: { code?: string; gameId?: string } }) {
  const [location] = useLocation();
  const search = useSearch();
  const destination = safeReturnTo(search ? `${location}?${search}` : location) ?? "/";
  const guest = useGuestLogin(destination);
  const code = params.code?.toUpperCase();

  return (
    <div className="flex min-h-screen flex-col">
      <PublicHeader />
      <PageMain className="max-w-lg">
        <Card aria-labelledby="invite-title" className="p-6">
          <h1 id="invite-title" className="text-2xl font-bold text-slate-900">
            You're invited to a Riddlebook game
          </h1>
          <p className="mt-2 text-slate-700">
            Write riddles about secret words, guess your friends' riddles, and score points for every solve.
          </p>
          {code ? (
            <p className="mt-3 text-slate-800">
              Join code:{" "}
              <span className="font-mono font-bold tracking-widest text-brand-dark" data-testid="invite-code">
                <Concealed value={code} />
              </span>
            </p>
          ) : null}
          <div className="mt-6 grid gap-3">
            <Button size="lg" onClick={() => guest.mutate()} disabled={guest.isPending}>
              {guest.isPending ? "Joining..." : "Play as a guest"}
            </Button>
            <p className="text-sm text-slate-700">
              No account needed. You can turn a guest into a full account later from your profile.
            </p>
          </div>
          <div className="mt-6 border-t border-slate-200 pt-4">
            <p className="text-slate-700">
              Have an account, or want one? You'll come straight back to this game.
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Link href={loginHref(destination, "signin")} className={buttonClass("outline", "md")}>
                Sign in
              </Link>
              <Link href={loginHref(destination, "signup")} className={buttonClass("outline", "md")}>
                Sign up
              </Link>
            </div>
          </div>
        </Card>
      </PageMain>
    </div>
  );
}

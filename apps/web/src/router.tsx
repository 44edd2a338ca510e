import { lazy, useDeferredValue, useEffect } from "react";
import { Route, Switch } from "wouter";
import { useAuth } from "./hooks/use-auth";
import { handleUnauthorized } from "./lib/unauthorized";
import { LoadingScreen } from "./pages/loading";
import { OfflineScreen } from "./pwa/offline-screen";
import { UserSocketProvider } from "./social/user-socket";

// Every page is its own chunk, so the first paint loads only the shell and the page it shows.
const Landing = lazy(() => import("./pages/landing"));
const Login = lazy(() => import("./pages/login"));
const DevLogin = lazy(() => import("./pages/dev-login"));
const Home = lazy(() => import("./pages/home"));
const Profile = lazy(() => import("./pages/profile"));
const Game = lazy(() => import("./pages/game"));
const Album = lazy(() => import("./pages/album"));
const Invite = lazy(() => import("./pages/invite"));
const JoinLink = lazy(() => import("./pages/join-link"));
const Friends = lazy(() => import("./pages/friends"));
const AdvancedModes = lazy(() => import("./pages/advanced-modes"));
const RiddleReview = lazy(() => import("./pages/riddle-review"));
const Admin = lazy(() => import("./pages/admin"));
const Vault = lazy(() => import("./pages/vault"));
const Daily = lazy(() => import("./pages/daily"));
const TestUsers = lazy(() => import("./pages/test-users"));
const NotFound = lazy(() => import("./pages/not-found"));
const Share = lazy(() => import("./pages/share"));
const Tournament = lazy(() => import("./advanced/tournament-page"));
const TournamentSignedOut = lazy(() => import("./advanced/tournament-signed-out"));

/** A signed-out visitor who lands on the profile is told, then sent to sign in. */
function ProfileSignedOut() {
  useEffect(() => {
    handleUnauthorized();
  }, []);
  return <LoadingScreen />;
}

/** Routing by authentication: the public pages for visitors, the game pages once signed in. */
export function AppRouter() {
  const { isLoading, isAuthenticated, unreachable, retry } = useAuth();
  const current = isLoading ? "loading" : unreachable ? "unreachable" : isAuthenticated ? "in" : "out";
  // The "who is signed in" read settles through useSyncExternalStore, which React renders at once, in
  // one blocking task; the whole page that answer shows is instead rendered as a deferred update, in
  // short slices the browser can interleave with other work (docs/decisions/035-first-load-budget.md).
  const shown = useDeferredValue(current);

  if (shown === "loading") return <LoadingScreen />;
  // Opened offline (from the service worker's cached shell) or the network is down.
  if (shown === "unreachable") return <OfflineScreen onRetry={retry} />;

  if (shown === "out") {
    return (
      <Switch>
        <Route path="/" component={Landing} />
        <Route path="/login" component={Login} />
        <Route path="/dev-login" component={DevLogin} />
        <Route path="/profile" component={ProfileSignedOut} />
        {/* Invite links: guest play or sign-in first, then back to the same link. */}
        <Route path="/join/:code" component={Invite} />
        {/* A game's album: public albums and share links open without an account. */}
        <Route path="/game/:gameId/album" component={Album} />
        <Route path="/game/:gameId" component={Invite} />
        {/* Shared cards (apps/server/src/cards/README.md): open to anyone with the link. */}
        <Route path="/share/*" component={Share} />
        <Route path="/tournaments/:tournamentId" component={TournamentSignedOut} />
        <Route component={NotFound} />
      </Switch>
    );
  }

  // Signed in: one user socket for the whole app carries presence and the social pushes.
  return (
    <UserSocketProvider>
      <Switch>
        <Route path="/" component={Home} />
        <Route path="/login" component={Home} />
        <Route path="/dev-login" component={Home} />
        <Route path="/profile" component={Profile} />
        <Route path="/game/:gameId/album" component={Album} />
        <Route path="/game/:gameId" component={Game} />
        <Route path="/join/:code" component={JoinLink} />
        <Route path="/friends" component={Friends} />
        <Route path="/advanced-modes" component={AdvancedModes} />
        <Route path="/tournaments/:tournamentId" component={Tournament} />
        <Route path="/admin/riddle-review" component={RiddleReview} />
        <Route path="/admin" component={Admin} />
        <Route path="/vault" component={Vault} />
        <Route path="/daily" component={Daily} />
        <Route path="/test-users" component={TestUsers} />
        <Route path="/share/*" component={Share} />
        <Route component={NotFound} />
      </Switch>
    </UserSocketProvider>
  );
}

import { useEffect } from "react";
import { useLocation } from "wouter";
import { loginHref } from "../lib/return-to";
import { LoadingScreen } from "../pages/loading";

/**
 * A signed-out visitor on a tournament's link: tournaments are for signed-in players (guests too),
 * so they sign in or up first and come straight back to the same tournament.
 */
export default function TournamentSignedOut() {
  const [location, navigate] = useLocation();
  useEffect(() => {
    navigate(loginHref(location, "signin"), { replace: true });
  }, [location, navigate]);
  return <LoadingScreen />;
}

import { hashKey } from "@tanstack/react-query";
import { authUserQuery } from "../hooks/use-auth";
import { queryClient } from "../lib/query-client";

/** "1" when this browser was signed in at its last page load, else "0". */
const SIGNED_IN_HINT = "riddlebook.signedIn";

function readHint(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_HINT) === "1";
  } catch {
    return false;
  }
}

function writeHint(signedIn: boolean): void {
  try {
    localStorage.setItem(SIGNED_IN_HINT, signedIn ? "1" : "0");
  } catch {
    // Storage blocked: the next load guesses "signed out".
  }
}

/**
 * Starts the first page's network work before React renders, side by side instead of one after the
 * other: the "who is signed in" read and, on "/", the code of the page it will most likely show (home
 * if this browser was signed in last time, else the landing page). A wrong guess costs one small
 * download; the router loads the right page as usual.
 */
export function warmStart(): void {
  void queryClient.prefetchQuery(authUserQuery);
  if (window.location.pathname === "/") {
    const page = readHint() ? import("../pages/home") : import("../pages/landing");
    page.catch(() => {}); // the router retries it and shows its own error
  }
  // Kept current as the user signs in or out, for the next load's guess.
  const authHash = hashKey(authUserQuery.queryKey);
  queryClient.getQueryCache().subscribe((event) => {
    if (
      event.type === "updated" &&
      event.query.queryHash === authHash &&
      event.query.state.status === "success"
    )
      writeHint(event.query.state.data != null);
  });
}

import { Link } from "wouter";
import { PageMain } from "../components/page";
import { buttonClass } from "../components/ui";

/** Why an invite link could not seat the visitor. */
export type JoinLinkProblem =
  | { kind: "unknown" }
  | { kind: "full"; watchHref: string }
  | { kind: "started"; watchHref: string }
  | { kind: "ended" }
  | { kind: "other"; message: string };

const TEXTS: Record<JoinLinkProblem["kind"], { title: string; message: string }> = {
  // The server's own words where it has them (packages/rules rejections, the by-code lookup).
  unknown: {
    title: "Game Not Found",
    message: "No game has that join code. The link may be mistyped, or the game has ended.",
  },
  full: { title: "This Game Is Full", message: "This game is full. You can still watch it live." },
  started: {
    title: "This Game Has Already Started",
    message: "New players can join only before a game starts. You can still watch it live.",
  },
  ended: { title: "This Game Has Ended", message: "This game has ended." },
  other: { title: "Couldn't Join This Game", message: "Failed to join game. Please try again." },
};

/** The friendly page for an invite link that could not seat the visitor: what happened, and a way out. */
export function JoinLinkProblemPage({ problem }: { problem: JoinLinkProblem }) {
  const text = TEXTS[problem.kind];
  return (
    <PageMain className="flex flex-col items-center justify-center text-center">
      <h1 className="text-3xl font-bold text-slate-900">{text.title}</h1>
      <p className="mt-3 max-w-prose text-slate-700" data-testid="join-problem">
        {problem.kind === "other" ? problem.message : text.message}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        {"watchHref" in problem ? (
          <Link href={problem.watchHref} className={buttonClass("outline", "md")}>
            Watch the game
          </Link>
        ) : null}
        <Link href="/" className={buttonClass("primary", "md")}>
          Back to home
        </Link>
      </div>
    </PageMain>
  );
}

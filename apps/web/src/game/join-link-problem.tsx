import { Link } from "wouter";
import { PageMain } from "../components/page";
import { buttonClass } from "../components/ui";
import { gameText } from "../i18n/en/game";

/** Why an invite link could not seat the visitor. */
export type JoinLinkProblem =
  | { kind: "unknown" }
  | { kind: "full"; watchHref: string }
  | { kind: "started"; watchHref: string }
  | { kind: "ended" }
  | { kind: "other"; message: string };

/** The friendly page for an invite link that could not seat the visitor: what happened, and a way out. */
export function JoinLinkProblemPage({ problem }: { problem: JoinLinkProblem }) {
  const t = gameText.useT();
  return (
    <PageMain className="flex flex-col items-center justify-center text-center">
      <h1 className="text-3xl font-bold text-slate-900">{t(`joinProblem.${problem.kind}.title`)}</h1>
      <p className="mt-3 max-w-prose text-slate-700" data-testid="join-problem">
        {problem.kind === "other" ? problem.message : t(`joinProblem.${problem.kind}.message`)}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        {"watchHref" in problem ? (
          <Link href={problem.watchHref} className={buttonClass("outline", "md")}>
            {t("joinProblem.watch")}
          </Link>
        ) : null}
        <Link href="/" className={buttonClass("primary", "md")}>
          {t("joinProblem.home")}
        </Link>
      </div>
    </PageMain>
  );
}

import { useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { PageMain } from "../components/page";
import { PublicHeader } from "../components/public-header";
import { buttonClass } from "../components/ui";
import { pagesText } from "../i18n/en/pages";

/** What a shared link names: its kind, the card image's path, and the game it came from (if any). */
function sharedCard(
  path: string,
  search: string,
): { kind: string; image: string; gameId: string | null } | null {
  const parts = path.split("/").filter(Boolean).slice(1);
  const [kind, ...rest] = parts;
  const shape: Record<string, number> = { riddle: 3, result: 1, challenge: 1 };
  if (!kind || shape[kind] !== rest.length || rest.some((p) => p === "")) return null;
  const s = new URLSearchParams(search).get("s");
  const query = s ? `?s=${encodeURIComponent(s)}` : "";
  return {
    kind,
    image: `/api/cards/${kind}/${rest.join("/")}.png${query}`,
    gameId: kind === "challenge" ? null : decodeURIComponent(rest[0] ?? ""),
  };
}

/** The kinds of shared card, each with its own heading. */
const KINDS = ["riddle", "result", "challenge"] as const;
type Kind = (typeof KINDS)[number];
const isKind = (kind: string | undefined): kind is Kind => KINDS.includes(kind as Kind);

/**
 * A shared link (`/share/...`, apps/server/src/cards/README.md): the card the link shows, and a way in.
 * Crawlers read the page's Open Graph tags, which the server writes; people see the same card here.
 */
export default function Share() {
  const t = pagesText.useT();
  const [path] = useLocation();
  const search = useSearch();
  const card = sharedCard(path, search);
  const [missing, setMissing] = useState(false);
  return (
    <div className="flex min-h-screen flex-col">
      <PublicHeader />
      <PageMain className="flex flex-col items-center text-center">
        <h1 className="text-3xl font-bold text-slate-900">
          {isKind(card?.kind) ? t(`share.headings.${card.kind}`) : t("share.sharedFrom")}
        </h1>
        {card && !missing ? (
          <img
            src={card.image}
            alt={t("share.imageAlt")}
            width={1200}
            height={630}
            className="mt-6 h-auto w-full max-w-3xl rounded-xl border border-slate-200 shadow-sm"
            onError={() => setMissing(true)}
          />
        ) : (
          <p className="mt-4 text-slate-700">{t("share.nothing")}</p>
        )}
        <p className="mt-6 max-w-prose text-slate-700">{t("share.about")}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link href="/" className={buttonClass("primary")}>
            {t("share.play")}
          </Link>
          {card?.gameId ? (
            <Link href={`/game/${encodeURIComponent(card.gameId)}`} className={buttonClass("outline")}>
              {t("share.openGame")}
            </Link>
          ) : null}
        </div>
      </PageMain>
    </div>
  );
}

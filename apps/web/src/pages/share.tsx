import { useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { PageMain } from "../components/page";
import { PublicHeader } from "../components/public-header";
import { buttonClass } from "../components/ui";

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

const HEADINGS: Record<string, string> = {
  riddle: "A riddle from Riddlebook",
  result: "Results from a Riddlebook game",
  challenge: "A Riddlebook challenge",
};

/**
 * A shared link (`/share/...`, apps/server/src/cards/README.md): the card the link shows, and a way in.
 * Crawlers read the page's Open Graph tags, which the server writes; people see the same card here.
 */
export default function Share() {
  const [path] = useLocation();
  const search = useSearch();
  const card = sharedCard(path, search);
  const [missing, setMissing] = useState(false);
  return (
    <div className="flex min-h-screen flex-col">
      <PublicHeader />
      <PageMain className="flex flex-col items-center text-center">
        <h1 className="text-3xl font-bold text-slate-900">
          {HEADINGS[card?.kind ?? ""] ?? "Shared from Riddlebook"}
        </h1>
        {card && !missing ? (
          <img
            src={card.image}
            alt="The shared Riddlebook card"
            width={1200}
            height={630}
            className="mt-6 h-auto w-full max-w-3xl rounded-xl border border-slate-200 shadow-sm"
            onError={() => setMissing(true)}
          />
        ) : (
          <p className="mt-4 text-slate-700">This link shows nothing any more, or it was not shared.</p>
        )}
        <p className="mt-6 max-w-prose text-slate-700">
          Riddlebook is a party game: write a riddle for a secret word, then guess the words behind your
          friends' riddles.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link href="/" className={buttonClass("primary")}>
            Play Riddlebook
          </Link>
          {card?.gameId ? (
            <Link href={`/game/${encodeURIComponent(card.gameId)}`} className={buttonClass("outline")}>
              Open the game
            </Link>
          ) : null}
        </div>
      </PageMain>
    </div>
  );
}

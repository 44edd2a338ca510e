import type { GameInvite } from "@riddlebook/protocol";
import { useQuery } from "@tanstack/react-query";
import { Link, useLocation, useSearch } from "wouter";
import { PageMain } from "../components/page";
import { PublicHeader } from "../components/public-header";
import { Button, buttonClass, Card } from "../components/ui";
import { JoinLinkProblemPage } from "../game/join-link-problem";
import { useGuestLogin } from "../hooks/use-guest-login";
import { pagesText } from "../i18n/en/pages";
import { errorStatus } from "../lib/api";
import { getInvite } from "../lib/invite-api";
import { loginHref, safeReturnTo } from "../lib/return-to";
import { Concealed } from "../lib/streamer-mode";

/**
 * An invite link (`/join/{CODE}`, or a game's own page `/game/{id}`) opened while signed out: play
 * as a guest at once, or sign in or up, and land straight back on this link, which then joins or
 * opens the game. The game's name, host and seats come from the public invite read (no secret of the
 * game; packages/protocol/src/invite.ts), when the link names a game the visitor may see. A join code
 * that names no game is said at once ("Game Not Found"), before any account is made for it (issue 31
 * item 8); a game's own link keeps the invitation, as a private game without its code reads as none.
 */
export default function Invite({ params }: { params: { code?: string; gameId?: string } }) {
  const t = pagesText.useT();
  const [location] = useLocation();
  const search = useSearch();
  const destination = safeReturnTo(search ? `${location}?${search}` : location) ?? "/";
  const guest = useGuestLogin(destination);
  const code = params.code?.toUpperCase();
  const inviteCode = new URLSearchParams(search).get("invite") ?? undefined;
  // An unknown code or a private game without its code: the page stays as it is, with no game named.
  const {
    data: game,
    error,
    isPending,
  } = useQuery({
    queryKey: ["invite", code ?? params.gameId, inviteCode],
    queryFn: () => getInvite({ code, gameId: params.gameId, invite: inviteCode }),
  });
  const noSuchCode = code !== undefined && errorStatus(error) === 404;

  if (code !== undefined && (isPending || noSuchCode)) {
    return (
      <div className="flex min-h-screen flex-col">
        <PublicHeader />
        {noSuchCode ? (
          <JoinLinkProblemPage problem={{ kind: "unknown" }} />
        ) : (
          <PageMain>
            <p role="status" className="text-lg text-slate-700">
              {t("invite.lookingUp")}
            </p>
          </PageMain>
        )}
      </div>
    );
  }

  return (
    <div className="flex min-h-screen flex-col">
      <PublicHeader />
      <PageMain className="max-w-lg">
        <Card aria-labelledby="invite-title" className="p-6">
          <h1 id="invite-title" className="text-2xl font-bold text-slate-900">
            {t("invite.title")}
          </h1>
          <p className="mt-2 text-slate-700">{t("invite.intro")}</p>
          {game ? <InvitedGame game={game} /> : null}
          {code ? (
            <p className="mt-3 text-slate-800">
              {t("invite.joinCode")}{" "}
              <span className="font-mono font-bold tracking-widest text-brand-dark" data-testid="invite-code">
                <Concealed value={code} />
              </span>
            </p>
          ) : null}
          <div className="mt-6 grid gap-3">
            <Button size="lg" onClick={() => guest.mutate()} disabled={guest.isPending}>
              {guest.isPending ? t("invite.joining") : t("invite.playAsGuest")}
            </Button>
            <p className="text-sm text-slate-700">{t("invite.noAccount")}</p>
          </div>
          <div className="mt-6 border-t border-slate-200 pt-4">
            <p className="text-slate-700">{t("invite.haveAccount")}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Link href={loginHref(destination, "signin")} className={buttonClass("outline", "md")}>
                {t("invite.signIn")}
              </Link>
              <Link href={loginHref(destination, "signup")} className={buttonClass("outline", "md")}>
                {t("invite.signUp")}
              </Link>
            </div>
          </div>
        </Card>
      </PageMain>
    </div>
  );
}

/** Who invites the visitor to which game, and how full it is. */
function InvitedGame({ game }: { game: GameInvite }) {
  const t = pagesText.useT();
  const full = game.status === "waiting" && game.playerCount >= game.maxPlayers;
  return (
    <div className="mt-4 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200" data-testid="invite-game">
      <p className="font-semibold break-words text-slate-900">
        {game.hostName
          ? t("invite.hostInvites", { host: game.hostName, game: game.name })
          : t("invite.invited", { game: game.name })}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {t("invite.line", {
          n: game.playerCount,
          max: game.maxPlayers,
          status: full ? t("invite.full") : t(`invite.statuses.${game.status}`),
          visibility: game.isPublic ? t("invite.publicGame") : t("invite.privateGame"),
        })}
      </p>
    </div>
  );
}

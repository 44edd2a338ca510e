import type { Album as AlbumData } from "@riddlebook/protocol";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, useParams, useSearch } from "wouter";
import { albumKey, fetchAlbum } from "../album/album-api";
import { AlbumView } from "../album/album-view";
import { ShareAlbumCard } from "../album/share-album-card";
import { AppHeader } from "../components/app-header";
import { PageMain } from "../components/page";
import { PublicHeader } from "../components/public-header";
import { buttonClass, Card } from "../components/ui";
import { useAuth } from "../hooks/use-auth";
import { albumText } from "../i18n/en/album";
import { formatDate } from "../i18n/format";
import { errorStatus } from "../lib/api";
import { modeLabel } from "../lib/game-logic";

/** "12 Mar 2031", the day the game ended. */
const dayText = (ms: number) => formatDate(ms, { dateStyle: "medium" }) ?? "";

/** Why there is no album to show, with a way on. */
function Problem({ title, children }: { title: string; children: ReactNode }) {
  const t = albumText.useT();
  return (
    <Card aria-labelledby="album-problem-title" className="mx-auto max-w-xl text-center">
      <h1 id="album-problem-title" className="text-2xl font-bold text-slate-900">
        {title}
      </h1>
      <p className="mt-3 text-slate-700">{children}</p>
      <Link href="/" className={buttonClass("primary", "md", "mt-5")}>
        {t("page.goHome")}
      </Link>
    </Card>
  );
}

function AlbumContent({ album }: { album: AlbumData }) {
  const t = albumText.useT();
  const { game } = album;
  return (
    <>
      <p className="text-sm font-semibold tracking-wide text-brand-dark uppercase">{t("page.kicker")}</p>
      <h1 className="mt-1 text-3xl font-bold break-words text-slate-900">{game.name}</h1>
      <p className="mt-2 text-slate-700" data-testid="album-meta">
        {t("page.meta", {
          mode: modeLabel(game.gameMode),
          rounds: t("rounds", { count: game.totalRounds }),
          day: dayText(game.finishedAt),
          visibility: game.isPublic ? t("page.publicGame") : t("page.privateGame"),
        })}
      </p>
      {album.viewer.isPlayer ? (
        <p className="mt-2">
          <Link
            href={`/game/${encodeURIComponent(game.id)}`}
            className="font-semibold text-brand-dark underline"
          >
            {t("page.backToResults")}
          </Link>
        </p>
      ) : null}
      <div className="mt-6 grid gap-6">
        {album.share ? <ShareAlbumCard gameId={game.id} share={album.share} /> : null}
        <AlbumView album={album} />
      </div>
    </>
  );
}

/**
 * `/game/:gameId/album[?token=…]`: a finished game's album, for its players, for anyone when the game
 * was public, and for holders of a private game's share link; signed in or not.
 */
export default function Album() {
  const { gameId = "" } = useParams<{ gameId: string }>();
  const token = new URLSearchParams(useSearch()).get("token");
  const { isAuthenticated } = useAuth();
  const t = albumText.useT();
  const album = useQuery<AlbumData>({
    queryKey: albumKey(gameId, token),
    queryFn: () => fetchAlbum(gameId, token),
    refetchOnMount: "always",
  });

  let body: ReactNode;
  if (album.isPending) {
    body = (
      <p role="status" className="text-slate-700">
        {t("page.loading")}
      </p>
    );
  } else if (album.isError) {
    const status = errorStatus(album.error);
    body =
      status === 409 ? (
        <Problem title={t("page.notOverTitle")}>
          {t("page.notOverText")}{" "}
          {isAuthenticated ? (
            <Link
              href={`/game/${encodeURIComponent(gameId)}`}
              className="font-semibold text-brand-dark underline"
            >
              {t("page.goToGame")}
            </Link>
          ) : null}
        </Problem>
      ) : status === 404 || status === 400 ? (
        <Problem title={t("page.notFoundTitle")}>{t("page.notFoundText")}</Problem>
      ) : (
        <Problem title={t("page.failedTitle")}>{t("page.failedText")}</Problem>
      );
  } else {
    body = <AlbumContent album={album.data} />;
  }

  return (
    <>
      {isAuthenticated ? <AppHeader links={["dashboard", "profile"]} /> : <PublicHeader />}
      <PageMain>{body}</PageMain>
    </>
  );
}

import type { DailyRiddle } from "@riddlebook/protocol";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Link } from "wouter";
import { DAILY_KEY, guessDaily } from "../community/community-api";
import { RiddleSolver } from "../community/riddle-solver";
import { useGuess, useRating } from "../community/use-solve";
import { AppHeader } from "../components/app-header";
import { PageMain } from "../components/page";
import { Button, buttonClass, Card } from "../components/ui";
import { ShareDialog } from "../game/share-dialog";
import { communityText } from "../i18n/en/community";
import { errorStatus } from "../lib/api";
import { splitTrailingLink } from "../share/share-text";
import { toast } from "../toast/toast-store";

/** The share card: the server's text (it gives nothing away) and Copy, which says "Copied!". */
function ShareCard({ text }: { text: string }) {
  const t = communityText.useT();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast({
        title: communityText.t("daily.copiedTitle"),
        description: communityText.t("daily.copiedText"),
      });
    } catch {
      toast({
        title: communityText.t("errorTitle"),
        description: communityText.t("daily.copyFailed"),
        variant: "destructive",
      });
    }
  };
  return (
    <div className="grid gap-2 rounded-lg border border-slate-200 p-3">
      <h3 className="font-semibold text-slate-900">{t("daily.shareTitle")}</h3>
      <pre
        data-testid="share-text"
        className="overflow-x-auto rounded-lg bg-slate-100 p-3 font-sans text-base whitespace-pre-wrap break-words text-slate-900"
      >
        {text}
      </pre>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void copy()}>
          {copied ? t("daily.copied") : t("daily.copy")}
        </Button>
        <ShareDialog
          triggerLabel={t("daily.share")}
          title={t("daily.shareTitle")}
          description={t("daily.shareText")}
          {...splitTrailingLink(text, `${window.location.origin}/daily`)}
        />
      </div>
    </div>
  );
}

/** "1 day", "4 days". */
const days = (n: number) => communityText.t("daily.days", { count: n });

/**
 * The riddle of the day (docs/product.md §19): the same approved riddle for everyone each UTC day,
 * three tries kept by the server (a refresh shows the same state), then a share card and the streak.
 */
export default function Daily() {
  const t = communityText.useT();
  const queryClient = useQueryClient();
  const daily = useQuery<DailyRiddle>({ queryKey: DAILY_KEY, refetchOnMount: "always" });
  const store = (next: DailyRiddle) => queryClient.setQueryData(DAILY_KEY, next);

  const guess = useGuess(guessDaily, store, (next) => next.riddle);
  const rate = useRating((riddle) =>
    queryClient.setQueryData<DailyRiddle>(DAILY_KEY, (old) => (old ? { ...old, riddle } : old)),
  );

  let body: ReactNode;
  if (daily.isPending) {
    body = (
      <p role="status" className="text-slate-700">
        {t("daily.loading")}
      </p>
    );
  } else if (daily.isError) {
    body =
      errorStatus(daily.error) === 404 ? (
        <Card aria-labelledby="daily-empty-title">
          <h2 id="daily-empty-title" className="text-xl font-bold text-slate-900">
            {t("daily.emptyTitle")}
          </h2>
          <p className="mt-2 text-slate-700">{t("daily.emptyText")}</p>
          <Link href="/vault" className={buttonClass("outline", "md", "mt-4")}>
            {t("daily.openVault")}
          </Link>
        </Card>
      ) : (
        <p role="alert" className="text-red-700">
          {t("daily.loadFailed")}
        </p>
      );
  } else if (daily.data.ownRiddle) {
    const { riddle, number, date } = daily.data;
    body = (
      <>
        <p className="text-slate-700">{t("daily.heading", { number, date })}</p>
        <Card aria-labelledby="daily-own-title" data-testid="own-daily">
          <h2 id="daily-own-title" className="text-xl font-bold text-slate-900">
            {t("daily.ownTitle")}
          </h2>
          <blockquote className="mt-4 rounded-lg bg-violet-50 p-4 text-lg whitespace-pre-wrap text-slate-900">
            {riddle.riddleText}
          </blockquote>
          <p className="mt-4 text-slate-700">{t("daily.ownText")}</p>
        </Card>
      </>
    );
  } else {
    const { riddle, shareText, currentStreak, number, date } = daily.data;
    body = (
      <>
        <p className="text-slate-700">{t("daily.heading", { number, date })}</p>
        <RiddleSolver
          riddle={riddle}
          title={t("daily.riddleTitle", { number })}
          onGuess={(value) => guess.mutate(value)}
          guessing={guess.isPending}
          onRate={(rating) => rate.mutate({ id: riddle.id, rating })}
          rating={rate.isPending}
          after={
            <>
              {shareText ? <ShareCard text={shareText} /> : null}
              <p className="font-semibold text-slate-900" data-testid="daily-streak">
                {t("daily.streak", { days: days(currentStreak) })}
              </p>
              <p className="text-slate-700">{t("daily.nextRiddle")}</p>
            </>
          }
        />
      </>
    );
  }

  return (
    <>
      <AppHeader links={["dashboard", "vault", "friends", "profile"]} />
      <PageMain>
        <h1 className="text-3xl font-bold text-slate-900">{t("daily.title")}</h1>
        <p className="mt-2 max-w-prose text-slate-700">{t("daily.intro")}</p>
        <div className="mt-6 grid gap-4">{body}</div>
      </PageMain>
    </>
  );
}

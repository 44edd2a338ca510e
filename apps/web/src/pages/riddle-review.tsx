import * as Tabs from "@radix-ui/react-tabs";
import { REVIEW_STATUSES, type ReviewStatus } from "@riddlebook/protocol";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import {
  fetchPublishedRiddles,
  fetchReportGroups,
  PUBLISHED_RIDDLES_KEY,
  REPORTS_KEY,
} from "../community/community-api";
import { statusLabel } from "../community/community-text";
import { Forbidden } from "../community/community-ui";
import { type ReportList, type ReportStatus, ReportsPanel } from "../community/reports-panel";
import { type ReviewList, ReviewQueue } from "../community/review-queue";
import { AppHeader } from "../components/app-header";
import { PageMain } from "../components/page";
import { useAuth } from "../hooks/use-auth";
import { communityText } from "../i18n/en/community";
import { errorStatus } from "../lib/api";
import { useTabInAddress } from "./page-tabs";

const TABS = [...REVIEW_STATUSES, "reports"] as const;

const tabTriggerClass =
  "min-h-11 rounded-md px-2 py-2 text-sm font-semibold text-slate-700 data-[state=active]:bg-white data-[state=active]:text-brand-dark data-[state=active]:shadow sm:px-3";

/** One review list; fetched once shown (pending always, for its count). */
function useReviewList(status: ReviewStatus, enabled: boolean): ReviewList {
  return useInfiniteQuery({
    queryKey: [...PUBLISHED_RIDDLES_KEY, status],
    queryFn: ({ pageParam }) => fetchPublishedRiddles(status, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}

function useReportList(status: ReportStatus): ReportList {
  return useInfiniteQuery({
    queryKey: [...REPORTS_KEY, status],
    queryFn: ({ pageParam }) => fetchReportGroups(status, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** " (3)", " (20+)" once a list is loaded, else nothing: counts only what is already fetched. */
function countText(list: { data?: { pages: unknown[] }; hasNextPage: boolean }, size: number): string {
  if (!list.data) return "";
  return communityText.t(list.hasNextPage ? "reviewPage.countMore" : "reviewPage.count", { n: size });
}

function ReviewScreen() {
  const t = communityText.useT();
  const [tab, show] = useTabInAddress(TABS, "/admin/riddle-review");
  const [reportStatus, setReportStatus] = useState<ReportStatus>("open");
  const lists: Record<ReviewStatus, ReviewList> = {
    pending: useReviewList("pending", true),
    approved: useReviewList("approved", tab === "approved"),
    rejected: useReviewList("rejected", tab === "rejected"),
  };
  const reports = useReportList(reportStatus);

  // The server has the last word: a 403 from any list shows the 403 page, not the queue.
  const forbidden = [...Object.values(lists), reports].some((list) => errorStatus(list.error) === 403);
  if (forbidden) return <Forbidden message={t("reviewPage.forbidden")} />;

  const riddleCount = (status: ReviewStatus) =>
    countText(lists[status], lists[status].data?.pages.reduce((n, page) => n + page.riddles.length, 0) ?? 0);
  const reportCount =
    reportStatus === "open"
      ? countText(reports, reports.data?.pages.reduce((n, page) => n + page.groups.length, 0) ?? 0)
      : "";

  return (
    <PageMain>
      <h1 className="text-3xl font-bold text-slate-900">{t("reviewPage.title")}</h1>
      <p className="mt-2 max-w-prose text-slate-700">{t("reviewPage.intro")}</p>
      <Tabs.Root value={tab} onValueChange={show} className="mt-6">
        <Tabs.List
          aria-label={t("reviewPage.tabsLabel")}
          className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1 sm:max-w-2xl sm:grid-cols-4"
        >
          {REVIEW_STATUSES.map((status) => (
            <Tabs.Trigger key={status} value={status} className={tabTriggerClass}>
              {statusLabel(status)}
              {riddleCount(status)}
            </Tabs.Trigger>
          ))}
          <Tabs.Trigger value="reports" className={tabTriggerClass}>
            {t("reviewPage.reportsTab")}
            {reportCount}
          </Tabs.Trigger>
        </Tabs.List>
        {REVIEW_STATUSES.map((status) => (
          <Tabs.Content key={status} value={status} className="mt-6 rounded-lg">
            <ReviewQueue status={status} list={lists[status]} />
          </Tabs.Content>
        ))}
        <Tabs.Content value="reports" className="mt-6 rounded-lg">
          <ReportsPanel status={reportStatus} onStatus={setReportStatus} list={reports} />
        </Tabs.Content>
      </Tabs.Root>
    </PageMain>
  );
}

/**
 * Riddle Review (`/admin/riddle-review`, docs/product.md §19): moderators and admins review published
 * riddles (tabs Pending Review, Approved, Rejected) and handle reports; anyone else sees a 403 page.
 */
export default function RiddleReview() {
  const { user } = useAuth();
  const t = communityText.useT();
  const allowed = user?.role === "moderator" || user?.role === "admin";
  return (
    <>
      <AppHeader links={["dashboard", "vault", "daily", "profile"]} />
      {allowed ? <ReviewScreen /> : <Forbidden message={t("reviewPage.forbidden")} />}
    </>
  );
}

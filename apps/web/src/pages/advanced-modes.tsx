import * as Tabs from "@radix-ui/react-tabs";
import { lazy, Suspense } from "react";
import { useLocation, useSearch } from "wouter";
import { AppHeader } from "../components/app-header";
import { PageMain } from "../components/page";

const BattleTab = lazy(() => import("../advanced/battle-tab"));
const StoryTab = lazy(() => import("../advanced/story-tab"));
const TournamentsTab = lazy(() => import("../advanced/tournaments-tab"));

const TABS = ["battle", "story", "tournaments"] as const;
type Tab = (typeof TABS)[number];

const tabTriggerClass =
  "min-h-11 rounded-md px-3 py-2 text-sm font-semibold text-slate-700 data-[state=active]:bg-white data-[state=active]:text-brand-dark data-[state=active]:shadow";

function TabFallback() {
  return (
    <p role="status" className="text-slate-700">
      Loading...
    </p>
  );
}

/**
 * Advanced Modes (docs/product.md §2): tabs Head-to-Head Battle, Story Mode and Tournaments; the tab
 * is in the address (`?tab=story`), so links and reloads keep it.
 */
export default function AdvancedModes() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const asked = new URLSearchParams(search).get("tab");
  const tab: Tab = TABS.includes(asked as Tab) ? (asked as Tab) : "battle";
  const show = (next: string) =>
    navigate(next === "battle" ? "/advanced-modes" : `/advanced-modes?tab=${next}`, { replace: true });

  return (
    <>
      <AppHeader links={["dashboard", "friends", "profile"]} />
      <PageMain>
        <h1 className="text-3xl font-bold text-slate-900">Advanced Modes</h1>
        <Tabs.Root value={tab} onValueChange={show} className="mt-6">
          <Tabs.List
            aria-label="Battle, story and tournaments"
            className="grid grid-cols-3 gap-1 rounded-lg bg-slate-100 p-1 sm:max-w-xl"
          >
            <Tabs.Trigger value="battle" className={tabTriggerClass}>
              Head-to-Head Battle
            </Tabs.Trigger>
            <Tabs.Trigger value="story" className={tabTriggerClass}>
              Story Mode
            </Tabs.Trigger>
            <Tabs.Trigger value="tournaments" className={tabTriggerClass}>
              Tournaments
            </Tabs.Trigger>
          </Tabs.List>
          <Suspense fallback={<TabFallback />}>
            <Tabs.Content value="battle" className="mt-6">
              {tab === "battle" ? <BattleTab /> : null}
            </Tabs.Content>
            <Tabs.Content value="story" className="mt-6">
              {tab === "story" ? <StoryTab /> : null}
            </Tabs.Content>
            <Tabs.Content value="tournaments" className="mt-6">
              {tab === "tournaments" ? <TournamentsTab /> : null}
            </Tabs.Content>
          </Suspense>
        </Tabs.Root>
      </PageMain>
    </>
  );
}

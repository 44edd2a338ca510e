import * as Tabs from "@radix-ui/react-tabs";
import { lazy } from "react";
import { AppHeader } from "../components/app-header";
import { PageMain } from "../components/page";
import { advancedText } from "../i18n/en/advanced";
import { PageTabs, useTabInAddress } from "./page-tabs";

const BattleTab = lazy(() => import("../advanced/battle-tab"));
const StoryTab = lazy(() => import("../advanced/story-tab"));
const TournamentsTab = lazy(() => import("../advanced/tournaments-tab"));

const TABS = ["battle", "story", "tournaments"] as const;

/**
 * Advanced Modes (docs/product.md §2): tabs Head-to-Head Battle, Story Mode and Tournaments; the tab
 * is in the address (`?tab=story`), so links and reloads keep it.
 */
export default function AdvancedModes() {
  const t = advancedText.useT();
  const [tab, show] = useTabInAddress(TABS, "/advanced-modes");

  return (
    <>
      <AppHeader links={["dashboard", "friends", "profile"]} />
      <PageMain>
        <PageTabs
          title={t("page.title")}
          label={t("page.tabsLabel")}
          tabs={TABS.map((value) => ({ value, label: t(`page.${value}`) }))}
          value={tab}
          onChange={show}
        >
          <Tabs.Content value="battle" className="mt-6">
            {tab === "battle" ? <BattleTab /> : null}
          </Tabs.Content>
          <Tabs.Content value="story" className="mt-6">
            {tab === "story" ? <StoryTab /> : null}
          </Tabs.Content>
          <Tabs.Content value="tournaments" className="mt-6">
            {tab === "tournaments" ? <TournamentsTab /> : null}
          </Tabs.Content>
        </PageTabs>
      </PageMain>
    </>
  );
}

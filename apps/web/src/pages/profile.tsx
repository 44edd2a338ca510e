import { AppHeader } from "../components/app-header";
import { PageMain } from "../components/page";
import { useAuth } from "../hooks/use-auth";
import { profileText } from "../i18n/en/profile";
import { AccountInfoCard } from "../profile/account-info-card";
import { BattleRecordCard } from "../profile/battle-record-card";
import { ClaimAccountCard } from "../profile/claim-account-card";
import { GameHistoryCard } from "../profile/game-history-card";
import { ProfileCard } from "../profile/profile-card";
import { PublishedRiddlesCard } from "../profile/published-riddles-card";
import { SolverStatsCard } from "../profile/solver-stats-card";
import { StatsCard } from "../profile/stats-card";
import { StoryBadgesCard } from "../profile/story-badges-card";
import { WinStreakBanner } from "../profile/win-streak-banner";
import { YourDataCard } from "../profile/your-data-card";

/**
 * The signed-in user's profile page: details (editable), the guest's claim form, their finished games
 * (each with its album), stats, account info, and their data (download, delete the account).
 */
export default function Profile() {
  const { user } = useAuth();
  const t = profileText.useT();
  if (!user) return null;
  return (
    <>
      <AppHeader links={["dashboard", "friends", "vault", "daily", "advanced-modes"]} />
      <PageMain>
        <h1 className="text-3xl font-bold text-slate-900">{t("pageTitle")}</h1>
        <WinStreakBanner />
        <div className="mt-6 grid gap-6 lg:grid-cols-3">
          {/* content-start: each card is as tall as its content, never stretched to the other column's height. */}
          <div className="grid content-start gap-6 lg:col-span-2">
            <ProfileCard user={user} />
            {user.isGuest ? <ClaimAccountCard /> : null}
            <GameHistoryCard />
            <PublishedRiddlesCard />
          </div>
          <div className="grid content-start gap-6">
            <StatsCard />
            <BattleRecordCard />
            <SolverStatsCard />
            <StoryBadgesCard />
            <AccountInfoCard user={user} />
            <YourDataCard user={user} />
          </div>
        </div>
      </PageMain>
    </>
  );
}

import { AppHeader } from "../components/app-header";
import { ComingSoon } from "../components/page";

export default function Friends() {
  return (
    <>
      <AppHeader links={["dashboard", "advanced-modes", "profile"]} />
      <ComingSoon
        title="Friends & Challenges"
        note="Friends, challenges and the leaderboard arrive with the friends release."
      />
    </>
  );
}

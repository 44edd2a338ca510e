import { AppHeader } from "../components/app-header";
import { ComingSoon } from "../components/page";

export default function RiddleReview() {
  return (
    <>
      <AppHeader links={["dashboard", "friends", "profile"]} />
      <ComingSoon
        title="Riddle Review"
        note="Reviewing published riddles arrives with the community review release."
      />
    </>
  );
}

import { AppHeader } from "../components/app-header";
import { ComingSoon } from "../components/page";

export default function AdvancedModes() {
  return (
    <>
      <AppHeader links={["dashboard", "friends", "profile"]} />
      <ComingSoon
        title="Advanced Modes"
        note="Head-to-head battles, story mode and tournaments arrive with the advanced modes release."
      />
    </>
  );
}

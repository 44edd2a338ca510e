import type { MatchmakingPreferences } from "@riddlebook/protocol";
import { useState } from "react";
import { DEFAULT_MATCH_PREFERENCES } from "./match-preferences";
import { QuickMatchSearching } from "./quick-match-searching";
import { QuickMatchSettings } from "./quick-match-settings";
import type { TabProps } from "./shared";
import { useQuickMatch } from "./use-quick-match";

/**
 * Quick Match tab. Settings view: mode, preferred rounds, skill level. Searching
 * view: elapsed time, "Leave Queue", and after a while "Play with a bot instead". While searching,
 * the status is polled and the join re-posted; the user socket's `match_found` usually arrives
 * first. A "waiting" status forces the searching view, also after a reload. On a match, go to the game.
 */
export default function QuickMatchTab({ requireName }: TabProps) {
  const match = useQuickMatch();
  const [preferences, setPreferences] = useState<MatchmakingPreferences>(DEFAULT_MATCH_PREFERENCES);

  if (match.searching) {
    return (
      <QuickMatchSearching
        since={match.since}
        now={match.now}
        shown={match.shown}
        botOffer={match.botOfferAvailable}
        onPlayWithBot={() => match.bot.mutate()}
        botPending={match.bot.isPending}
        onLeave={() => match.leave.mutate()}
        leavePending={match.leave.isPending}
      />
    );
  }
  return (
    <QuickMatchSettings
      value={preferences}
      onChange={setPreferences}
      onFind={() => {
        const playerName = requireName();
        if (playerName) match.start({ ...preferences, playerName });
      }}
      pending={match.join.isPending}
      busy={match.statusLoading}
    />
  );
}

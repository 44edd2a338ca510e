import { defineCatalogue } from "../i18n";

/**
 * English texts of the social pushes and the header's Friends badge (src/social/social-pushes.ts,
 * friends-badge.tsx). They run in the app shell, so they are kept apart from the friends page's
 * catalogue (social.ts), which loads with that page.
 */
const socialPush = {
  /** "Speed Round, 3 rounds". */
  challengeSummary_one: "{{mode}}, {{count}} round",
  challengeSummary_other: "{{mode}}, {{count}} rounds",
  someone: "Someone",
  waiting_one: ", {{count}} waiting",
  waiting_other: ", {{count}} waiting",
  view: "View",
  goToGame: "Go to game",
  openGame: "Open game",
  challengeAcceptedTitle: "Challenge Accepted",
  challengeAcceptedText: "{{name}} accepted your challenge ({{summary}}).",
  friendRequestTitle: "Friend Request",
  friendRequestText: "{{name}} wants to be your friend.",
  requestAcceptedTitle: "Friend Request Accepted",
  requestAcceptedText: "You have a new friend.",
  newChallengeTitle: "New Challenge",
  newChallengeText: "{{name}} challenged you: {{summary}}.",
  challengeDeclinedTitle: "Challenge Declined",
  challengeDeclinedText: "{{name}} declined your challenge.",
  gameInviteTitle: "Game Invite",
  gameInviteText: "{{name}} invited you to {{game}}.",
} as const;

declare module "i18next" {
  interface ResourceNamespaceMap {
    socialPush: typeof socialPush;
  }
}

export const socialPushText = defineCatalogue("socialPush", socialPush);

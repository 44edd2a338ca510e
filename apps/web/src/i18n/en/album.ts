import { defineCatalogue } from "../i18n";

/** English texts of a finished game's album (src/album, pages/album.tsx). */
const album = {
  bot: "bot",
  /** "1st", "2nd", "3rd", "4th", … "11th", "21st" (i18next ordinal plurals). */
  rank_ordinal_one: "{{count}}st",
  rank_ordinal_two: "{{count}}nd",
  rank_ordinal_few: "{{count}}rd",
  rank_ordinal_other: "{{count}}th",
  points_one: "{{count}} point",
  points_other: "{{count}} points",
  rounds_one: "{{count}} round",
  rounds_other: "{{count}} rounds",
  riddle: {
    by: "by <author/>",
    nobodyGuessed: "Nobody guessed it",
    solveRate_one: "{{right}} of {{count}} guess right ({{percent}})",
    solveRate_other: "{{right}} of {{count}} guesses right ({{percent}})",
    nobodySolved: "Nobody solved it",
    solvedBy: "Solved by",
  },
  round: {
    title: "Round {{round}}",
    page: "wordbook page {{page}}",
    noRiddles: "Nobody wrote a riddle this round.",
    listLabel: "Round {{round}} riddles",
  },
  standings: {
    title: "Final standings",
    winner: "Winner",
  },
  noRiddlesLabel: "No riddles",
  noRiddles: "This game ended before any round was scored, so it has no riddles.",
  share: {
    title: "Share this album",
    intro:
      "This game is private: only its players can open the album. A share link lets anyone with it see the album, until you revoke the link.",
    errorTitle: "Error",
    errorText: "Couldn't change the share link. Please try again.",
    revokedTitle: "Link revoked",
    revokedText: "The old share link no longer opens this album.",
    copied: "Album link copied.",
    copiedLink: "Album link {{link}} copied.",
    copy: "Copy Link",
    live: "A share link is live since {{moment}}. Make a new link to copy it again; the old one then stops working.",
    makeNew: "Make a New Link",
    create: "Create Share Link",
    revoke: "Revoke Link",
  },
  page: {
    kicker: "Game album",
    meta: "{{mode}} · {{rounds}} · {{day}} · {{visibility}}",
    publicGame: "Public game",
    privateGame: "Private game",
    backToResults: "Back to the final results",
    loading: "Loading the album...",
    goHome: "Go Home",
    notOverTitle: "Not over yet",
    notOverText: "The album opens when the game is over.",
    goToGame: "Go to the game",
    notFoundTitle: "Album not found",
    notFoundText: "There is no such album, or it is private. Ask a player for its share link.",
    failedTitle: "Something went wrong",
    failedText: "Couldn't load the album. Please try again later.",
  },
} as const;

declare module "i18next" {
  interface ResourceNamespaceMap {
    album: typeof album;
  }
}

export const albumText = defineCatalogue("album", album);

import { defineCatalogue } from "../i18n";

/** English texts of the landing page (pages/landing.tsx), the first page a visitor sees. */
const landing = {
  hero: {
    title: "Where Words Become Puzzles",
    text: "Riddlebook is a party game for word lovers. Pick a secret word, hide it in a riddle of your own making, and see who can guess what the others wrote about.",
    quickStart: "Quick Start (Test Mode)",
    login: "Sign Up / Login",
    quickStartNote:
      "Quick Start lets you play at once as a guest; you can claim the account later from your profile.",
  },
  featuresTitle: "Why players love Riddlebook",
  features: {
    writing: {
      title: "Creative Writing",
      text: "Write a short riddle in verse for a secret word — without ever using the word itself.",
    },
    multiplayer: {
      title: "Multiplayer Fun",
      text: "Play together in real time. Games work best with {{min}} to {{max}} players.",
    },
    scoring: {
      title: "Competitive Scoring",
      text: "Earn points for every correct guess, and for riddles that others manage to solve.",
    },
    friends: {
      title: "Friend Challenges",
      text: "Add friends, challenge them to a game and compare results on the leaderboard.",
    },
    advanced: {
      title: "Advanced Modes",
      text: "Head-to-head battles, a story mode and tournaments for seasoned riddlers.",
    },
    community: {
      title: "Community Sharing",
      text: "Share your favourite riddles and submit them for community review.",
    },
  },
  howTitle: "How it works",
  steps: {
    choose: { title: "Choose Words", text: "Pick a secret word from a shared wordbook page." },
    write: {
      title: "Write Riddles",
      text: "You have {{time}} to write a poetic riddle that never says the word.",
    },
    guess: {
      title: "Guess & Score",
      text: "Read the other players' riddles and guess the words behind them.",
    },
    win: { title: "Win & Share", text: "The highest score wins. Share the riddles you are proud of." },
  },
  cta: {
    title: "Ready to write your first riddle?",
    text: "Create a free account and start a game with your friends.",
    button: "Get Started Now",
  },
  footer: {
    tagline: "Riddlebook™ — a word-riddle party game",
    patent: "Patent Pending",
  },
} as const;

declare module "i18next" {
  interface ResourceNamespaceMap {
    landing: typeof landing;
  }
}

export const landingText = defineCatalogue("landing", landing);

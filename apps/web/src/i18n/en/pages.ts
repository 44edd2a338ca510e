import { defineCatalogue } from "../i18n";

/**
 * English texts of the smaller pages (src/pages): login, quick start, invite and join links, shared
 * cards, the game page's frame, test users and 404. The landing page has its own catalogue
 * (landing.ts), so a first visit loads only its texts.
 */
const pages = {
  errorTitle: "Error",
  loading: "Loading...",
  notFound: {
    title: "Page Not Found",
    text: "The page you're looking for doesn't exist.",
    goHome: "Go Home",
  },
  devLogin: {
    title: "Quick Start",
    text: "Play right away as a guest. You can claim the account from your profile later and keep your stats.",
    enter: "Enter Game",
  },
  game: {
    documentTitle: "{{name}} · {{phase}} · Riddlebook",
    loading: "Loading game...",
    phase: "Phase: ",
  },
  invite: {
    title: "You're invited to a Riddlebook game",
    intro: "Write riddles about secret words, guess your friends' riddles, and score points for every solve.",
    joinCode: "Join code:",
    lookingUp: "Looking up the game...",
    playAsGuest: "Play as a guest",
    joining: "Joining...",
    noAccount: "No account needed. You can turn a guest into a full account later from your profile.",
    haveAccount: "Have an account, or want one? You'll come straight back to this game.",
    signIn: "Sign in",
    signUp: "Sign up",
    statuses: {
      waiting: "Waiting for players",
      started: "Already started: you can watch it",
      finished: "This game has finished",
    },
    hostInvites: "{{host}} invites you to “{{game}}”",
    invited: "You're invited to “{{game}}”",
    line: "{{n}}/{{max}} players · {{status}} · {{visibility}}",
    full: "Full",
    publicGame: "Public game",
    privateGame: "Private game",
  },
  joinLink: {
    joining: "Joining the game...",
    couldNotJoin: "Couldn't join",
    failedToConnect: "Failed to connect. Please check your internet connection.",
    failed: "Failed to join game. Please try again.",
  },
  login: {
    signupTitle: "Create your account",
    signinTitle: "Sign in to Riddlebook",
    signupIntro: "Join Riddlebook and start writing riddles.",
    signinIntro: "Welcome back, riddler.",
    invited: "You'll go straight to the game you were invited to.",
    haveAccount: "Already have an account?",
    newHere: "New to Riddlebook?",
    signInInstead: "Sign in instead",
    createAccount: "Create an account",
    termsSignup:
      "By creating an account you agree to the Riddlebook Terms of Service and acknowledge our Privacy Policy. We use a cookie to keep you signed in.",
    termsSignin:
      "By signing in you agree to the Riddlebook Terms of Service and acknowledge our Privacy Policy. We use a cookie to keep you signed in.",
  },
  share: {
    headings: {
      riddle: "A riddle from Riddlebook",
      result: "Results from a Riddlebook game",
      challenge: "A Riddlebook challenge",
    },
    sharedFrom: "Shared from Riddlebook",
    imageAlt: "The shared Riddlebook card",
    nothing: "This link shows nothing any more, or it was not shared.",
    about:
      "Riddlebook is a party game: write a riddle for a secret word, then guess the words behind your friends' riddles.",
    play: "Play Riddlebook",
    openGame: "Open the game",
  },
  testUsers: {
    title: "Test Users",
    back: "Back to Game",
    intro: "Switch between seeded test users to try multiplayer on one machine.",
    loadFailed: "Could not load the test users.",
    current: "Current",
    switch: "Switch",
    switchTo: "Switch to {{name}}",
    switchFailed: "Failed to switch user. Please try again.",
    guideTitle: "Multiplayer testing guide",
    guide: {
      window: "Open a second browser window (a private window keeps its own session).",
      switch: "Switch to a different test user in each window.",
      create: "Create a game in one window and share its join code.",
      join: "Join with that code in the other window and play against yourself.",
    },
  },
} as const;

declare module "i18next" {
  interface ResourceNamespaceMap {
    pages: typeof pages;
  }
}

export const pagesText = defineCatalogue("pages", pages);

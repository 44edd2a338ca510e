import { defineCatalogue } from "../i18n";

/** English texts shared across the app: the shell, header, dialogs, toasts, alerts, sounds, durations. */
const common = {
  skipToContent: "Skip to main content",
  error: "Error",
  somethingWentWrong: "Something went wrong. Please try again.",
  defaultPlayerName: "Player",
  scoringRule:
    "Each correct guess earns the guesser {{guess}} points. A riddle's author earns {{full}} points when at least half of the players (rounded up) guess it, {{partial}} point when at least one player does, otherwise 0.",
  toastRegion: "Notifications ({{hotkey}})",
  actions: {
    cancel: "Cancel",
    close: "Close",
    tryAgain: "Try again",
  },
  duration: {
    seconds_one: "{{count}} second",
    seconds_other: "{{count}} seconds",
    minutes_one: "{{count}} minute",
    minutes_other: "{{count}} minutes",
    minutesSeconds: "{{minutes}} {{seconds}}",
  },
  nav: {
    dashboard: "Dashboard",
    friends: "Friends",
    vault: "Vault",
    daily: "Daily",
    "advanced-modes": "Advanced Modes",
    profile: "Profile",
    review: "Review",
    admin: "Admin",
  },
  header: {
    home: "Riddlebook home",
    mainNav: "Main",
    streamerTooltip: "Streamer mode: hide join codes, links and e-mails",
    themeTooltip: "Colours: system, light or dark",
    logout: "Logout",
  },
  theme: {
    system: "Theme: system",
    light: "Theme: light",
    dark: "Theme: dark",
  },
  streamer: {
    toggle: "Streamer mode",
    hidden: "hidden in streamer mode",
  },
  sound: {
    toggle: "Sound effects",
  },
  alerts: {
    toggle: "Turn alerts",
    blockedTitle: "Notifications Blocked",
    blockedText: "Allow notifications for this site in your browser's settings to get turn alerts.",
  },
  turnAlert: {
    flashTitle: "● {{message}} — Riddlebook",
    gameRound: "{{name}}, round {{round}}",
    someone: "Someone",
    game_started: { short: "Your turn", title: "Time to write", body: "{{about}}: write your riddle." },
    writing_ends_soon: {
      short: "{{count}} seconds left",
      title: "Writing ends soon",
      body: "{{about}}: {{count}} seconds left to submit your riddle.",
    },
    guessing_open: { short: "Guess now", title: "Guessing is open", body: "{{about}}: read and guess." },
    friend_request: {
      short: "Friend request",
      title: "Friend request",
      body: "{{about}} wants to be your friend.",
    },
    challenge: { short: "New challenge", title: "New challenge", body: "{{about}} challenged you." },
    tournament_match: {
      short: "Your match is ready",
      title: "Tournament match ready",
      body: "{{about}}: your match is ready.",
    },
  },
  offline: {
    title: "You're offline",
    text: "Riddlebook needs a connection to play. Check your Wi-Fi or mobile data; the game opens again as soon as you are back online.",
  },
  update: {
    title: "Update Ready",
    text: "A new version of Riddlebook is ready.",
    reload: "Reload",
  },
  signedOut: {
    title: "Unauthorized",
    text: "You are logged out. Logging in again...",
  },
  copy: {
    copied: "Copied!",
    toClipboard: "Copied to your clipboard.",
    failed: "Couldn't copy. Select the text and copy it yourself.",
  },
  botDialog: {
    trigger: "Add Bot",
    title: "Add a Bot",
    description: "Choose who joins the table. Bots are always ready.",
    botType: "Bot type",
    bots: {
      auntie: { name: "Auntie", text: "Warm, chatty riddles full of household wisdom." },
      grandpa: { name: "Grandpa", text: "Old-fashioned riddles and long stories." },
      random: { name: "Random", text: "A surprise persona." },
    },
    adding: "Adding...",
    add: "Add {{name}}",
    added: "Bot Added!",
    joined: "{{name}} joined the game.",
    failed: "Failed to add bot to game.",
  },
  gameMode: {
    standard: "Standard",
    style_challenge: "Style Challenge",
    character_voice: "Character Voice",
    speed_round: "Speed Round",
    head_to_head: "Head-to-Head",
    story_mode: "Story Mode",
  },
  gameModeHint: {
    standard: "Classic riddles, {{duration}} to write.",
    style_challenge: "Each player writes in an assigned style, e.g. a haiku or detective noir.",
    character_voice: "Each player writes in the voice of an assigned character, e.g. a pirate.",
    speed_round: "Only {{duration}} to write each riddle.",
  },
  phase: {
    setup: "Setup",
    writing: "Writing",
    reading: "Reading & Guessing",
    scoring: "Scoring",
    complete: "Complete",
  },
} as const;

declare module "i18next" {
  interface ResourceNamespaceMap {
    common: typeof common;
  }
}

export const commonText = defineCatalogue("common", common);

import { defineCatalogue } from "../i18n";

/** English texts of Advanced Modes: the battle and story tabs (src/advanced, pages/advanced-modes.tsx). */
const advanced = {
  errorTitle: "Error",
  rounds_one: "{{count}} round",
  rounds_other: "{{count}} rounds",
  points_one: "{{count}} point",
  points_other: "{{count}} points",
  page: {
    title: "Advanced Modes",
    tabsLabel: "Battle, story and tournaments",
    battle: "Head-to-Head Battle",
    story: "Story Mode",
    tournaments: "Tournaments",
  },
  /** Labels of the bot difficulties (the values stay English on the wire). */
  difficulties: { easy: "Easy", medium: "Medium", hard: "Hard", expert: "Expert" },
  battle: {
    title: "Head-to-Head Battle",
    intro:
      "One opponent, 3, 5 or 7 rounds: each of you writes a riddle every round and guesses the other's. Wins, losses and your battle rating show on your profile.",
    mustLogIn: "You must be logged in to create a game.",
    logIn: "Log in",
    rounds: "Rounds",
    opponent: "Opponent",
    opponents: {
      bot: { label: "A bot", hint: "Start at once against a bot of the difficulty you choose." },
      friend: { label: "A friend", hint: "Send a challenge; the battle starts when they accept." },
      anyone: { label: "Anyone", hint: "Quick match pairs you with another player." },
    },
    difficultyHints: {
      easy: "Plain riddles; often misses yours.",
      medium: "A fair match.",
      hard: "Sly riddles; rarely misses.",
      expert: "The slyest riddles; almost never misses.",
    },
    botDifficulty: "Bot difficulty",
    start: "Start Battle",
    starting: "Starting...",
    startedTitle: "Battle started!",
    startedText: "{{difficulty}} bot, {{rounds}}.",
    createFailed: "Failed to create game. Please try again.",
    loadingFriends: "Loading your friends...",
    noFriends: "You have no friends to challenge yet.",
    findFriends: "Find friends",
    friend: "Friend",
    sendChallenge: "Send Challenge",
    sending: "Sending...",
    sentTitle: "Challenge sent!",
    sentText: "{{name}} will be asked to battle ({{rounds}}).",
    sendFailed: "Failed to send the challenge. Please try again.",
    followIt: "Follow it under <challenges>Challenges</challenges>.",
    findOpponent: "Find an Opponent",
    joining: "Joining...",
  },
  story: {
    title: "Story Mode",
    loading: "Loading the story...",
    loadFailed: "Could not load the story. Please try again.",
    score: "Story score: <score>{{score}}</score>",
    scoring:
      "Each chapter counts {{perPoint}} story points per point of your best game in it, plus {{bonus}} when you complete it.",
    chaptersLabel: "Chapters",
    chapterTitle: "Chapter {{number}}: {{title}}",
    completed: "Completed",
    locked: "Locked",
    lockedNeeds: "Locked: needs a story score of {{score}} ({{more}} more)",
    completedBest: "Completed · best {{points}}",
    notPlayed: "Not played yet",
    best: "Best {{points}}",
    progress: "{{best}} · target {{points}}",
    playFailedTitle: "Failed to create game.",
    playFailedText: "Please try again.",
    /** Bot personas as the chapter rules name them: "Medium Auntie". */
    botTypes: { auntie: "Auntie", grandpa: "Grandpa", random: "Random" },
    bot: "{{difficulty}} {{persona}}",
    chapter: "Chapter {{number}}",
    rules: "Chapter rules",
    theme: "Theme: ",
    themeValue: "{{theme}} (page {{page}})",
    difficulty: "Difficulty: ",
    mode: "Mode: ",
    roundsTerm: "Rounds: ",
    opponents: "Opponents: ",
    pageWhileGuessing: "Page while guessing: ",
    shown: "shown",
    hidden: "hidden",
    target: "Target: ",
    targetValue: "score at least {{points}} in one game",
    reward: "Reward: ",
    badge: "{{name}} badge",
    play: "Play Chapter {{number}}",
    starting: "Starting...",
    lockedNote: "Locked: reach a story score of {{score}} to play this chapter ({{more}} more).",
  },
} as const;

declare module "i18next" {
  interface ResourceNamespaceMap {
    advanced: typeof advanced;
  }
}

export const advancedText = defineCatalogue("advanced", advanced);

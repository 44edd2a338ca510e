import { defineCatalogue } from "../i18n";

/** English texts of the profile (src/profile). */
const profile = {
  pageTitle: "Your Profile",
  notSet: "Not set",
  failedToConnect: "Failed to connect. Please check your internet connection.",
  somethingWrong: "Something went wrong. Please try again.",
  /** Labels of the word categories (the values stay English on the wire). */
  categories: {
    nature: "Nature",
    technology: "Technology",
    emotions: "Emotions",
    actions: "Actions",
    objects: "Objects",
    animals: "Animals",
    food: "Food",
    science: "Science",
  },
  /** Labels of the skill levels. */
  skillLevels: {
    beginner: "Beginner",
    intermediate: "Intermediate",
    advanced: "Advanced",
    expert: "Expert",
  },
  accountInfo: {
    title: "Account Info",
    memberSince: "Member Since",
    lastLogin: "Last Login",
    today: "Today",
    notAvailable: "N/A",
    status: "Status",
    active: "Active",
    email: "Email",
    accountType: "Account type",
    guest: "Guest",
  },
  battleRecord: {
    title: "Battle Record",
    won: "Battles Won",
    lost: "Battles Lost",
    drawn: "Battles Drawn",
    rating: "Battle Rating",
    ratingNote:
      "The rating moves only in battles against people; battles against bots count in the record only.",
    startBattle: "Start a battle",
  },
  claim: {
    title: "Claim your account",
    intro: "You are playing as a guest. Add an e-mail and a password to keep this account and its stats.",
    email: "Email",
    password: "Password",
    passwordHint: "At least {{min}} characters.",
    firstName: "First name (optional)",
    lastName: "Last name (optional)",
    submit: "Claim Account",
    claimedTitle: "Account Claimed",
    claimedText: "You can now sign in with your e-mail and password. Your stats are kept.",
    errorTitle: "Error",
  },
  history: {
    title: "Game history",
    loading: "Loading your games...",
    loadFailed: "Could not load your game history.",
    empty: "No finished games yet. Their albums show here once a game is over.",
    listLabel: "Finished games",
    won: "Won",
    line: "{{mode}} · {{date}} · {{rank}} of {{players}} · {{points}}",
    viewAlbum: "View album",
    viewAlbumOf: "View album of {{name}}",
  },
  card: {
    title: "Profile Details",
    edit: "Edit",
    updatedTitle: "Profile Updated",
    updatedText: "Your profile has been saved successfully.",
    updateFailedTitle: "Update Failed",
    updateFailedText: "Failed to update your profile. Please try again.",
  },
  details: {
    username: "Username",
    name: "Name",
    bio: "Bio",
    noBio: "No bio added yet",
    favoriteCategory: "Favorite word category",
    skillLevel: "Skill level",
  },
  editForm: {
    label: "Edit profile",
    usernameHint: "{{min}}–{{max}} letters, digits or underscores.",
    bioHint: "{{length}}/{{max}} characters",
    save: "Save",
    cancel: "Cancel",
  },
  published: {
    title: "My published riddles",
    loading: "Loading your riddles...",
    loadFailed: "Could not load your published riddles.",
    empty:
      "None yet. Tick “Submit my riddle for community review” when you write a riddle in a game, and it comes here once its round is scored.",
    moderatorNote: "Moderator's note:",
    line: "Published {{moment}} · {{solves}} · {{rating}}",
    notRated: "Not rated yet",
    rated: "rated {{rating}} ★ on average",
  },
  solverStats: {
    title: "Riddle Solving",
    loadFailed: "Could not load your solving stats. Showing zeros for now.",
    solved: "Riddles Solved",
    solveRate: "Solve Rate",
    dailyStreak: "Daily Streak",
    longestDailyStreak: "Longest Daily Streak",
    asAuthor: "As an author",
    authored: "{{published}} published, {{approved}} approved · {{solves}}",
    noneAuthored: "No published riddles yet.",
  },
  stats: {
    title: "Game Stats",
    loadFailed: "Could not load your stats. Showing zeros for now.",
    gamesPlayed: "Games Played",
    gamesWon: "Games Won",
    riddlesCreated: "Riddles Created",
    totalScore: "Total Score",
    currentWinStreak: "Current Win Streak",
  },
  storyBadges: {
    title: "Story Badges",
    loading: "Loading...",
    loadFailed: "Could not load your story badges.",
    score: "Story score: {{score}}",
    none: "No badges yet. Complete a chapter in <story>Story Mode</story> to earn one.",
    listLabel: "Story badges",
  },
  winStreak: "You're on a {{streak}}-game win streak!",
  yourData: {
    title: "Your data",
    intro:
      "Download everything Riddlebook keeps about you as a JSON file, or delete your account and your data.",
    download: "Download my data",
    preparing: "Preparing...",
    downloadFailedTitle: "Download failed",
    downloadFailedText: "Could not download your data. Please try again.",
  },
  deleteAccount: {
    trigger: "Delete account",
    title: "Delete your account?",
    description:
      "Your profile, stats, friends, challenges and sessions are deleted at once and cannot be brought back. Your riddles stay in other players' finished games and in the Vault, shown as “Deleted player”.",
    formLabel: "Delete account",
    password: "Password",
    understand: "I understand that this cannot be undone.",
    keep: "Keep my account",
    submit: "Delete my account",
    deleting: "Deleting...",
    enterPassword: "Enter your password to delete your account.",
    deletedTitle: "Account deleted",
    deletedText: "Your account and your data are gone. Thanks for playing.",
  },
} as const;

declare module "i18next" {
  interface ResourceNamespaceMap {
    profile: typeof profile;
  }
}

export const profileText = defineCatalogue("profile", profile);

import { defineCatalogue } from "../i18n";

/** English texts of sharing: the share dialog and share texts (src/share). */
const share = {
  dialog: {
    copy: "Copy to Clipboard",
    copiedText: "The link is on your clipboard.",
    linkFailed: "Couldn't make a link; the text can still be shared.",
    making: "Making a link…",
    x: "Post on X",
    facebook: "Share on Facebook",
    native: "Share...",
  },
  riddle: {
    trigger: "Share Riddle",
    titleMine: "Share your riddle",
    title: "Share {{name}}'s riddle",
    description: "The secret word is not included, so your friends can guess too.",
  },
  text: {
    askMine: "Can you guess my riddle?",
    ask: "Can you guess this riddle by {{name}}?",
    playedIn: "played on Riddlebook ({{game}})",
    fromVault: "from the Riddlebook Vault",
    riddle: "{{ask}}\n\n“{{riddle}}”\n\n— {{where}}",
    nobodyScored: "We played “{{game}}” on Riddlebook. Nobody scored: the riddles won!",
    tied_one: "{{names}} tied for first with {{count}} point",
    tied_other: "{{names}} tied for first with {{count}} points",
    won_one: "{{name}} won with {{count}} point",
    won_other: "{{name}} won with {{count}} points",
    result: "Final results of “{{game}}” on Riddlebook: {{head}}!\n{{podium}}",
  },
} as const;

declare module "i18next" {
  interface ResourceNamespaceMap {
    share: typeof share;
  }
}

export const shareText = defineCatalogue("share", share);

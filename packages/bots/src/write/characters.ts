import type { CharacterVoice } from "@riddlebook/rules";

/**
 * The characters of `character_voice` (docs/product.md §4, "Modes") as a bot plays them: how the
 * character opens and closes a riddle, how it says a clue line, and the words it swaps in for plain
 * ones (a pirate says "ye" and "me treasure"). `marks` are words that show the character in the
 * riddle; tests look for them.
 */
interface CharacterStyle {
  readonly openers: readonly string[];
  /** Templates for one clue line; `{}` is the clue. */
  readonly lines: readonly string[];
  readonly closers: readonly string[];
  /** Whole-word swaps applied to the clue lines, case kept at a line's start. */
  readonly swaps: readonly (readonly [RegExp, string])[];
  readonly marks: RegExp;
}

export const CHARACTER_STYLES: Readonly<Record<CharacterVoice, CharacterStyle>> = {
  Pirate: {
    openers: [
      "Arr, gather round, ye scallywags!",
      "Ahoy, matey! Hear this riddle from the briny deep:",
      "Yo ho ho! Listen up, ye landlubbers:",
      "Shiver me timbers, a riddle for the crew:",
    ],
    lines: ["{}, arr!", "{}, says the captain.", "Avast! {}.", "{}, by me parrot's beak!", "{}, yo ho!"],
    closers: [
      "Name me, or walk the plank, matey!",
      "What be I? Speak, or it's the brig for ye!",
      "Guess me right and the treasure be yours, arr!",
    ],
    swaps: [
      [/\byou\b/gi, "ye"],
      [/\byour\b/gi, "yer"],
      [/\bmy\b/gi, "me"],
      [/\bis\b/gi, "be"],
      [/\bam\b/gi, "be"],
      [/\byes\b/gi, "aye"],
    ],
    marks: /\b(?:arr|ahoy|matey|ye|yer|avast|captain|plank|treasure|yo ho|scallywags|landlubbers)\b/i,
  },
  Robot: {
    openers: [
      "BEEP BOOP. RIDDLE PROTOCOL ENGAGED.",
      "GREETINGS, HUMAN. LOADING RIDDLE...",
      "SYSTEM ONLINE. PROCESSING PUZZLE DATA:",
      "WHIRR. CLICK. RIDDLE MODULE ACTIVE.",
    ],
    lines: ["DATA POINT: {}.", "{}. BEEP.", "SCANNING... {}.", "{}. COMPUTING.", "INPUT RECEIVED: {}."],
    closers: [
      "QUERY: WHAT AM I? AWAITING INPUT.",
      "PLEASE ENTER ANSWER, HUMAN. BEEP BOOP.",
      "IDENTIFY OBJECT. END OF TRANSMISSION.",
    ],
    swaps: [
      [/\bI'm\b/g, "I am"],
      [/\bdon't\b/gi, "do not"],
      [/\bcan't\b/gi, "cannot"],
      [/\byou\b/gi, "human"],
    ],
    marks: /\b(?:beep|boop|data|query|computing|scanning|human|input|protocol|system|transmission)\b/i,
  },
  "Medieval herald": {
    openers: [
      "Hear ye, hear ye! By order of the crown, a riddle:",
      "Oyez, oyez! Good gentlefolk, attend:",
      "Make way, make way! The herald doth proclaim:",
    ],
    lines: [
      "Be it known: {}.",
      "{}, by royal decree.",
      "Hark! {}.",
      "{}, proclaims the herald.",
      "Let it be told: {}.",
    ],
    closers: [
      "What am I? Answer, in the name of the king!",
      "Name me, good people, and the realm shall cheer!",
      "God save the king, and guess aright!",
    ],
    swaps: [
      [/\byour\b/gi, "thy"],
      [/\byou\b/gi, "ye"],
    ],
    marks: /\b(?:hear ye|oyez|crown|decree|herald|proclaim\w*|realm|king|hark|be it known|thy|ye)\b/i,
  },
  Cowboy: {
    openers: [
      "Howdy, partner. Pull up a saddle:",
      "Well, I'll be. A riddle out on the range:",
      "Yeehaw! Listen here, buckaroo:",
      "Reckon I got a riddle for ya, partner:",
    ],
    lines: [
      "{}, partner.",
      "{}, I reckon.",
      "Out on the prairie, {}.",
      "{}, sure as shootin'.",
      "{}, yeehaw!",
    ],
    closers: [
      "What am I, partner? Don't keep me waitin' till sundown.",
      "Giddy up and guess, buckaroo!",
      "Reckon ya know what I am, partner?",
    ],
    swaps: [
      [/\byou\b/gi, "ya"],
      [/\bgoing to\b/gi, "fixin' to"],
    ],
    marks: /\b(?:howdy|partner|reckon|yeehaw|buckaroo|prairie|range|saddle|giddy|sundown|shootin)\b/i,
  },
  "Sports commentator": {
    openers: [
      "And we're live! What a riddle we have for you today, folks!",
      "Welcome back, sports fans, to the riddle of the season!",
      "The crowd is on its feet for this one!",
    ],
    lines: [
      "And look at that, {}!",
      "{}, what a play!",
      "Unbelievable scenes: {}!",
      "{}, and the crowd goes wild!",
      "Replay shows it: {}!",
    ],
    closers: [
      "Can you call it before the final whistle? What am I?",
      "It's down to you now, folks: what am I?",
      "What a finish! Name me and take the trophy!",
    ],
    swaps: [],
    marks: /\b(?:folks|crowd|sports fans|play|whistle|trophy|unbelievable|replay|live|season|finish)\b/i,
  },
  "Fairy-tale witch": {
    openers: [
      "Hee hee hee! Come closer, my pretty:",
      "Bubble, bubble, in my cauldron, a riddle stirs:",
      "Eye of newt and toe of frog, here's a riddle from the bog:",
    ],
    lines: [
      "{}, hee hee!",
      "Stir the pot: {}.",
      "{}, my pretty.",
      "{}, says my crystal ball.",
      "By my broomstick, {}!",
    ],
    closers: [
      "Guess me, or I'll turn you into a toad!",
      "What am I, my pretty? Cackle, cackle!",
      "Name me before my cauldron boils over!",
    ],
    swaps: [],
    marks: /\b(?:hee|pretty|cauldron|broomstick|toad|newt|spell|cackle|crystal ball|bubble)\b/i,
  },
  "Hard-boiled detective": {
    openers: [
      "The rain hit the window like it had a grudge. Then the case walked in:",
      "Name's Stone. Private eye. Here's what I had:",
      "It was a long night in a short city. The file read:",
    ],
    lines: [
      "The evidence said: {}.",
      "{}. That was the first clue.",
      "My informant swore it: {}.",
      "{}, and the trail went cold.",
      "Fingerprints everywhere: {}.",
    ],
    closers: [
      "I lit a match and asked the only question left: what am I?",
      "Case closed, if you can name the suspect.",
      "Who's the culprit, gumshoe?",
    ],
    swaps: [],
    marks:
      /\b(?:case|evidence|clue|informant|culprit|suspect|private eye|file|rain|gumshoe|trail|fingerprints)\b/i,
  },
  Surfer: {
    openers: [
      "Duuude, check this riddle out:",
      "Whoa, gnarly wave of a riddle incoming, bro:",
      "Hang loose, dude, here's one:",
    ],
    lines: [
      "{}, dude.",
      "Totally, {}.",
      "{}, which is, like, radical.",
      "Like, {}, bro.",
      "{}, totally tubular.",
    ],
    closers: [
      "So what am I, bro? Catch the wave!",
      "Cowabunga! Guess me, dude!",
      "What am I? Stoked if you get it!",
    ],
    swaps: [],
    marks: /\b(?:dude|duuude|bro|totally|gnarly|tubular|radical|wave|cowabunga|stoked|hang loose)\b/i,
  },
  "Grumpy cat": {
    openers: [
      "Ugh. Fine. Here's your riddle:",
      "I was napping. Now I have to do this:",
      "Whatever. Listen, or don't:",
    ],
    lines: ["{}. Not that I care.", "{}. Ugh.", "Fine, {}.", "{}. Now go away.", "{}. Feed me first."],
    closers: [
      "What am I? Guess or leave me alone.",
      "Name me. Then bring my dinner.",
      "There. Guess. I'm going back to sleep.",
    ],
    swaps: [],
    marks: /\b(?:ugh|whatever|napping|go away|not that I care|feed me|sleep|leave me alone|fine)\b/i,
  },
  "Weather forecaster": {
    openers: [
      "Good evening, and here's tonight's riddle forecast:",
      "Looking at the radar, a riddle is moving in:",
      "Today's outlook: cloudy, with a chance of riddles:",
    ],
    lines: [
      "Expect {} by the weekend.",
      "{}, with scattered showers.",
      "In the north, {}.",
      "{}, says the radar.",
      "Outlook: {}.",
    ],
    closers: [
      "What am I? Back to you in the studio.",
      "Name me before the cold front arrives!",
      "That's the forecast. Now, what am I?",
    ],
    swaps: [],
    marks: /\b(?:forecast|radar|outlook|showers|cold front|studio|chance of|weekend|north)\b/i,
  },
  "Opera singer": {
    openers: [
      "Ohhh, la la la! An aria of a riddle:",
      "Mi mi mi mi! Hear my song:",
      "Bravo, bravo! The curtain rises on a riddle:",
    ],
    lines: ["La la, {}!", "{}, sings the soprano!", "Fortissimo: {}!", "{}, ahhh!", "Encore: {}!"],
    closers: [
      "What am I? Sing it to the balcony!",
      "Bravissimo if you name me!",
      "Ahhh, what am I? The curtain falls!",
    ],
    swaps: [],
    marks: /\b(?:la la|aria|mi mi|bravo|bravissimo|curtain|soprano|fortissimo|encore|sing|balcony|song)\b/i,
  },
  "Alien tourist": {
    openers: [
      "Greetings, Earthlings! On my planet we have no such thing, but:",
      "Zorp! This Earth puzzle confuses my three brains:",
      "Take me to your leader. First, a riddle:",
    ],
    lines: [
      "On your planet, {}.",
      "{}, the Earthlings told me.",
      "My guidebook says: {}.",
      "{}. Fascinating, zorp.",
      "Earth fact: {}.",
    ],
    closers: [
      "Earthling, what am I? My spaceship is waiting.",
      "Name me and I will beam you up!",
      "What is this Earth thing? Zorp?",
    ],
    swaps: [[/\bpeople\b/gi, "Earthlings"]],
    marks: /\b(?:earthlings?|planet|zorp|spaceship|guidebook|beam|leader|earth)\b/i,
  },
  "Royal butler": {
    openers: [
      "If I may, madam, a riddle before tea:",
      "Very good, sir. Tonight's riddle, on a silver tray:",
      "Ahem. Dinner is served, and with it a riddle:",
    ],
    lines: [
      "{}, if I may say so.",
      "Quite so: {}.",
      "{}, madam.",
      "I dare say {}.",
      "{}, sir, most discreetly.",
    ],
    closers: [
      "Might I enquire what I am, sir?",
      "Shall I announce the answer, madam, or will you?",
      "What am I? Very good, sir.",
    ],
    swaps: [],
    marks: /\b(?:madam|sir|if I may|quite so|dare say|silver tray|enquire|announce|ahem)\b/i,
  },
  Caveman: {
    openers: ["Ugg! Me have riddle!", "Grunt. Listen. Me tell riddle:", "Oog! Fire warm. Riddle time:"],
    lines: ["{}. Ugg.", "Oog, {}.", "{}. Grunt.", "{}. Me like.", "Hmm, {}."],
    closers: ["What me? You guess. Ugg!", "Guess me. Then we hunt mammoth.", "Name me! Oog oog!"],
    swaps: [
      [/\bI'm\b/g, "Me"],
      [/\bI am\b/g, "Me"],
      [/\bI'll\b/g, "Me will"],
      [/\bI've\b/g, "Me have"],
      [/\bI'd\b/g, "Me would"],
      [/\bI\b/g, "Me"],
      [/\bthe\b/gi, ""],
      [/\ban?\b /gi, ""],
    ],
    marks: /\b(?:ugg|oog|grunt|me like|mammoth|me have|me tell|hunt)\b/i,
  },
};

/** A clue line with the character's word swaps applied (whitespace tidied). */
export function swapWords(character: CharacterStyle, text: string): string {
  let out = text;
  for (const [pattern, replacement] of character.swaps) out = out.replace(pattern, replacement);
  return out
    .replace(/\s{2,}/g, " ")
    .replace(/\s+([,.!?;:])/g, "$1")
    .trim();
}

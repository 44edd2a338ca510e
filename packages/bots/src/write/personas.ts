import { type BotType, pick, type Rng } from "@riddlebook/rules";

/**
 * The voices a bot writes in. Auntie and Grandpa are the personas of the same names; the random
 * persona picks a voice anew for every riddle: one of theirs, the Sphinx's, or the Jester's, its
 * own whimsical voice.
 */
export const VOICES = ["auntie", "grandpa", "sphinx", "jester"] as const;
export type Voice = (typeof VOICES)[number];

/**
 * What a voice says in the style prompts' forms (a haiku, "No adjectives"), and the words that mark
 * it. Every list is the voice's own vocabulary; the style composers (`compose-verse.server.ts`,
 * `compose-prose.server.ts`) pick from them with the bot's rng. Its own riddles' openers, closers
 * and clause shapes are in `voice-frames.ts`.
 */
export interface VoiceStyle {
  /** Words that may open a haiku line to fill out its syllables. */
  readonly fillers: readonly string[];
  /** Five-syllable last lines of a haiku. */
  readonly haikuEnds: readonly string[];
  /** Openers and closers with no adjective in them (compromise-checked), for "No adjectives". */
  readonly plainOpeners: readonly string[];
  readonly plainClosers: readonly string[];
  /** Words that mark the voice in the body of a riddle (tests look for them). */
  readonly marks: RegExp;
}

export const VOICE_STYLES: Readonly<Record<Voice, VoiceStyle>> = {
  auntie: {
    fillers: ["oh,", "dear,", "love,", "bless me,", "oh, pet,", "now, love,", "ooh,"],
    haikuEnds: [
      "Guess me, dear, go on",
      "More tea? What am I?",
      "Oh, bless, what am I?",
      "Now, pet, what am I?",
    ],
    plainOpeners: [
      "Oh, love, the kettle is on, so listen:",
      "Now then, pet, sit with your auntie:",
      "Bless you, love, here is one for you:",
      "Goodness me, pet, put your feet up and hear this:",
    ],
    plainClosers: ["So what am I, love? Have a think!", "Now, pet, what am I?", "Go on, love, guess me!"],
    marks: /\b(?:dear|bless|mind you|tea|knit\w*|biscuits?|love|pet|poppet|sweetheart|kettle|auntie)\b/i,
  },
  grandpa: {
    fillers: ["well,", "now,", "back then,", "eh,", "sonny,", "hrmph,"],
    haikuEnds: ["Back in my day, son", "I remember when", "What am I, sonny?", "Back then we knew it"],
    plainOpeners: [
      "Sit down, sonny. Back in my day we had riddles:",
      "Now then. When I was a lad, my pa told me this one:",
      "Listen here, kiddo. I remember this from the war:",
    ],
    plainClosers: ["What am I, sonny?", "Well? Out with it.", "Back in my day you'd have had it by now."],
    marks:
      /\b(?:back in my day|in my day|I remember|when I was|the old days|back then|sonny|my old|grandmother|used to|before your time|mark my words|always was|back in '\d\d)\b/i,
  },
  sphinx: {
    fillers: ["lo,", "hark,", "see,", "know,", "mortal,", "behold,"],
    haikuEnds: [
      "Speak, what is my name?",
      "Name me, and then pass",
      "Mortal, name me now",
      "Speak, and you may pass",
    ],
    plainOpeners: [
      "Halt, wanderer, and hear me:",
      "Hark, mortal. I speak:",
      "Listen, stranger, to the Sphinx:",
    ],
    plainClosers: ["Speak my name, mortal.", "Name me, and pass.", "What am I? Speak."],
    marks: /\b(?:mortal|wanderer|sands?|written|gate|behold|hark|know this|carved|stars|desert)\b/i,
  },
  jester: {
    fillers: ["ha,", "boing,", "ta-da,", "hey,", "pop,", "whee,"],
    haikuEnds: ["Ta-da! Who am I?", "Boing! Now guess me!", "Hop, hop, what am I?", "Riddle-me-ree, who?"],
    plainOpeners: ["Ta-da, muffin, here is a riddle:", "Yoo-hoo, noodle, guess what is in my hat:"],
    plainClosers: ["Ta-da! Who am I?", "Boing! Guess me!", "Hop, hop, what am I?"],
    marks:
      /\b(?:tra-la|fiddle-dee-dee|wiggle|twirl|boing|ho ho|pop goes|spoon|goose|hop|ta-da|jiggle|riddle-me-ree)\b/i,
  },
};

/** The voice a persona writes in for this riddle: its own, or for random a fresh pick of all four. */
export function voiceFor(persona: BotType, rng: Rng): Voice {
  if (persona === "auntie" || persona === "grandpa") return persona;
  return pick(rng, VOICES);
}

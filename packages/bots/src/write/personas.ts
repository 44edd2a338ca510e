import { type BotType, pick, type Rng } from "@riddlebook/rules";

/**
 * The voices a bot writes in. Auntie and Grandpa are the personas of the same names; the random
 * persona picks one of all three anew for every riddle, the third being the Sphinx's own.
 */
export const VOICES = ["auntie", "grandpa", "sphinx"] as const;
export type Voice = (typeof VOICES)[number];

/** How a voice frames its clues: an opening line, how it dresses a clue line, and a closing couplet. */
interface VoiceStyle {
  readonly openers: readonly string[];
  /** Templates for one clue line; `{}` is the clue. A riddle uses each template at most once. */
  readonly lines: readonly string[];
  /** Closing lines; each reads as a rhyming couplet or a sign-off. */
  readonly closers: readonly string[];
}

export const VOICE_STYLES: Readonly<Record<Voice, VoiceStyle>> = {
  auntie: {
    openers: [
      "Oh, come sit by your auntie, dear, and hear:",
      "Pour yourself some tea, dear, here's one for you:",
      "Now listen, dear, I've a little rhyme to share:",
      "Bless you, dear, try this one on for size:",
      "Come closer, dear, and don't you fret:",
    ],
    lines: ["{},", "{},", "{}, you know,", "{}, bless it,", "and oh, {},", "{}, dear,"],
    closers: [
      "So what am I, dear? Have a think,\nand I'll pour you another drink!",
      "Guess me right, dear, quick as you can,\nand there's cake in the tin and jam in the pan!",
      "Whisper it to me, dear, soft and low,\nyour auntie won't tell, but I think you know!",
      "Go on then, dear, give it a try,\nyou're ever so clever, my sugar pie!",
    ],
  },
  grandpa: {
    openers: [
      "Back in my day, we had riddles worth the name:",
      "Back in my day, sonny, we'd puzzle this by the wireless:",
      "Hrmph. Back in my day things were simpler:",
      "Now, back in my day, when a penny bought a loaf:",
      "Sit down, sonny. Back in my day we knew this one:",
    ],
    lines: [
      "{}.",
      "{}.",
      "{}, mark my words.",
      "{}, same as it ever was.",
      "{}, I tell you.",
      "{}, so they said.",
    ],
    closers: [
      "What am I? Speak up, my ears aren't what they were,\nback in my day you'd have said it for sure!",
      "Riddle me that, and riddle me true,\nback in my day we'd have known it, we two.",
      "Answer me that before my pipe goes out,\nthat's what a good riddle is all about.",
      "Kids these days, always on the go,\nback in my day everybody would know!",
    ],
  },
  sphinx: {
    openers: [
      "Hark, traveller, and heed my riddle:",
      "Stranger at my gate, listen well:",
      "The sands are still. I speak:",
      "Halt, wanderer! Before you pass:",
    ],
    lines: ["{}.", "{}.", "{}, so it is written.", "{}, and so it was.", "{}, if you have eyes to see."],
    closers: [
      "Speak my name before the stars are new,\nor the desert wind will answer for you.",
      "Name me, mortal, and pass in peace,\nor here your wandering days shall cease.",
      "Answer true and the gate will part,\nanswer false and depart.",
    ],
  },
};

/** The voice a persona writes in for this riddle: its own, or for random a fresh pick of all three. */
export function voiceFor(persona: BotType, rng: Rng): Voice {
  if (persona === "auntie" || persona === "grandpa") return persona;
  return pick(rng, VOICES);
}

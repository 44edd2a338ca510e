import { type BotType, pick, type Rng } from "@riddlebook/rules";

/**
 * The voices a bot writes in. Auntie and Grandpa are the personas of the same names; the random
 * persona picks a voice anew for every riddle: one of theirs, the Sphinx's, or the Jester's, its
 * own whimsical voice.
 */
export const VOICES = ["auntie", "grandpa", "sphinx", "jester"] as const;
export type Voice = (typeof VOICES)[number];

/**
 * How a voice speaks, at the ends of a riddle and in its body. Every list is the voice's own
 * vocabulary; `write-riddle.server.ts` and `styles.server.ts` pick from them with the bot's rng.
 */
export interface VoiceStyle {
  /** An opening line is one of each part joined: a call, an address and a lead-in. */
  readonly openers: readonly [readonly string[], readonly string[], readonly string[]];
  /** Templates for one clue line; `{}` is the clue. Each carries the voice's own turn of phrase. */
  readonly lines: readonly string[];
  /** Lines of the voice's own said between clues: Auntie's tea and knitting, Grandpa's memories. */
  readonly asides: readonly string[];
  /** Lines that answer a clue line as a couplet, chosen by rhyme on their last word. */
  readonly tails: readonly string[];
  /** How much the voice rhymes: the share of clue lines it tries to close as a couplet. */
  readonly rhyming: number;
  /** Closing lines. */
  readonly closers: readonly string[];
  /** Short closing questions, for the speed round and one-sentence riddles. */
  readonly quick: readonly string[];
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
    openers: [
      ["Oh", "Well now", "Goodness me", "Ooh", "Now then", "Oh my", "Right then", "Dear me", "Bless me"],
      [", petal", ", sweetheart", ", love", ", my duck", ", poppet", ", dear", ", pet", ", chick"],
      [
        ", sit down and hear this one:",
        ", the kettle's on, so listen:",
        ", put your feet up and have a guess:",
        ", pass me that wool and I'll tell you:",
        ", here's one I heard at the church fete:",
        ", while the tea brews, try this:",
        ", mind the biscuits and listen:",
        ", I've a little rhyme for you:",
        ", between two rows of knitting, here's one:",
        ", don't you fret, this one's easy:",
      ],
    ],
    lines: [
      "{}, bless it,",
      "{}, mind you,",
      "Oh, dear, {},",
      "{}, as I always say, pet,",
      "And, love, {},",
      "{}, fancy that, dear!",
      "{}, bless my knitting,",
      "Now, pet, {},",
      "{}, as sure as tea is tea,",
      "{}, would you believe it, love,",
    ],
    asides: [
      "(Mind the teapot, dear, it's hot.)",
      "(Now where did I put my knitting needles?)",
      "Have another biscuit, love, go on.",
      "Bless me, I've dropped a stitch.",
      "Oh, and mind you wear your cardigan.",
      "Pass me the sugar, would you, pet?",
      "Your uncle never got this one, bless him.",
      "There's more tea in the pot, dear.",
    ],
    tails: [
      "now pour yourself a cup of tea",
      "so come and have a guess for me",
      "and pass the sugar, dear, to me",
      "as I knit another row, you see",
      "oh bless me, isn't that clever?",
      "I've known that one forever",
      "and you'll stay for dinner",
      "oh, pet, you're a winner",
      "while I sit here knitting",
      "now isn't that fitting",
      "I'll tell you, pet, another day",
      "there's scones upon the tray",
      "now isn't it a lovely game",
      "oh bless me, what a shame",
      "and that's as true as true",
      "I baked a cake for you",
      "now listen to what Auntie said",
      "and then it's off to bed",
      "you've heard me say it all before",
      "and wipe your feet at the door",
      "now come and sit a little bit",
      "I'll knit you one that fits",
      "oh bless me, that's just right",
      "now wrap up warm tonight",
      "I thought you'd like to know",
      "mind you, dear, it's starting to snow",
      "oh me, oh my",
      "now have a slice of pie",
      "now, dear, come over here",
      "mind you, I've a cup of tea, dear",
      "and fetch the biscuit tin",
      "now let the guessing begin",
      "come sit upon the chair",
      "I'll comb your hair",
      "and cake for everyone",
      "oh, isn't this fun",
      "I'll put the kettle on",
    ],
    rhyming: 0.8,
    closers: [
      "So what am I, dear? Have a think,\nand I'll pour you another drink!",
      "Guess me right, love, quick as you can,\nthere's cake in the tin and jam in the pan!",
      "Whisper it to Auntie, soft and low,\nI won't tell a soul, but I think you know!",
      "Go on then, pet, give it a try,\nyou're ever so clever, my sugar pie!",
      "Now what am I, poppet? Don't be shy,\nthere's a cuppa in it if you try!",
      "What am I, dear? You know, I can tell,\nyou always did do riddles well!",
      "So tell me, duck, what can I be?\nAnd then we'll have a nice cup of tea.",
      "Off you go and guess, my love,\nit fits you like your Auntie's glove!",
    ],
    quick: [
      "Quick now, dear, what am I?",
      "Hurry, love, the tea's going cold!",
      "Go on, pet, what am I?",
      "Bless you, quick as you can, dear!",
    ],
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
    openers: [
      [
        "Hrmph",
        "Now",
        "Well, sonny",
        "Sit down, kiddo",
        "Listen here",
        "Eh? Oh, a riddle",
        "Pull up a chair",
        "Ahem",
      ],
      [
        ". Back in my day",
        ". When I was your age",
        ". Before your time",
        ". In the good old days",
        ". Long before the telly",
        ". When I was a lad",
      ],
      [
        ", we had riddles worth the name:",
        ", we'd puzzle this by the wireless:",
        ", a penny bought a loaf and a riddle:",
        ", my old pa told me this one:",
        ", we'd guess these down at the mill:",
        ", we knew this one by heart:",
        ", your grandmother loved this one:",
        ", we solved these by candlelight:",
      ],
    ],
    lines: [
      "Back in my day they'd say: {}.",
      "{}, I remember that well.",
      "I remember when folk would say: {}.",
      "{}, same as in my day.",
      "As my old father used to tell me, {}.",
      "{}, mark my words.",
      "{}; we knew that in the old days.",
      "Back in '52, I learned this: {}.",
      "{}, and that's the way it always was.",
      "Your grandmother always said: {}.",
    ],
    asides: [
      "I remember when a penny bought you a bag of sweets.",
      "We walked five miles to school back then, uphill both ways.",
      "That puts me in mind of the summer of '58, that does.",
      "Where was I? Oh yes.",
      "Back in my day we didn't have any of these gadgets.",
      "I remember when this was all fields.",
      "Your grandmother would have got this in a heartbeat.",
    ],
    tails: [
      "and that's the way it used to be",
      "I remember, back in my day",
      "as I've told you before",
      "I remember it well, you know",
      "just like back then",
      "we knew it all back in my time",
    ],
    rhyming: 0.2,
    closers: [
      "What am I? Speak up, my ears aren't what they were,\nback in my day you'd have said it for sure!",
      "Riddle me that, and riddle me true,\nback in my day we'd have known it, we two.",
      "Answer me that before my pipe goes out,\nthat's what a good riddle is all about.",
      "Kids these days, always on the go,\nback in my day everybody would know!",
      "Well? Out with it, sonny. I haven't got all day.",
      "Now what am I? Your grandmother got it in one, back in '61.",
      "Go on then. We'd have had it before the kettle boiled, in my day.",
    ],
    quick: ["Out with it, sonny!", "Well? What am I?", "Quick, before my tea goes cold!", "Eh? What am I?"],
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
    openers: [
      ["Hark", "Halt", "Stranger", "Listen", "Mortal", "Traveller", "Pilgrim"],
      [", wanderer", ", seeker", ", child of dust", ", you who would pass", ", weary one"],
      [
        ", and heed my riddle:",
        ". The sands are still. I speak:",
        ". Before you pass my gate:",
        ". Three times the wind has turned; hear me:",
        ". The stars lean close to listen:",
        ". Answer, or remain:",
      ],
    ],
    lines: [
      "Behold: {}.",
      "{}, so it is written.",
      "{}, and so it was written.",
      "{}, if you have eyes to see.",
      "{}, mortal.",
      "Know this: {}.",
      "{}; thus speak the sands.",
      "It is carved in stone: {}.",
    ],
    asides: [
      "The sun has crossed my gate a thousand times.",
      "Many have stood where you stand.",
      "The wind keeps the answer; I keep the gate.",
    ],
    tails: [
      "so speaks the Sphinx to thee",
      "beneath the sands of yesterday",
      "as it was in days of yore",
      "the desert knows it so",
      "beneath the moon, beside the sun",
    ],
    rhyming: 0.25,
    closers: [
      "Speak my name before the stars are new,\nor the desert wind will answer for you.",
      "Name me, mortal, and pass in peace,\nor here your wandering days shall cease.",
      "Answer true and the gate will part,\nanswer false and you will never depart.",
      "What am I? The sands are waiting.",
      "Speak, and be free. Be silent, and stay.",
    ],
    quick: ["Speak my name, mortal!", "Answer, and pass.", "Name me, wanderer!", "What am I? Speak!"],
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
    openers: [
      ["Ta-da", "Yoo-hoo", "Hocus pocus", "Wibble-wobble", "Abracadabra", "Hey diddle diddle", "Zippity-zap"],
      [", pickle", ", muffin", ", noodle", ", jellybean", ", sprout", ", my custard"],
      [
        ", here's a riddle with a jiggle:",
        ", I juggled this one up for you:",
        ", the ducks told me this one:",
        ", guess what's in my hat:",
        ", a jumble, a tumble, a riddle:",
        ", tickle your brain with this:",
        ", spin around three times and listen:",
      ],
    ],
    lines: [
      "{}, tra-la!",
      "{}, and a fiddle-dee-dee,",
      "Pop goes the riddle: {}!",
      "{}, wiggle-waggle!",
      "Here's a twirl: {}!",
      "{}, said the spoon to the moon,",
      "{}, ho ho!",
      "Boing! {}!",
    ],
    asides: [
      "(I'm wearing odd socks today, by the way.)",
      "A goose once told me this, honk honk.",
      "Now hop on one foot while you think!",
      "Boop! That's the sound of thinking.",
    ],
    tails: [
      "and a fiddle-dee-dee",
      "hip hip hooray",
      "said the owl to the moon",
      "with a jingle and a jangle in a jar",
      "like a jelly on a plate",
      "and a wiggly jig tonight",
      "and a tickly toe",
      "and a yodel-ay-hee-hoo",
      "with a dance and a song",
      "said the pie to the sky",
    ],
    rhyming: 0.7,
    closers: [
      "Riddle-me-ree, what can I be?\nShout it out loud and dance with me!",
      "Hocus pocus, guess in a flash,\nor I'll turn you into a pudding with a splash!",
      "What am I? Tell me, do,\nor the giggling goose will tell for you!",
      "Ding-dong, guess along,\nsing my name in a silly song!",
    ],
    quick: ["Quick, quick, what am I?", "Ta-da! Who am I?", "Snap! Guess me!", "Boing! What am I?"],
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

/**
 * An opening line of the voice: one of each of its opener parts, each part one that `ok` accepts
 * when any does (a writer keeps to parts that are quiet on the page).
 */
export function openerOf(voice: Voice, rng: Rng, ok: (part: string) => boolean = () => true): string {
  const some = (parts: readonly string[]) => {
    const fine = parts.filter(ok);
    return pick(rng, fine.length > 0 ? fine : parts);
  };
  const [call, address, lead] = VOICE_STYLES[voice].openers;
  return `${some(call)}${some(address)}${some(lead)}`;
}

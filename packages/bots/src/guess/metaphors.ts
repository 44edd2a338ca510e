/**
 * Figures of speech riddles lean on, and what they stand for literally: "the sky weeps" is rain,
 * "teeth" that do not bite are a comb's or a saw's, "hands" on a "face" are a clock's. Each pattern
 * is a set of cues that must all occur in the riddle (whole words, any order); when they do, its
 * terms join the riddle's evidence as if the riddle had said them. A small, hand-kept table: it adds
 * what a player would read into the words, and never decides alone.
 */
interface MetaphorPattern {
  /** Every entry must match the riddle (lowercase); each is a regular expression source. */
  readonly cues: readonly string[];
  /** The literal words the figure stands for. */
  readonly terms: readonly string[];
}

/** How much a metaphor's literal term counts, against 1 for a word the riddle says plainly (tuned on bench/riddles). */
const METAPHOR_WEIGHT = 1.5;

const WEEP = "weep|weeps|weeping|wept|cry|cries|crying|cried|tears?|sob|sobs|sobbing";

/** A denial: the figure is not meant literally ("teeth but cannot bite"). */
const DENIAL = "(?:no|never|cannot|can't|can not|don't|doesn't|won't|without)";

const PATTERNS: readonly MetaphorPattern[] = [
  { cues: ["sky|skies|clouds?|heavens?", WEEP], terms: ["rain", "raindrop", "storm", "wet"] },
  {
    cues: [WEEP, "burn|burns|burning|flame|flames|melt|melts|melting|fire"],
    terms: ["candle", "wax", "wick"],
  },
  {
    cues: ["teeth|tooth", `${DENIAL} (bite|chew|eat|smile|talk)|hair|wood|comb`],
    terms: ["comb", "saw", "zipper", "gear", "rake", "key", "blade"],
  },
  { cues: ["hands?", "face"], terms: ["clock", "watch", "time", "hour"] },
  { cues: ["mouth", "bed|beds|runs?|running|banks?"], terms: ["river", "stream", "water", "flow"] },
  { cues: ["an eye|one eye|single eye|eye of"], terms: ["needle", "thread", "storm", "hurricane"] },
  { cues: ["eyes", "see|sees|seeing|blind|ground|soil|dirt|earth"], terms: ["potato", "tuber"] },
  { cues: ["tongue", "walk|walks|feet|foot|laces?|lace"], terms: ["shoe", "boot", "lace"] },
  { cues: ["tongue", "ring|rings|ringing|swing|swings|toll|tolls"], terms: ["bell", "chime"] },
  { cues: ["spine|spines", "pages?|leaves|cover|covers|read|reads"], terms: ["book", "page", "read"] },
  {
    cues: ["legs?", "(never|cannot|can't|not|don't|doesn't|won't) (walk|run|move|step|stroll)|never take a"],
    terms: ["table", "chair", "furniture", "seat"],
  },
  { cues: ["neck", "no head|without a head|cork|cap|pour|pours"], terms: ["bottle", "glass"] },
  {
    cues: ["keys", "(no|not|never|cannot|can't|don't) (open|unlock)|locks?|music|play"],
    terms: ["piano", "keyboard"],
  },
  { cues: ["head", "tail", "(no|without) (legs|body)|flip|toss"], terms: ["coin", "money"] },
  { cues: ["cities|towns|roads|rivers", "no (houses|people|cars|water)|(without|but no)"], terms: ["map"] },
  { cues: ["wetter", "dr(y|ies)"], terms: ["towel"] },
  { cues: ["leave behind|leaves behind", "take|takes"], terms: ["footstep", "step", "footprint"] },
  {
    cues: ["bark", "(no|never|without|cannot|can't|doesn't) (bite|woof|dog)|trunk|leaves|roots"],
    terms: ["tree", "wood"],
  },
  { cues: ["trunk", "(no|never|not) (car|lock|key|luggage)|ears|grey|gray|memory"], terms: ["elephant"] },
  {
    cues: ["wings?", "(no|without|never|cannot|can't) (feathers|flap|bird)|engines?"],
    terms: ["airplane", "plane", "fly"],
  },
  {
    cues: ["(say|speak|speaks|said|utter|spoken) (my name|me)", "break|breaks|broken|gone|vanish"],
    terms: ["silence", "quiet"],
  },
  {
    cues: ["thumb", "fingers?", "(no|without|not) (flesh|bones?|nails?|hand)|knit|wool|wear"],
    terms: ["glove", "mitten"],
  },
  { cues: ["heart", "cold|ice|carrot|snow"], terms: ["snowman", "winter"] },
  {
    cues: ["crown|crowned", "(no|not|never|without) (king|queen|head|throne)"],
    terms: ["tooth", "tree", "pineapple"],
  },
  { cues: ["shadow|shade", "follow|follows|following|behind|sun|light"], terms: ["shadow", "dark", "light"] },
  { cues: ["silver|pale|round|lantern|lamp|face", "night|nights|dark|stars?"], terms: ["moon", "night"] },
  { cues: ["tail", "string|wind|breeze|sky"], terms: ["kite", "fly"] },
  { cues: ["shell|shells", "break|crack|hatch|yolk|inside"], terms: ["egg", "shell"] },
  {
    cues: ["whisper|whispers|howl|howls|sigh|sighs|moan|moans", "trees|leaves|invisible|unseen|see me"],
    terms: ["wind", "air", "breeze"],
  },
  {
    cues: ["blanket|quilt|coat|carpet", "white|cold|winter|frozen|fall|falls"],
    terms: ["snow", "ice", "winter"],
  },
  // A house carried on the back is a shell; a silver track or trail is slime.
  { cues: ["house|home", "back"], terms: ["shell"] },
  { cues: ["silver|silvery|shiny|slimy", "track|trail|path|line"], terms: ["slime", "snail", "slug"] },
  // Cups or pads on both ears, music only you can hear.
  {
    cues: ["ears?", "cups?|pads?|hug|hugs|only you|just you|nobody else"],
    terms: ["headphone", "earphone", "music", "listen"],
  },
  // An answer that repeats your last words, from a wall, a canyon or a cave.
  {
    cues: [
      "repeat|repeats|repeating|copy|copies|answer|answers|answers back|mimic",
      "words|voice|shout|call|canyon|cave|cliff|wall|hills?",
    ],
    terms: ["echo", "sound", "reflect"],
  },
  // Runs but never walks, has a bed but never sleeps.
  { cues: ["bed", `${DENIAL} (sleep|sleeps|rest|lie)`], terms: ["river", "stream"] },
  {
    cues: ["runs?|running", `${DENIAL} (walk|walks|legs|feet|tired)`],
    terms: ["river", "water", "nose", "tap"],
  },
  // The more you take, the more you leave; the more there is, the less you see.
  { cues: ["the more (there is|of me)", "the less you see|see less"], terms: ["darkness", "dark", "fog"] },
  { cues: ["(break|broken|broke)", "before you (can )?use|to use me|must be broken"], terms: ["egg"] },
  {
    cues: ["up", "down", `${DENIAL} (move|moves|moving)|stairs?|steps?`],
    terms: ["stairs", "staircase", "temperature"],
  },
  { cues: ["fingers?|hands?", `${DENIAL} (bones?|flesh)|knit|wool`], terms: ["glove"] },
  { cues: ["ring|rings", "(no|without) (finger|hand)|answer|call|calls"], terms: ["telephone", "phone"] },
  {
    cues: ["coins?|money|pennies|savings", "slot|smash|shake|belly|pig|oink"],
    terms: ["piggy", "bank", "money", "save"],
  },
];

const compiled = PATTERNS.map((p) => ({
  cues: p.cues.map((c) => new RegExp(`\\b(?:${c})\\b`)),
  terms: p.terms,
}));

/** The literal terms of every metaphor pattern the riddle uses, each with its weight. */
export function metaphorTerms(riddle: string): { word: string; weight: number }[] {
  const text = riddle.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  const out: { word: string; weight: number }[] = [];
  for (const p of compiled) {
    if (p.cues.every((c) => c.test(text)))
      for (const word of p.terms) out.push({ word, weight: METAPHOR_WEIGHT });
  }
  return out;
}

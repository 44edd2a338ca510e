import { stem } from "./stem";

// Function words, and the words every riddle uses to be a riddle ("what am I", "guess"), which
// say nothing about the answer. Persona words ("dear", "sonny") are here too, so a voice never
// counts as a clue.
const STOPWORDS = new Set(
  `a about above across after again against all almost also although always am among an and another any
  anyone anything are around as at away back be because been before behind being below beside besides
  between beyond both but by can cannot could did do does doing done down during each either else enough
  even ever every everyone everything few for from further get gets getting give given go goes going got
  had has have having he her here hers herself him himself his how however i if in inside into is it its
  itself just least less let like made make makes many may me might mine more most much must my myself
  near need never no nobody none nor not nothing now of off often on once one only onto or other others
  our ours ourselves out over own per perhaps put quite rather really said same say says see seem seen
  shall she should since so some someone something sometimes still such than that the their theirs them
  themselves then there these they thing things this those though through thus till to too toward towards
  under until up upon us use used uses using usually very via was way we well were what whatever when
  where whether which while who whom whose why will with within without would yet you your yours yourself
  yourselves oh ah o thee thou thy thine ye yon tis twas ere aye nay am i'm im ive i've you've youre
  dear dearie darling honey sonny kiddo child friend folks lad lass riddle riddles guess guessed guessing
  answer answers name named tell told call called know knew known who's what's whats it's thats that's
  don't dont can't cant won't wont isn't isnt
  usually especially typically generally e.g etc something someone somebody`.split(/\s+/),
);

/** Whether a lowercase word is a function word or riddle filler that carries no clue. */
export function isStopword(word: string): boolean {
  return STOPWORDS.has(word);
}

/** Lowercase words of a text: letters only, diacritics folded, apostrophes kept inside words. */
export function words(text: string): string[] {
  return (
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[\u2018\u2019\u02bc]/g, "'")
      .match(/[a-z]+(?:'[a-z]+)*/g) ?? []
  );
}

/** The stems of a text's content words, in order, with repeats. */
export function contentStems(text: string): string[] {
  const out: string[] = [];
  for (const raw of words(text)) {
    const w = raw.endsWith("'s") ? raw.slice(0, -2) : raw;
    if (w.length < 2 || STOPWORDS.has(w)) continue;
    out.push(stem(w));
  }
  return out;
}

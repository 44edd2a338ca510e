import { createRequire } from "node:module";

type Nlp = typeof import("compromise").default;
/** A term of compromise's parsed document (`View.docs`), which is much cheaper to read than `json()`. */
interface Term {
  text: string;
  pre: string;
  post: string;
  tags: Set<string>;
}

// compromise is loaded on first use, so only bots that write "No adjectives" riddles pay for it.
const require = createRequire(import.meta.url);
let nlpModule: Nlp | undefined;

function termsOf(text: string): Term[] {
  nlpModule ??= require("compromise") as Nlp;
  return (nlpModule(text).docs as Term[][]).flat().map((t) => ({ ...t, tags: new Set(t.tags) }));
}

/** The words of `text` the compromise part-of-speech tagger tags as adjectives. */
export function adjectivesIn(text: string): string[] {
  return termsOf(text)
    .filter((term) => term.tags.has("Adjective"))
    .map((term) => term.text);
}

/**
 * A clue with its adjectives taken out where they only describe a noun ("a flat top" → "a top"),
 * or null when an adjective carries the clue ("I never get tired") and cannot go.
 */
export function withoutAdjectives(clue: string): string | null {
  const known = plainClues.get(clue);
  if (known !== undefined) return known;
  const plain = stripped(clue);
  plainClues.set(clue, plain);
  return plain;
}

const plainClues = new Map<string, string | null>();

function stripped(clue: string): string | null {
  const terms = termsOf(clue);
  const kept: Term[] = [];
  terms.forEach((term, i) => {
    if (!term.tags.has("Adjective")) {
      kept.push(term);
      return;
    }
    // Drop an adjective that stands before a noun (or before another such adjective).
    const next = terms.slice(i + 1).find((t) => !t.tags.has("Adjective"));
    if (!next?.tags.has("Noun") || next.tags.has("Pronoun")) {
      kept.push(term);
      return;
    }
    const stop = term.post.replace(/[^.;:!?]/g, "");
    if (stop && kept.length > 0) kept[kept.length - 1]!.post += stop;
    // An intensifier before it goes with it ("a very old man").
    const before = kept[kept.length - 1];
    if (before && /^(?:very|so|too|quite|rather)$/i.test(before.text)) kept.pop();
  });
  const text = kept
    .map((t) => `${t.pre}${t.text}${t.post}`)
    .join("")
    .replace(/\s{2,}/g, " ")
    .replace(/\b([Aa])n ([^aeiouAEIOU\s])/g, "$1 $2")
    .replace(/\b([Aa]) ([aeiouAEIOU])/g, "$1n $2")
    .trim();
  return adjectivesIn(text).length === 0 ? text : null;
}

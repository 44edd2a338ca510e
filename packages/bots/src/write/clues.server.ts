import { wordForms } from "@riddlebook/words";
import { type KnowledgeProfile, knowledgeProfile, type WordNet, wordnet } from "@riddlebook/words/wordnet";
import { pinnedSense, sensesOf } from "../knowledge/bag.server";
import { glossIndex } from "../knowledge/gloss-index.server";
import { stem } from "../text/stem";
import { isStopword } from "../text/tokens";
import type { BankClueKind } from "./clue-bank.server";

/** Where a clue comes from in the word's knowledge. */
type ClueKind = "gloss" | "kind" | "parts" | "whole" | "kin" | "company" | "saying" | "category";

/**
 * One clue about a word, in the first person, without the word itself: "I'm a kind of seat",
 * "I've got a wick". Several clues and a voice make a riddle.
 */
interface Clue {
  /** From the word's knowledge, or a kind of the hand-written bank (`clue-bank.server.ts`). */
  readonly kind: ClueKind | BankClueKind;
  /** The clue's variants; a riddle uses one of them. */
  readonly variants: readonly string[];
  /** A bank clue that points plainly at the word (difficulty 1). */
  readonly plain?: boolean;
}

/** What a word is, by WordNet's lexicographer file, said plainly. */
const CATEGORY: Record<string, string> = {
  "noun.animal": "I'm a living creature",
  "noun.artifact": "I'm a thing that people made",
  "noun.body": "I'm a part of you",
  "noun.food": "I'm something to eat or drink",
  "noun.plant": "I'm something that grows",
  "noun.feeling": "I'm a feeling",
  "noun.person": "I'm a person, with a job to do",
  "noun.phenomenon": "I'm something that happens in nature",
  "noun.time": "I'm a stretch of time",
  "noun.location": "I'm a place",
  "noun.state": "I'm a way of being",
  "noun.attribute": "I'm a quality some people have",
  "noun.cognition": "I live in the mind",
  "noun.substance": "I'm a kind of stuff",
  "noun.object": "I'm a thing of the natural world",
  "noun.act": "I'm something people do",
  "noun.event": "I'm something that happens",
  "noun.shape": "I'm a shape",
  "noun.communication": "I'm a way of saying something",
  "noun.group": "I'm a gathering of many",
  "verb.motion": "I'm a way of moving",
  "verb.communication": "I'm a way of using your voice",
  "verb.contact": "I'm something your hands do",
  "verb.body": "I'm something your body does",
  "verb.creation": "I'm a way of making things",
  "verb.consumption": "I'm a way of taking things in",
  "verb.perception": "I'm a way of sensing things",
  "verb.cognition": "I'm something your mind does",
};

/** The phrase with "a" or "an" before it. */
export function article(phrase: string): string {
  return /^[aeiou]/i.test(phrase) && !/^(?:uni|use|eu|one)/i.test(phrase) ? `an ${phrase}` : `a ${phrase}`;
}

function listed(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** A short, friendlier form of a gloss: the first clause, cut near 75 characters, "one's" → "your". */
function shortGloss(gloss: string): string {
  let g = gloss
    .replace(/^\([^)]*\)\s*/, "")
    .split(";")[0]!
    .replace(/\bone's\b/g, "your")
    .replace(/\bsomeone\b/g, "you")
    .replace(/\s*\([^)]*\)/g, "")
    .trim();
  if (g.length > 75) {
    const cut = g.slice(0, 75);
    const comma = cut.lastIndexOf(",");
    g = comma > 30 ? cut.slice(0, comma) : cut.slice(0, cut.lastIndexOf(" "));
    // Never end on a dangling "of", "with", "the" or "given".
    const ws = g.split(" ");
    while (ws.length > 3 && (isStopword(ws[ws.length - 1]!) || ws[ws.length - 1] === "given")) ws.pop();
    g = ws.join(" ");
  }
  return g.replace(/[,\s]+$/, "");
}

/**
 * Whether a lemma is an everyday word: one word of plain letters that WordNet has several senses
 * of, or has seen in tagged text. Reads the sense index only, so no synset gets parsed and cached.
 */
function familiar(wn: WordNet, lemma: string): boolean {
  if (!/^[a-z]{3,14}$/.test(lemma)) return false;
  const senses = wn.senses(lemma);
  return senses.length >= 2 || senses.some((s) => s.tagCount > 0);
}

function pickFamiliar(wn: WordNet, lemmas: readonly string[], max: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const l of lemmas) {
    if (seen.has(l) || !familiar(wn, l)) continue;
    seen.add(l);
    out.push(l);
    if (out.length >= max) break;
  }
  return out;
}

/**
 * Everyday words whose definitions mention the word ("wick" and "wax" for candle), most telling
 * first: things of the same kind (both artifacts, both animals) and common words rank higher.
 */
function associations(wn: WordNet, word: string, lexName: string, exclude: ReadonlySet<string>): string[] {
  const index = glossIndex();
  const id = index.id(stem(word));
  const docs = index.mentions(id);
  const scored = new Map<string, number>();
  const step = Math.max(1, Math.floor(docs.length / 300));
  for (let k = 0; k < docs.length; k += step) {
    const doc = docs[k]!;
    if (!index.lexName(doc).startsWith("noun.") || !index.definitionStems(doc).includes(id)) continue;
    for (const lemma of index.lemmas(doc)) {
      if (exclude.has(lemma) || scored.has(lemma) || !/^[a-z]{3,14}$/.test(lemma)) continue;
      const senses = wn.senses(lemma);
      if (senses.length < 2) continue;
      scored.set(lemma, (index.lexName(doc) === lexName ? 2 : 0) + Math.min(senses.length, 6) / 6);
      break;
    }
  }
  return [...scored]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([lemma]) => lemma);
}

function blankExample(example: string, forms: ReadonlySet<string>): string | undefined {
  let hit = false;
  const blanked = example.replace(/[A-Za-z]+(?:'[a-z]+)?/g, (w) => {
    if (!forms.has(w.toLowerCase())) return w;
    hit = true;
    return "___";
  });
  return hit && blanked.length <= 80 ? blanked : undefined;
}

function glossClue(p: KnowledgeProfile): string[] {
  const g = shortGloss(p.gloss);
  if (!g) return [];
  if (p.pos === "v") return [`you do me when you ${g}`, `to ${g}, that's me`];
  if (p.pos === "a" || p.pos === "r") return [`I'm said of things ${g}`, `call me when something is ${g}`];
  const noun = /^(?:a|an|the)\s/i.test(g) ? g : article(g);
  return [`I'm ${noun}`, `picture ${noun}`, `some would call me ${noun}`];
}

/**
 * Every clue the word's knowledge offers for its pinned sense on `pageNumber` (else its wordbook
 * pin, else WordNet's most frequent sense). Clues may still contain a form of the word; the writer
 * tests every draft with the rule checker.
 */
export function cluesFor(word: string, pageNumber?: number): Clue[] {
  const wn = wordnet();
  const synset = sensesOf(wn, word, pinnedSense(word, pageNumber))[0];
  if (!synset) return [];
  const p = knowledgeProfile(wn, synset, word);
  const clues: Clue[] = [];
  const add = (kind: ClueKind, variants: string[]) => {
    if (variants.length > 0) clues.push({ kind, variants });
  };
  add("gloss", glossClue(p));
  const hyper = p.hypernyms.find((h) => /^[a-z]+$/.test(h)) ?? p.hypernyms[0];
  if (hyper) {
    if (p.pos === "v") add("kind", [`I'm a way to ${hyper}`, `you ${hyper} when you do me`]);
    else
      add("kind", [
        `I'm a kind of ${hyper}`,
        `a sort of ${hyper}, that's me`,
        `call me ${article(hyper)} of sorts`,
      ]);
  }
  const parts = pickFamiliar(wn, p.meronyms, 3);
  if (parts.length > 0) {
    const ps = parts.map(article);
    add("parts", [`I've got ${listed(ps)}`, `look closely and you'll find ${listed(ps)}`]);
  }
  const whole = pickFamiliar(wn, p.holonyms, 1)[0];
  if (whole) add("whole", [`I'm part of ${article(whole)}`, `you'll find me in ${article(whole)}`]);
  const kin = pickFamiliar(wn, p.hyponyms, 3);
  if (kin.length >= 2)
    add("kin", [`${listed(kin.map((k) => `the ${k}`))} are my kin`, `my family: ${listed(kin)}`]);
  const company = associations(wn, word, p.lexName, new Set([...parts, ...kin, hyper ?? "", word]));
  if (company.length >= 2) {
    const [a, b, c] = company;
    add("company", [
      `think of ${listed(company.slice(0, 3))}`,
      `${a} and ${b} keep me company`,
      `where there's ${article(a!)}, I'm not far`,
      ...(c ? [`ask ${article(b!)} or ${article(c)} about me`] : []),
    ]);
  }
  const f = wordForms(word, pageNumber);
  const forms = new Set([word, ...f.inflections, ...f.otherInflections, ...f.derivations, ...f.compounds]);
  const sayings = p.examples.map((e) => blankExample(e, forms)).filter((e): e is string => e !== undefined);
  if (sayings.length > 0)
    add(
      "saying",
      sayings.map((s) => `folks say "${s}"`),
    );
  const category = CATEGORY[p.lexName];
  if (category) add("category", [category]);
  return clues;
}

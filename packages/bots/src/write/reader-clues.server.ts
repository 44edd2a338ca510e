import { getPage, wordForms } from "@riddlebook/words";
import { knowledgeProfile, type Synset, type WordNet, wordnet } from "@riddlebook/words/wordnet";
import { pinnedSense, sensesOf } from "../knowledge/bag.server";
import { glossIndex } from "../knowledge/gloss-index.server";
import { stem } from "../text/stem";
import { isStopword, words } from "../text/tokens";
import { article } from "./clues.server";
import { quotedGloss } from "./gloss-quote.server";

/**
 * Clues a reader can work out from what anyone knows about a word, taken from its pinned WordNet
 * sense (docs/decisions/036-reader-clues-for-bot-riddles.md): what kind of thing it is (its
 * hypernym), a few telling words of its definition (never four in a row, never the whole
 * definition), and its parts. The hand-written bank's clues are riddles' wit; these are their
 * footing, so a reader who does not share the bank's jokes can still get there.
 */
export interface ReaderClues {
  /** "I'm a sort of reflector: polished surface, reflecting light": its kind and telling words of its definition. */
  readonly what: readonly string[];
  /** "I've got a back and a leg": its parts. */
  readonly parts: readonly string[];
  /** "I'm a sort of seat": its kind alone. */
  readonly kind: readonly string[];
  /** "I'm a sort of reflector, and think reflecting light": its kind and one telling run, for hard bots. */
  readonly hint: readonly string[];
  /** "think swinging, and think entrance": more telling words of its definition, for easy bots. */
  readonly more: readonly string[];
}

/** Words of a definition that tell nothing on their own. */
const VAGUE = new Set(
  `kind sort type form part piece number various numerous any certain small large big long short good
  bad great little common usual especially typically often sometimes state condition quality act
  activity process person people object objects thing matter member members group item items way
  ways means overall including includes having consisting being make made also other lot genus
  family order species subfamily class think picture produced contains created caused resembling
  used found relating related characterized marked`.split(/\s+/),
);

/** Hypernyms so broad that naming them says nothing ("a sort of state"). */
const BROAD = new Set(
  `entity object whole thing artifact artefact state condition attribute quality act activity event
  content cognition communication relation abstraction group product production measure time matter
  substance organism being person phenomenon process feeling emotion property system structure
  instrumentality device location region area placental eutherian ungulate`.split(/\s+/),
);

/** How often WordNet's tagged texts use a lemma, summed over its senses (0 for a rare word). */
function tagged(wn: WordNet, lemma: string): number {
  return wn.senses(lemma).reduce((sum, s) => sum + s.tagCount, 0);
}

/**
 * Whether a lemma is an everyday word: seen in WordNet's tagged texts, or with several senses and
 * used in at least a few other definitions ("rung", "cutlery", not "aculeus" or "octopod").
 */
function familiar(wn: WordNet, lemma: string): boolean {
  if (!/^[a-z]{3,16}$/.test(lemma)) return false;
  if (tagged(wn, lemma) > 0) return true;
  const index = glossIndex();
  return wn.senses(lemma).length >= 2 && index.mentions(index.id(stem(lemma))).length >= 10;
}

/** The dictionary forms a word of a definition may be ("verified": verify; "tails": tail). */
function baseForms(w: string): string[] {
  const out = [w];
  for (const [suffix, repl] of [
    ["ies", "y"],
    ["ied", "y"],
    ["es", ""],
    ["s", ""],
    ["ed", ""],
    ["ed", "e"],
    ["ing", ""],
    ["ing", "e"],
    ["ly", ""],
  ] as const)
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) out.push(w.slice(0, -suffix.length) + repl);
  return out;
}

/** Every spelling that names a word of the page (the word, its inflections), so clues avoid them. */
function namedOnPage(word: string, pageNumber: number | undefined): Set<string> {
  const named = new Set<string>();
  for (const other of getPage(pageNumber ?? -1)?.words ?? [word]) {
    const forms = wordForms(other, pageNumber);
    for (const f of [other, ...forms.inflections, ...forms.otherInflections, ...forms.derivations])
      for (const w of words(f)) named.add(w);
  }
  return named;
}

/**
 * Runs of the definition's telling words, as they stand in it ("polished surface", "reflecting
 * light"): broken at every function word, at most three words each, so a clue that strings two of
 * them never repeats four words of the definition in a row. Weighed by their rarest word: the most
 * telling runs first.
 */
function tellingRuns(definition: string, skip: (w: string) => boolean): { text: string; weight: number }[] {
  const index = glossIndex();
  const runs: { text: string; weight: number }[] = [];
  let run: string[] = [];
  const flush = () => {
    // At most three words, counting each part of a hyphened one ("cup-shaped" is two).
    const kept = run.slice();
    while (kept.join(" ").split(/[\s-]/).length > 3) kept.shift();
    if (kept.length > 0 && !runs.some((r) => r.text === kept.join(" ")))
      runs.push({
        text: kept.join(" "),
        weight: Math.max(...kept.flatMap((t) => t.split("-")).map((w) => index.idf(index.id(stem(w))))),
      });
    run = [];
  };
  const tokens = definition
    .replace(/\([^)]*\)/g, " ")
    .toLowerCase()
    .match(/[a-z]+(?:['-][a-z]+)*|[^a-z\s]/g);
  for (const t of tokens ?? []) {
    const parts = t.split("-");
    const telling = parts.every((w) => /^[a-z]{3,}$/.test(w) && !isStopword(w) && !skip(w));
    if (!telling || (parts.length === 1 && VAGUE.has(t))) flush();
    else run.push(t);
  }
  flush();
  return runs;
}

/**
 * What kind of thing the sense is, in an everyday word: a hypernym seen in tagged text, else one a
 * level up ("mammal" for camel, not "even-toed ungulate"), else a familiar direct hypernym.
 */
function kindOf(wn: WordNet, synset: Synset, ok: (lemma: string) => boolean): string | undefined {
  const up = (s: Synset) =>
    s.pointers.filter((p) => p.symbol === "@" || p.symbol === "@i").map((p) => wn.synset(p.pos, p.offset));
  const parents = up(synset);
  const levels = [parents, parents.flatMap(up), parents.flatMap(up).flatMap(up)];
  for (const [depth, level] of levels.entries()) {
    for (const s of level) {
      if (s.words.some((w) => BROAD.has(w))) continue;
      // The synset's first everyday lemma: its headword where that is one ("clothing", not "wear").
      const lemmas = s.words.filter((l) => ok(l) && /^[a-z]{3,}$/.test(l));
      const best =
        lemmas.find((l) => tagged(wn, l) > 0) ??
        (depth === 0 ? lemmas.find((l) => familiar(wn, l)) : undefined);
      if (best) return best;
    }
  }
  return undefined;
}

/** The sense's parts ("rung" for ladder), not what it is made of or its members. */
function partsOf(wn: WordNet, synset: Synset): string[] {
  const out = new Set<string>();
  for (const p of synset.pointers)
    if (p.symbol === "%p") for (const w of wn.synset(p.pos, p.offset).words) out.add(w);
  return [...out];
}

/**
 * How a reader clue is worded, by what it has (a kind, one or two telling runs, runs that end in a
 * noun): in the first person like the bank's clues, three wordings each, one per persona, so the
 * three never say the same line.
 */
const TEMPLATES = {
  kindNouns: [
    "I'm a sort of {kind}, with {a} and {b}",
    "I'm {akind} of sorts: {a}, {b}",
    "I'm one kind of {kind}: think {a}, think {b}",
  ],
  kindRuns: [
    "I'm a sort of {kind}: {a}, {b}",
    "I'm {akind} of sorts, and think {a}, {b}",
    "I'm one kind of {kind}: think {a}, think {b}",
  ],
  kindRun: [
    "I'm a sort of {kind}, and think {a}",
    "I'm {akind} of sorts, and think {a}",
    "I'm one kind of {kind}: {a}",
  ],
  verbRuns: [
    "I'm a way to {kind}: {a}, {b}",
    "I'm how you {kind}: think {a}, think {b}",
    "I'm one way to {kind}: {a}, {b}",
  ],
  verbRun: [
    "I'm a way to {kind}, and think {a}",
    "I'm how you {kind}, and think {a}",
    "I'm one way to {kind}: {a}",
  ],
  runs: ["I bring to mind {a} and {b}", "I call to mind {a}, {b}", "I make you think {a}, {b}"],
  run: ["I bring to mind {a}", "I call to mind {a}", "I make you think {a}"],
} as const;

/**
 * The reader clues of `word` for its sense on `pageNumber` (the wordbook's pin, else WordNet's
 * most frequent sense). None of them names the word, a root of it, or another word of the page;
 * the writer still holds every draft to the rule checker and the gloss-quote check.
 */
export function readerCluesFor(word: string, pageNumber?: number): ReaderClues {
  const key = `${pageNumber ?? ""}\u0000${word}`;
  let clues = cache.get(key);
  if (!clues) {
    clues = readerClues(word, pageNumber);
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
    cache.set(key, clues);
  }
  return clues;
}

const MAX_CACHED = 2000;
const cache = new Map<string, ReaderClues>();

function readerClues(word: string, pageNumber: number | undefined): ReaderClues {
  const none: ReaderClues = { what: [], parts: [], kind: [], hint: [], more: [] };
  const wn = wordnet();
  const synset = sensesOf(wn, word, pinnedSense(word, pageNumber))[0];
  if (!synset) return none;
  const p = knowledgeProfile(wn, synset, word);
  const named = namedOnPage(word, pageNumber);
  const roots = words(word).filter((r) => r.length >= 3);
  const gives = (w: string) =>
    named.has(w) ||
    baseForms(w).some((b) => roots.some((r) => b.includes(r) || (b.length >= 4 && r.startsWith(b))));
  const fair = (lemma: string) => familiar(wn, lemma) && !words(lemma).some(gives);

  const kindLemma = kindOf(wn, synset, (h) => !BROAD.has(h) && !words(h).some(gives));
  const kindWords = new Set(kindLemma ? [kindLemma] : []);
  const runs = tellingRuns(
    p.gloss,
    (w) =>
      gives(w) || baseForms(w).some((b) => kindWords.has(b)) || !baseForms(w).some((b) => familiar(wn, b)),
  );
  const ranked = [...runs].sort((a, b) => b.weight - a.weight);
  /** Some of the runs, in the order the definition says them. */
  const inOrder = (some: typeof runs) =>
    [...some].sort((a, b) => runs.indexOf(a) - runs.indexOf(b)).map((r) => r.text);
  const verb = p.pos === "v";
  const isNoun = (run: string) => {
    const last = run.split(" ").pop()!;
    return [last, last.replace(/ies$/, "y"), last.replace(/e?s$/, "")].some(
      (b) => wn.has(b, "n") && !wn.has(b, "a"),
    );
  };
  /** The clue's wordings for a kind (or none) and one or two runs. */
  const worded = (kindOfIt: string | undefined, some: readonly string[]): string[] => {
    const key: keyof typeof TEMPLATES | undefined =
      some.length === 0
        ? undefined
        : !kindOfIt
          ? some.length >= 2
            ? "runs"
            : "run"
          : verb
            ? some.length >= 2
              ? "verbRuns"
              : "verbRun"
            : some.length === 1
              ? "kindRun"
              : some.every(isNoun)
                ? "kindNouns"
                : "kindRuns";
    if (!key) return [];
    // A joining "and" may still line up with the definition's: such a wording is left out.
    return TEMPLATES[key]
      .map((t) =>
        t
          .replace("{kind}", kindOfIt ?? "")
          .replace("{akind}", article(kindOfIt ?? ""))
          .replace("{a}", some[0] ?? "")
          .replace("{b}", some[1] ?? ""),
      )
      .filter((text) => quotedGloss(word, text) === null);
  };
  const kind = !kindLemma
    ? []
    : verb
      ? [`I'm a way to ${kindLemma}`, `I'm how you ${kindLemma}`, `I'm one way to ${kindLemma}`]
      : [`I'm a sort of ${kindLemma}`, `I'm ${article(kindLemma)} of sorts`, `I'm one kind of ${kindLemma}`];
  const what = worded(kindLemma, inOrder(ranked.slice(0, 2)));
  const hint = ranked.length > 0 ? worded(kindLemma, inOrder(ranked.slice(0, 1))) : kind;
  const more = worded(undefined, inOrder(ranked.slice(2, 4)));

  const partLemmas = partsOf(wn, synset)
    .filter((l) => fair(l) && tagged(wn, l) > 0)
    .slice(0, 2);
  const parts =
    partLemmas.length > 0
      ? [
          `I've got ${partLemmas.map(article).join(" and ")}`,
          `I have ${partLemmas.map(article).join(" and ")}`,
          `I come with ${partLemmas.map(article).join(" and ")}`,
        ]
      : [];
  return { what, parts, kind, hint, more };
}

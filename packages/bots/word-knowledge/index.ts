// What a person knows about each wordbook word, hand-written apart from the clue bank so the guesser
// never reads the writer's own lines (docs/decisions/043-a-guesser-that-reads-like-a-person.md).
// Every page imported statically so the bundled server carries it.

import p1 from "./page-1.json" with { type: "json" };
import p2 from "./page-2.json" with { type: "json" };
import p3 from "./page-3.json" with { type: "json" };
import p4 from "./page-4.json" with { type: "json" };
import p5 from "./page-5.json" with { type: "json" };
import p6 from "./page-6.json" with { type: "json" };
import p7 from "./page-7.json" with { type: "json" };
import p8 from "./page-8.json" with { type: "json" };
import p9 from "./page-9.json" with { type: "json" };
import p10 from "./page-10.json" with { type: "json" };
import p11 from "./page-11.json" with { type: "json" };
import p12 from "./page-12.json" with { type: "json" };
import p13 from "./page-13.json" with { type: "json" };
import p14 from "./page-14.json" with { type: "json" };
import p15 from "./page-15.json" with { type: "json" };
import p16 from "./page-16.json" with { type: "json" };
import p17 from "./page-17.json" with { type: "json" };
import p18 from "./page-18.json" with { type: "json" };
import p19 from "./page-19.json" with { type: "json" };
import p20 from "./page-20.json" with { type: "json" };
import p21 from "./page-21.json" with { type: "json" };
import p22 from "./page-22.json" with { type: "json" };
import p23 from "./page-23.json" with { type: "json" };
import p24 from "./page-24.json" with { type: "json" };
import p25 from "./page-25.json" with { type: "json" };
import p26 from "./page-26.json" with { type: "json" };
import p27 from "./page-27.json" with { type: "json" };
import p28 from "./page-28.json" with { type: "json" };
import p29 from "./page-29.json" with { type: "json" };
import p30 from "./page-30.json" with { type: "json" };

/** One word's knowledge: short phrases by what they say of it. */
interface WordKnowledge {
  readonly is?: readonly string[];
  readonly does?: readonly string[];
  readonly looks?: readonly string[];
  readonly found?: readonly string[];
  readonly madeOf?: readonly string[];
  readonly parts?: readonly string[];
  readonly sayings?: readonly string[];
  readonly famous?: readonly string[];
  readonly related?: readonly string[];
}

interface KnowledgePage {
  readonly pageNumber: number;
  readonly words: Readonly<Record<string, WordKnowledge>>;
}

export const WORD_KNOWLEDGE_PAGES: readonly KnowledgePage[] = [
  p1,
  p2,
  p3,
  p4,
  p5,
  p6,
  p7,
  p8,
  p9,
  p10,
  p11,
  p12,
  p13,
  p14,
  p15,
  p16,
  p17,
  p18,
  p19,
  p20,
  p21,
  p22,
  p23,
  p24,
  p25,
  p26,
  p27,
  p28,
  p29,
  p30,
];

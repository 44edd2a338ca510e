/**
 * Letter riddles ("I come once in a minute, twice in a moment, never in a thousand years"; "I am
 * at the end of the rainbow"): a choice "the letter m" is judged by whether the riddle's counting
 * and placing claims hold for that letter. Returns how many claims hold, minus how many fail; zero
 * for any other choice or a riddle with no such claim.
 */
export function letterEvidence(riddle: string, choice: string): number {
  const letter = /^(?:the\s+)?letter\s+([a-z])$/i.exec(choice.trim())?.[1]?.toLowerCase();
  if (!letter) return 0;
  const text = riddle.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  let score = 0;
  const COUNTS: Record<string, number> = { never: 0, once: 1, twice: 2, thrice: 3 };
  for (const m of text.matchAll(
    /\b(never|once|twice|thrice)\s+in\s+(?:a|an|the)?\s*([a-z]+(?:\s+[a-z]+)?)/g,
  )) {
    const word = m[2]!.replace(/\s+/g, "");
    const count = [...word].filter((c) => c === letter).length;
    score += count === COUNTS[m[1]!]! ? 1 : -1;
  }
  for (const m of text.matchAll(
    /\b(end|start|beginning|middle|centre|center|heart|first|last)\s+of\s+(?:a|an|the|every|each)?\s*([a-z]+)/g,
  )) {
    const word = m[2]!;
    const where = m[1]!;
    const at =
      where === "end" || where === "last"
        ? word.endsWith(letter)
        : where === "start" || where === "beginning" || where === "first"
          ? word.startsWith(letter)
          : word.length > 2 && word.slice(1, -1).includes(letter);
    score += at ? 1 : -1;
  }
  return score;
}

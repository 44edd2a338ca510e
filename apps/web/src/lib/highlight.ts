/** A span of text to mark: a rule violation (blocks) or a warning (allowed). */
interface Mark {
  start: number;
  end: number;
  kind: "violation" | "warning";
}

interface Segment {
  text: string;
  kind: Mark["kind"] | null;
}

/**
 * Splits `text` into plain and marked segments. Violations win over warnings where they overlap;
 * overlapping or out-of-range marks are clipped, so the segments always join back to `text`.
 */
export function segments(text: string, marks: readonly Mark[]): Segment[] {
  const kinds: (Mark["kind"] | null)[] = new Array(text.length).fill(null);
  for (const kind of ["warning", "violation"] as const) {
    for (const mark of marks) {
      if (mark.kind !== kind) continue;
      for (let i = Math.max(0, mark.start); i < Math.min(text.length, mark.end); i++) kinds[i] = kind;
    }
  }
  const out: Segment[] = [];
  let from = 0;
  for (let i = 1; i <= text.length; i++) {
    if (i === text.length || kinds[i] !== kinds[from]) {
      if (i > from) out.push({ text: text.slice(from, i), kind: kinds[from] ?? null });
      from = i;
    }
  }
  return out;
}

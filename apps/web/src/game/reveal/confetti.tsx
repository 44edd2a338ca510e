import type { CSSProperties } from "react";

/** The confetti's colours, bright on the white card. */
const COLOURS = ["#6d28d9", "#f59e0b", "#10b981", "#ef4444", "#3b82f6", "#ec4899"];
const PIECES = 28;

/**
 * A short burst of falling confetti over its (relatively positioned) parent: CSS only, it falls once
 * and is gone. Decorative, so hidden from assistive technology; not shown at all with reduced
 * motion (`.confetti` in index.css). The spread comes from the piece's index, not chance.
 */
export function Confetti() {
  return (
    <div aria-hidden="true" className="confetti pointer-events-none absolute inset-0 overflow-hidden">
      {Array.from({ length: PIECES }, (_, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of identical pieces.
          key={i}
          className="confetti-piece"
          style={
            {
              left: `${(i * 37) % 100}%`,
              backgroundColor: COLOURS[i % COLOURS.length],
              animationDelay: `${((i * 7) % 12) / 10}s`,
              "--confetti-drift": `${((i * 5) % 9) - 4}rem`,
            } as CSSProperties
          }
        />
      ))}
    </div>
  );
}

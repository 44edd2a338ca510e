import { useEffect, useRef, useState } from "react";

/** How long a number takes to count to its new value. */
const COUNT_MS = 900;

/** Fast at first, settling gently on the new value. */
const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * A number that counts from what it showed to `target` whenever `target` changes, one animation
 * frame at a time; it starts at `start`. With `instant` (reduced motion) it jumps straight there.
 */
export function useCountUp(target: number, start: number, instant: boolean): number {
  const [value, setValue] = useState(start);
  const shown = useRef(start);

  useEffect(() => {
    const from = shown.current;
    if (instant || from === target || typeof requestAnimationFrame !== "function") {
      shown.current = target;
      setValue(target);
      return;
    }
    let began: number | null = null;
    let frame = 0;
    const tick = (now: number) => {
      began ??= now;
      const progress = Math.min(1, (now - began) / COUNT_MS);
      shown.current = Math.round(from + (target - from) * easeOut(progress));
      setValue(shown.current);
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, instant]);

  return value;
}

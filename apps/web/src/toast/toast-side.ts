/**
 * Where a toast shows: at the bottom of the screen, unless the player is acting in the lower half
 * (typing a riddle, ticking "submit for review", pressing Submit on a phone), where it would cover
 * what they use: then at the top (docs/product.md §14). "Where the player acts" is the focused
 * control, else the last place the screen was touched or clicked (a tap on a phone does not always
 * move focus).
 */
export type ToastSide = "top" | "bottom";

let lastPointerY: number | null = null;

/** Remembers where the screen is touched or clicked; returns the function that stops it. */
export function followPointer(): () => void {
  const remember = (event: PointerEvent) => {
    lastPointerY = event.clientY;
  };
  window.addEventListener("pointerdown", remember, { capture: true, passive: true });
  return () => window.removeEventListener("pointerdown", remember, { capture: true });
}

/** The height, in viewport px, where the player is acting now; null when nothing says. */
function actionY(): number | null {
  const active = document.activeElement;
  if (active && active !== document.body && active !== document.documentElement) {
    const box = active.getBoundingClientRect();
    if (box.height > 0) return box.top + box.height / 2;
  }
  return lastPointerY;
}

/** The side of the screen away from where the player is acting. */
export function toastSide(): ToastSide {
  const y = actionY();
  return y !== null && y > window.innerHeight / 2 ? "top" : "bottom";
}

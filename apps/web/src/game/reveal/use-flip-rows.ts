import { type RefObject, useLayoutEffect, useRef } from "react";

/** How long a row takes to glide to its new place. */
const MOVE_MS = 450;

/**
 * Rows that change places glide there instead of jumping ("FLIP": each row's offset within
 * `container` is remembered after every render; when `order` changes, a row that moved starts where
 * it was and animates to where it is). Rows are the container's `[data-flip-id]` children. Nothing
 * moves with `instant` (reduced motion) or where the Web Animations API is missing (jsdom).
 */
export function useFlipRows(container: RefObject<HTMLElement | null>, order: string, instant: boolean) {
  const offsets = useRef(new Map<string, number>());
  const lastOrder = useRef(order);

  useLayoutEffect(() => {
    const box = container.current;
    if (!box) return;
    const top = box.getBoundingClientRect().top;
    const moved = lastOrder.current !== order;
    lastOrder.current = order;
    for (const row of box.querySelectorAll<HTMLElement>("[data-flip-id]")) {
      const id = row.dataset.flipId ?? "";
      const offset = row.getBoundingClientRect().top - top;
      const before = offsets.current.get(id);
      offsets.current.set(id, offset);
      if (!moved || instant || before === undefined || before === offset) continue;
      if (typeof row.animate !== "function") continue;
      row.animate([{ transform: `translateY(${before - offset}px)` }, { transform: "translateY(0)" }], {
        duration: MOVE_MS,
        easing: "ease-out",
      });
    }
  });
}

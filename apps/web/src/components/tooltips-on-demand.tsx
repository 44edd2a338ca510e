import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";

/** The Radix part, from its own chunk (./radix-tooltip.tsx). */
interface Tooltips {
  TooltipProvider: typeof import("./radix-tooltip").TooltipProvider;
  RadixTooltip: typeof import("./radix-tooltip").RadixTooltip;
}

let loaded: Tooltips | undefined;
let loading: Promise<Tooltips> | undefined;

/** Loads the Radix tooltip chunk once; later headers render with it from their first paint. */
function loadTooltips(): Promise<Tooltips> {
  loading ??= import("./radix-tooltip").then(({ TooltipProvider, RadixTooltip }) => {
    loaded = { TooltipProvider, RadixTooltip };
    return loaded;
  });
  return loading;
}

const TooltipsContext = createContext<Tooltips | undefined>(undefined);

/** The links and buttons of `root`, in order: how focus is found again after the swap. */
const focusables = (root: HTMLElement | null) =>
  root ? Array.from(root.querySelectorAll<HTMLElement>("a[href], button")) : [];

/**
 * Tooltips that cost nothing on the first load (docs/decisions/035-first-load-budget.md): the header
 * first renders its links and buttons bare, their names visible or in `aria-label`/sr-only text as
 * always; the first pointer or focus inside `children` loads the Radix tooltip chunk and swaps the
 * tooltips in (their 700 ms delay covers the download). The element that had focus keeps it: it is
 * found again by its place among the links and buttons and focused, which opens its tooltip.
 */
export function TooltipsOnDemand({ children }: { children: ReactNode }) {
  const [tooltips, setTooltips] = useState(loaded);
  const root = useRef<HTMLDivElement>(null);
  const refocus = useRef(-1);

  useLayoutEffect(() => {
    if (!tooltips || refocus.current < 0) return;
    focusables(root.current)[refocus.current]?.focus();
    refocus.current = -1;
  }, [tooltips]);

  // Native listeners: the wrapper is layout-free (display: contents) and not itself interactive.
  useEffect(() => {
    const element = root.current;
    if (tooltips || !element) return;
    let cancelled = false;
    // A press under way: the swap remounts the links and buttons, so a click whose press began on the
    // old element would be lost. The swap waits until the press is over and its click has fired.
    let pressed = false;
    const press = () => {
      pressed = true;
    };
    element.addEventListener("pointerdown", press);
    const swap = (module: Tooltips) => {
      if (cancelled) return;
      if (pressed) {
        window.addEventListener(
          "pointerup",
          () => {
            pressed = false;
            setTimeout(() => swap(module), 0);
          },
          { once: true },
        );
        return;
      }
      refocus.current = focusables(element).indexOf(document.activeElement as HTMLElement);
      setTooltips(module);
    };
    const wake = () => {
      element.removeEventListener("pointerover", wake);
      element.removeEventListener("focusin", wake);
      loadTooltips()
        .then(swap)
        // Offline or a failed download: the names are on screen already; try again on the next hover.
        .catch(() => {
          loading = undefined;
          if (cancelled) return;
          element.addEventListener("pointerover", wake);
          element.addEventListener("focusin", wake);
        });
    };
    element.addEventListener("pointerover", wake);
    element.addEventListener("focusin", wake);
    return () => {
      cancelled = true;
      element.removeEventListener("pointerdown", press);
      element.removeEventListener("pointerover", wake);
      element.removeEventListener("focusin", wake);
    };
  }, [tooltips]);

  return (
    <div ref={root} className="contents">
      <TooltipsContext.Provider value={tooltips}>
        {tooltips ? <tooltips.TooltipProvider>{children}</tooltips.TooltipProvider> : children}
      </TooltipsContext.Provider>
    </div>
  );
}

/** `children` (one link or button) with `label` in a tooltip once TooltipsOnDemand has them. */
export function WithTooltip({ label, children }: { label: string; children: ReactNode }) {
  const tooltips = useContext(TooltipsContext);
  return tooltips ? <tooltips.RadixTooltip label={label}>{children}</tooltips.RadixTooltip> : children;
}

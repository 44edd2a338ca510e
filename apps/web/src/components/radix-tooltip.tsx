import * as Tooltip from "@radix-ui/react-tooltip";
import { CLIENT_TIMINGS } from "@riddlebook/rules";
import type { ReactNode } from "react";

/**
 * The header's Radix tooltips, in a chunk of their own: src/components/tooltips-on-demand.tsx loads
 * it on the first hover or focus (docs/decisions/035-first-load-budget.md).
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return <Tooltip.Provider delayDuration={CLIENT_TIMINGS.tooltipDelayMs}>{children}</Tooltip.Provider>;
}

/** `children` (one focusable element) with `label` in a tooltip. */
export function RadixTooltip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          sideOffset={6}
          className="z-50 rounded-md bg-slate-900 px-2 py-1 text-xs font-medium text-white shadow"
        >
          {label}
          <Tooltip.Arrow className="fill-slate-900" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

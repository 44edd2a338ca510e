import type { ReactNode } from "react";

/**
 * A box that scrolls sideways inside the page (a bracket, a wide table), so a phone's page never
 * does. It is a named region that takes focus, so keyboard users can scroll it too. It is
 * positioned (relative), so its absolutely placed parts (visually hidden texts) scroll and clip
 * with it instead of widening the page.
 */
export function ScrollBox({
  label,
  className = "",
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take focus to be scrolled by keyboard
      tabIndex={0}
      className={`relative max-w-full overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand ${className}`}
    >
      {children}
    </section>
  );
}

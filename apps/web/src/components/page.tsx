import type { ReactNode } from "react";

/** The one <main> landmark of a page; the skip link targets it. */
export function PageMain({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <main
      id="main"
      tabIndex={-1}
      className={`mx-auto w-full max-w-5xl flex-1 px-4 py-6 sm:py-8 ${className}`}
    >
      {children}
    </main>
  );
}

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

/** A page for a feature that a later release fills in: the header, a heading and an honest note. */
export function ComingSoon({ title, note, children }: { title: string; note: string; children?: ReactNode }) {
  return (
    <PageMain>
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 max-w-prose text-slate-700">{note}</p>
      {children}
    </PageMain>
  );
}

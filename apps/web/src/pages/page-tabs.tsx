import * as Tabs from "@radix-ui/react-tabs";
import { type ReactNode, Suspense } from "react";
import { useLocation, useSearch } from "wouter";
import { loadingText } from "../i18n/en/loading";

const tabTriggerClass =
  "min-h-11 rounded-md px-3 py-2 text-sm font-semibold text-slate-700 data-[state=active]:bg-white data-[state=active]:text-brand-dark data-[state=active]:shadow";

/**
 * The tab a page shows, kept in its address (`?tab=story`) so links, toasts and reloads keep it; the
 * first tab has the bare path. Returns the tab and the way to show another (replacing the address).
 */
export function useTabInAddress<T extends string>(
  tabs: readonly [T, ...T[]],
  path: string,
): [T, (next: string) => void] {
  const search = useSearch();
  const [, navigate] = useLocation();
  const asked = new URLSearchParams(search).get("tab");
  const tab = tabs.find((t) => t === asked) ?? tabs[0];
  const show = (next: string) => navigate(next === tabs[0] ? path : `${path}?tab=${next}`, { replace: true });
  return [tab, show];
}

/**
 * A page of tabs (Friends & Challenges, Advanced Modes): its title, the tab list, and the panels
 * (`Tabs.Content`, given as children), whose lazily loaded code shows "Loading..." until it arrives.
 */
export function PageTabs({
  title,
  label,
  tabs,
  value,
  onChange,
  children,
}: {
  title: string;
  label: string;
  tabs: readonly { value: string; label: ReactNode }[];
  value: string;
  onChange: (next: string) => void;
  children: ReactNode;
}) {
  const t = loadingText.useT();
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <Tabs.Root value={value} onValueChange={onChange} className="mt-6">
        <Tabs.List
          aria-label={label}
          className="grid grid-cols-3 gap-1 rounded-lg bg-slate-100 p-1 sm:max-w-xl"
        >
          {tabs.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value} className={tabTriggerClass}>
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Suspense
          fallback={
            <p role="status" className="text-slate-700">
              {t("loading")}
            </p>
          }
        >
          {children}
        </Suspense>
      </Tabs.Root>
    </>
  );
}

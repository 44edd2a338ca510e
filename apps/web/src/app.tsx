import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import { commonText } from "./i18n/en/common";
import { queryClient } from "./lib/query-client";
import { LoadingScreen } from "./pages/loading";
import { AppRouter } from "./router";
import { getToasts, subscribeToasts } from "./toast/toast-store";

// Toasts are never part of the first paint, so Radix Toast loads in its own chunk once the page is
// idle (or a toast is raised first), off the first load's critical path. Toasts raised before it
// arrives wait in the store and show when it mounts.
const Toaster = lazy(() => import("./toast/toaster"));

/** True once the browser is idle after the first render, or as soon as a toast waits. */
function useToasterWanted(): boolean {
  const [wanted, setWanted] = useState(() => getToasts().length > 0);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const unsubscribe = subscribeToasts(want);
    const idle = "requestIdleCallback" in window ? requestIdleCallback(want, { timeout: 2000 }) : undefined;
    const timer = idle === undefined ? setTimeout(want, 1000) : undefined;
    return () => {
      unsubscribe();
      if (idle !== undefined) cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, [wanted]);
  return wanted;
}

export function App() {
  const t = commonText.useT();
  const toasterWanted = useToasterWanted();
  return (
    <QueryClientProvider client={queryClient}>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-dark focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("skipToContent")}
      </a>
      <Suspense fallback={<LoadingScreen />}>
        <AppRouter />
      </Suspense>
      {toasterWanted ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}

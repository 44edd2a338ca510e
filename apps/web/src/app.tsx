import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { queryClient } from "./lib/query-client";
import { LoadingScreen } from "./pages/loading";
import { AppRouter } from "./router";

// Toasts are never part of the first paint, so Radix Toast loads in its own chunk right after it.
// Toasts raised before it arrives wait in the store and show when it mounts.
const Toaster = lazy(() => import("./toast/toaster"));

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-dark focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <Suspense fallback={<LoadingScreen />}>
        <AppRouter />
      </Suspense>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}

/** The splash while the current user (or a page's code) loads. */
export function LoadingScreen() {
  return (
    <main id="main" tabIndex={-1} className="flex min-h-screen items-center justify-center">
      <p role="status" className="text-lg font-medium text-slate-700">
        Loading...
      </p>
    </main>
  );
}

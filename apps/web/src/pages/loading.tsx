import { loadingText } from "../i18n/en/loading";

/** The splash while the current user (or a page's code) loads. */
export function LoadingScreen() {
  const t = loadingText.useT();
  return (
    <main id="main" tabIndex={-1} className="flex min-h-screen items-center justify-center">
      <p role="status" className="text-lg font-medium text-slate-700">
        {t("loading")}
      </p>
    </main>
  );
}

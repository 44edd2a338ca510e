/// <reference types="vite-plugin-pwa/vanillajs" />
import { commonText } from "../i18n/en/common";
import { toast } from "../toast/toast-store";

/** How often an open tab asks the server whether a new deploy brought a new service worker. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker that vite-plugin-pwa builds (apps/web/vite.config.ts): it precaches
 * the app shell, so the app opens offline (to the offline screen, src/pwa/offline-screen.tsx).
 *
 * Updates ("prompt"): a new deploy's worker installs in the background and waits. The page offers
 * "Reload" in a toast; a reload switches to the new version at once. Until then the old worker keeps
 * serving the old build from its cache, so an open game never loads a page from one build and a
 * chunk from another; once every tab of the app is closed, the new worker takes over by itself.
 *
 * Production builds only: the dev server has no worker.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  void import("virtual:pwa-register").then(({ registerSW }) => {
    const update = registerSW({
      onNeedRefresh() {
        const { t } = commonText;
        toast({
          title: t("update.title"),
          description: t("update.text"),
          action: { label: t("update.reload"), onClick: () => void update(true) },
        });
      },
      onRegisteredSW(_url, registration) {
        if (!registration) return;
        setInterval(() => void registration.update().catch(() => {}), UPDATE_CHECK_MS);
      },
    });
  });
}

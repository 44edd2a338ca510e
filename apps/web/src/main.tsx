import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import { languageReady } from "./i18n/i18n";
import "./index.css";
import { followThemeChanges } from "./lib/theme";
import { registerServiceWorker } from "./pwa/register";
import { warmStart } from "./pwa/warm-start";
import { restoreCarriedToast } from "./toast/toast-store";

restoreCarriedToast();
warmStart();
registerServiceWorker();
followThemeChanges();

function render(): void {
  const root = document.getElementById("root");
  if (!root) throw new Error("The page has no #root element.");
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// English renders at once; only the pseudo-locale waits for its generator (docs/decisions/034-i18n.md).
const ready = languageReady();
if (ready) void ready.then(render);
else render();

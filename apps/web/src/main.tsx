import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import "./index.css";
import { followThemeChanges } from "./lib/theme";
import { registerServiceWorker } from "./pwa/register";
import { warmStart } from "./pwa/warm-start";
import { restoreCarriedToast } from "./toast/toast-store";

restoreCarriedToast();
warmStart();
registerServiceWorker();
followThemeChanges();

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element.");
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Sets the colour theme before the first paint, so a dark page never flashes white: the choice
// remembered in this browser ("light" or "dark"), else the system's prefers-color-scheme.
// src/lib/theme.tsx keeps it current afterwards and owns the toggle; keep the two in step.
// A file rather than an inline script: the Content-Security-Policy allows scripts from 'self' only.
(() => {
  let stored = null;
  try {
    stored = localStorage.getItem("riddlebook.theme");
  } catch {
    // Storage blocked: follow the system.
  }
  const dark =
    stored === "dark" || (stored !== "light" && matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.dataset.theme = dark ? "dark" : "light";
})();

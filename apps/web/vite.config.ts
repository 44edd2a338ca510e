import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";

const apiTarget = "http://127.0.0.1:3001";

/** The brand purple: the manifest's theme colour and the icons' background. */
const THEME_COLOR = "#6d28d9";

/**
 * Paths the server answers itself. A navigation to one must reach the network, never the cached app
 * shell; the service worker caches none of them (it only precaches the built files).
 */
const SERVER_PATHS = [
  /^\/api(\/|\?|$)/,
  /^\/ws(\/|\?|$)/,
  /^\/metrics(\/|\?|$)/,
  /^\/docs(\/|\?|$)/,
  /^\/openapi\.json/,
  /^\/healthz/,
  // Any file (an image card, a JSON document): the shell is for pages only.
  /\/[^/?]+\.[^/?]+(\?.*)?$/,
];

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // The installable app: manifest, icons and a Workbox service worker that precaches the built
    // files. A new deploy's worker waits until the player reloads ("prompt"; src/pwa/register.ts).
    VitePWA({
      registerType: "prompt",
      injectRegister: false,
      manifest: {
        id: "/",
        name: "Riddlebook",
        short_name: "Riddlebook",
        description:
          "A multiplayer word-riddle party game. Pick a secret word, write a riddle in verse, guess the others.",
        lang: "en",
        start_url: "/",
        scope: "/",
        display: "standalone",
        background_color: "#ffffff",
        theme_color: THEME_COLOR,
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
          { src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
        ],
      },
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
        navigateFallback: "/index.html",
        navigateFallbackDenylist: SERVER_PATHS,
        cleanupOutdatedCaches: true,
        // No runtime caching: API answers, sockets and server pages always go to the network.
        runtimeCaching: [],
      },
    }),
  ],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      "/api": { target: apiTarget, changeOrigin: false },
      "/ws": { target: apiTarget, ws: true },
      "/healthz": { target: apiTarget },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // The server's CSP forbids inline scripts, so never inline assets as data: scripts.
    assetsInlineLimit: 0,
    sourcemap: false,
    // dist/.vite/manifest.json: the server preloads the front page's code from it
    // (apps/server/src/routes/page-hints.ts).
    manifest: true,
    // Fewer requests on the first load (docs/decisions/035-first-load-budget.md): everything the
    // entry imports statically is one chunk, and the small chunks pages share (a hook, an API module)
    // are copied into the pages that use them instead of each costing a request of its own.
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: [{ name: "shell", tags: ["$initial"] }],
          experimentalInlineCommonChunks: { maxSize: 4096, exclude: /\.css(\?|$)/ },
        },
      },
    },
  },
});

#!/usr/bin/env node
// Renders the app icons (web app manifest, Apple touch icon) from the logo in public/favicon.svg's
// design into public/icons/. The PNGs are committed; run this again only when the logo changes:
//   node apps/web/scripts/render-icons.mjs
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";

// @resvg/resvg-js is the server's dependency (it renders the share cards); borrow it from there.
const requireFromServer = createRequire(new URL("../../server/package.json", import.meta.url));
const { Resvg } = requireFromServer("@resvg/resvg-js");

const BRAND = "#6d28d9";
/** The open book with a question mark, drawn in the favicon's 32 × 32 grid. */
const BOOK = `<path d="M7 8.5c3-1.4 6-1.4 9 0v16c-3-1.4-6-1.4-9 0z" fill="#fde68a"/>
<path d="M16 8.5c3-1.4 6-1.4 9 0v16c-3-1.4-6-1.4-9 0z" fill="#fef3c7"/>
<path d="M18.6 13.2c0-1.3 1-2.2 2.3-2.2s2.3.9 2.3 2.1c0 1.6-2 1.7-2 3.3" fill="none" stroke="${BRAND}" stroke-width="1.6" stroke-linecap="round"/>
<circle cx="21.2" cy="19.4" r="1" fill="${BRAND}"/>`;

/** The favicon's rounded square: for "any" purpose icons. */
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
<rect width="32" height="32" rx="7" fill="${BRAND}"/>${BOOK}</svg>`;

/**
 * Full bleed, with the book shrunk into the centre: a maskable icon's launcher may crop to any
 * shape inside the middle 80 % circle (https://w3c.github.io/manifest/#icon-masks).
 */
const fullBleed = (scale) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
<rect width="32" height="32" fill="${BRAND}"/>
<g transform="translate(16 16.5) scale(${scale}) translate(-16 -16.5)">${BOOK}</g></svg>`;

const outDir = new URL("../public/icons/", import.meta.url);
mkdirSync(outDir, { recursive: true });

function render(svg, size, name) {
  const png = new Resvg(svg, { fitTo: { mode: "width", value: size } }).render().asPng();
  writeFileSync(new URL(name, outDir), png);
  console.log(`${name}: ${size}×${size}, ${png.length} bytes`);
}

render(rounded, 192, "icon-192.png");
render(rounded, 512, "icon-512.png");
render(fullBleed(0.75), 512, "maskable-512.png");
// iOS rounds the corners itself and shows transparency as black.
render(fullBleed(0.9), 180, "apple-touch-icon.png");

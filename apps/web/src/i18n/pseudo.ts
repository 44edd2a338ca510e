import type { ResourceKey } from "i18next";

/**
 * The pseudo-locale (docs/decisions/034-i18n.md): every English text with its letters accented, about
 * 30 % longer and in brackets ("Sign in" → "[Ŝîĝñ îñ ~~~]"), so a screen shows at a glance which texts
 * went through the catalogue, and layouts are tried with longer words. Placeholders (`{{name}}`),
 * nesting (`$t(key)`) and Trans tags (`<0>`, `<story>`) are kept as they are. Loaded only when the
 * pseudo-locale is chosen.
 */

const ACCENTED: Record<string, string> = {
  a: "á",
  b: "ƀ",
  c: "ç",
  d: "ð",
  e: "é",
  f: "ƒ",
  g: "ĝ",
  h: "ĥ",
  i: "î",
  j: "ĵ",
  k: "ķ",
  l: "ļ",
  m: "ɱ",
  n: "ñ",
  o: "ö",
  p: "þ",
  q: "ǫ",
  r: "ŕ",
  s: "š",
  t: "ţ",
  u: "û",
  v: "ṽ",
  w: "ŵ",
  x: "ẋ",
  y: "ý",
  z: "ž",
  A: "Á",
  B: "Ɓ",
  C: "Ç",
  D: "Ð",
  E: "É",
  F: "Ƒ",
  G: "Ĝ",
  H: "Ĥ",
  I: "Î",
  J: "Ĵ",
  K: "Ķ",
  L: "Ļ",
  M: "Ṁ",
  N: "Ñ",
  O: "Ö",
  P: "Þ",
  Q: "Ǫ",
  R: "Ŕ",
  S: "Ŝ",
  T: "Ţ",
  U: "Û",
  V: "Ṽ",
  W: "Ŵ",
  X: "Ẋ",
  Y: "Ý",
  Z: "Ž",
};

/** The parts of a text that must stay as written: placeholders, nesting and Trans tags. */
const KEPT = /(\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?[A-Za-z0-9]+\s*\/?>)/;

const accent = (text: string) => text.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter] ?? letter);

/** One text in the pseudo-locale; an empty text stays empty. */
export function pseudoizeText(text: string): string {
  if (text.trim() === "") return text;
  const parts = text.split(KEPT);
  // Odd indexes are the kept parts (split keeps the captured separators).
  const body = parts.map((part, index) => (index % 2 === 1 ? part : accent(part))).join("");
  const visible = parts.filter((_, index) => index % 2 === 0).join("").length;
  return `[${body} ${"~".repeat(Math.max(1, Math.ceil(visible * 0.3)))}]`;
}

/** A whole catalogue (nested objects of texts) in the pseudo-locale, with the same keys. */
export function pseudoizeResource(resource: ResourceKey): ResourceKey {
  if (typeof resource === "string") return pseudoizeText(resource);
  if (resource === null || typeof resource !== "object") return resource;
  return Object.fromEntries(
    Object.entries(resource).map(([key, value]) => [key, pseudoizeResource(value as ResourceKey)]),
  );
}

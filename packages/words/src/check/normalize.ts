// Latin look-alikes from Cyrillic and Greek, so that "саndle" with a Cyrillic "а" is still "candle".
const CONFUSABLES: Record<string, string> = {
  а: "a",
  в: "b",
  е: "e",
  ё: "e",
  з: "3",
  і: "i",
  ї: "i",
  ј: "j",
  к: "k",
  м: "m",
  н: "h",
  о: "o",
  р: "p",
  с: "c",
  т: "t",
  у: "y",
  х: "x",
  ѕ: "s",
  α: "a",
  β: "b",
  ε: "e",
  ι: "i",
  κ: "k",
  ν: "v",
  ο: "o",
  ρ: "p",
  τ: "t",
  υ: "u",
  χ: "x",
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
  ı: "i",
};
const CONFUSABLE_RE = new RegExp(`[${Object.keys(CONFUSABLES).join("")}]`, "gu");
const STRIP_RE = /[\p{M}\p{Cf}'’ʼ‘`´]/gu;

/**
 * Fold a word for comparison: lowercase, compatibility-decompose (full-width letters, ligatures),
 * drop diacritics, apostrophes and invisible format characters, and map common look-alike letters.
 */
export function fold(text: string): string {
  const lower = text.toLowerCase();
  // Fast path: plain ASCII letters need no Unicode work (the common case while typing).
  if (/^[a-z0-9]*$/.test(lower)) return lower;
  return lower
    .normalize("NFKD")
    .replace(STRIP_RE, "")
    .replace(CONFUSABLE_RE, (c) => CONFUSABLES[c] ?? c);
}

/** Fold a dictionary entry (which may hold spaces or hyphens) into the key the checker looks up. */
export function foldKey(entry: string): string {
  return fold(entry).replace(/[\s\-‐‑‒–—_.]+/gu, "");
}

/**
 * Share texts and share-target URLs (the product spec's "Share targets": clipboard, a microblog, a
 * social network, the native share sheet). Pure functions. No function here takes a secret word, so
 * no share text can carry one: a riddle is shared by its text alone.
 */
import { shareText } from "../i18n/en/share";

/** The X (microblog) web intent for `text` and `url`. */
export function xIntentUrl(text: string, url: string): string {
  return `https://x.com/intent/post?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}`;
}

/** Facebook's sharer for `url` (it reads the page's Open Graph tags for the preview). */
export function facebookShareUrl(url: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
}

/** What Copy puts on the clipboard: the text, then the link on its own line. */
export function clipboardText(text: string, url: string | null): string {
  return url ? `${text}\n\n${url}` : text;
}

/** A riddle to share: its text and who wrote it; `mine` when the sharer wrote it. */
interface RiddleShare {
  riddleText: string;
  authorName: string;
  gameName: string | null;
  mine: boolean;
}

/** "Can you guess my riddle?", the riddle in quotes, and where it was played. */
export function riddleShareText({ riddleText, authorName, gameName, mine }: RiddleShare): string {
  const { t } = shareText;
  const ask = mine ? t("text.askMine") : t("text.ask", { name: authorName });
  const where = gameName ? t("text.playedIn", { game: gameName }) : t("text.fromVault");
  return t("text.riddle", { ask, riddle: riddleText.trim(), where });
}

/** One line of a game's standings. */
interface Standing {
  name: string;
  score: number;
}

const MEDALS = ["🥇", "🥈", "🥉"];

/** The podium of a finished game, best first (ties share a medal), and who won. */
export function resultShareText(gameName: string, standings: readonly Standing[]): string {
  const { t } = shareText;
  const sorted = [...standings].sort((a, b) => b.score - a.score);
  const top = sorted[0];
  if (!top || top.score === 0) return t("text.nobodyScored", { game: gameName });
  const winners = sorted.filter((s) => s.score === top.score).map((s) => s.name);
  const head =
    winners.length > 1
      ? t("text.tied", { names: winners.join(" & "), count: top.score })
      : t("text.won", { name: top.name, count: top.score });
  const podium = sorted.slice(0, 3).map((s) => {
    const rank = sorted.findIndex((other) => other.score === s.score);
    return `${MEDALS[rank] ?? `${rank + 1}.`} ${s.name} ${s.score}`;
  });
  return t("text.result", { game: gameName, head, podium: podium.join(" · ") });
}

/**
 * A text that ends with its own link (the daily riddle's share text) as text and link apart, so
 * the targets do not repeat the link; `fallback` when the text has none.
 */
export function splitTrailingLink(text: string, fallback: string): { text: string; link: { url: string } } {
  const lines = text.trimEnd().split("\n");
  const last = lines.at(-1)?.trim() ?? "";
  if (lines.length > 1 && /^https?:\/\/\S+$/.test(last)) {
    return { text: lines.slice(0, -1).join("\n").trimEnd(), link: { url: last } };
  }
  return { text, link: { url: fallback } };
}

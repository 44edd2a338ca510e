/**
 * Share texts and share-target URLs (the product spec's "Share targets": clipboard, a microblog, a
 * social network, the native share sheet). Pure functions. No function here takes a secret word, so
 * no share text can carry one: a riddle is shared by its text alone.
 */
import { standingsOf, winnersOf } from "@riddlebook/rules";
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

/** A player of a finished game, as the share text names them. */
interface Finisher {
  id: string;
  name: string;
  score: number;
}

const MEDALS = ["🥇", "🥈", "🥉"];

/** The podium of a finished game, best first (ties share a medal), and who won (the rules' winners). */
export function resultShareText(gameName: string, players: readonly Finisher[]): string {
  const { t } = shareText;
  const ids = winnersOf(players);
  const winners = players.filter((p) => ids.includes(p.id));
  const top = winners[0];
  if (!top) return t("text.nobodyScored", { game: gameName });
  const head =
    winners.length > 1
      ? t("text.tied", { names: winners.map((w) => w.name).join(" & "), count: top.score })
      : t("text.won", { name: top.name, count: top.score });
  const podium = standingsOf(players)
    .slice(0, 3)
    .map(({ player, place }) => `${MEDALS[place - 1] ?? `${place}.`} ${player.name} ${player.score}`);
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

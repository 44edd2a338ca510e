import type { FastifyReply } from "fastify";

/**
 * Image cards (apps/server/src/cards/README.md): a `CardContent` is laid out as a 1200×630 element tree
 * (plain `{type, props}` objects, no JSX), drawn to SVG by satori and to PNG by resvg on a drawing
 * thread (`card-workers.ts`) with the fonts its text needs (`card-fonts.ts`), and kept by its
 * content's hash (`card-store.ts`).
 */

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** Everything a card shows, as text. Tests scan it: the card's pixels come from nothing else. */
export interface CardContent {
  /** A small line at the top, e.g. "Riddlebook · Riddle". */
  eyebrow: string;
  /** The big line. */
  title: string;
  /** Paragraphs under the title (long ones are clipped by the layout). */
  body: string[];
  /** An optional table, e.g. the podium: at most five rows are drawn. */
  rows?: { label: string; value: string }[];
  /** The bottom line. */
  footer: string;
}

/** Every text a card draws, in order: what a secret-word scan must look at. */
export function cardTexts(content: CardContent): string[] {
  return [
    content.eyebrow,
    content.title,
    ...content.body,
    ...(content.rows ?? []).slice(0, MAX_ROWS).flatMap((row) => [row.label, row.value]),
    content.footer,
  ];
}

const MAX_ROWS = 5;
const MAX_BODY_CHARS = 420;

interface Element {
  type: string;
  props: { style?: Record<string, unknown>; children?: Element | Element[] | string };
}

const el = (
  type: string,
  style: Record<string, unknown>,
  children?: Element["props"]["children"],
): Element => ({
  type,
  props: children === undefined ? { style } : { style, children },
});

const clip = (text: string, max: number): string =>
  [...text].length > max ? `${[...text].slice(0, max - 1).join("")}…` : text;

/** The element tree satori draws for `content` (pure; every string in it comes from `cardTexts`). */
export function cardElement(content: CardContent): Element {
  const rows = (content.rows ?? []).slice(0, MAX_ROWS);
  const bodyText = content.body.join("\n");
  const long = [...bodyText].length > 220;
  const body: Element[] = content.body.map((line) =>
    el(
      "div",
      {
        display: "flex",
        fontSize: long ? 28 : 36,
        lineHeight: 1.35,
        color: "#1e1b4b",
        whiteSpace: "pre-wrap",
      },
      clip(line, MAX_BODY_CHARS),
    ),
  );
  const table: Element[] = rows.map((row, i) =>
    el(
      "div",
      {
        display: "flex",
        justifyContent: "space-between",
        fontSize: 34,
        padding: "10px 18px",
        borderRadius: 14,
        background: i === 0 ? "#fef3c7" : "#ede9fe",
        color: "#1e1b4b",
        marginTop: 10,
      },
      [
        el("div", { display: "flex" }, clip(row.label, 40)),
        el("div", { display: "flex", fontWeight: 700 }, row.value),
      ],
    ),
  );
  return el(
    "div",
    {
      width: "100%",
      height: "100%",
      // satori lays out content-box by default: the padding would push the footer off the card.
      boxSizing: "border-box",
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      padding: 56,
      background: "linear-gradient(135deg, #f5f3ff 0%, #ede9fe 55%, #fae8ff 100%)",
      fontFamily: "Inter",
    },
    [
      el("div", { display: "flex", flexDirection: "column" }, [
        el(
          "div",
          { display: "flex", fontSize: 26, fontWeight: 700, color: "#6d28d9", letterSpacing: 1 },
          content.eyebrow,
        ),
        el(
          "div",
          { display: "flex", fontSize: 54, fontWeight: 700, color: "#0f172a", marginTop: 12 },
          clip(content.title, 60),
        ),
      ]),
      el(
        "div",
        { display: "flex", flexDirection: "column", flexGrow: 1, marginTop: 24, overflow: "hidden" },
        [...body, ...table],
      ),
      el("div", { display: "flex", fontSize: 24, color: "#4c1d95", marginTop: 16 }, clip(content.footer, 90)),
    ],
  );
}

/** A card is cacheable for a few minutes by browsers and crawlers. */
export const CARD_CACHE_CONTROL = "public, max-age=300";

/** A card's answer: PNG, cacheable (`CARD_CACHE_CONTROL`). */
export function sendPng(reply: FastifyReply, png: Buffer): FastifyReply {
  return reply.header("cache-control", CARD_CACHE_CONTROL).type("image/png").send(png);
}

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { CARD_HEIGHT, CARD_WIDTH, type CardContent, cardElement } from "../../src/cards/render";

const require = createRequire(import.meta.url);
const inter = (weight: 400 | 700) => ({
  name: "Inter",
  weight,
  style: "normal" as const,
  data: readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
});

/**
 * A card drawn as the server drew every card before issue 29: on the calling thread, with Inter's
 * Latin files alone. Tests hold the drawing threads to the same bytes for a Latin card.
 */
export async function referenceCardPng(content: CardContent): Promise<Buffer> {
  const svg = await satori(cardElement(content) as unknown as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: [inter(400), inter(700)],
  });
  return new Resvg(svg, { fitTo: { mode: "width", value: CARD_WIDTH } }).render().asPng();
}

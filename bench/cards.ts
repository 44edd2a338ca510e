// Card render benchmark: `npm run bench:cards`. Prints figures only.
// For each card kind (riddle, result, challenge; apps/server/src/cards/README.md): the cold render
// time (satori to SVG, resvg to PNG on a drawing thread, p50/p95 over fresh content) and the cached
// hit time of the card store, plus the PNG's size.
import type { Challenge } from "@riddlebook/protocol";
import { simulateGame } from "@riddlebook/rules/testing";
import { type Card, challengeCard, resultCard, riddleCard } from "../apps/server/src/cards/card-content";
import { prepareCard } from "../apps/server/src/cards/card-fonts";
import { CardStore, cardHash } from "../apps/server/src/cards/card-store";
import { CardWorkers } from "../apps/server/src/cards/card-workers";
import type { CardContent } from "../apps/server/src/cards/render";

const COLD_RUNS = Number(process.env.CARD_RUNS ?? 30);
const HIT_RUNS = 2000;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}
const ms = (n: number) => `${n.toFixed(n < 1 ? 3 : 1)} ms`;

// A finished random game (deterministic seed) with riddles to draw.
const { state } = simulateGame({ seed: 7, players: 4, bots: 0, totalRounds: 2 });
const author = state.rounds[0]?.riddles[0];
if (!author) throw new Error("the simulated game has no riddle");
const challenge: Challenge = {
  id: "c1",
  challengerId: "u1",
  challengerName: "Hana",
  challengedId: "u2",
  challengedName: "Bo",
  gameMode: "standard",
  roundCount: 3,
  message: null,
  status: "completed",
  createdAt: 0,
  expiresAt: 0,
  gameId: state.id,
  result: { winnerId: "u1", winnerName: "Hana", challengerScore: 25, challengedScore: 20 },
};
const kinds: [string, Card | undefined][] = [
  ["riddle", riddleCard(state, 1, author.playerId)],
  ["result", resultCard(state)],
  ["challenge", challengeCard(challenge)],
];

const workers = new CardWorkers(1, 0);
const store = new CardStore(undefined, 0);
const draw = (content: CardContent) => workers.render(prepareCard(content));
// Fonts and the wasm layout engine load on the first render: not part of any kind's figures.
const warm = performance.now();
await draw(kinds[0]?.[1]?.content ?? challengeCard(challenge).content);
console.log(`first render (fonts + layout engine load): ${ms(performance.now() - warm)}`);
console.log(`cold runs per kind: ${COLD_RUNS}; cached hits per kind: ${HIT_RUNS}`);
console.log("");
console.log("kind       cold p50   cold p95   cached hit p50   png size");
for (const [kind, card] of kinds) {
  if (!card) throw new Error(`no ${kind} card`);
  const cold: number[] = [];
  let size = 0;
  for (let i = 0; i < COLD_RUNS; i++) {
    const started = performance.now();
    const png = await draw({ ...card.content, footer: `${card.content.footer} ${i}` });
    if (i === 0) await store.put(cardHash(card.content), png);
    size = png.length;
    cold.push(performance.now() - started);
  }
  const hits: number[] = [];
  for (let i = 0; i < HIT_RUNS; i++) {
    const started = performance.now();
    await store.get(cardHash(card.content));
    hits.push(performance.now() - started);
  }
  cold.sort((a, b) => a - b);
  hits.sort((a, b) => a - b);
  console.log(
    `${kind.padEnd(10)} ${ms(percentile(cold, 50)).padStart(8)}   ${ms(percentile(cold, 95)).padStart(8)}   ${ms(percentile(hits, 50)).padStart(14)}   ${(size / 1024).toFixed(1)} kB`,
  );
}
await workers.close();

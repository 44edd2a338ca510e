import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import { HashingQueue } from "../auth/passwords";
import { HttpError } from "../http/errors";
import type { PreparedCard } from "./card-fonts";
import { CARD_HEIGHT, CARD_WIDTH, cardElement } from "./render";

/**
 * Cards are drawn (satori to SVG, resvg to PNG: 60–400 ms of CPU each) on worker threads, never on
 * the event loop (docs/reliability.md, issue 29 finding 1). The worker's code, run with `eval` so the
 * bundle needs no second file: it lowers its own thread's priority first, like the hashing threads
 * (on Linux the nice value is the thread's), so drawing takes only CPU time the game does not want.
 * Font files and emoji pictures are read once per worker and kept: satori keeps each font it parsed
 * by its bytes, so a font file is parsed once.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { readFileSync } = require("node:fs");
try { require("node:os").setPriority(19); } catch {}
const { Resvg } = require(workerData.resvg);
const satoriModule = require(workerData.satori);
const satori = satoriModule.default ?? satoriModule;
const files = new Map();
const read = (path) => {
  let data = files.get(path);
  if (!data) files.set(path, (data = readFileSync(path)));
  return data;
};
const svgUri = (path) => "data:image/svg+xml;base64," + read(path).toString("base64");
parentPort.on("message", async ({ element, fonts, emoji, width, height }) => {
  try {
    const graphemeImages = {};
    for (const [grapheme, path] of Object.entries(emoji)) graphemeImages[grapheme] = svgUri(path);
    const svg = await satori(element, {
      width,
      height,
      fonts: fonts.map((f) => ({ name: f.name, weight: f.weight, style: "normal", data: read(f.path) })),
      graphemeImages,
    });
    const png = new Resvg(svg, { fitTo: { mode: "width", value: width } }).render().asPng();
    parentPort.postMessage({ png: new Uint8Array(png) });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
`;

/** A render that takes longer than this is abandoned and its thread replaced. */
const RENDER_TIMEOUT_MS = 15_000;

/** Seconds a card request refused for a full drawing queue is told to wait. */
const CARDS_BUSY_RETRY_AFTER_SECONDS = 2;

/** 503 `busy` with Retry-After: every drawing thread is busy and the queue is full. */
const cardsBusy = () =>
  new HttpError(503, "busy", "The server is busy drawing cards. Please try again in a moment.", {
    "retry-after": String(CARDS_BUSY_RETRY_AFTER_SECONDS),
  });

type Reply = { png: Uint8Array } | { error: string };

const require = createRequire(import.meta.url);

/**
 * `threads` drawing threads (started when first needed; they never keep the process alive) and a
 * FIFO of at most `maxQueued` cards waiting for one; a card offered beyond that is refused at once
 * with 503 `busy`. A thread that fails or overruns is replaced.
 */
export class CardWorkers {
  private readonly idle: Worker[] = [];
  private readonly live = new Set<Worker>();
  private readonly queue: HashingQueue;

  constructor(threads: number, maxQueued: number) {
    this.queue = new HashingQueue(threads, maxQueued, cardsBusy);
  }

  /** Cards being drawn and waiting, for tests and metrics. */
  get load(): { running: number; queued: number } {
    return { running: this.queue.running, queued: this.queue.queued };
  }

  /** The PNG of a prepared card (`prepareCard`), drawn on a thread. */
  render(card: PreparedCard): Promise<Buffer> {
    return this.queue.run(async () => {
      const reply = await this.draw({
        element: cardElement(card.content),
        fonts: card.fonts,
        emoji: card.emoji,
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
      });
      if ("error" in reply) throw new Error(`card render failed: ${reply.error}`);
      return Buffer.from(reply.png.buffer, reply.png.byteOffset, reply.png.byteLength);
    });
  }

  /** Stops every thread (the app's close). */
  async close(): Promise<void> {
    const all = [...this.live];
    this.live.clear();
    this.idle.length = 0;
    await Promise.all(all.map((w) => w.terminate()));
  }

  private draw(message: unknown): Promise<Reply> {
    const worker = this.idle.pop() ?? this.spawn();
    return new Promise<Reply>((resolve, reject) => {
      const settle = (healthy: boolean) => {
        clearTimeout(timer);
        worker.off("message", onMessage);
        worker.off("error", onFailure);
        worker.off("exit", onFailure);
        if (healthy && this.live.has(worker)) this.idle.push(worker);
        else this.retire(worker);
      };
      const onMessage = (reply: Reply) => {
        settle(true);
        resolve(reply);
      };
      const onFailure = (error?: unknown) => {
        settle(false);
        reject(error instanceof Error ? error : new Error("the card thread stopped"));
      };
      const timer = setTimeout(
        () => onFailure(new Error("the card render took too long")),
        RENDER_TIMEOUT_MS,
      );
      timer.unref();
      worker.on("message", onMessage);
      worker.once("error", onFailure);
      worker.once("exit", onFailure);
      worker.postMessage(message);
    });
  }

  private retire(worker: Worker): void {
    this.live.delete(worker);
    void worker.terminate();
  }

  private spawn(): Worker {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { satori: require.resolve("satori"), resvg: require.resolve("@resvg/resvg-js") },
    });
    worker.unref();
    this.live.add(worker);
    return worker;
  }
}

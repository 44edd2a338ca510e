import { warmUp } from "@riddlebook/bots";
import type { FastifyBaseLogger } from "fastify";

/**
 * Loads the bots' word knowledge (about 0.3 s of CPU) on the next turn of the event loop, once the
 * server listens: `/healthz` answers from the first moment, waiting at most that long once, and
 * no player then waits on a bot's first move. A failure only means bots load it on first use.
 */
export function warmUpBotsSoon(log: FastifyBaseLogger): void {
  setImmediate(() => {
    try {
      log.info({ ms: Math.round(warmUp()) }, "bots' word knowledge loaded");
    } catch (error) {
      log.warn({ err: error }, "bots' word knowledge not preloaded");
    }
  });
}

import type { EventBus } from "./bus";
import { createMemoryBus } from "./memory-bus";
import { createRedisBus } from "./redis-bus";

/** Redis when `redisUrl` is set (several instances), else in-process (one instance). */
export function createBus(redisUrl: string | undefined, onHandlerError?: (error: unknown) => void): EventBus {
  return redisUrl ? createRedisBus(redisUrl, { onHandlerError }) : createMemoryBus({ onHandlerError });
}

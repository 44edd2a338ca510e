import type { EventBus } from "./bus";
import { createMemoryBus } from "./memory-bus";
import { createRedisBus } from "./redis-bus";

/**
 * Redis when `redisUrl` is set (several instances), its channels named `prefix` + name (REDIS_PREFIX),
 * else in-process (one instance).
 */
export function createBus(
  redisUrl: string | undefined,
  options: { prefix?: string; onHandlerError?: (error: unknown) => void } = {},
): EventBus {
  const { prefix, onHandlerError } = options;
  return redisUrl
    ? createRedisBus(redisUrl, { prefix, onHandlerError })
    : createMemoryBus({ onHandlerError });
}

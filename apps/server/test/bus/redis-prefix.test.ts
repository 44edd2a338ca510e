// docs/reliability.md A37: two deployments on one Redis keep their events apart by REDIS_PREFIX
// (publish/subscribe ignores the database number, so `/5` in the URL would not).
import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { type BusMessage, busChannel, type EventBus } from "../../src/bus/bus";
import { createBus } from "../../src/bus/create-bus";
import { ConfigError, parseConfig } from "../../src/config";
import { redisUrl } from "../support/services";
import { waitFor } from "../support/wait-for";

const REDIS_URL = redisUrl();

describe("REDIS_PREFIX", () => {
  it("defaults to rb: and refuses a prefix with spaces or over 64 characters", () => {
    expect(parseConfig({}).redisPrefix).toBe("rb:");
    expect(parseConfig({ REDIS_PREFIX: "staging:" }).redisPrefix).toBe("staging:");
    expect(() => parseConfig({ REDIS_PREFIX: "two words" })).toThrow(ConfigError);
    expect(() => parseConfig({ REDIS_PREFIX: "x".repeat(65) })).toThrow(ConfigError);
  });
});

describe.skipIf(REDIS_URL === undefined)("REDIS_PREFIX on a shared Redis (A37)", () => {
  const buses: EventBus[] = [];
  afterEach(async () => {
    await Promise.all(buses.splice(0).map((bus) => bus.close()));
  });

  /** A bus as server.ts builds it from the environment, on the shared Redis's db `db`. */
  const busFor = (env: Record<string, string>, db: number) => {
    const config = parseConfig({ REDIS_URL: `${REDIS_URL}/${db}`, ...env });
    const bus = createBus(config.redisUrl, { prefix: config.redisPrefix });
    buses.push(bus);
    return bus;
  };

  it("keeps two deployments' game events apart, even on other db numbers, and joins instances of one", async () => {
    const run = randomBytes(4).toString("hex");
    const production = busFor({ REDIS_PREFIX: `prod-${run}:` }, 0);
    const productionTwin = busFor({ REDIS_PREFIX: `prod-${run}:` }, 0);
    const staging = busFor({ REDIS_PREFIX: `staging-${run}:` }, 5);
    const game = busChannel<BusMessage & { secret: string }>(`game:${run}`);
    const stagingSaw: string[] = [];
    const twinSaw: string[] = [];
    await staging.subscribe(game, (m) => stagingSaw.push(m.secret));
    await productionTwin.subscribe(game, (m) => twinSaw.push(m.secret));
    await production.publish(game, { type: "state", secret: "full state" });
    await waitFor(() => twinSaw.length === 1, 2000, "the other production instance");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stagingSaw).toEqual([]);
  });
});

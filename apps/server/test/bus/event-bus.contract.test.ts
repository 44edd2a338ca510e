import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { type BusMessage, busChannel, type EventBus } from "../../src/bus/bus";
import { createMemoryBus } from "../../src/bus/memory-bus";
import { createRedisBus } from "../../src/bus/redis-bus";
import { redisUrl } from "../support/services";
import { waitFor } from "../support/wait-for";

const REDIS_URL = redisUrl();

interface PlayerJoined extends BusMessage {
  type: "player_joined";
  playerId: string;
  n: number;
}
interface Tick extends BusMessage {
  type: "tick";
  i: number;
}
interface Nested extends BusMessage {
  nested: { x: number };
}

/** A channel of untyped test messages. */
const plain = (name: string) => busChannel<BusMessage>(name);

interface Implementation {
  name: string;
  available: boolean;
  /** Two buses that share delivery: the same bus twice in-process, two connections with Redis. */
  pair(): { a: EventBus; b: EventBus; close(): Promise<void> };
}

const implementations: Implementation[] = [
  {
    name: "in-process",
    available: true,
    pair() {
      const bus = createMemoryBus();
      return { a: bus, b: bus, close: () => bus.close() };
    },
  },
  {
    name: "Redis",
    available: REDIS_URL !== undefined,
    pair() {
      const prefix = `rbtest:${randomBytes(4).toString("hex")}:`;
      const a = createRedisBus(REDIS_URL ?? "", { prefix });
      const b = createRedisBus(REDIS_URL ?? "", { prefix });
      return { a, b, close: async () => void (await Promise.all([a.close(), b.close()])) };
    },
  },
];

for (const impl of implementations) {
  describe.skipIf(!impl.available)(`EventBus contract: ${impl.name}`, () => {
    let closeAll: (() => Promise<void>) | undefined;
    afterEach(async () => {
      await closeAll?.();
      closeAll = undefined;
    });
    const open = () => {
      const pair = impl.pair();
      closeAll = pair.close;
      return pair;
    };

    it("delivers a published message to a subscriber on the same channel", async () => {
      const { a, b } = open();
      const room = busChannel<PlayerJoined>("room");
      const got: string[] = [];
      // The handler reads the channel's own message type; no cast.
      await b.subscribe(room, (m) => got.push(`${m.type}:${m.playerId}:${m.n}`));
      await a.publish(room, { type: "player_joined", playerId: "p1", n: 3 });
      await waitFor(() => got.length === 1, 2000, "the message");
      expect(got).toEqual(["player_joined:p1:3"]);
      // Never called: the compiler checks that a typed channel takes only its own message type.
      const misuses = [
        // @ts-expect-error playerId and n are missing
        () => a.publish(room, { type: "player_joined" }),
        // @ts-expect-error a PlayerJoined channel is not a channel of any message
        () => a.publish<BusMessage>(room, { type: "other" }),
        // @ts-expect-error a Tick channel is not a PlayerJoined channel
        () => b.subscribe<PlayerJoined>(busChannel<Tick>("room"), () => {}),
      ];
      void misuses;
    });

    it("does not deliver messages from other channels", async () => {
      const { a, b } = open();
      const got: BusMessage[] = [];
      await b.subscribe(plain("one"), (m) => got.push(m));
      await a.publish(plain("two"), { type: "elsewhere" });
      await a.publish(plain("one"), { type: "here" });
      await waitFor(() => got.length >= 1);
      expect(got.map((m) => m.type)).toEqual(["here"]);
    });

    it("keeps publish order for one publisher", async () => {
      const { a, b } = open();
      const got: number[] = [];
      const seq = busChannel<Tick>("seq");
      await b.subscribe(seq, (m) => got.push(m.i));
      for (let i = 0; i < 20; i++) await a.publish(seq, { type: "tick", i });
      await waitFor(() => got.length === 20);
      expect(got).toEqual([...Array(20).keys()]);
    });

    it("delivers asynchronously and as a copy the handler cannot share with the publisher", async () => {
      const { a, b } = open();
      const copy = busChannel<Nested>("copy");
      let received: Nested | undefined;
      await b.subscribe(copy, (m) => {
        received = m;
      });
      const sent = { type: "thing", nested: { x: 1 } };
      await a.publish(copy, sent);
      if (impl.name === "in-process") expect(received).toBeUndefined();
      await waitFor(() => received !== undefined);
      expect(received).toEqual(sent);
      expect(received).not.toBe(sent);
    });

    it("fans out to every subscriber and stops delivering after unsubscribe", async () => {
      const { a, b } = open();
      const first: string[] = [];
      const second: string[] = [];
      const stopFirst = await b.subscribe(plain("fan"), (m) => first.push(m.type));
      await b.subscribe(plain("fan"), (m) => second.push(m.type));
      await a.publish(plain("fan"), { type: "one" });
      await waitFor(() => first.length === 1 && second.length === 1);
      await stopFirst();
      await stopFirst();
      await a.publish(plain("fan"), { type: "two" });
      await waitFor(() => second.length === 2);
      expect(first).toEqual(["one"]);
      expect(second).toEqual(["one", "two"]);
    });

    it("keeps delivering to other handlers when one throws", async () => {
      const { a, b } = open();
      const got: string[] = [];
      await b.subscribe(plain("boom"), () => {
        throw new Error("handler failure");
      });
      await b.subscribe(plain("boom"), (m) => got.push(m.type));
      await expect(a.publish(plain("boom"), { type: "still" })).resolves.toBeUndefined();
      await waitFor(() => got.length === 1);
      expect(got).toEqual(["still"]);
    });

    it("accepts a publish with no subscribers", async () => {
      const { a } = open();
      await expect(a.publish(plain("nobody"), { type: "void" })).resolves.toBeUndefined();
    });

    it("rejects publish and subscribe after close", async () => {
      const { a } = open();
      await a.close();
      await expect(a.publish(plain("x"), { type: "late" })).rejects.toThrow(/closed/);
      await expect(a.subscribe(plain("x"), () => {})).rejects.toThrow(/closed/);
    });
  });
}

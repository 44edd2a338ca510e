import { afterEach, beforeEach, expect, vi } from "vitest";
import {
  createLiveSocket,
  type LiveSocketOptions,
  type LiveSocketStatus,
  type SocketLike,
} from "../lib/live-socket";

/**
 * The live socket's tests' server side (lib/live-socket.ts): fake sockets a test plays the server of,
 * a live socket started on them, and clean-up after each test (`withFakeLiveSockets`).
 */

/** A socket the test plays the server of; `FakeSocket.all` holds every one made, newest last. */
export class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  readonly sent: unknown[] = [];
  closedWith: { code?: number; reason?: string } | null = null;

  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }

  static get last(): FakeSocket {
    const socket = FakeSocket.all.at(-1);
    if (!socket) throw new Error("no socket was made");
    return socket;
  }

  send(text: string): void {
    this.sent.push(JSON.parse(text));
  }

  /** The page closes it; like a browser, the close event comes later (here: never). */
  close(code?: number, reason?: string): void {
    this.closedWith = { code, reason };
    this.readyState = 2;
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.();
  }

  receive(message: unknown): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }

  /** The server or the network closes it with `code`. */
  drop(code: number): void {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

type Message = { type: string; n?: number };

/** A live socket on fake sockets with jitter fixed at `random`, recording statuses and messages. */
export function start(overrides: Partial<LiveSocketOptions<Message, Message>> = {}, random = 0.5) {
  const statuses: LiveSocketStatus[] = [];
  const received: { connection: number; message: Message }[] = [];
  const links: Parameters<LiveSocketOptions<Message, Message>["session"]>[0][] = [];
  let opened = 0;
  const live = track(
    createLiveSocket<Message, Message>({
      url: () => "ws://test/ws/user",
      WebSocket: FakeSocket,
      random: () => random,
      onStatus: (status) => statuses.push(status),
      session: (link) => {
        const connection = links.push(link);
        return {
          opened: () => void opened++,
          message: (message) => received.push({ connection, message }),
        };
      },
      ...overrides,
    }),
  );
  return { live, statuses, received, links, opened: () => opened };
}

/** Long past any backoff, still only `count` sockets were ever made. */
export function expectNoMoreSockets(count = 1) {
  vi.advanceTimersByTime(120_000);
  expect(FakeSocket.all).toHaveLength(count);
}

/** An `onClose` answering `verdict` for every code, and the codes it was asked about. */
export function recordedCloses(verdict: (code: number) => "reconnect" | "stop") {
  const codes: number[] = [];
  const onClose = (code: number) => {
    codes.push(code);
    return verdict(code);
  };
  return { codes, onClose };
}

/** Every live socket a test starts, disposed of after it (their window listeners would outlive it). */
const started: { dispose(): void }[] = [];
export function track<T extends { dispose(): void }>(live: T): T {
  started.push(live);
  return live;
}

/** Fresh fake sockets and fake timers for each test of the calling file; every live socket disposed after. */
export function withFakeLiveSockets(): void {
  beforeEach(() => {
    FakeSocket.all = [];
    vi.useFakeTimers();
  });
  afterEach(() => {
    for (const live of started.splice(0)) live.dispose();
    vi.useRealTimers();
  });
}

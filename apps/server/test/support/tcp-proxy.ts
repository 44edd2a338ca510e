import { connect, createServer, type Server, type Socket } from "node:net";

/**
 * A TCP proxy the test controls, put between the server and PostgreSQL or Redis to simulate an
 * outage without touching the machine's own services (docs/reliability.md, F5 and F6).
 *
 * - `partition()`: connections stay open but nothing passes either way, and new connections are
 *   accepted and held silent: what a network partition looks like to a client (it hangs).
 * - `cut()`: every connection is reset and new ones are refused until `restore()`: what a
 *   restarting service looks like.
 * - `restore()`: traffic flows again; held connections are dropped so clients reconnect afresh.
 */
export interface TcpProxy {
  /** `host:port` of the proxy. */
  readonly address: string;
  readonly port: number;
  /** Replaces host and port in a connection URL with the proxy's. */
  urlFor(serviceUrl: string): string;
  partition(): void;
  cut(): void;
  restore(): void;
  /** Connections currently open through the proxy. */
  readonly openConnections: number;
  close(): Promise<void>;
}

type Mode = "open" | "partitioned" | "cut";

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: Mode = "open";
  const pairs = new Set<{ client: Socket; upstream: Socket | null }>();

  const dropAll = () => {
    for (const pair of pairs) {
      pair.client.destroy();
      pair.upstream?.destroy();
    }
    pairs.clear();
  };

  const server: Server = createServer((client) => {
    client.on("error", () => undefined);
    if (mode === "cut") {
      client.destroy();
      return;
    }
    const pair: { client: Socket; upstream: Socket | null } = { client, upstream: null };
    pairs.add(pair);
    const forget = () => {
      pairs.delete(pair);
      client.destroy();
      pair.upstream?.destroy();
    };
    client.on("close", forget);
    if (mode === "partitioned") {
      // Held silent: accepted, never answered, never forwarded.
      client.pause();
      return;
    }
    const upstream = connect(target.port, target.host);
    pair.upstream = upstream;
    upstream.on("error", () => undefined);
    upstream.on("close", forget);
    client.on("data", (chunk) => {
      if (mode === "open") upstream.write(chunk);
    });
    upstream.on("data", (chunk) => {
      if (mode === "open") client.write(chunk);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const addr = server.address();
  if (addr === null || typeof addr === "string") throw new Error("proxy has no TCP address");
  const port = addr.port;

  return {
    address: `127.0.0.1:${port}`,
    port,
    urlFor(serviceUrl: string) {
      const url = new URL(serviceUrl);
      url.hostname = "127.0.0.1";
      url.port = String(port);
      return url.toString();
    },
    partition() {
      mode = "partitioned";
    },
    cut() {
      mode = "cut";
      dropAll();
    },
    restore() {
      const wasPartitioned = mode === "partitioned";
      mode = "open";
      if (wasPartitioned) dropAll();
    },
    get openConnections() {
      return pairs.size;
    },
    async close() {
      mode = "cut";
      dropAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

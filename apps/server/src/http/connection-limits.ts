import type { Server, ServerOptions } from "node:http";
import type { Socket } from "node:net";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import { clientAddressKey, trustedPeerCheck } from "./trust-proxy";

/**
 * The Node HTTP server's clocks (docs/decisions/014-http-edge-limits-and-trusted-proxies.md):
 * a whole request (headers and body) must arrive within `requestTimeoutMs` and its headers within
 * `headersTimeoutMs`, so a client trickling a body byte by byte is answered 408 and cut off
 * (docs/reliability.md A24); an idle keep-alive connection closes after `keepAliveTimeoutMs`, and
 * one on which nothing moves at all after `idleTimeoutMs`. Sockets upgraded to WebSockets leave these
 * clocks behind (the ws library clears the socket timeout) and have their heartbeat instead.
 */
export function serverTimeoutOptions(
  config: Pick<Config, "requestTimeoutMs" | "headersTimeoutMs" | "keepAliveTimeoutMs" | "idleTimeoutMs">,
): { requestTimeout: number; keepAliveTimeout: number; connectionTimeout: number; http: ServerOptions } {
  const headersTimeout = Math.min(config.headersTimeoutMs, config.requestTimeoutMs);
  return {
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    connectionTimeout: config.idleTimeoutMs,
    http: {
      headersTimeout,
      // Node looks for overdue requests this often (30 s by default, which would stretch the limits).
      connectionsCheckingInterval: Math.max(25, Math.min(1000, Math.floor(headersTimeout / 4))),
    },
  };
}

/**
 * Caps the open connections (HTTP keep-alive and upgraded WebSockets alike) per client address:
 * a connection beyond `maxPerClient` is closed as soon as it is accepted (docs/reliability.md A32).
 * Connections from our own trusted proxies are not counted; behind a proxy the proxy caps clients
 * (docs/deploy.md). `maxPerClient` 0 turns the cap off.
 */
export function installConnectionCap(
  server: Server,
  options: { maxPerClient: number; trust: Config["trustProxy"]; log: FastifyBaseLogger },
): { openFrom(address: string): number } {
  const open = new Map<string, number>();
  const isProxy = trustedPeerCheck(options.trust);
  let lastWarning = 0;
  if (options.maxPerClient > 0) {
    server.prependListener("connection", (socket: Socket) => {
      const address = socket.remoteAddress;
      if (isProxy(address)) return;
      const key = clientAddressKey(address);
      const count = open.get(key) ?? 0;
      if (count >= options.maxPerClient) {
        socket.destroy();
        const now = Date.now();
        // One line a minute at most, so a flood does not become a log flood.
        if (now - lastWarning > 60_000) {
          lastWarning = now;
          options.log.warn(
            { client: key, cap: options.maxPerClient },
            "too many connections from one client",
          );
        }
        return;
      }
      open.set(key, count + 1);
      socket.once("close", () => {
        const left = (open.get(key) ?? 1) - 1;
        if (left <= 0) open.delete(key);
        else open.set(key, left);
      });
    });
  }
  return { openFrom: (address) => open.get(clientAddressKey(address)) ?? 0 };
}

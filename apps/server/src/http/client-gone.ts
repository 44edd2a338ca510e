import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * True when the client has gone: its connection closed before our answer was sent (an aborted body,
 * a closed tab, a cancelled fetch). Nothing we send can reach it any more.
 */
export function clientHasGone(request: FastifyRequest, reply?: FastifyReply): boolean {
  const res = reply?.raw;
  if (res?.destroyed && !res.writableFinished) return true;
  const socket = request.raw.socket as { destroyed?: boolean } | null | undefined;
  return socket?.destroyed === true;
}

/**
 * An AbortSignal that fires when the client goes away before the answer is sent, so that queued
 * work done only for it (a password hash, docs/reliability.md A33) can be skipped.
 */
export function clientGoneSignal(request: FastifyRequest, reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  if (clientHasGone(request, reply)) {
    controller.abort();
    return controller.signal;
  }
  const res = reply.raw;
  res.once("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}

import { type ErrorCode, WS_CLOSE } from "@riddlebook/protocol";
import type { Clock } from "../deps";
import type { LiveSocket } from "./live-socket";
import { errorJson } from "./messages";
import { TokenBucket } from "./token-bucket";

/** Invalid frames tolerated per socket before it is closed. */
const MAX_INVALID_FRAMES = 10;

export interface FrameGuardOptions {
  clock: Clock;
  /** Token refill rate; bursts of twice this many messages are allowed. */
  messagesPerSecond: number;
  /** Rate-limited frames in a row after which the socket is closed with 4429 (1: at the first). */
  refusalsBeforeClose: number;
  /** Whether refused frames are answered with `error` messages (game sockets) or not (user sockets). */
  notices: boolean;
  /** Called for every frame the rate limit refuses (the metrics), shared by all sockets of a kind. */
  onRateLimited?: () => void;
}

/**
 * One socket's message limits: a token bucket over every incoming frame, and a count of invalid frames.
 * A client over either limit is told so (when notices are on) and then closed.
 */
export class FrameGuard {
  private readonly bucket: TokenBucket;
  /** Consecutive frames refused by the rate limit. */
  private refused = 0;
  private invalid = 0;

  constructor(
    private readonly conn: LiveSocket,
    private readonly o: FrameGuardOptions,
    /** Called once when the socket is closed with 4429 (the registry then cools the user down). */
    private readonly onFloodClose?: () => void,
  ) {
    this.bucket = new TokenBucket(o.messagesPerSecond, o.messagesPerSecond * 2, o.clock.now());
  }

  /** Spends a token for one incoming frame; false when the frame is to be dropped. */
  allow(): boolean {
    if (this.bucket.take(this.o.clock.now())) {
      this.refused = 0;
      return true;
    }
    this.refused++;
    this.o.onRateLimited?.();
    if (this.refused === 1) this.notify(errorJson("rate_limited", "Too many messages; slow down."));
    if (this.refused >= this.o.refusalsBeforeClose) {
      this.notify(errorJson("rate_limited", "Too many messages.", true));
      this.conn.close(WS_CLOSE.rateLimited, "Too many messages");
      if (this.refused === this.o.refusalsBeforeClose) this.onFloodClose?.();
    }
    return false;
  }

  /** Counts an invalid frame: the client is told why, and after too many the socket is closed with 1008. */
  refuse(code: ErrorCode, text: string): void {
    this.invalid++;
    if (this.invalid >= MAX_INVALID_FRAMES) {
      this.notify(errorJson(code, "Too many invalid messages.", true));
      this.conn.close(WS_CLOSE.policy, "Too many invalid messages");
      return;
    }
    this.notify(errorJson(code, text));
  }

  private notify(text: string): void {
    if (this.o.notices) this.conn.send(text);
  }
}

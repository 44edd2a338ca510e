import http from "node:http";

/** A small keep-alive JSON client for loopback benchmarks; records each call's latency. */
export class HttpClient {
  readonly latencies: number[] = [];
  errors = 0;
  readonly errorSamples: string[] = [];
  /** Failed calls by status ("0": no answer: the connection failed or was cut). */
  readonly errorStatuses: Record<string, number> = {};
  private readonly agent: http.Agent;
  private readonly target: URL;

  constructor(baseUrl: string, maxSockets = 64) {
    this.target = new URL(baseUrl);
    if (!["127.0.0.1", "localhost"].includes(this.target.hostname)) throw new Error("loopback only");
    this.agent = new http.Agent({ keepAlive: true, maxSockets });
  }

  /**
   * Sends a JSON request; resolves with status, body text and Set-Cookie headers. `localAddress` sends it
   * from that loopback address (any of 127.0.0.0/8 on Linux), with its own keep-alive connections.
   */
  request(
    method: string,
    path: string,
    options: { body?: unknown; cookie?: string; expect?: number[]; localAddress?: string } = {},
  ): Promise<{ status: number; text: string; setCookie: string[] }> {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const headers: Record<string, string> = {};
    if (payload !== undefined) {
      headers["content-type"] = "application/json";
      headers["content-length"] = String(Buffer.byteLength(payload));
    }
    if (options.cookie) headers.cookie = options.cookie;
    const t0 = performance.now();
    return new Promise((resolve) => {
      const req = http.request(
        {
          host: this.target.hostname,
          port: this.target.port,
          method,
          path,
          agent: this.agent,
          headers,
          localAddress: options.localAddress,
        },
        (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk) => {
            text += chunk;
          });
          res.on("end", () => {
            this.latencies.push(performance.now() - t0);
            const status = res.statusCode ?? 0;
            if (!(options.expect ?? [200, 201]).includes(status)) {
              this.errors++;
              this.errorStatuses[status] = (this.errorStatuses[status] ?? 0) + 1;
              if (this.errorSamples.length < 10)
                this.errorSamples.push(`${method} ${path.split("?")[0]} → ${status} ${text.slice(0, 120)}`);
            }
            const raw = res.headers["set-cookie"];
            resolve({ status, text, setCookie: Array.isArray(raw) ? raw : raw ? [raw] : [] });
          });
        },
      );
      req.on("error", (error) => {
        this.errors++;
        this.errorStatuses[0] = (this.errorStatuses[0] ?? 0) + 1;
        if (this.errorSamples.length < 10) this.errorSamples.push(`${method} ${path} → ${error.message}`);
        resolve({ status: 0, text: "", setCookie: [] });
      });
      if (payload !== undefined) req.write(payload);
      req.end();
    });
  }

  /** Closes the idle keep-alive connections sent from `localAddress` (that client has gone). */
  closeIdleFrom(localAddress: string): void {
    for (const [name, sockets] of Object.entries(this.agent.freeSockets)) {
      if (name.endsWith(`:${localAddress}`)) for (const socket of sockets ?? []) socket.destroy();
    }
  }

  close(): void {
    this.agent.destroy();
  }
}

/** The `rb_session=…` pair from a response's Set-Cookie headers, ready for a Cookie header. */
export function sessionCookie(setCookie: string[]): string | undefined {
  return setCookie.find((c) => c.startsWith("rb_session="))?.split(";")[0];
}

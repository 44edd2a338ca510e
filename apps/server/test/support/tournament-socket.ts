import { WebSocket } from "ws";

// biome-ignore lint/suspicious/noExplicitAny: messages are checked field by field
type Message = Record<string, any>;

/**
 * A socket on `path` (the live tournament view, /ws/tournament) that keeps every message; `next`
 * waits (with a timeout) for the next one matching.
 */
export function openSocket(baseUrl: string, path: string, cookie: string) {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, "ws")}${path}`, { headers: { cookie } });
  const messages: Message[] = [];
  let seen = 0;
  ws.on("message", (data) => messages.push(JSON.parse(data.toString()) as Message));
  const opened = new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("unexpected-response", (_req, res) => reject(new Error(`refused: ${res.statusCode}`)));
    ws.once("error", reject);
  });
  const next = async (check: (m: Message) => boolean, timeoutMs = 10_000): Promise<Message> => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const index = messages.findIndex((m, i) => i >= seen && check(m));
      if (index !== -1) {
        seen = index + 1;
        return messages[index] as Message;
      }
      if (Date.now() > until) throw new Error("timed out waiting for a message");
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  return { ws, opened, next };
}

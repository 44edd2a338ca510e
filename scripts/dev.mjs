#!/usr/bin/env node
// `npm run dev`: the API server (TEST_MODE=1, port 3001, restarts on change) and the Vite dev
// server (port 5173, proxying /api and /ws to 3001). Ctrl-C stops both.
import { spawn } from "node:child_process";

const children = [
  spawn("npm", ["run", "dev", "-w", "@riddlebook/server"], {
    stdio: "inherit",
    env: { ...process.env, TEST_MODE: "1", PORT: process.env.API_PORT ?? "3001", HOST: "127.0.0.1" },
  }),
  spawn("npm", ["run", "dev", "-w", "@riddlebook/web"], { stdio: "inherit", env: process.env }),
];

let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  process.exitCode = code;
};
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

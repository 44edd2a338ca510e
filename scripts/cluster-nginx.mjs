// The private nginx of scripts/cluster.mjs: where its binary is, what a cluster needs, free ports,
// and its configuration files (from deploy/nginx/riddlebook.conf.template; docs/deploy.md,
// "Several instances").
import { existsSync } from "node:fs";
import net from "node:net";
import { join, resolve } from "node:path";

const repoRoot = resolve(import.meta.dirname, "..");
export const TEMPLATE = join(repoRoot, "deploy/nginx/riddlebook.conf.template");
export const SERVER_MAIN = join(repoRoot, "apps/server/dist/main.js");
export const HOST = "127.0.0.1";
export { repoRoot };

/** The nginx binary: NGINX_PATH, or Debian's. */
export function nginxBinary() {
  return process.env.NGINX_PATH?.trim() || "/usr/sbin/nginx";
}

/** What a cluster cannot start without, as readable reasons (empty when nothing is missing). */
export function clusterPrerequisites() {
  const missing = [];
  if (!existsSync(nginxBinary()))
    missing.push(`nginx not found at ${nginxBinary()} (apt-get install -y nginx)`);
  if (!existsSync(SERVER_MAIN)) missing.push("the server is not built (npm run build)");
  return missing;
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function portIsFree(port) {
  return new Promise((resolveFree) => {
    const srv = net.createServer();
    srv.once("error", () => resolveFree(false));
    srv.listen(port, HOST, () => srv.close(() => resolveFree(true)));
  });
}

/**
 * A port P such that P … P+count-1 are all free on 127.0.0.1, drawn from 20000–32000: below the
 * kernel's usual ephemeral range, so the outgoing connections of a load test do not take them.
 */
export async function freePortRange(count) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const base = 20_000 + Math.floor(Math.random() * (12_000 - count));
    let free = true;
    for (let port = base; port < base + count && free; port++) free = await portIsFree(port);
    if (free) return base;
  }
  throw new Error(`no ${count} free consecutive ports found on ${HOST}`);
}

/** The template with its placeholders filled for instances on `ports` (docs/deploy.md shows the result). */
export function renderSiteConfig(template, { listen, ports, cacheDir, unlimitedClients }) {
  const server = (port) => `server ${HOST}:${port}`;
  const values = {
    LISTEN: listen,
    SERVER_NAME: "_",
    SERVERS: ports.map((port) => `  ${server(port)} max_fails=1 fail_timeout=5s;`).join("\n"),
    PINNED_UPSTREAMS: ports
      .map((port, i) =>
        [
          `upstream riddlebook_${i + 1} {`,
          `  ${server(port)} max_fails=1 fail_timeout=5s;`,
          ...ports.filter((other) => other !== port).map((other) => `  ${server(other)} backup;`),
          "  keepalive 16;",
          "}",
        ].join("\n"),
      )
      .join("\n"),
    PINS: ports.map((_, i) => `  ${i + 1} riddlebook_${i + 1};`).join("\n"),
    UNLIMITED_CLIENTS: unlimitedClients.map((client) => `  ${client} 1;`).join("\n"),
    CACHE_DIR: cacheDir,
  };
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`${TEMPLATE}: unknown placeholder ${name}`);
    return values[name];
  });
}

/** nginx.conf of the private nginx: everything it writes stays under `dir`. */
export function mainConfig(dir, workers) {
  return `# Written by scripts/cluster.mjs for a local cluster; removed when it stops.
daemon off;
worker_processes ${workers};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events {
  # Each player holds a socket to nginx and nginx one to an instance; the whole L1 load fits.
  worker_connections 16384;
}
http {
  access_log off;
  client_body_temp_path ${dir}/temp/client_body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  include ${dir}/riddlebook.conf;
}
`;
}

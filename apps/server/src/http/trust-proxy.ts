import { BlockList, isIP } from "node:net";

/**
 * Which peers may tell us the client's address in `X-Forwarded-For` (docs/deploy.md,
 * docs/decisions/014-http-edge-limits-and-trusted-proxies.md). Never "trust everyone": the left-most
 * entry of that header is whatever the client typed.
 */
export type TrustProxy =
  | { readonly kind: "none" }
  /** Exactly this many proxies stand in front of every request; the server is reachable only through them. */
  | { readonly kind: "hops"; readonly hops: number }
  /** Peers at these addresses or ranges are proxies; any other peer is the client. */
  | { readonly kind: "addresses"; readonly addresses: readonly string[] };

export const NO_TRUSTED_PROXY: TrustProxy = { kind: "none" };

/** Most hops a deployment plausibly has (CDN, load balancer, ingress, sidecar...). */
const MAX_HOPS = 10;

/** The names proxy-addr (and so Express and Fastify) accept, spelled out as ranges. */
const NAMED_RANGES: Record<string, readonly string[]> = {
  loopback: ["127.0.0.0/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

const refusedTrustAll = (value: string) =>
  `"${value}" is refused: trusting every proxy would let any client choose its own address through ` +
  "X-Forwarded-For; give the number of proxies in front of the server (e.g. 1) or their addresses " +
  "(e.g. 10.0.0.0/8), see docs/deploy.md";

/** Throws with a readable reason when `entry` is not an address, a CIDR range or a known range name. */
function checkEntry(entry: string): void {
  if (entry in NAMED_RANGES) return;
  const slash = entry.indexOf("/");
  const address = slash === -1 ? entry : entry.slice(0, slash);
  const family = isIP(address);
  if (family === 0) throw new Error(`"${entry}" is not an IP address or CIDR range`);
  if (slash === -1) return;
  const bits = entry.slice(slash + 1);
  const max = family === 4 ? 32 : 128;
  if (!/^[0-9]{1,3}$/.test(bits) || Number(bits) > max) {
    throw new Error(`"${entry}" has a bad prefix length (0 to ${max})`);
  }
}

/**
 * Reads `TRUST_PROXY`: unset, "", "0", "false" or "no" trust nobody; a whole number 1–10 is a hop
 * count; anything else is a comma-separated list of proxy addresses, CIDR ranges or the names
 * loopback, linklocal, uniquelocal. "true", "yes", "*" and "all" are refused. Throws `Error` with the
 * reason.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? "").trim();
  const lower = value.toLowerCase();
  if (lower === "" || lower === "0" || lower === "false" || lower === "no") return NO_TRUSTED_PROXY;
  if (["true", "yes", "*", "all"].includes(lower)) throw new Error(refusedTrustAll(value));
  if (/^[0-9]+$/.test(value)) {
    const hops = Number(value);
    if (hops === 0) return NO_TRUSTED_PROXY;
    if (hops > MAX_HOPS) throw new Error(`a hop count is at most ${MAX_HOPS}`);
    return { kind: "hops", hops };
  }
  const addresses = value
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s.length > 0);
  for (const entry of addresses) checkEntry(entry);
  return { kind: "addresses", addresses };
}

function blockListOf(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries.flatMap((e) => NAMED_RANGES[e] ?? [e])) {
    const slash = entry.indexOf("/");
    const address = slash === -1 ? entry : entry.slice(0, slash);
    const family = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (slash === -1) list.addAddress(address, family);
    else list.addSubnet(address, Number(entry.slice(slash + 1)), family);
  }
  return list;
}

/**
 * A predicate "is this peer one of our proxies?" (for `hops`, every direct peer is: the server is
 * reachable only through them). IPv4-mapped IPv6 peers match their IPv4 ranges.
 */
export function trustedPeerCheck(trust: TrustProxy): (address: string | undefined) => boolean {
  if (trust.kind === "none") return () => false;
  if (trust.kind === "hops") return () => true;
  const list = blockListOf(trust.addresses);
  return (address) => {
    if (address === undefined) return false;
    const family = isIP(address);
    if (family === 0) return false;
    return list.check(address, family === 6 ? "ipv6" : "ipv4");
  };
}

/**
 * Fastify's `trustProxy` for our setting: `false`, or a function of (address, hop index) walked from
 * the socket peer (hop 0) towards the left of `X-Forwarded-For`; the client's address is the first one
 * not trusted. A function rather than a number because Fastify 5 (5.12) fails closed on a number and
 * trusts no hop at all (docs/decisions/014-http-edge-limits-and-trusted-proxies.md).
 */
export function fastifyTrustProxy(trust: TrustProxy): false | ((address: string, hop: number) => boolean) {
  if (trust.kind === "none") return false;
  if (trust.kind === "hops") {
    const hops = trust.hops;
    return (_address, hop) => hop < hops;
  }
  const isProxy = trustedPeerCheck(trust);
  return (address) => isProxy(address);
}

/**
 * The key a per-client limit counts under for an address: IPv4 as is (IPv4-mapped IPv6 unwrapped),
 * IPv6 by its /64, since one host is normally handed a whole /64.
 */
export function clientAddressKey(address: string | undefined): string {
  if (!address) return "unknown";
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIP(address) !== 6) return address;
  return `${ipv6Prefix64(address)}::/64`;
}

/** The first four 16-bit groups of an IPv6 address, written out. */
function ipv6Prefix64(address: string): string {
  const withoutZone = address.split("%")[0] ?? address;
  const [head = "", tail] = withoutZone.split("::");
  const headGroups = head === "" ? [] : head.split(":");
  const tailGroups = tail === undefined || tail === "" ? [] : tail.split(":");
  // An embedded IPv4 tail counts as two groups; it only ever sits in the low 64 bits.
  const tailCount = tailGroups.reduce((n, g) => n + (g.includes(".") ? 2 : 1), 0);
  const groups =
    tail === undefined
      ? headGroups
      : [...headGroups, ...Array(Math.max(0, 8 - headGroups.length - tailCount)).fill("0"), ...tailGroups];
  return groups
    .slice(0, 4)
    .map((g) => (Number.parseInt(g, 16) || 0).toString(16))
    .join(":");
}

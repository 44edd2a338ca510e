import { describe, expect, it } from "vitest";
import {
  clientAddressKey,
  fastifyTrustProxy,
  NO_TRUSTED_PROXY,
  parseTrustProxy,
  trustedPeerCheck,
} from "./trust-proxy";

describe("parseTrustProxy", () => {
  it.each([undefined, "", " ", "0", "false", "no"])("trusts nobody for %j", (raw) => {
    expect(parseTrustProxy(raw)).toEqual(NO_TRUSTED_PROXY);
  });

  it("reads a whole number as a hop count", () => {
    expect(parseTrustProxy("1")).toEqual({ kind: "hops", hops: 1 });
    expect(parseTrustProxy(" 2 ")).toEqual({ kind: "hops", hops: 2 });
    expect(() => parseTrustProxy("11")).toThrow(/at most 10/);
  });

  it("reads a comma-separated list of addresses, ranges and range names", () => {
    expect(parseTrustProxy("10.0.0.1, 192.168.0.0/16,fd00::/8 , loopback")).toEqual({
      kind: "addresses",
      addresses: ["10.0.0.1", "192.168.0.0/16", "fd00::/8", "loopback"],
    });
  });

  it.each(["true", "TRUE", "yes", "*", "all"])("refuses %j: it would trust every client's header", (raw) => {
    expect(() => parseTrustProxy(raw)).toThrow(/is refused: trusting every proxy .* docs\/deploy\.md/);
  });

  it.each(["nginx", "10.0.0.1/33", "10.0.0.300", "::1/129", "10.0.0.0/x"])("refuses the entry %j", (raw) => {
    expect(() => parseTrustProxy(raw)).toThrow(`"${raw}"`);
  });
});

describe("trustedPeerCheck", () => {
  it("trusts no peer without proxies, and every peer with a hop count", () => {
    expect(trustedPeerCheck(NO_TRUSTED_PROXY)("10.0.0.1")).toBe(false);
    expect(trustedPeerCheck({ kind: "hops", hops: 1 })("203.0.113.9")).toBe(true);
  });

  it("trusts only listed addresses and ranges, IPv4-mapped IPv6 peers included", () => {
    const isProxy = trustedPeerCheck(parseTrustProxy("10.0.0.0/8, 2001:db8::1, loopback"));
    expect(isProxy("10.20.30.40")).toBe(true);
    expect(isProxy("::ffff:10.20.30.40")).toBe(true);
    expect(isProxy("2001:db8::1")).toBe(true);
    expect(isProxy("127.0.0.1")).toBe(true);
    expect(isProxy("::1")).toBe(true);
    expect(isProxy("11.0.0.1")).toBe(false);
    expect(isProxy("2001:db8::2")).toBe(false);
    expect(isProxy("not an address")).toBe(false);
    expect(isProxy(undefined)).toBe(false);
  });
});

describe("fastifyTrustProxy", () => {
  it("trusts exactly `hops` hops from the socket peer for a hop count", () => {
    const trust = fastifyTrustProxy({ kind: "hops", hops: 1 });
    if (!trust) throw new Error("expected a function");
    expect(trust("10.0.0.1", 0)).toBe(true);
    expect(trust("203.0.113.9", 1)).toBe(false);
  });

  it("is false without proxies", () => {
    expect(fastifyTrustProxy(NO_TRUSTED_PROXY)).toBe(false);
  });
});

describe("clientAddressKey", () => {
  it("keeps IPv4, unwraps IPv4-mapped IPv6, and groups IPv6 by /64", () => {
    expect(clientAddressKey("203.0.113.9")).toBe("203.0.113.9");
    expect(clientAddressKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(clientAddressKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(clientAddressKey("2001:db8:1:2:bbbb:cccc:dddd:eeee")).toBe("2001:db8:1:2::/64");
    expect(clientAddressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientAddressKey("::1")).toBe("0:0:0:0::/64");
    expect(clientAddressKey(undefined)).toBe("unknown");
  });
});

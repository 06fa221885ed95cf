import { describe, expect, it } from "vitest";
import {
  clientAddress,
  isLoopback,
  normaliseAddress,
  outboxOpen,
  type OutboxGateInput,
} from "@/lib/net/client-address";

describe("clientAddress", () => {
  it("with no trusted proxy, is the TCP peer whatever X-Forwarded-For claims", () => {
    for (let i = 0; i < 20; i++) {
      expect(clientAddress({ peer: "198.51.100.7", forwardedFor: `10.0.0.${i}`, trustedHops: 0 })).toBe("198.51.100.7");
    }
    expect(clientAddress({ peer: "::ffff:198.51.100.7", forwardedFor: null, trustedHops: 0 })).toBe("198.51.100.7");
  });

  it("with trusted hops, reads X-Forwarded-For right to left and ignores what the client prepended", () => {
    // The client sent "X-Forwarded-For: 1.2.3.4"; our load balancer appended the real address.
    expect(clientAddress({ peer: "10.0.0.2", forwardedFor: "1.2.3.4, 203.0.113.9", trustedHops: 1 })).toBe(
      "203.0.113.9",
    );
    // CDN then load balancer: two hops.
    expect(clientAddress({ peer: "10.0.0.2", forwardedFor: "6.6.6.6, 203.0.113.9, 172.16.0.1", trustedHops: 2 })).toBe(
      "203.0.113.9",
    );
    // A request that bypassed the proxies cannot reach past the chain it has.
    expect(clientAddress({ peer: "203.0.113.50", forwardedFor: null, trustedHops: 2 })).toBe("203.0.113.50");
  });

  it("is 'unknown' without a peer (an unstamped request never gets a header-chosen bucket)", () => {
    expect(clientAddress({ peer: null, forwardedFor: "9.9.9.9", trustedHops: 0 })).toBe("unknown");
    expect(clientAddress({ peer: null, forwardedFor: "9.9.9.9", trustedHops: 1 })).toBe("unknown");
  });

  it("bounds what becomes a database key", () => {
    expect(normaliseAddress(` ${"a".repeat(500)} `)).toHaveLength(64);
  });
});

describe("isLoopback", () => {
  it("accepts only this machine", () => {
    for (const a of ["127.0.0.1", "127.9.8.7", "::1", "::ffff:127.0.0.1"]) expect(isLoopback(a)).toBe(true);
    for (const a of ["10.0.0.1", "192.168.1.5", "::ffff:10.0.0.1", "1.127.0.0", "127.0.0.1.evil", "", "localhost"])
      expect(isLoopback(a)).toBe(false);
  });
});

describe("outboxOpen", () => {
  const local: OutboxGateInput = {
    smtpConfigured: false,
    siteOriginConfigured: false,
    setting: undefined,
    peer: "127.0.0.1",
    proxied: false,
  };

  it("serves the local walkthrough", () => {
    expect(outboxOpen(local)).toBe(true);
    expect(outboxOpen({ ...local, peer: "::1", setting: "on" })).toBe(true);
  });

  it("refuses everyone else, and any request a proxy relayed", () => {
    expect(outboxOpen({ ...local, peer: "203.0.113.9" })).toBe(false);
    expect(outboxOpen({ ...local, proxied: true })).toBe(false);
    expect(outboxOpen({ ...local, peer: null })).toBe(false);
  });

  it("is off with SMTP, with a public origin, or when switched off, even from this machine", () => {
    expect(outboxOpen({ ...local, smtpConfigured: true })).toBe(false);
    expect(outboxOpen({ ...local, siteOriginConfigured: true })).toBe(false);
    expect(outboxOpen({ ...local, setting: "off" })).toBe(false);
    // "on" cannot widen the gate.
    expect(outboxOpen({ ...local, setting: "on", siteOriginConfigured: true })).toBe(false);
    expect(outboxOpen({ ...local, setting: "on", peer: "203.0.113.9" })).toBe(false);
  });
});

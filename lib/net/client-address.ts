// Who is asking, decided from what the server itself saw. The socket address is the only fact a
// client cannot forge; X-Forwarded-For entries are believed only as far as configured proxies
// appended them (read right to left, like Express's `trust proxy` hop count).

/** Headers a reverse proxy adds; a request carrying any of them did not come straight from this machine's user. */
export const PROXY_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip"] as const;

/** "::ffff:203.0.113.9" -> "203.0.113.9"; trimmed and bounded (it becomes a database key). */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim().toLowerCase();
  return (trimmed.startsWith("::ffff:") && trimmed.includes(".") ? trimmed.slice(7) : trimmed).slice(0, 64);
}

export interface ClientAddressInput {
  /** The TCP peer (the last proxy, or the client when there is none); null when unknown. */
  peer: string | null;
  /** The X-Forwarded-For header as it arrived (null when the request carried none). */
  forwardedFor: string | null;
  /** How many proxies in front of the app append to X-Forwarded-For (TRUSTED_PROXY_HOPS). */
  trustedHops: number;
}

/**
 * The client's address: the peer when no proxy is trusted, else the entry `trustedHops` places
 * from the right of [X-Forwarded-For..., peer]. Entries further left were written by the client
 * and are never used. Fewer entries than hops (a request that bypassed a proxy) gives the
 * leftmost one a trusted proxy could have written. "unknown" when the peer is unknown.
 */
export function clientAddress({ peer, forwardedFor, trustedHops }: ClientAddressInput): string {
  if (!peer) return "unknown";
  const chain = [
    ...(forwardedFor ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    peer,
  ];
  const index = Math.max(0, chain.length - 1 - Math.max(0, trustedHops));
  return normaliseAddress(chain[index]!) || "unknown";
}

/** 127.0.0.0/8 and ::1 (also IPv4-mapped): the request came from this machine. */
export function isLoopback(address: string): boolean {
  const a = normaliseAddress(address);
  return a === "::1" || a === "0:0:0:0:0:0:0:1" || /^127(\.\d{1,3}){3}$/.test(a);
}

export interface OutboxGateInput {
  smtpConfigured: boolean;
  siteOriginConfigured: boolean;
  /** OUTBOX_PAGE: "off" forces the page off; "on" (or unset) cannot widen the gate. */
  setting: "on" | "off" | undefined;
  /** The TCP peer of this request; null when unknown. */
  peer: string | null;
  /** Whether the request arrived with X-Forwarded-For, Forwarded or X-Real-IP. */
  proxied: boolean;
}

/**
 * The outbox shows e-mails whose links sign people in, so it serves only the local walkthrough:
 * no SMTP, no public origin, and only a request made on this machine, not relayed by a proxy.
 */
export function outboxOpen(input: OutboxGateInput): boolean {
  if (input.smtpConfigured || input.siteOriginConfigured || input.setting === "off") return false;
  return input.peer !== null && !input.proxied && isLoopback(input.peer);
}

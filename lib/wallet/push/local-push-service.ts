import { createECDH } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { decryptAes128gcm, newBrowserKeys, verifyVapid, type BrowserKeys, type VapidClaims } from "./rfc8291";

// The local stand-in of a browser's push service (RFC 8030), on 127.0.0.1: it hands out
// subscriptions as a browser would (an endpoint and the browser's keys), and on each POST checks
// the VAPID token (401 without a valid one, as the real services do), decrypts the message with
// the subscription's own keys and keeps it. An endpoint can be made "gone" to answer 410, as a
// service does once the browser unsubscribed. `adopt` takes keys a browser made itself (a page's
// WebCrypto pair in the end-to-end test) and hands back an endpoint for them, as Chrome's push
// service does when the browser subscribes.

export interface LocalSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface ReceivedPush {
  endpoint: string;
  payload: string;
  ttl: string | undefined;
  vapid: { claims: VapidClaims; publicKey: string };
}

export interface LocalPushService {
  origin: string;
  subscribe(): LocalSubscription;
  /** An endpoint for keys made elsewhere: the P-256 private key (base64url scalar) and the auth secret. */
  adopt(privateKey: string, authSecret: string): LocalSubscription;
  /** The endpoint answers 410 Gone from now on. */
  markGone(endpoint: string): void;
  received: ReceivedPush[];
  /** Requests refused for a missing or invalid VAPID token. */
  refused: number;
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const browsers = new Map<string, BrowserKeys>();
  const gone = new Set<string>();
  const service: Omit<LocalPushService, "origin"> & { origin: string } = {
    origin: "",
    received: [],
    refused: 0,
    subscribe() {
      const keys = newBrowserKeys();
      const endpoint = `${service.origin}/push/${crypto.randomUUID()}`;
      browsers.set(new URL(endpoint).pathname, keys);
      return { endpoint, p256dh: keys.p256dh, auth: keys.authSecret };
    },
    adopt(privateKey, authSecret) {
      const ecdh = createECDH("prime256v1");
      ecdh.setPrivateKey(Buffer.from(privateKey, "base64url"));
      const endpoint = `${service.origin}/push/${crypto.randomUUID()}`;
      browsers.set(new URL(endpoint).pathname, { ecdh, auth: Buffer.from(authSecret, "base64url") });
      return { endpoint, p256dh: ecdh.getPublicKey("base64url"), auth: authSecret };
    },
    markGone(endpoint) {
      gone.add(new URL(endpoint).pathname);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = createServer((request, response) => {
    void (async () => {
      const body = await bodyOf(request);
      const path = request.url ?? "";
      const keys = browsers.get(path);
      if (request.method !== "POST" || !keys) return response.writeHead(404).end();
      const vapid = verifyVapid(request.headers.authorization ?? null, service.origin);
      if (!vapid) {
        service.refused++;
        return response.writeHead(401).end();
      }
      if (gone.has(path)) return response.writeHead(410).end();
      if (request.headers["content-encoding"] !== "aes128gcm") return response.writeHead(415).end();
      const payload = decryptAes128gcm(body, keys).toString("utf8");
      service.received.push({
        endpoint: `${service.origin}${path}`,
        payload,
        ttl: request.headers.ttl as string | undefined,
        vapid,
      });
      response.writeHead(201, { Location: `${path}/messages/${service.received.length}` }).end();
    })().catch(() => response.writeHead(400).end());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  service.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return service;
}

import { createSecureServer, createServer, type Http2ServerRequest, type Http2ServerResponse } from "node:http2";
import type { TLSSocket } from "node:tls";
import type { AddressInfo } from "node:net";

// The local stand-in of Apple's push service for pass updates: the same HTTP/2 request
// (POST /3/device/<token>, apns-topic) answered 200, or 410 {"reason":"Unregistered"} for a token
// marked gone. Plain-text HTTP/2 on 127.0.0.1, or, given a server certificate, TLS that demands a
// client certificate issued by `ca` (as Apple demands the pass certificate), naming the client's
// certificate in each record.

export interface LocalApns {
  origin: string;
  received: { token: string; topic: string; body: string; clientCertificate?: string }[];
  markGone(token: string): void;
  close(): Promise<void>;
}

export interface LocalApnsTls {
  key: string;
  cert: string;
  /** The issuer client certificates must chain to. */
  ca: string;
}

export async function startLocalApns(tls?: LocalApnsTls): Promise<LocalApns> {
  const gone = new Set<string>();
  const received: LocalApns["received"] = [];
  const handle = (request: Http2ServerRequest, response: Http2ServerResponse) => {
    const token = /^\/3\/device\/([A-Za-z0-9]+)$/.exec(String(request.headers[":path"] ?? ""))?.[1];
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (request.headers[":method"] !== "POST" || !token) return response.writeHead(404).end();
      if (gone.has(token)) {
        response.writeHead(410, { "content-type": "application/json" });
        return response.end(JSON.stringify({ reason: "Unregistered", timestamp: Date.now() }));
      }
      const peer = tls ? (request.socket as TLSSocket).getPeerCertificate() : undefined;
      received.push({
        token,
        topic: String(request.headers["apns-topic"] ?? ""),
        body: Buffer.concat(chunks).toString(),
        ...(peer?.subject ? { clientCertificate: String(peer.subject.CN) } : {}),
      });
      response.writeHead(200, { "apns-id": crypto.randomUUID() }).end();
    });
  };
  const server = tls
    ? createSecureServer({ ...tls, requestCert: true, rejectUnauthorized: true }, handle)
    : createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `${tls ? "https" : "http"}://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    markGone: (token) => gone.add(token),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

import { createServer } from "node:http2";
import type { AddressInfo } from "node:net";

// The local stand-in of Apple's push service for pass updates: the same HTTP/2 request
// (POST /3/device/<token>, apns-topic) answered 200, or 410 {"reason":"Unregistered"} for a token
// marked gone. Plain-text HTTP/2 on 127.0.0.1 (the real one is TLS with the pass certificate).

export interface LocalApns {
  origin: string;
  received: { token: string; topic: string; body: string }[];
  markGone(token: string): void;
  close(): Promise<void>;
}

export async function startLocalApns(): Promise<LocalApns> {
  const gone = new Set<string>();
  const received: LocalApns["received"] = [];
  const server = createServer((request, response) => {
    const token = /^\/3\/device\/([A-Za-z0-9]+)$/.exec(String(request.headers[":path"] ?? ""))?.[1];
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (request.headers[":method"] !== "POST" || !token) return response.writeHead(404).end();
      if (gone.has(token)) {
        response.writeHead(410, { "content-type": "application/json" });
        return response.end(JSON.stringify({ reason: "Unregistered", timestamp: Date.now() }));
      }
      received.push({
        token,
        topic: String(request.headers["apns-topic"] ?? ""),
        body: Buffer.concat(chunks).toString(),
      });
      response.writeHead(200, { "apns-id": crypto.randomUUID() }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    markGone: (token) => gone.add(token),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

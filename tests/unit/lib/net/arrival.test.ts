// The server's own handling of arriving requests (lib/net/arrival.ts), on a real Node server:
// malformed server action requests never reach the app (Next), well-formed ones reach it with
// their body intact, and a request that met an unavailable database answers 503.
import { createServer, request, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import { ACTION_BODY_LIMIT_BYTES } from "@/lib/net/action-reply";
import { installPeerStamp } from "@/lib/net/peer-stamp";
import { noteAnsweredUnavailable, noteDatabaseUnavailable } from "@/lib/net/unavailable-answer";

let port = 0;
const reached: string[] = [];
// Stands in for Next: echoes the body it read; some paths fail the way a page or action does.
async function app(req: IncomingMessage, res: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks).toString();
  reached.push(body);
  await new Promise((ok) => setImmediate(ok)); // the failure comes later, as a query's would
  if (req.url === "/db-down") noteDatabaseUnavailable();
  if (req.url === "/db-down" || req.url === "/bug") {
    res.statusCode = 500;
    res.setHeader("content-type", "text/html");
    return res.end("<h1>Error</h1>");
  }
  if (req.url === "/streamed-then-down") {
    res.write("<p>");
    noteDatabaseUnavailable();
    res.statusCode = 500;
    return res.end("</p>");
  }
  if (req.url === "/action-unavailable") noteAnsweredUnavailable();
  res.setHeader("content-type", "text/x-component");
  res.end(`echo:${body.length}:${body.slice(0, 20)}`);
}

beforeAll(async () => {
  installPeerStamp();
  const server = createServer((req, res) => void app(req, res));
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  port = (server.address() as AddressInfo).port;
  return () => new Promise<void>((ok) => server.close(() => ok()));
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}
function post(path: string, headers: Record<string, string>, chunks: Array<string | Buffer>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, method: "POST", headers }, (res) => {
      let body = "";
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on("error", reject);
    const next = (i: number) => {
      if (i === chunks.length) return req.end();
      // Each chunk on its own tick: the body arrives in pieces, as over a network.
      req.write(chunks[i]!, () => setTimeout(() => next(i + 1), 1));
    };
    next(0);
  });
}
const origin = () => `http://127.0.0.1:${port}`;
const call = (body: string | Array<string | Buffer>, extra: Record<string, string> = {}, path = "/buscar") =>
  post(
    path,
    { "next-action": "7f00", "content-type": "text/plain;charset=UTF-8", origin: origin(), ...extra },
    Array.isArray(body) ? body : [body],
  );

describe("malformed server action requests are answered before the app", () => {
  it("passes a well-formed call on with its body intact, even one arriving in pieces near the limit", async () => {
    const small = await call(['[{"items":', "[]}]"]);
    expect(small).toMatchObject({ status: 200, body: 'echo:14:[{"items":[]}]' });
    const big = JSON.stringify(["x".repeat(ACTION_BODY_LIMIT_BYTES - 100)]);
    const pieces = Array.from({ length: Math.ceil(big.length / 65536) }, (_, i) =>
      Buffer.from(big.slice(i * 65536, (i + 1) * 65536)),
    );
    const answer = await call(pieces);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(`echo:${big.length}:${big.slice(0, 20)}`);
  });

  it("answers 400 to bodies and origins Next would fail on, 413 to a body over the limit, and the app never sees them", async () => {
    const before = reached.length;
    const boundary = "----x";
    const corpus: Array<[string, Promise<Answer>, number]> = [
      ["not JSON", call("hola"), 400],
      ["truncated", call('[{"a":'), 400],
      ["empty", call(""), 400],
      ["20,000-deep", call("[".repeat(20_000) + "]".repeat(20_000)), 400],
      ["dangling reference", call('["$99"]'), 400],
      ["empty Origin", call("[]", { origin: "" }), 400],
      ["multipart garbage", call("garbage", { "content-type": `multipart/form-data; boundary=${boundary}` }), 400],
      [
        "form without JavaScript, garbage",
        post("/buscar", { "content-type": "multipart/form-data" }, ["garbage"]),
        400,
      ],
      [
        "over the limit, declared",
        call(Buffer.alloc(ACTION_BODY_LIMIT_BYTES + 1, 97).toString(), {
          "content-length": String(ACTION_BODY_LIMIT_BYTES + 1),
        }),
        413,
      ],
      ["over the limit, chunked", call(Array.from({ length: 100 }, () => Buffer.alloc(65536, 97))), 413],
    ];
    for (const [name, answer, status] of corpus) expect((await answer).status, name).toBe(status);
    expect(reached.length).toBe(before);
  });
});

describe("a request that met an unavailable database answers 503", () => {
  const get = (path: string) => post(path, { "content-type": "text/plain" }, []);

  it("turns a page's 500 into the Spanish 503 page with Retry-After; a 500 for anything else stays", async () => {
    const down = await get("/db-down");
    expect(down.status).toBe(503);
    expect(down.headers["retry-after"]).toBe("5");
    expect(down.headers["content-type"]).toContain("text/html");
    expect(down.body).toContain("Servicio no disponible por un momento");
    expect(down.body).not.toContain("<h1>Error</h1>");
    expect((await get("/bug")).status).toBe(500);
  });

  it("an action that answered 'service unavailable' keeps its body and gets 503 with Retry-After", async () => {
    const answer = await call("[{}]", {}, "/action-unavailable");
    expect(answer.status).toBe(503);
    expect(answer.headers["retry-after"]).toBe("5");
    expect(answer.body).toBe("echo:4:[{}]");
    expect((await call("[{}]")).status).toBe(200);
  });

  it("leaves a response whose head was already sent", async () => {
    const answer = await get("/streamed-then-down");
    expect(answer.status).toBe(200);
  });
});

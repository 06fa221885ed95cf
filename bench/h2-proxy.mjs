#!/usr/bin/env node
// `node bench/h2-proxy.mjs [port] [target]`: HTTPS with HTTP/2 in front of a running server
// (default https://127.0.0.1:3443 -> http://127.0.0.1:3000), as a phone reaches the site in
// production (any TLS terminator or CDN speaks HTTP/2), for Lighthouse runs:
//   BENCH_URL=https://127.0.0.1:3443 LH_CHROME_FLAGS=--ignore-certificate-errors npm run bench:lighthouse
// Why (docs/benchmarks.md, Lighthouse): `next start` speaks HTTP/1.1, so Lantern simulates every
// script on up to six new connections, each with its own handshake and TCP slow start on the slow
// 4G link; over HTTP/2 they share the document's warmed connection, as in production.
// The certificate is a throwaway self-signed one made at start (openssl), never written to the repo.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import { tmpdir } from "node:os";
import { join } from "node:path";

const port = Number(process.argv[2] ?? 3443);
const target = new URL(process.argv[3] ?? "http://127.0.0.1:3000");

const dir = mkdtempSync(join(tmpdir(), "cupongt-h2-"));
const openssl = "req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=127.0.0.1".split(" ");
execFileSync("openssl", [...openssl, "-keyout", join(dir, "key.pem"), "-out", join(dir, "cert.pem")], {
  stdio: "ignore",
});
const key = readFileSync(join(dir, "key.pem"));
const cert = readFileSync(join(dir, "cert.pem"));
rmSync(dir, { recursive: true, force: true });

// Headers HTTP/2 forbids (connection-specific) are dropped on the way back.
const HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection"]);

const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, (req, res) => {
  const headers = {};
  for (const [name, value] of Object.entries(req.headers)) if (!name.startsWith(":")) headers[name] = value;
  headers.host = req.headers[":authority"] ?? req.headers.host ?? target.host;
  headers["x-forwarded-proto"] = "https";
  const upstream = http.request(
    { hostname: target.hostname, port: target.port, path: req.url, method: req.method, headers },
    (answer) => {
      const back = {};
      for (const [name, value] of Object.entries(answer.headers)) if (!HOP.has(name)) back[name] = value;
      res.writeHead(answer.statusCode ?? 502, back);
      answer.pipe(res);
    },
  );
  upstream.on("error", () => {
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
  req.pipe(upstream);
});
server.listen(port, "127.0.0.1", () => console.log(`https://127.0.0.1:${port} -> ${target.origin} (HTTP/2)`));

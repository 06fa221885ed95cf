import { createServer, request, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { PEER_HEADER, installPeerStamp, readPeer, stampRequest } from "@/lib/net/peer-stamp";
import { requestIdsStamped } from "@/lib/net/request-id";

const toHeaders = (raw: IncomingHttpHeaders) =>
  new Headers(Object.entries(raw).map(([k, v]) => [k, String(v)] as [string, string]));

describe("peer stamp", () => {
  it("stamps a real server's requests with the socket address, overwriting a forged stamp", async () => {
    installPeerStamp();
    const seen: IncomingHttpHeaders[] = [];
    const server = createServer((req, res) => {
      seen.push({ ...req.headers });
      res.end();
    });
    await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
    const { port } = server.address() as AddressInfo;
    const get = (headers: Record<string, string>) =>
      new Promise<void>((ok, fail) =>
        request({ host: "127.0.0.1", port, headers }, (res) => res.resume().on("end", ok))
          .on("error", fail)
          .end(),
      );
    await get({});
    await get({ [PEER_HEADER]: "guess;203.0.113.9;0", "x-forwarded-for": "203.0.113.9" });
    server.close();

    expect(readPeer(toHeaders(seen[0]!))).toEqual({ address: "127.0.0.1", proxied: false });
    // The attacker's own stamp is replaced, and the forwarding header is noted.
    expect(readPeer(toHeaders(seen[1]!))).toEqual({ address: "127.0.0.1", proxied: true });
  });

  it("trusts no stamp without the process secret", () => {
    installPeerStamp();
    expect(readPeer(new Headers({ [PEER_HEADER]: "guess;127.0.0.1;0" }))).toBeNull();
    expect(readPeer(new Headers())).toBeNull();
    const req = { headers: { forwarded: "for=1.2.3.4" } as IncomingHttpHeaders, socket: { remoteAddress: "::1" } };
    stampRequest(req);
    expect(readPeer(toHeaders(req.headers))).toEqual({ address: "::1", proxied: true });
  });

  it("gives every request its id, on the request and the response, keeping a load balancer's safe one", async () => {
    installPeerStamp();
    expect(requestIdsStamped()).toBe(true);
    const seen: (string | string[] | undefined)[] = [];
    const server = createServer((req, res) => {
      seen.push(req.headers["x-request-id"]);
      res.end();
    });
    await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
    const { port } = server.address() as AddressInfo;
    const get = (headers: Record<string, string>) =>
      new Promise<string | undefined>((ok, fail) =>
        request({ host: "127.0.0.1", port, headers }, (res) =>
          res.resume().on("end", () => ok(res.headers["x-request-id"] as string | undefined)),
        )
          .on("error", fail)
          .end(),
      );
    const answered = [
      await get({}),
      await get({}),
      await get({ "x-request-id": "lb-7f3a9c21-0001" }),
      await get({ "x-request-id": "<script>alert(1)</script>" }),
    ];
    server.close();

    const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(answered[0]).toMatch(UUID);
    expect(answered[1]).toMatch(UUID);
    expect(answered[1]).not.toBe(answered[0]);
    expect(answered[2]).toBe("lb-7f3a9c21-0001");
    expect(answered[3]).toMatch(UUID);
    // The server's code sees the same id the response carries.
    expect(seen).toEqual(answered);
  });
});

import { describe, expect, it } from "vitest";
import { errorLogLine } from "@/lib/observability/error-log";
import { requestIdOf } from "@/lib/net/request-id";

describe("request ids", () => {
  const fresh = () => "nuevo-0000-1111";
  it("keeps a load balancer's id and replaces anything that is not one", () => {
    expect(requestIdOf("c0ffee-1234-abcd", fresh)).toBe("c0ffee-1234-abcd");
    expect(requestIdOf("Root=1-67891233-abcdef012345678912345678", fresh)).toBe("nuevo-0000-1111");
    for (const junk of [null, undefined, "", "short", "<script>alert(1)</script>", "a".repeat(65), "id con espacios"])
      expect(requestIdOf(junk, fresh)).toBe("nuevo-0000-1111");
  });
});

describe("the error log line", () => {
  const now = new Date("2026-11-24T16:42:00.000Z");
  it("is one JSON line with the route, the path without its query, the request id, the digest and a code", () => {
    const error = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
      code: "ECONNREFUSED",
      digest: "2718281828",
    });
    const line = errorLogLine(
      error,
      { path: "/buscar?q=ana@example.com", method: "GET", headers: { "x-request-id": "req-12345678" } },
      { routePath: "/buscar", routeType: "render" },
      now,
    );
    expect(line).not.toContain("\n");
    expect(JSON.parse(line)).toEqual({
      time: "2026-11-24T16:42:00.000Z",
      level: "error",
      route: "/buscar",
      routeType: "render",
      method: "GET",
      path: "/buscar",
      requestId: "req-12345678",
      digest: "2718281828",
      code: "ECONNREFUSED",
      message: "connect ECONNREFUSED 127.0.0.1:5432",
    });
  });

  it("survives a thrown non-error and bounds the message", () => {
    const line = JSON.parse(errorLogLine("x".repeat(2000), { path: "/", method: "POST", headers: {} }, {}, now));
    expect(line).toMatchObject({ route: null, requestId: null, digest: null, code: "Error" });
    expect(line.message).toHaveLength(500);
  });
});

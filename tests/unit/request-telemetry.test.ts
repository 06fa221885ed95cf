// The request's own log line (written once the answer is sent) carries the hashed user the
// session noted while the page rendered, and never the user's id itself.
import { EventEmitter } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import { Writable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { createLogger, noteLogUser, setRootLogger, userRef } from "@/lib/observability/log";
import { withRequestTelemetry } from "@/lib/net/request-telemetry";

const lines: Record<string, unknown>[] = [];
setRootLogger(
  createLogger(
    new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    }),
    "info",
  ),
);
afterAll(() => setRootLogger(undefined));

function exchange(url: string) {
  const req = { url, method: "GET", headers: { "x-request-id": "req-1" } } as unknown as IncomingMessage;
  const res = Object.assign(new EventEmitter(), { statusCode: 200 }) as unknown as ServerResponse;
  return { req, res };
}

describe("request telemetry", () => {
  it("the request line carries the user noted while serving, hashed", async () => {
    const { req, res } = exchange("/perfil");
    const userId = "6f1c2b9e-0000-4000-8000-000000000001";
    await withRequestTelemetry(req, res, false, async () => {
      await Promise.resolve();
      noteLogUser(userId);
    });
    res.emit("finish");
    const line = lines.find((l) => l.msg === "request" && l.path === "/perfil");
    expect(line).toMatchObject({ user: userRef(userId), status: 200, method: "GET" });
    expect(JSON.stringify(lines)).not.toContain(userId);
  });

  it("a signed-out request's line has no user", async () => {
    const { req, res } = exchange("/buscar?q=pizza");
    await withRequestTelemetry(req, res, false, async () => undefined);
    res.emit("finish");
    const line = lines.find((l) => l.msg === "request" && l.path === "/buscar");
    expect(line).toBeDefined();
    expect(line).not.toHaveProperty("user");
  });
});

// Issue 18 (static ceiling): a read of a prerendered info page only gets its request id from the
// proxy; every other page still has the id forwarded to the server (for its error log line), and
// a cross-origin server action to an info page is still refused.
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { proxy } from "@/proxy";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const forwardedId = (response: Response) => response.headers.get("x-middleware-request-x-request-id");

describe("proxy on the info pages", () => {
  it.each(["/terminos", "/privacidad", "/ayuda", "/cookies", "/sobre-nosotros", "/como-funciona", "/para-empresas"])("%s: the id in the response, nothing forwarded", async (path) => {
    const response = await proxy(new NextRequest(`http://localhost:3000${path}`));
    expect(response.headers.get("x-request-id")).toMatch(UUID);
    expect(response.headers.get("x-middleware-next")).toBe("1");
    expect(response.headers.get("x-middleware-override-headers")).toBeNull();
  });

  it("keeps a load balancer's id", async () => {
    const response = await proxy(new NextRequest("http://localhost:3000/ayuda", { headers: { "x-request-id": "lb-7f3a9c21-0001" } }));
    expect(response.headers.get("x-request-id")).toBe("lb-7f3a9c21-0001");
  });

  it("other pages still forward the id to the server", async () => {
    for (const path of ["/", "/buscar?q=pizza", "/categoria/restaurantes", "/terminos-falsos"]) {
      const response = await proxy(new NextRequest(`http://localhost:3000${path}`));
      expect(forwardedId(response), path).toBe(response.headers.get("x-request-id"));
    }
  });

  it("a cross-origin server action to an info page is refused", async () => {
    const request = new NextRequest("http://localhost:3000/terminos", {
      method: "POST",
      headers: { "next-action": "abc", origin: "https://evil.example", host: "localhost:3000" },
    });
    expect((await proxy(request)).status).toBe(403);
  });
});

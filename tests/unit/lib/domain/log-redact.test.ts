import { describe, expect, it } from "vitest";
import { REDACTED, isSecretKey, maskError, maskText, maskValue } from "@/lib/observability/log-redact";
import { routeGroup, statusClass } from "@/lib/observability/route-group";

describe("maskText", () => {
  it.each([
    ["ana.lopez@example.com", "ana.lopez@example.com"],
    ["Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln", "eyJhbGciOiJIUzI1NiJ9"],
    ["Authorization: Bearer abcdef", "abcdef"],
    ["whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", "MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"],
    ["key sk_live_0123456789abcdef", "sk_live_0123456789abcdef"],
    ["cupongt-session=Zx81aB2cD3eF4gH5; Path=/", "Zx81aB2cD3eF4gH5"],
    ["token a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8", "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"],
    ["card 4111 1111 1111 1111 declined", "4111 1111 1111 1111"],
    ["card 4111-1111-1111-1111", "4111-1111-1111-1111"],
    ["card 4111111111111111", "4111111111111111"],
    ["cuenta 3020012345678", "3020012345678"],
    ["NIT 1234567-8", "1234567-8"],
    ["NIT 123456-K", "123456-K"],
  ])("masks %s", (input, secret) => {
    const out = maskText(input);
    expect(out).not.toContain(secret);
    expect(out).not.toContain(secret.replace(/[ -]/g, ""));
  });

  it("keeps what support needs: ids, short numbers, the mail domain, words", () => {
    const id = "0b7f6f2c-3c1e-4c8a-9d7e-2f1a5b6c7d8e";
    expect(maskText(`order ${id} of 3 units, Q150.00, status 503`)).toBe(`order ${id} of 3 units, Q150.00, status 503`);
    expect(maskText("to ana@example.com")).toBe("to a•••@example.com");
    expect(maskText("card 4111 1111 1111 1111")).toBe("card ••••11");
  });

  it("never masks ids: a UUID with long digit groups, a request id it is told to keep, an *Id field", () => {
    const uuid = "123e4567-e89b-12d3-a456-426614174000";
    expect(maskText(`request ${uuid} failed; card 4111 1111 1111 1111`)).toBe(`request ${uuid} failed; card ••••11`);
    expect(maskText("served lb-20261128-4821937-58", ["lb-20261128-4821937-58"])).toBe("served lb-20261128-4821937-58");
    expect(maskValue({ requestId: "lb-20261128-4821937-58", orderId: "ord-7730011-42" })).toEqual({
      requestId: "lb-20261128-4821937-58",
      orderId: "ord-7730011-42",
    });
    // Not an id key: still masked.
    expect(maskValue({ paid: "1234567-8", sessionId: "abc" })).toEqual({ paid: "••••78", sessionId: REDACTED });
  });

  it("drops a failed query's parameters and a URL's query string", () => {
    const message = "Failed query: select $1, $2\nparams: ana@example.com,Ana López,1234567-8";
    expect(maskText(message)).toBe("Failed query: select $1, $2\nparams: [redacted]");
    expect(maskText(`Error: ${message}\n    at run (file.js:1:1)`)).toBe(
      "Error: Failed query: select $1, $2\nparams: [redacted]\n    at run (file.js:1:1)",
    );
    expect(maskText("GET /mis-compras?name=Ana+L%C3%B3pez&email=ana%40example.com 500")).toBe(
      "GET /mis-compras?[redacted] 500",
    );
  });
});

describe("maskValue", () => {
  it("censors secret keys at any depth and masks strings elsewhere", () => {
    const out = maskValue({
      email: "a@b.co",
      nested: { deeper: { password: "hunter2", sessionId: "abc", note: "sent to x@y.org" } },
      list: [{ cardNumber: "4111111111111111" }],
      orderId: 42,
      when: new Date(0),
    }) as Record<string, unknown>;
    expect(out.email).toBe(REDACTED);
    expect(out.nested).toEqual({ deeper: { password: REDACTED, sessionId: REDACTED, note: "sent to x•••@y.org" } });
    expect(out.list).toEqual([{ cardNumber: REDACTED }]);
    expect(out.orderId).toBe(42);
    expect(out.when).toEqual(new Date(0));
  });

  it("masks an error's message, stack and cause", () => {
    const error = new Error("mail to ana@example.com failed", { cause: new Error("NIT 1234567-8") });
    const out = maskError(error);
    expect(JSON.stringify(out)).not.toContain("ana@example.com");
    expect(JSON.stringify(out)).not.toContain("1234567-8");
    expect(out.type).toBe("Error");
  });

  it("treats key spellings alike", () => {
    for (const key of ["Authorization", "set-cookie", "card_number", "bankAccount", "NIT", "session_id"])
      expect(isSecretKey(key)).toBe(true);
    expect(isSecretKey("orderId")).toBe(false);
  });
});

describe("routeGroup", () => {
  it.each([
    ["/", "home"],
    ["/cupon/pizza-2x1?ref=x", "coupon"],
    ["/buscar?q=pizza", "search"],
    ["/api/payments/webhook", "webhook"],
    ["/api/metrics", "metrics"],
    ["/admin/pagos", "admin"],
    ["/_next/static/chunks/a.js", "static"],
    ["/cuponazo", "other"],
  ])("%s -> %s", (url, group) => expect(routeGroup(url)).toBe(group));
  it("an action is its own group, and statuses are classes", () => {
    expect(routeGroup("/cupon/x", true)).toBe("action");
    expect(statusClass(503)).toBe("5xx");
  });
});

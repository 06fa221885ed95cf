// Audit 44.2 and 44.4 over HTTP, on a production server of this build in provider mode (its own,
// so its log can be read): validly signed Recurrente events the database would refuse (NUL, year
// 275760, an amount of 1e30, 100,000-deep nesting, a 304-character svix-id) answer 4xx, forged ones
// 400, a request with the customer in its query string too; afterwards the server's whole log holds
// neither the customer's e-mail, name nor NIT, and no 500. The catalogue is not seeded.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { signWebhook } from "@/lib/payments/webhook-signature";
import { localOrigin, ownEmbeddedServer } from "./helpers/production-server";

const PORT = 3327;
const origin = localOrigin(PORT);
const SECRET = "whsec_Y3Vwb25ndC1sb2NhbC1wYXltZW50cy1zYW5kYm94ISE=";
const CUSTOMER = { email: "lucia.sandoval@example.com", name: "Lucía Sandoval Mérida", nit: "4820193-5" };

/** A Recurrente payment_intent.succeeded as the documentation shows it, with the customer's data. */
const eventOf = (overrides: Record<string, unknown> = {}) => ({
  id: `pa_${randomUUID().slice(0, 8)}`,
  event_type: "payment_intent.succeeded",
  api_version: "2024-04-24",
  created_at: new Date().toISOString(),
  amount_in_cents: 8_959,
  currency: "GTQ",
  customer: { id: "us_1", email: CUSTOMER.email, full_name: CUSTOMER.name, tax_id: CUSTOMER.nit },
  checkout: { id: `ch_${randomUUID().slice(0, 8)}`, status: "paid", metadata: { order_id: randomUUID() } },
  ...overrides,
});

test.describe("webhook fuzzing over HTTP", () => {
  test.describe.configure({ mode: "serial", timeout: 300_000 });
  const own = ownEmbeddedServer(PORT, "webhook-fuzz", {
    PAYMENTS_PROVIDER: "recurrente",
    // Nothing answers there: no call in this spec goes to the provider.
    RECURRENTE_API_URL: "http://127.0.0.1:9",
    RECURRENTE_PUBLIC_KEY: "pk_test_cupongt_sandbox",
    RECURRENTE_SECRET_KEY: "sk_test_cupongt_sandbox",
    RECURRENTE_WEBHOOK_SECRET: SECRET,
  });
  test.beforeAll(() => own.start());
  test.afterAll(() => own.stop());

  const post = async (body: string, opts: { id?: string; forged?: boolean; query?: string } = {}) => {
    const id = opts.id ?? `msg_${randomUUID().replaceAll("-", "").slice(0, 27)}`;
    const headers = signWebhook(SECRET, { id, timestamp: new Date(), body });
    if (opts.forged) headers["svix-signature"] = "v1,Zm9yZ2Vk";
    const response = await fetch(`${origin}/api/payments/webhook${opts.query ?? ""}`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body,
      signal: AbortSignal.timeout(30_000),
    });
    return response.status;
  };

  test("hostile signed events answer 4xx, and the log never prints the customer", async () => {
    let deep = "null";
    for (let i = 0; i < 100_000; i++) deep = `[${deep}]`;
    const query = `?${new URLSearchParams(CUSTOMER).toString()}`;
    const cases: [string, string, Parameters<typeof post>[1]][] = [
      ["NUL in the type", JSON.stringify(eventOf({ event_type: "payment_intent.succeeded\u0000" })), {}],
      [
        "NUL in the name",
        JSON.stringify(eventOf({ customer: { email: CUSTOMER.email, full_name: `${CUSTOMER.name}\u0000` } })),
        {},
      ],
      ["year 275760", JSON.stringify(eventOf({ created_at: "+275760-09-13T00:00:00.000Z" })), {}],
      ["amount 1e30", JSON.stringify(eventOf({ amount_in_cents: 1e30 })), {}],
      ["304-character svix-id", JSON.stringify(eventOf()), { id: `msg_${"a".repeat(300)}` }],
      ["100,000-deep nesting", JSON.stringify(eventOf()).replace(/}$/, `,"nested":${deep}}`), {}],
      ["the customer in the query string", JSON.stringify(eventOf({ amount_in_cents: 1e30 })), { query }],
      ["forged", JSON.stringify(eventOf()), { forged: true }],
      ["forged, customer in the query", JSON.stringify(eventOf()), { forged: true, query }],
      ["not JSON, signed", "{nope", {}],
    ];
    const wrong: string[] = [];
    for (const [name, body, opts] of cases) {
      const status = await post(body, opts);
      if (status < 400 || status >= 500) wrong.push(`${name}: ${status}`);
    }
    expect(wrong, "answered other than 4xx").toEqual([]);
    // The same query string on pages: a 404 and a page that reads no parameters.
    for (const path of [`/no-existe${query}`, `/buscar${query}`]) await fetch(`${origin}${path}`);

    await new Promise((ok) => setTimeout(ok, 500));
    const encoded = Object.values(CUSTOMER).map((v) => encodeURIComponent(v));
    const leaks = [...Object.values(CUSTOMER), ...encoded, "Sandoval"].filter((v) => own.log().includes(v));
    expect(leaks, own.log().slice(-4000)).toEqual([]);
    const errors = own
      .log()
      .split("\n")
      .filter((line) => line.includes('"level":"error"') || line.includes("⨯"));
    expect(errors, own.log().slice(-4000)).toEqual([]);
  });
});

// With a hosted provider configured (PAYMENTS_PROVIDER=recurrente, as a real deployment sets it)
// no server action takes card data: every action's schema is read (found by glob, so a new action
// is checked the day it lands), only the simulated checkout's has card fields, and that action
// refuses in this mode before reserving, charging or writing anything.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Caller } from "@/lib/data/caller";
import { orders } from "@/lib/db/schema";
import { schemaKeys } from "./helpers/fuzz";
import { testEngines } from "./helpers/engines";
import { buyer } from "./helpers/fixtures";
import { couponRow, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

// Restored after the file: a worker process may run other test files after this one.
const saved = vi.hoisted(() => {
  const keys = [
    "PAYMENTS_PROVIDER",
    "RECURRENTE_PUBLIC_KEY",
    "RECURRENTE_SECRET_KEY",
    "RECURRENTE_WEBHOOK_SECRET",
    "RECURRENTE_API_URL",
    "PAYMENT_DELAY_MS",
  ];
  const before = Object.fromEntries(keys.map((k) => [k, process.env[k]]));
  Object.assign(process.env, {
    PAYMENTS_PROVIDER: "recurrente",
    RECURRENTE_PUBLIC_KEY: "pk_test_x",
    RECURRENTE_SECRET_KEY: "sk_test_x",
    RECURRENTE_WEBHOOK_SECRET: "whsec_dGVzdC1zZWNyZXQtZm9yLXByb3ZpZGVyLW1vZGU=",
    // Nothing listens here: no test in this file may reach the provider.
    RECURRENTE_API_URL: "http://127.0.0.1:9",
    PAYMENT_DELAY_MS: "0",
  });
  return before;
});
afterAll(() => {
  for (const [key, value] of Object.entries(saved))
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
});
const session = vi.hoisted(() => ({ caller: { role: "anon", userId: null } as Caller }));
vi.mock("@/lib/auth/session", async () => (await import("./helpers/mock-session")).sessionModule(() => session.caller));

const { actionSchema } = await import("@/lib/actions/define-action");
const { placeOrderAction } = await import("@/lib/actions/orders/place-order");
const { checkoutModeAction } = await import("@/lib/actions/orders/checkout-mode");
const { getHostedPaymentProvider, getPaymentGateway } = await import("@/lib/payments");
const { message } = await import("@/lib/i18n/messages");

const CARD_KEYS = ["cardNumber", "expiryDate", "cvv", "cardName", "cardLast4", "pan", "cvc", "card"];
const files = import.meta.glob<Record<string, unknown>>([
  "/lib/actions/**/*.ts",
  "!/lib/actions/_lib/**",
  "!/lib/actions/define-action.ts",
]);

describe("provider mode: no server action accepts card fields", () => {
  it("the provider is the configured one", async () => {
    expect(getHostedPaymentProvider()?.name).toBe("recurrente");
    expect(await checkoutModeAction({})).toEqual({ ok: true, data: { mode: "hosted", cfLimitCents: 250_000 } });
  });

  it("only the simulated checkout's schema names a card field", async () => {
    const withCard: string[] = [];
    let schemas = 0;
    for (const [path, load] of Object.entries(files)) {
      for (const [name, value] of Object.entries(await load())) {
        const schema = typeof value === "function" ? actionSchema(value) : undefined;
        if (!schema) continue;
        schemas++;
        const keys = schemaKeys(schema);
        if (keys.some((k) => CARD_KEYS.includes(k))) withCard.push(`${path}#${name}`);
      }
    }
    expect(schemas).toBeGreaterThan(40);
    expect(withCard).toEqual(["/lib/actions/orders/place-order.ts#placeOrderAction"]);
  });
});

describe.each(testEngines())("provider mode: the card checkout refuses [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });

  it("a complete, valid card submit gets a Spanish refusal and reserves, charges and writes nothing", async () => {
    session.caller = buyer;
    const couponId = await makeCoupon(t.owner, { totalStock: 3 });
    const charge = vi.spyOn(getPaymentGateway(), "charge");
    const key = randomUUID();
    const result = await placeOrderAction({
      idempotencyKey: key,
      items: [{ couponId, quantity: 1 }],
      expectedTotalCents: 8_959,
      name: "Ana López",
      email: "ana@example.com",
      phone: "5555-1234",
      address: "6a avenida 10-20",
      city: "Guatemala",
      cardNumber: "4242 4242 4242 4242",
      expiryDate: "12/29",
      cvv: "123",
      cardName: "ANA LOPEZ",
    });
    expect(result).toEqual({ ok: false, error: message("orders.cardNotAccepted") });
    expect(charge).not.toHaveBeenCalled();
    expect(await t.owner.select().from(orders).where(eq(orders.idempotencyKey, key))).toHaveLength(0);
    expect((await couponRow(t.owner, couponId)).remaining).toBe(3);
  });
});

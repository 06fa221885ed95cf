// The return page's event stream (/api/pago/{id}/eventos) on every engine: the buyer's own order
// only (401 signed out, 404 for another's), the current state first, a payment decided in this
// process arrives at once (the job's signal) and one decided elsewhere within a second, and the
// stream ends when the state is final.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Caller } from "@/lib/data/caller";
import { confirmOrder, reserveOrder } from "@/lib/payments/data/checkout";
import { signalOrderChanged } from "@/lib/payments/data/order-signals";
import { quoteCart } from "@/lib/data/orders/orders";
import { testEngines } from "./helpers/engines";
import { buyer, manager } from "./helpers/fixtures";
import { sessionModule } from "./helpers/mock-session";
import { contact, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const session = vi.hoisted(() => ({ caller: null as Caller | null }));
vi.mock("@/lib/auth/session", () => sessionModule(() => session.caller));
const { GET } = await import("@/app/api/pago/[orderId]/eventos/route");

const open = (orderId: string, as: Caller | null, signal?: AbortSignal) => {
  session.caller = as;
  return GET(new Request(`http://localhost/api/pago/${orderId}/eventos`, { signal }), {
    params: Promise.resolve({ orderId }),
  });
};

/** The stream's data events, each with the ms since `t0` it arrived at. */
async function* events(response: Response, t0: number) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffered += value;
    const blocks = buffered.split("\n\n");
    buffered = blocks.pop()!;
    for (const block of blocks)
      if (block.startsWith("data: ")) yield { at: performance.now() - t0, data: JSON.parse(block.slice(6)) };
  }
}

describe.each(testEngines())("payment return events [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });

  async function pendingOrder() {
    const couponId = await makeCoupon(t.owner);
    const items = [{ couponId, quantity: 1 }];
    const quote = await quoteCart(buyer, items);
    const reserved = await reserveOrder(buyer, {
      idempotencyKey: randomUUID(),
      items,
      contact,
      expectedTotalCents: quote.totals.totalCents,
    });
    if (!reserved.ok) throw new Error("reservation refused");
    return reserved;
  }

  it("answers only the buyer, about their own order", async () => {
    const { orderId } = await pendingOrder();
    expect((await open(orderId, null)).status).toBe(401);
    expect((await open(orderId, manager)).status).toBe(404);
    expect((await open("no-es-un-id", buyer)).status).toBe(404);
    const aborted = new AbortController();
    const response = await open(orderId, buyer, aborted.signal);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    const first = await events(response, performance.now()).next();
    expect(first.value).toMatchObject({ data: { orderId, status: "pending", voucherCount: 1 } });
    aborted.abort();
  });

  it("tells a payment decided in this process at once, and one decided elsewhere at its next look", async () => {
    for (const signalled of [true, false]) {
      const { orderId, totalCents } = await pendingOrder();
      const t0 = performance.now();
      const stream = events(await open(orderId, buyer), t0);
      expect((await stream.next()).value).toMatchObject({ data: { status: "pending" } });
      await new Promise((resolve) => setTimeout(resolve, 150)); // the stream is waiting now
      const decided = performance.now() - t0;
      const answer = await confirmOrder(orderId, { amountCents: totalCents, reference: `test-${orderId}` });
      expect(answer.ok).toBe(true);
      if (signalled) signalOrderChanged(orderId); // what the payment job does after its commit
      const next = await stream.next();
      expect(next.value).toMatchObject({ data: { orderId, status: "paid" } });
      // Signalled, the stream answers before its next look (a second after the last one); not
      // signalled, at that look.
      if (signalled) expect(next.value!.at - decided).toBeLessThan(900);
      // Paid is final: the stream ends.
      expect((await stream.next()).done).toBe(true);
    }
  });
});

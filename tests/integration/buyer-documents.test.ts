// The buyer's document route (/mis-compras/{order}/documentos/{doc}) on every engine: the audit's
// attack was a business's manager or editor downloading a buyer's invoice through it (row level
// security lets members read their business's documents). Members keep /vendedor/facturas/{doc};
// this route answers the order's buyer alone, 404 for anyone else, as docs/invoices.md says.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Caller } from "@/lib/data/caller";
import { certifyOrderInvoices } from "@/lib/fel/data/certify";
import { felDocuments } from "@/lib/db/schema";
import { createLocalCertifier } from "@/lib/fel/local";
import { eq } from "drizzle-orm";
import { testEngines } from "./helpers/engines";
import { setUpFelEmitter } from "./helpers/fel";
import { buyer, demoBusinessId, editor, manager, seller } from "./helpers/fixtures";
import { buy, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const session = vi.hoisted(() => ({ caller: { role: "anon", userId: null } as Caller }));
vi.mock("@/lib/auth/session", async () => (await import("./helpers/mock-session")).sessionModule(() => session.caller));

const buyerRoute = await import("@/app/(es)/(account)/mis-compras/[id]/documentos/[doc]/route");
const sellerRoute = await import("@/app/(es)/(seller)/vendedor/facturas/[doc]/route");

describe.each(testEngines())("buyer's document route [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await setUpFelEmitter(t.owner);
  });
  afterAll(async () => {
    await t.drop();
  });

  it("answers the buyer; a manager, editor or owner of the business gets 404 there and the file on the seller route", async () => {
    const couponId = await makeCoupon(t.owner, { businessId: demoBusinessId });
    const bought = await buy(buyer, { items: [{ couponId, quantity: 1 }] });
    if (!bought.ok) throw new Error("purchase refused");
    await certifyOrderInvoices(bought.orderId, { certifier: createLocalCertifier(), attempt: 1, maxAttempts: 8 });
    const [doc] = await t.owner.select().from(felDocuments).where(eq(felDocuments.orderId, bought.orderId));
    expect(doc?.status).toBe("certificado");
    const asBuyer = (who: Caller) => {
      session.caller = who;
      return buyerRoute.GET(new Request(`http://localhost/mis-compras/${bought.orderId}/documentos/${doc!.id}`), {
        params: Promise.resolve({ id: bought.orderId, doc: doc!.id }),
      });
    };
    const ok = await asBuyer(buyer);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain(doc!.uuid!);
    for (const member of [manager, editor, seller]) {
      expect((await asBuyer(member)).status).toBe(404);
      session.caller = member;
      const own = await sellerRoute.GET(new Request(`http://localhost/vendedor/facturas/${doc!.id}`), {
        params: Promise.resolve({ doc: doc!.id }),
      });
      expect(own.status).toBe(200);
    }
  });
});

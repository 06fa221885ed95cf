// The notifications inbox shared by issues 13 and 14: only the database writes it, each user reads
// and marks their own, and a dedupe key makes a notification idempotent.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON, type Caller } from "@/lib/data/caller";
import { listNotifications, markNotificationsRead } from "@/lib/data/accounts/notifications";
import { runAs } from "@/lib/data/run-as";
import { rowsOf } from "@/lib/db/client";
import { notifications } from "@/lib/db/schema";
import { testEngines } from "./helpers/engines";
import { buyer, seller } from "./helpers/fixtures";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

describe.each(testEngines())("notifications inbox [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    // The seed's own history notifies too (its paid orders, its reviews for the demo seller):
    // cleared, so the counts below are this test's.
    await t.owner.execute(sql`delete from public.notifications`);
  });
  afterAll(async () => {
    await t.drop();
  });

  const notify = async (who: Caller, key: string | null, title = "Tu pedido está confirmado") => {
    const [row] = rowsOf<{ added: boolean }>(
      await t.owner.execute(
        sql`select app_private.notify(${who.userId}::uuid, 'order_confirmed', ${title}, 'Cuerpo', '/mis-compras', ${key}) as added`,
      ),
    );
    return row!.added;
  };

  it("adds a notification once per dedupe key and lists it newest first with the unread count", async () => {
    expect(await notify(buyer, "order:1")).toBe(true);
    expect(await notify(buyer, "order:1")).toBe(false);
    expect(await notify(buyer, null, "Segundo aviso")).toBe(true);
    const inbox = await listNotifications(buyer);
    expect(inbox.unread).toBe(2);
    expect(inbox.items.map((n) => n.title)).toEqual(["Segundo aviso", "Tu pedido está confirmado"]);
    expect(inbox.items[0]).toMatchObject({ href: "/mis-compras", read: false });
  });

  it("keeps each inbox private and refuses writes from request roles", async () => {
    await notify(seller, "seller:1", "Aviso del vendedor");
    const buyerView = await listNotifications(buyer);
    expect(buyerView.items.some((n) => n.title === "Aviso del vendedor")).toBe(false);
    await expect(
      runAs(buyer, (tx) => tx.insert(notifications).values({ userId: buyer.userId!, kind: "x", title: "Falso" })),
    ).rejects.toThrow();
    await expect(
      runAs(buyer, (tx) => tx.execute(sql`select app_private.notify(${buyer.userId}::uuid, 'x', 'Falso')`)),
    ).rejects.toThrow();
    await expect(
      runAs(buyer, (tx) =>
        tx.update(notifications).set({ title: "Cambiado" }).where(eq(notifications.userId, buyer.userId!)),
      ),
    ).rejects.toThrow();
  });

  it("marks only the caller's notifications read", async () => {
    expect(await markNotificationsRead(buyer)).toBe(2);
    expect((await listNotifications(buyer)).unread).toBe(0);
    expect((await listNotifications(seller)).unread).toBe(1);
    expect(await markNotificationsRead(ANON)).toBe(0);
  });
});

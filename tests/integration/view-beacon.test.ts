// Issue 14: the coupon-page view beacon counts honestly. Requests are built the way the server
// receives them (peer stamp + Next's x-forwarded-for), against the real route handler.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { rowsOf } from "@/lib/db/client";
import { coupons } from "@/lib/db/schema";
import { RATE_RULES } from "@/lib/domain/rate-limits";
import { installPeerStamp, stampRequest } from "@/lib/net/peer-stamp";
import { testEngines } from "./helpers/engines";
import { makeCoupon } from "./helpers/orders";
import { holdRateWindows } from "./helpers/rate-window";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: () => undefined, getAll: () => [], set: () => {}, delete: () => {} }),
  headers: async () => request.headers,
}));

const BROWSER =
  "Mozilla/5.0 (Linux; Android 14; SM-A155M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

function arrive(peer: string, userAgent: string | null = BROWSER): void {
  const raw: Record<string, string> = { host: "localhost:3000" };
  if (userAgent) raw["user-agent"] = userAgent;
  stampRequest({ headers: raw, socket: { remoteAddress: peer } });
  raw["x-forwarded-for"] ??= peer;
  request.headers = new Headers(raw);
}

installPeerStamp();
const { POST } = await import("@/app/api/cupones/[id]/vista/route");
const beacon = async (id: string) =>
  (
    await POST(new Request(`http://localhost/api/cupones/${id}/vista`, { method: "POST" }), {
      params: Promise.resolve({ id }),
    })
  ).status;

holdRateWindows();
describe.each(testEngines())("view beacon [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });

  const counts = async (id: string) => {
    const [row] = await t.owner
      .select({ views: coupons.viewCount, updatedAt: coupons.updatedAt })
      .from(coupons)
      .where(eq(coupons.id, id));
    const [daily] = rowsOf<{ views: number }>(
      await t.owner.execute(
        sql`select coalesce(sum(views), 0)::int as views from public.coupon_view_daily where coupon_id = ${id}::uuid`,
      ),
    );
    const [rows] = rowsOf<{ n: number }>(
      await t.owner.execute(sql`select count(*)::int as n from public.coupon_views where coupon_id = ${id}::uuid`),
    );
    return {
      viewCount: row!.views,
      updatedAt: new Date(row!.updatedAt).toISOString(),
      daily: Number(daily!.views),
      rows: Number(rows!.n),
    };
  };

  it("counts one view per visitor and day, and a burst of 1,000 requests from one address at most once", async () => {
    const id = await makeCoupon(t.owner);
    const before = await counts(id);
    arrive("198.51.100.7");
    const statuses: number[] = [];
    for (let i = 0; i < 1000; i++) statuses.push(await beacon(id));
    const limit = RATE_RULES.viewBeaconPerIp.limit;
    // Allowed requests answer 204; past the per-address limit the rest are refused.
    expect(statuses.slice(0, limit).every((s) => s === 204)).toBe(true);
    expect(statuses.slice(limit).every((s) => s === 429)).toBe(true);
    const after = await counts(id);
    expect(after).toEqual({ viewCount: before.viewCount + 1, updatedAt: before.updatedAt, daily: 1, rows: 1 });

    // Another visitor counts once more; the first one again does not.
    arrive("198.51.100.8");
    expect(await beacon(id)).toBe(204);
    expect(await beacon(id)).toBe(204);
    expect((await counts(id)).daily).toBe(2);
  });

  it("a script rotating its User-Agent from one address still counts once", async () => {
    const id = await makeCoupon(t.owner);
    for (let i = 0; i < 30; i++) {
      arrive("198.51.100.9", `${BROWSER} build/${i}`);
      await beacon(id);
    }
    expect((await counts(id)).daily).toBe(1);
  });

  it("ignores self-identified bots and requests without a User-Agent", async () => {
    const id = await makeCoupon(t.owner);
    for (const ua of [
      "Googlebot/2.1 (+http://www.google.com/bot.html)",
      "facebookexternalhit/1.1",
      "curl/8.5.0",
      "python-requests/2.32",
      null,
    ]) {
      arrive("198.51.100.10", ua);
      expect(await beacon(id)).toBe(204);
    }
    expect(await counts(id)).toMatchObject({ daily: 0, rows: 0 });
  });

  it("never changes the coupon's updated_at, and keeps the business rollup in step", async () => {
    const id = await makeCoupon(t.owner);
    const before = await counts(id);
    for (let i = 0; i < 5; i++) {
      arrive(`203.0.113.${20 + i}`);
      expect(await beacon(id)).toBe(204);
    }
    const after = await counts(id);
    expect(after).toEqual({ viewCount: before.viewCount + 5, updatedAt: before.updatedAt, daily: 5, rows: 5 });
    const [rollup] = rowsOf<{ ok: boolean }>(
      await t.owner.execute(sql`
        select bool_and(b.views = (select coalesce(sum(d.views), 0) from public.coupon_view_daily d where d.business_id = b.business_id and d.day = b.day)) as ok
        from public.business_view_daily b`),
    );
    expect(rollup!.ok).toBe(true);
  });

  it("answers 400 for a malformed id and refuses direct calls from request roles", async () => {
    arrive("198.51.100.11");
    expect(await beacon("abc")).toBe(400);
    const id = await makeCoupon(t.owner);
    const { runAs } = await import("@/lib/data/run-as");
    const { ANON } = await import("@/lib/data/caller");
    await expect(
      runAs(ANON, (tx) => tx.execute(sql`select public.record_coupon_view(${id}::uuid, 'forjado')`)),
    ).rejects.toThrow();
  });
});

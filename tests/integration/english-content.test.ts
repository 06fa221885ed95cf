// Sellers' English versions of a coupon and a business, on both engines: saved through the actions
// and read back by the data layer; text over the Spanish fields' limits is refused in Spanish and
// changes nothing; anon writes none of the columns, and a shopper's update reaches no row.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getBusinessBySlug } from "@/lib/data/catalogue/businesses";
import { getBusinessForEdit } from "@/lib/data/catalogue/businesses-write";
import { getCouponDetail } from "@/lib/data/catalogue/coupon-detail";
import { getCouponForEdit } from "@/lib/data/catalogue/seller-coupons";
import { ANON, type Caller } from "@/lib/data/caller";
import { runAs } from "@/lib/data/run-as";
import { businessProfileSchema } from "@/lib/domain/forms/business";
import { businesses, coupons } from "@/lib/db/schema";
import { testEngines } from "./helpers/engines";
import { buyer, demoBusinessId, demoBusinessSlugs, seller } from "./helpers/fixtures";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const session = vi.hoisted(() => ({ caller: null as Caller | null }));
vi.mock("@/lib/auth/session", async () => (await import("./helpers/mock-session")).sessionModule(() => session.caller));

const { publishCouponAction } = await import("@/lib/actions/coupons/publish-coupon");
const { updateCouponAction } = await import("@/lib/actions/coupons/update-coupon");
const { updateBusinessAction } = await import("@/lib/actions/sellers/update-business");

const couponForm = {
  businessId: demoBusinessId,
  title: "Menú de degustación para dos",
  description: "Cinco tiempos con maridaje.",
  originalPrice: "500.00",
  discountPrice: "350.00",
  endTime: new Date(Date.now() + 5 * 86_400_000).toISOString(),
  stock: "10",
  category: "restaurantes",
};

/** An error thrown by the database, as text (drizzle wraps the driver's error in `cause`). */
async function failureOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (error) {
    const e = error as { message?: string; cause?: { message?: string } };
    return `${e.message ?? ""} ${e.cause?.message ?? ""}`;
  }
  return "no error";
}

describe.each(testEngines())("English content [%s]", (engine) => {
  let t: TestDatabase;
  let couponId: string;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    session.caller = seller;
    const published = await publishCouponAction({
      ...couponForm,
      titleEn: " Tasting menu for two ",
      descriptionEn: "Five courses with wine pairing.",
      finePrintEn: "Not combinable\n\nBook 24 hours ahead",
    });
    expect(published).toEqual({ ok: true, data: { id: expect.any(String), pending: false } });
    couponId = (published as { data: { id: string } }).data.id;
  });
  afterAll(() => t?.drop());
  beforeEach(() => {
    session.caller = seller;
  });

  const row = async () => (await t.owner.select().from(coupons).where(eq(coupons.id, couponId)))[0]!;

  it("saves a coupon's English version through the action and reads it back", async () => {
    expect(await getCouponForEdit(seller, couponId)).toMatchObject({
      title: "Menú de degustación para dos",
      titleEn: "Tasting menu for two",
      descriptionEn: "Five courses with wine pairing.",
      finePrintEn: "Not combinable\nBook 24 hours ahead",
    });
    expect(await getCouponDetail(couponId)).toMatchObject({
      title: "Menú de degustación para dos",
      titleEn: "Tasting menu for two",
      descriptionEn: "Five courses with wine pairing.",
      finePrintEn: ["Not combinable", "Book 24 hours ahead"],
    });

    // Emptied, the English version is gone: visitors reading English get the Spanish again.
    const cleared = { ...couponForm, id: couponId, titleEn: "", descriptionEn: "Five courses.", finePrintEn: " " };
    expect(await updateCouponAction(cleared)).toEqual({ ok: true, data: { id: couponId } });
    expect(await getCouponDetail(couponId)).toMatchObject({
      titleEn: null,
      descriptionEn: "Five courses.",
      finePrintEn: null,
    });
  });

  it("refuses English text longer than the Spanish fields allow, in Spanish, and changes nothing", async () => {
    const before = await row();
    const tooLong: Array<[Record<string, unknown>, string, string]> = [
      [{ titleEn: "t".repeat(121) }, "titleEn", "El título en inglés admite como máximo 120 caracteres."],
      [
        { descriptionEn: "d".repeat(2001) },
        "descriptionEn",
        "La descripción en inglés admite como máximo 2,000 caracteres.",
      ],
      [
        { finePrintEn: Array.from({ length: 11 }, (_, i) => `Term ${i + 1}`).join("\n") },
        "finePrintEn",
        "Agrega como máximo 10 términos en inglés de hasta 200 caracteres cada uno.",
      ],
      [
        { finePrintEn: "x".repeat(201) },
        "finePrintEn",
        "Agrega como máximo 10 términos en inglés de hasta 200 caracteres cada uno.",
      ],
    ];
    for (const [fields, field, error] of tooLong) {
      const result = await updateCouponAction({ ...couponForm, id: couponId, title: "Cambiado", ...fields });
      expect(result).toMatchObject({ ok: false, error, fieldErrors: { [field]: error } });
    }
    expect(await row()).toEqual(before);

    const [business] = await t.owner.select().from(businesses).where(eq(businesses.id, demoBusinessId));
    const refused = await updateBusinessAction({ id: demoBusinessId, name: "Otro", descriptionEn: "e".repeat(2001) });
    expect(refused).toMatchObject({
      ok: false,
      error: "La descripción en inglés admite como máximo 2,000 caracteres.",
      fieldErrors: { descriptionEn: "La descripción en inglés admite como máximo 2,000 caracteres." },
    });
    expect((await t.owner.select().from(businesses).where(eq(businesses.id, demoBusinessId)))[0]).toEqual(business);
  });

  it("saves a business's English description through the action and reads it back", async () => {
    // The form sends every field: the stored ones, and the English description.
    const current = (await getBusinessForEdit(seller, demoBusinessId))!;
    expect(current).toMatchObject({ role: "owner", canEdit: true, slug: demoBusinessSlugs[0] });
    const { description } = current;
    const fields = Object.fromEntries(
      Object.keys(businessProfileSchema.shape).map((key) => [key, current[key as keyof typeof current]]),
    );
    const saved = await updateBusinessAction({
      ...fields,
      id: demoBusinessId,
      descriptionEn: "  Wood-fired pizza in Zone 10.  ",
    });
    expect(saved).toEqual({ ok: true, data: { slug: demoBusinessSlugs[0] } });
    expect(await getBusinessForEdit(seller, demoBusinessId)).toMatchObject({
      description,
      descriptionEn: "Wood-fired pizza in Zone 10.",
    });
    expect(await getBusinessBySlug(demoBusinessSlugs[0]!)).toMatchObject({
      description,
      descriptionEn: "Wood-fired pizza in Zone 10.",
    });
  });

  it("lets anon write none of the English columns, and a shopper's update reach no row", async () => {
    const before = await row();
    const [business] = await t.owner.select().from(businesses).where(eq(businesses.id, demoBusinessId));
    const writes = [
      () => runAs(ANON, (tx) => tx.update(coupons).set({ titleEn: "hacked" }).where(eq(coupons.id, couponId))),
      () => runAs(ANON, (tx) => tx.update(coupons).set({ descriptionEn: "hacked", finePrintEn: "hacked" })),
      () => runAs(ANON, (tx) => tx.update(businesses).set({ descriptionEn: "hacked" })),
    ];
    for (const write of writes) expect(await failureOf(write())).toMatch(/permission denied/);
    const changed = await runAs(buyer, (tx) =>
      tx.update(coupons).set({ titleEn: "hacked" }).where(eq(coupons.id, couponId)).returning({ id: coupons.id }),
    );
    expect(changed).toEqual([]);
    expect(await row()).toEqual(before);
    expect((await t.owner.select().from(businesses).where(eq(businesses.id, demoBusinessId)))[0]).toEqual(business);
    // Reading stays public, as the Spanish columns are.
    const [seen] = await runAs(ANON, (tx) =>
      tx.select({ descriptionEn: coupons.descriptionEn }).from(coupons).where(eq(coupons.id, couponId)),
    );
    expect(seen).toEqual({ descriptionEn: before.descriptionEn });
  });
});

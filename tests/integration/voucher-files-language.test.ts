// A voucher's files speak the language its order was placed in, on every engine: for an English
// order the PDF download, the Apple pass (downloaded, and again from the PassKit web service that
// updates it) and the Google Wallet save link carry English words, dates and links; a Spanish
// order's stay Spanish. The holder asks from the same addresses either way.
import { generateKeyPairSync } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Caller } from "@/lib/data/caller";
import { orderItems, vouchers } from "@/lib/db/schema";
import { withLocale } from "@/lib/i18n/page-locale";
import { passAuthenticationToken } from "@/lib/wallet/pass-auth";
import { makeTestPassCertificates } from "@/tests/fixtures/pass-certificates";
import { pdfTextRuns } from "@/tests/fixtures/pdf-text";
import { zipEntries } from "@/tests/fixtures/zip-entries";
import { testEngines } from "./helpers/engines";
import { buy, buyers, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const session = vi.hoisted(() => ({ caller: null as Caller | null }));
vi.mock("@/lib/auth/session", async () => (await import("./helpers/mock-session")).sessionModule(() => session.caller));
// Wallets on, with a throwaway CA and key made here (the embedded default has them off).
const wallets = vi.hoisted(() => ({ apple: null as unknown, google: null as unknown }));
vi.mock("@/lib/wallet/apple-config", async (original) => ({
  ...(await original<typeof import("@/lib/wallet/apple-config")>()),
  appleWalletConfig: () => wallets.apple,
}));
vi.mock("@/lib/wallet/google-save", async (original) => ({
  ...(await original<typeof import("@/lib/wallet/google-save")>()),
  googleWalletConfig: () => wallets.google,
}));
const apple = { passTypeId: "pass.gt.cupongt.prueba", teamId: "ABCDE12345", certificates: makeTestPassCertificates() };
wallets.apple = apple;
wallets.google = {
  issuerId: "3388000000012345678",
  serviceAccountEmail: "wallet@cupongt-prueba.iam.gserviceaccount.com",
  privateKey: generateKeyPairSync("rsa", { modulusLength: 2048 })
    .privateKey.export({ type: "pkcs8", format: "pem" })
    .toString(),
};

const { GET: pdfRoute } = await import("@/app/(es)/(account)/mis-cupones/pdf/[id]/route");
const { GET: passRoute } = await import("@/app/(es)/(account)/mis-cupones/wallet/[id]/route");
const { GET: googleRoute } = await import("@/app/(es)/(account)/mis-cupones/google-wallet/[id]/route");
const { GET: passUpdate } = await import("@/app/api/passkit/v1/passes/[passType]/[serial]/route");

type Route = typeof pdfRoute;
const ask = (as: Caller, id: string, route: Route) => {
  session.caller = as;
  return route(new Request(`http://localhost/mis-cupones/x/${id}`), { params: Promise.resolve({ id }) });
};
type Field = { key: string; label: string; value: string };
const passJson = (archive: ArrayBuffer) => JSON.parse(zipEntries(new Uint8Array(archive)).get("pass.json")!.toString());

describe.each(testEngines())("the voucher's files in its order's language [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });

  /** A voucher bought by `who` from a page in `locale`. */
  async function voucherOf(who: Caller, locale: "es" | "en"): Promise<string> {
    const couponId = await makeCoupon(t.owner);
    const paid = await withLocale(locale, () => buy(who, { items: [{ couponId, quantity: 1 }] }));
    if (!paid.ok) throw new Error("purchase refused");
    const [v] = await t.owner
      .select({ id: vouchers.id })
      .from(vouchers)
      .innerJoin(orderItems, eq(orderItems.id, vouchers.orderItemId))
      .where(eq(orderItems.orderId, paid.orderId));
    return v!.id;
  }

  /** What each file says: the PDF's text, the Apple pass (downloaded and updated) and Google's object. */
  async function files(who: Caller, id: string) {
    const pdf = pdfTextRuns(new Uint8Array(await (await ask(who, id, pdfRoute)).arrayBuffer())).join(" ");
    const pass = passJson(await (await ask(who, id, passRoute)).arrayBuffer());
    const token = passAuthenticationToken(id, who.userId!, apple);
    const updated = await passUpdate(
      new Request(`http://localhost/api/passkit/v1/passes/${apple.passTypeId}/${id}`, {
        headers: { authorization: `ApplePass ${token}` },
      }),
      { params: Promise.resolve({ passType: apple.passTypeId, serial: id }) },
    );
    expect(updated.status).toBe(200);
    const location = (await ask(who, id, googleRoute)).headers.get("location")!;
    const jwt = location.replace("https://pay.google.com/gp/v/save/", "");
    const google = JSON.parse(Buffer.from(jwt.split(".")[1]!, "base64url").toString()).payload.genericObjects[0];
    return { pdf, pass, updated: passJson(await updated.arrayBuffer()), google };
  }
  const link = (pass: { coupon: { backFields: Field[] } }) => pass.coupon.backFields.find((f) => f.key === "link")!;

  it("an English order's PDF, passes and Google Wallet object are in English", async () => {
    const who = buyers[3]!;
    const { pdf, pass, updated, google } = await files(who, await voucherOf(who, "en"));
    expect(pdf).toContain("Valid until");
    expect(pdf).toContain("How to redeem");
    expect(pdf).toMatch(/[A-Z][a-z]+ \d{1,2}, \d{4}/); // the expiry, as English writes a date
    expect(pdf).toMatch(/Your coupons are always at \S+\/en\/my-coupons/);
    expect(pdf).not.toMatch(/Válido hasta|Cómo canjear| de 20\d\d/);
    for (const p of [pass, updated]) {
      expect(p.description).toMatch(/^CuponGT coupon: /);
      expect(p.coupon.secondaryFields[0]).toMatchObject({ label: "Code" });
      expect(p.coupon.auxiliaryFields[0]).toMatchObject({ label: "Valid until" });
      expect(link(p)).toMatchObject({ label: "Your coupons", value: expect.stringMatching(/\/en\/my-coupons$/) });
    }
    expect(google.subheader).toEqual({ defaultValue: { language: "en-US", value: "Code" } });
    expect(google.textModulesData.map((m: { header: string }) => m.header)).toContain("How to redeem");
  });

  it("a Spanish order's stay Spanish", async () => {
    const who = buyers[4]!;
    const { pdf, pass, updated, google } = await files(who, await voucherOf(who, "es"));
    expect(pdf).toContain("Válido hasta");
    expect(pdf).toMatch(/\d{1,2} de [a-z]+ de \d{4}/);
    expect(pdf).toMatch(/Tus cupones siempre están en \S+\/mis-cupones/);
    expect(pdf).not.toContain("/en/");
    for (const p of [pass, updated]) {
      expect(p.coupon.auxiliaryFields[0]).toMatchObject({ label: "Válido hasta" });
      expect(link(p).value).toMatch(/:\/\/[^/]+\/mis-cupones$/);
    }
    expect(google.subheader).toEqual({ defaultValue: { language: "es-419", value: "Código" } });
  });
});

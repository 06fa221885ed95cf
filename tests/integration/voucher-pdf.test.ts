// The printable voucher and the WhatsApp gift on every engine: the PDF route answers the voucher's
// holder only (another buyer and the business's own staff, who can read the voucher under RLS, get
// 404; signed out, the sign-in page), the receipt carries one PDF per voucher, and a gift sent the
// WhatsApp way mails nobody and hands the giver a wa.me link whose claim link works.
import { parseScannedVoucher } from "@/lib/domain/voucher-link";
import { generateKeyPairSync } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ANON, type Caller } from "@/lib/data/caller";
import { claimGift } from "@/lib/data/orders/gifts";
import { vouchers } from "@/lib/db/schema";
import { formatCode } from "@/lib/domain/voucher-code";
import { readOutbox } from "@/lib/email/mailer";
import { makeTestPassCertificates } from "@/tests/fixtures/pass-certificates";
import { pdfTextRuns } from "@/tests/fixtures/pdf-text";
import { zipEntries } from "@/tests/fixtures/zip-entries";
import { testEngines } from "./helpers/engines";
import { buyer, manager, reviewer0 } from "./helpers/fixtures";
import { buy, contact, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

vi.hoisted(() => {
  process.env.PAYMENT_DELAY_MS = "0";
});
const session = vi.hoisted(() => ({ caller: { role: "anon", userId: null } as Caller }));
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
wallets.apple = {
  passTypeId: "pass.gt.cupongt.prueba",
  teamId: "ABCDE12345",
  certificates: makeTestPassCertificates(),
};
wallets.google = {
  issuerId: "3388000000012345678",
  serviceAccountEmail: "wallet@cupongt-prueba.iam.gserviceaccount.com",
  privateKey: generateKeyPairSync("rsa", { modulusLength: 2048 })
    .privateKey.export({ type: "pkcs8", format: "pem" })
    .toString(),
};

const { GET } = await import("@/app/(es)/(account)/mis-cupones/pdf/[id]/route");
const { GET: applePass } = await import("@/app/(es)/(account)/mis-cupones/wallet/[id]/route");
const { GET: googleSave } = await import("@/app/(es)/(account)/mis-cupones/google-wallet/[id]/route");
const { giftVoucherAction } = await import("@/lib/actions/vouchers/gift-voucher");
const { drainJobs } = await import("@/lib/jobs/worker");
const { JOB_HANDLERS } = await import("@/lib/jobs/registry");

const download = (as: Caller, id: string, route = GET) => {
  session.caller = as;
  return route(new Request(`http://localhost/mis-cupones/x/${id}`), { params: Promise.resolve({ id }) });
};

describe.each(testEngines())("voucher PDF and WhatsApp gift [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });
  const db = () => t.owner;

  it("downloads for the holder only; the receipt carries one PDF per voucher", async () => {
    const couponId = await makeCoupon(db(), { details: { restrictions: ["Solo en mesa."] } });
    const result = await buy(buyer, { items: [{ couponId, quantity: 2 }] });
    if (!result.ok) throw new Error("purchase refused");
    const rows = await db().select().from(vouchers).where(eq(vouchers.couponId, couponId));
    const v = rows[0]!;

    const mine = await download(buyer, v.id);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toBe("application/pdf");
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    expect(mine.headers.get("content-disposition")).toBe(`attachment; filename="cupongt-${formatCode(v.code)}.pdf"`);
    const text = pdfTextRuns(new Uint8Array(await mine.arrayBuffer())).join("\n");
    expect(text).toContain(formatCode(v.code));
    expect(text).toContain("- Solo en mesa.");
    expect(text).toMatch(/Prueba [0-9a-f]{8}/);

    // The business's manager reads the voucher under RLS (to redeem it), but it is not theirs to print.
    for (const other of [reviewer0, manager]) expect((await download(other, v.id)).status).toBe(404);
    expect((await download(buyer, "not-a-uuid")).status).toBe(404);
    const signedOut = await download(ANON, v.id);
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get("location")).toBe("/auth?next=/mis-cupones");

    await drainJobs({ handlers: JOB_HANDLERS, backoff: { baseMs: 0, maxMs: 0 } });
    const number = result.orderId.slice(0, 8).toUpperCase();
    const [mail] = (await readOutbox(contact.email)).filter((m) => m.subject.includes(number));
    expect(mail!.attachments?.map((a) => a.filename).sort()).toEqual(
      rows.map((r) => `cupongt-${formatCode(r.code)}.pdf`).sort(),
    );
    for (const a of mail!.attachments!) {
      expect(a.contentType).toBe("application/pdf");
      const runs = pdfTextRuns(Buffer.from(a.contentBase64, "base64"));
      expect(runs.some((r) => a.filename.includes(r))).toBe(true);
    }
  });

  it("the wallet routes: a pkpass with the code and a Google save link, for the holder only", async () => {
    const couponId = await makeCoupon(db());
    const result = await buy(buyer, { items: [{ couponId, quantity: 1 }] });
    if (!result.ok) throw new Error("purchase refused");
    const [v] = await db().select().from(vouchers).where(eq(vouchers.couponId, couponId));

    const pass = await download(buyer, v!.id, applePass);
    expect(pass.status).toBe(200);
    expect(pass.headers.get("content-type")).toBe("application/vnd.apple.pkpass");
    const files = zipEntries(new Uint8Array(await pass.arrayBuffer()));
    const json = JSON.parse(files.get("pass.json")!.toString());
    // The QR carries the voucher's link, which the counter reads as its code.
    expect(parseScannedVoucher(json.barcodes[0].message)).toBe(v!.code);
    expect(json.barcodes[0].message).toMatch(/\/v\/[A-Z0-9]{12}$/);
    expect(json.serialNumber).toBe(v!.id);
    expect(files.has("signature")).toBe(true);
    expect((await download(reviewer0, v!.id, applePass)).status).toBe(404);

    const save = await download(buyer, v!.id, googleSave);
    expect(save.status).toBe(303);
    const jwt = save.headers.get("location")!.replace("https://pay.google.com/gp/v/save/", "");
    const claims = JSON.parse(Buffer.from(jwt.split(".")[1]!, "base64url").toString());
    expect(parseScannedVoucher(claims.payload.genericObjects[0].barcode.value)).toBe(v!.code);
    expect((await download(manager, v!.id, googleSave)).status).toBe(404);

    // Off (the embedded default): neither route exists.
    const on = { ...wallets };
    wallets.apple = wallets.google = null;
    try {
      expect((await download(buyer, v!.id, applePass)).status).toBe(404);
      expect((await download(buyer, v!.id, googleSave)).status).toBe(404);
    } finally {
      Object.assign(wallets, on);
    }
  });

  it("a gift by WhatsApp mails nobody and gives the giver a wa.me link whose claim link works", async () => {
    const couponId = await makeCoupon(db());
    const result = await buy(buyer, { items: [{ couponId, quantity: 1 }] });
    if (!result.ok) throw new Error("purchase refused");
    const [v] = await db().select().from(vouchers).where(eq(vouchers.couponId, couponId));
    const to = `wa-${Date.now()}@example.com`;
    session.caller = buyer;
    const reply = await giftVoucherAction({ voucherId: v!.id, channel: "whatsapp", email: to, message: "¡Salud!" });
    if (!reply.ok) throw new Error(reply.error);
    expect(reply.data.message).toBe("Regalo listo: envía el enlace por WhatsApp.");
    const url = reply.data.whatsappUrl!;
    expect(url.startsWith("https://wa.me/?text=")).toBe(true);
    const text = new URL(url).searchParams.get("text")!;
    expect(text).toContain("«¡Salud!»");
    expect(await readOutbox(to)).toEqual([]);
    const token = /\/regalo\/([A-Za-z0-9_-]{43})/.exec(text)![1]!;
    expect(await claimGift(reviewer0, token)).toMatchObject({ ok: true, voucherId: v!.id });

    expect(await giftVoucherAction({ voucherId: v!.id, channel: "paloma", email: to, message: "" })).toMatchObject({
      ok: false,
      fieldErrors: { channel: "Elige cómo enviar el enlace." },
    });
  });
});

// The FEL document lists on every engine: a business's members page through its documents with
// the URL's filters (month, kind, status, number / serie / UUID / receptor NIT) under row level
// security, so another business's member and a buyer see none; the operator's retry puts a failed
// document back in line once (audited), its job certifies it exactly once, and a non-operator
// cannot retry.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { authenticatedCaller, type Caller } from "@/lib/data/caller";
import { certifyOrderInvoices } from "@/lib/fel/data/certify";
import { listFailedFelDocuments, retryFelDocument } from "@/lib/fel/data/admin";
import { businessDocuments } from "@/lib/fel/data/lists";
import { rowsOf } from "@/lib/db/client";
import { REVIEWERS } from "@/lib/db/seed/users";
import { felDocuments } from "@/lib/db/schema";
import { currentGuatemalaMonth, parseDocumentFilters } from "@/lib/domain/fel/document-filters";
import { createLocalCertifier } from "@/lib/fel/local";
import { CertifierError, type FelCertifier } from "@/lib/fel/types";
import { testEngines } from "./helpers/engines";
import { setUpFelEmitter } from "./helpers/fel";
import { buyer, demoBusinessId, editor, manager, otherBusinessId, reviewer0, seller, userId } from "./helpers/fixtures";
import { buy, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const admin = authenticatedCaller(userId(REVIEWERS[7]!.key));
const session = vi.hoisted(() => ({ caller: null as Caller | null }));
vi.mock("@/lib/auth/session", async () => (await import("./helpers/mock-session")).sessionModule(() => session.caller));
const { retryFelDocumentAction } = await import("@/lib/actions/admin/retry-fel-document");

const local = createLocalCertifier();
const down: FelCertifier = {
  ...local,
  certify: () => Promise.reject(new CertifierError("Infile respondió 503", true)),
};
const attempt = (n: number, certifier: FelCertifier = local) => ({ certifier, attempt: n, maxAttempts: 8 });
const filters = (params: Record<string, string>) => parseDocumentFilters(params);

describe.each(testEngines())("FEL document lists [%s]", (engine) => {
  let t: TestDatabase;
  let certifiedOrder: string;
  let failedOrder: string;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await t.owner.execute(sql`insert into public.user_roles (user_id, role) values (${admin.userId}::uuid, 'admin')`);
    await setUpFelEmitter(t.owner);
    certifiedOrder = await paidOrder();
    await certifyOrderInvoices(certifiedOrder, attempt(1));
    // A buyer's NIT on this one (the purchase helper buys as 'CF').
    await t.owner.update(felDocuments).set({ receptorId: "12345679" }).where(eq(felDocuments.orderId, certifiedOrder));
    failedOrder = await paidOrder();
    await certifyOrderInvoices(failedOrder, attempt(8, down));
  });
  afterAll(async () => {
    await t.drop();
  });

  async function paidOrder() {
    const couponId = await makeCoupon(t.owner, { discountPrice: "45.00" });
    const result = await buy(buyer, { items: [{ couponId, quantity: 1 }] });
    if (!result.ok) throw new Error("purchase refused");
    return result.orderId;
  }
  const docOf = async (orderId: string) =>
    (await t.owner.select().from(felDocuments).where(eq(felDocuments.orderId, orderId)))[0]!;
  const ids = async (caller: Caller, params: Record<string, string> = {}, businessId = demoBusinessId) =>
    (await businessDocuments(caller, businessId, filters(params))).rows.map((r) => r.id);

  it("members list the business's documents newest first; the filters narrow them", async () => {
    const certified = await docOf(certifiedOrder);
    const failed = await docOf(failedOrder);
    expect(certified.status).toBe("certificado");
    expect(failed.status).toBe("fallido");
    for (const member of [seller, manager, editor]) expect(await ids(member)).toEqual([failed.id, certified.id]);

    const { rows } = await businessDocuments(seller, demoBusinessId, filters({}));
    expect(rows[1]).toMatchObject({ kind: "FACT", purpose: "venta", uuid: certified.uuid, receptorId: "12345679" });
    expect(rows[1]!.totalCents).toBe(Math.round(Number(certified.total) * 100));

    expect(await ids(seller, { estado: "certificado" })).toEqual([certified.id]);
    expect(await ids(seller, { estado: "fallido" })).toEqual([failed.id]);
    expect(await ids(seller, { estado: "anulado" })).toEqual([]);
    expect(await ids(seller, { tipo: "factura" })).toHaveLength(2);
    expect(await ids(seller, { tipo: "nota" })).toEqual([]);
    expect(await ids(seller, { tipo: "comision" })).toEqual([]);
    expect(await ids(seller, { mes: currentGuatemalaMonth() })).toHaveLength(2);
    expect(await ids(seller, { mes: "2020-01" })).toEqual([]);
    // The text box: a UUID's piece, the serie, the número, the receptor's NIT with its hyphen.
    expect(await ids(seller, { q: certified.uuid!.slice(9, 18).toLowerCase() })).toEqual([certified.id]);
    expect(await ids(seller, { q: certified.serie! })).toEqual([certified.id]);
    expect(await ids(seller, { q: certified.numero! })).toEqual([certified.id]);
    expect(await ids(seller, { q: "1234567-9" })).toEqual([certified.id]);
    expect(await ids(seller, { q: "%" })).toEqual([]);
    // Garbage in the URL is no filter at all.
    expect(await ids(seller, { mes: "2026-13", tipo: "x", estado: "'; drop", pagina: "-4" })).toHaveLength(2);
    expect(await ids(seller, { pagina: "2" })).toEqual([]);
  });

  it("another business's member and a buyer see nothing of the business's list", async () => {
    expect(await ids(reviewer0)).toEqual([]);
    expect(await ids(buyer)).toEqual([]);
    expect(await ids(seller, {}, otherBusinessId)).toEqual([]);
  });

  it("a non-operator cannot retry; the operator's retry re-certifies the failed document exactly once", async () => {
    const failed = await docOf(failedOrder);
    expect((await listFailedFelDocuments(admin)).map((d) => d.id)).toContain(failed.id);
    expect(await listFailedFelDocuments(seller)).toEqual([]);

    session.caller = seller;
    expect(await retryFelDocumentAction({ documentId: failed.id })).toEqual({
      ok: false,
      error: "Solo un administrador puede hacer esto.",
    });
    expect(await retryFelDocument(manager, failed.id)).toEqual({ ok: false, code: "forbidden" });
    expect((await docOf(failedOrder)).status).toBe("fallido");

    session.caller = admin;
    expect(await retryFelDocumentAction({ documentId: "no-es-un-id" })).toMatchObject({ ok: false });
    const [first, second] = await Promise.all([
      retryFelDocumentAction({ documentId: failed.id }),
      retryFelDocumentAction({ documentId: failed.id }),
    ]);
    // One of two simultaneous clicks retries; the other finds it no longer failed.
    expect([first.ok, second.ok].sort()).toEqual([false, true]);
    const jobs = rowsOf<{ name: string; payload: { orderId: string } }>(
      await t.owner.execute(
        sql`select name, payload from app_private.jobs where key like ${`fel-retry:${failed.id}:%`}`,
      ),
    );
    expect(jobs).toEqual([{ name: "certify_invoice", payload: { orderId: failedOrder } }]);
    const audit = rowsOf<{ n: number }>(
      await t.owner.execute(
        sql`select count(*)::int as n from public.admin_audit_log where action = 'retry_fel_document' and target_id = ${failed.id}`,
      ),
    );
    expect(audit[0]!.n).toBe(1);

    // The queued job, run twice at once, certifies it once; it leaves the operator's list.
    await Promise.all([certifyOrderInvoices(failedOrder, attempt(1)), certifyOrderInvoices(failedOrder, attempt(1))]);
    const after = await docOf(failedOrder);
    expect(after).toMatchObject({ status: "certificado", attempts: failed.attempts + 1, error: null });
    expect(await t.owner.select().from(felDocuments).where(eq(felDocuments.orderId, failedOrder))).toHaveLength(1);
    expect((await listFailedFelDocuments(admin)).map((d) => d.id)).not.toContain(failed.id);
    expect(await retryFelDocumentAction({ documentId: failed.id })).toMatchObject({ ok: false });
    expect(await retryFelDocumentAction({ all: true })).toEqual({ ok: true, data: { count: 0 } });
  });
});

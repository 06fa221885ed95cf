// A verification request through the real action on every engine: nothing is stored for a request
// that is refused (not an owner, one already waiting, already verified), a PDF that carries a
// script is refused in Spanish and never stored, and documents reach admins only, as downloads
// under a sandboxing policy.
import { readdir, rm } from "node:fs/promises";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { authenticatedCaller, type Caller } from "@/lib/data/caller";
import { businesses, verificationRequests } from "@/lib/db/schema";
import { testEngines } from "./helpers/engines";
import { manager, seller, userId } from "./helpers/fixtures";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";
import { REVIEWERS } from "@/lib/db/seed/users";

// Local storage goes under <PGLITE_DATA_DIR>/../private-documents: a folder of this test's own.
const dirs = vi.hoisted(() => {
  const root = `/tmp/cupongt-verification-test-${process.pid}`;
  process.env.PGLITE_DATA_DIR = `${root}/pglite`;
  return { root, documents: `${root}/private-documents` };
});
const session = vi.hoisted(() => ({ caller: null as Caller | null }));
vi.mock("@/lib/auth/session", async () => (await import("./helpers/mock-session")).sessionModule(() => session.caller));

const { requestVerificationAction } = await import("@/lib/actions/sellers/request-verification");
const { createBusinessAction } = await import("@/lib/actions/sellers/create-business");
const { GET: getDocument } = await import("@/app/(es)/admin/documentos/[name]/route");
const { nitCheckCharacter } = await import("@/lib/domain/nit");

const NIT = `1234567${nitCheckCharacter("1234567")}`;
const admin = authenticatedCaller(userId(REVIEWERS[5]!.key));

const CLEAN_PDF =
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n";
const SCRIPTED_PDF =
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n" +
  "3 0 obj\n<< /Type /Action /S /JavaScript /JS (app.launchURL\\('https://example.com/robar'\\)) >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n";

const form = (businessId: string, pdf: string) => {
  const data = new FormData();
  data.set("businessId", businessId);
  data.set("nit", NIT);
  data.set("file", new File([Buffer.from(pdf, "latin1")], "rtu.pdf", { type: "application/pdf" }));
  return data;
};
const stored = async () => (await readdir(dirs.documents).catch(() => [])).sort();

describe.each(testEngines())("verification documents [%s]", (engine) => {
  let t: TestDatabase;
  let businessId: string;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await t.owner.execute(sql`insert into public.user_roles (user_id, role) values (${admin.userId}::uuid, 'admin')`);
    session.caller = seller;
    const created = await createBusinessAction({ name: `Verificable ${engine}` });
    businessId = (created as { data: { id: string } }).data.id;
  });
  afterAll(async () => {
    await t.drop();
    await rm(dirs.root, { recursive: true, force: true });
  });
  beforeEach(() => {
    session.caller = null;
  });

  const requests = async () =>
    t.owner.select().from(verificationRequests).where(eq(verificationRequests.businessId, businessId));

  it("refuses a PDF that runs a script, in Spanish, and stores nothing", async () => {
    session.caller = seller;
    const before = await stored();
    expect(await requestVerificationAction(form(businessId, SCRIPTED_PDF))).toEqual({
      ok: false,
      error:
        "El PDF contiene elementos activos (JavaScript, acciones automáticas, archivos adjuntos o formularios XFA) o no se puede revisar. Expórtalo de nuevo como PDF simple o envía una foto del documento.",
    });
    expect(await stored()).toEqual(before);
    expect(await requests()).toEqual([]);
  });

  it("stores nothing for someone who is not the owner", async () => {
    session.caller = manager;
    const before = await stored();
    expect(await requestVerificationAction(form(businessId, CLEAN_PDF))).toEqual({
      ok: false,
      error: "Solo el dueño del negocio puede pedir la verificación.",
    });
    expect(await stored()).toEqual(before);
  });

  it("stores the document of a request that goes through, and nothing for one already waiting", async () => {
    session.caller = seller;
    const before = await stored();
    expect(await requestVerificationAction(form(businessId, CLEAN_PDF))).toEqual({
      ok: true,
      data: { message: "Solicitud enviada. Te avisaremos cuando la revisemos." },
    });
    const after = await stored();
    expect(after).toHaveLength(before.length + 1);
    const [request] = await requests();
    expect(after).toContain(request!.documentName);
    expect(await requestVerificationAction(form(businessId, CLEAN_PDF))).toEqual({
      ok: false,
      error: "Tu solicitud está en revisión.",
    });
    expect(await stored()).toEqual(after);
  });

  it("stores nothing for a business already verified", async () => {
    await t.owner.execute(
      sql`update public.verification_requests set status = 'approved' where business_id = ${businessId}::uuid`,
    );
    await t.owner.update(businesses).set({ isVerified: true }).where(eq(businesses.id, businessId));
    session.caller = seller;
    const before = await stored();
    expect(await requestVerificationAction(form(businessId, CLEAN_PDF))).toEqual({
      ok: false,
      error: "Tu negocio ya está verificado.",
    });
    expect(await stored()).toEqual(before);
  });

  it("serves a document to admins only, as a download under a sandboxing policy", async () => {
    const [request] = await requests();
    const name = request!.documentName;
    const get = () =>
      getDocument(new Request(`http://localhost/admin/documentos/${name}`), { params: Promise.resolve({ name }) });
    for (const caller of [null, seller, manager]) {
      session.caller = caller;
      expect((await get()).status).toBe(404);
    }
    session.caller = admin;
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${name}"`);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toMatch(/^sandbox;.*default-src 'none'/);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await response.arrayBuffer()).toString("latin1")).toBe(CLEAN_PDF);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cancellationIdentifier, createInfileCertifier } from "@/lib/fel/infile/adapter";
import { startInfileStandin, STANDIN_KEYS, type RunningInfileStandin } from "@/lib/fel/infile/standin";
import { createLocalCertifier, localUuid } from "@/lib/fel/local";
import { CertifierError, TEST_DOCUMENT_MARK } from "@/lib/fel/types";
import { buildAnulacionXml } from "@/lib/fel/xml/anulacion";
import { buildDteXml } from "@/lib/fel/xml/dte";
import { SALE } from "./fixtures";
import { validateAnulacion, validateDte } from "./xsd";

const xml = buildDteXml(SALE);
const anulacion = (uuid: string) =>
  buildAnulacionXml({
    uuid,
    emitterNit: SALE.emitter.nit,
    receptorId: "5762",
    issuedAt: SALE.issuedAt,
    cancelledAt: new Date("2026-11-28T10:00:00Z"),
    reason: "Emitido por error",
  });

describe("local certifier", { timeout: 20_000 }, () => {
  const local = createLocalCertifier(() => new Date("2026-11-27T14:31:00Z"));

  it("certifies with serie and número derived from the UUID, marked as a test, still valid XML", async () => {
    const doc = await local.certify({ documentId: "inv-1", emitterNit: SALE.emitter.nit, xml });
    expect(doc.uuid).toBe(localUuid(SALE.emitter.nit, "inv-1"));
    expect(doc.serie).toBe(doc.uuid.slice(0, 8));
    expect(doc.numero).toBe(String(parseInt(doc.uuid.slice(9, 13) + doc.uuid.slice(14, 18), 16)));
    expect(doc.test).toBe(true);
    expect(doc.xml).toContain(TEST_DOCUMENT_MARK);
    expect(doc.xml).toContain(`Serie="${doc.serie}"`);
    const r = await validateDte(doc.xml);
    expect(r.errors).toEqual([]);
  });

  it("a retried document gets the same UUID; another document a different one", async () => {
    const again = await local.certify({ documentId: "inv-1", emitterNit: SALE.emitter.nit, xml });
    const other = await local.certify({ documentId: "inv-2", emitterNit: SALE.emitter.nit, xml });
    expect(again.uuid).toBe(localUuid(SALE.emitter.nit, "inv-1"));
    expect(other.uuid).not.toBe(again.uuid);
  });

  it("refuses XML that is not an uncertified DTE, and returns the typed name for a NIT", async () => {
    await expect(local.certify({ documentId: "x", emitterNit: "1", xml: "<a/>" })).rejects.toBeInstanceOf(
      CertifierError,
    );
    expect(await local.lookupNit("5762", " Ana López ")).toBe("Ana López");
    expect(await local.lookupNit("5762")).toBeNull();
  });

  it("cancels with the emitter signature the anulación schema requires", async () => {
    const done = await local.cancel({
      documentId: "inv-1-anul",
      emitterNit: SALE.emitter.nit,
      xml: anulacion(localUuid("1", "2")),
    });
    const r = await validateAnulacion(done.xml);
    expect(r.errors).toEqual([]);
  });
});

describe("infile adapter against the local stand-in", { timeout: 20_000 }, () => {
  let standin: RunningInfileStandin;
  let infile: ReturnType<typeof createInfileCertifier>;
  beforeAll(async () => {
    standin = await startInfileStandin({ names: { "5762": "ANA LÓPEZ" } });
    infile = createInfileCertifier({
      apiUrl: standin.url,
      signUrl: standin.signUrl,
      nitUrl: standin.nitUrl,
      ...STANDIN_KEYS,
    });
  });
  afterAll(() => standin.close());

  it("signs, certifies, and a repeated identificador returns the same document", async () => {
    const first = await infile.certify({ documentId: "inv-9", emitterNit: SALE.emitter.nit, xml });
    const again = await infile.certify({ documentId: "inv-9", emitterNit: SALE.emitter.nit, xml });
    expect(again.uuid).toBe(first.uuid);
    expect(standin.issued.size).toBe(1);
    expect(first.serie).toBe(first.uuid.slice(0, 8));
    expect((await validateDte(first.xml)).errors).toEqual([]);
  });

  it("a certifier that is down is a retryable error; then it works", async () => {
    standin.failNext(1);
    const error = await infile.certify({ documentId: "inv-10", emitterNit: SALE.emitter.nit, xml }).catch((e) => e);
    expect(error).toBeInstanceOf(CertifierError);
    expect(error.retryable).toBe(true);
    expect((await infile.certify({ documentId: "inv-10", emitterNit: SALE.emitter.nit, xml })).uuid).toMatch(
      /^[0-9A-F-]{36}$/,
    );
  });

  it("a refused document is not retryable; wrong keys are refused", async () => {
    const refused = await infile.certify({ documentId: "inv-11", emitterNit: "1", xml: "<a/>" }).catch((e) => e);
    expect(refused.retryable).toBe(false);
    const wrong = createInfileCertifier({
      apiUrl: standin.url,
      signUrl: standin.signUrl,
      nitUrl: standin.nitUrl,
      ...STANDIN_KEYS,
      apiKey: "x",
    });
    expect((await wrong.certify({ documentId: "inv-12", emitterNit: "1", xml }).catch((e) => e)).retryable).toBe(false);
  });

  it("looks up the registered name of a NIT and cancels", async () => {
    expect(await infile.lookupNit("576-2")).toBe("ANA LÓPEZ");
    expect(await infile.lookupNit("5760")).toBeNull();
    expect(await infile.lookupNit("12345679")).toBeNull(); // valid, but not in this stand-in's table
    const done = await infile.cancel({
      documentId: "inv-9-anul",
      emitterNit: SALE.emitter.nit,
      xml: anulacion(localUuid("1", "2")),
    });
    expect((await validateAnulacion(done.xml)).errors).toEqual([]);
  });

  it("cancels under an identificador of its own, and a repeated cancellation gets the same answer", async () => {
    const request = { documentId: "inv-10", emitterNit: SALE.emitter.nit, xml: anulacion(localUuid("1", "3")) };
    const first = await infile.cancel(request);
    const again = await infile.cancel(request);
    expect(again).toEqual(first);
    expect(cancellationIdentifier("inv-10")).toBe("inv-10-ANULACION");
    expect([...standin.cancelled.keys()]).toContain(`${SALE.emitter.nit}:inv-10-ANULACION`);
  });
});

// The checkout's receptor rule (lib/actions/_lib/invoice-receptor.ts) with a certifier that knows
// one NIT, one that is down, and the limit at its default: 'CF' is refused at or above Q2,500 with
// the SAT's reason; a NIT takes its registered name and a CUI its RENAP name, an unregistered one is
// refused; a certifier that is down never stops the purchase.
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { FelCertifier } from "@/lib/fel/types";

const lookup = vi.hoisted(() => ({ fn: vi.fn<FelCertifier["lookupNit"]>(), cui: vi.fn<FelCertifier["lookupCui"]>() }));
vi.mock("@/lib/fel", () => ({ getCertifier: () => ({ lookupNit: lookup.fn, lookupCui: lookup.cui }) }));

const { invoiceReceptor } = await import("@/lib/actions/_lib/invoice-receptor");

const LIMIT = 250_000;
const CUI = "1234567890101";

describe("invoice receptor at checkout", () => {
  beforeEach(() => {
    lookup.fn.mockReset();
    lookup.fn.mockImplementation(async (nit) => (nit === "12345679" ? "COMERCIO DE PRUEBA, S.A." : null));
    lookup.cui.mockReset();
    lookup.cui.mockImplementation(async (cui) => (cui === CUI ? "LOPEZ GARCIA, ANA MARIA" : null));
  });

  it("takes 'CF' below the limit and refuses it at or above, naming the limit and the way out", async () => {
    expect(await invoiceReceptor("CF", LIMIT - 1, "Ana")).toEqual({ ok: true, name: null });
    for (const total of [LIMIT, LIMIT * 10]) {
      const answer = await invoiceReceptor("CF", total, "Ana");
      expect(answer.ok).toBe(false);
      if (answer.ok) continue;
      expect(answer.failure).toMatchObject({
        ok: false,
        error:
          "Para compras de Q2,500.00 o más, la SAT exige que la factura lleve tu NIT o tu CUI (DPI). Ingrésalo para continuar.",
      });
    }
    expect(lookup.fn).not.toHaveBeenCalled();
  });

  it("a NIT takes the name registered for it at any total; one SAT does not know is refused", async () => {
    expect(await invoiceReceptor("12345679", LIMIT * 2, "Ana")).toEqual({ ok: true, name: "COMERCIO DE PRUEBA, S.A." });
    const unknown = await invoiceReceptor("5762", 1_000, "Ana");
    expect(unknown).toMatchObject({
      ok: false,
      failure: { error: expect.stringMatching(/no tiene registrado ese NIT/) },
    });
  });

  it("a CUI takes the name RENAP has for it; one RENAP does not know is refused", async () => {
    expect(await invoiceReceptor(CUI, LIMIT * 2, "Ana López")).toEqual({ ok: true, name: "LOPEZ GARCIA, ANA MARIA" });
    expect(lookup.fn).not.toHaveBeenCalled();
    const unknown = await invoiceReceptor("3021456720101", 1_000, "Ines");
    expect(unknown).toMatchObject({
      ok: false,
      failure: { error: expect.stringMatching(/RENAP no tiene registrado ese CUI/) },
    });
    lookup.cui.mockRejectedValue(new Error("timeout"));
    expect(await invoiceReceptor(CUI, 1_000, "Ana López")).toEqual({ ok: true, name: "Ana López" });
  });

  it("a certifier that is down: the buyer's name, the purchase goes on", async () => {
    lookup.fn.mockRejectedValue(new Error("timeout"));
    expect(await invoiceReceptor("12345679", 1_000, "Ana López")).toEqual({ ok: true, name: "Ana López" });
  });

  it("refuses what the checkout schema would never pass (a wrong check digit)", async () => {
    expect(await invoiceReceptor("12345678", 1_000, "Ana")).toMatchObject({ ok: false });
  });
});

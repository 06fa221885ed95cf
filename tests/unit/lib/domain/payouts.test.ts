import { describe, expect, it } from "vitest";
import { markPayoutSchema, payoutSettingsSchema, payoutsCsv } from "@/lib/ledger/rules/payouts";

const ID = "6c44b9f2-deb9-4ea8-a6da-deee6983abf8";

describe("the operator's payout form", () => {
  it("needs the bank's reference to mark paid and the reason to mark failed, not to mark sent", () => {
    expect(markPayoutSchema.safeParse({ payoutId: ID, state: "enviado", note: "" }).success).toBe(true);
    for (const state of ["pagado", "fallido"]) {
      const r = markPayoutSchema.safeParse({ payoutId: ID, state, note: "  " });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toContain("admin.payouts.noteRequired");
      expect(markPayoutSchema.safeParse({ payoutId: ID, state, note: "BI-123" }).success).toBe(true);
    }
  });

  it("refuses an unknown state, a bad id and a note over 100 characters", () => {
    expect(markPayoutSchema.safeParse({ payoutId: ID, state: "programado", note: "x" }).success).toBe(false);
    expect(markPayoutSchema.safeParse({ payoutId: "x", state: "enviado" }).success).toBe(false);
    expect(markPayoutSchema.safeParse({ payoutId: ID, state: "pagado", note: "x".repeat(101) }).success).toBe(false);
  });
});

describe("the payouts CSV", () => {
  it("has a BOM, CRLF lines, quetzal amounts with a dot, a total, and no live formulas", () => {
    const csv = payoutsCsv(
      [
        {
          id: "p1",
          businessName: "=HYPERLINK(1)",
          period: "2030-01-07",
          amountCents: 15_300,
          state: "Pagado",
          reference: "BI, 77",
        },
        {
          id: "p2",
          businessName: "Café Ñandú",
          period: "2030-01-07",
          amountCents: 10_005,
          state: "Programado",
          reference: null,
        },
      ],
      ["Pago", "Negocio", "Corrida", "Monto (Q)", "Estado", "Referencia"],
      "Total",
    );
    expect(csv.startsWith("\uFEFFPago,Negocio,Corrida,Monto (Q),Estado,Referencia\r\n")).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines[1]).toBe(`p1,'=HYPERLINK(1),2030-01-07,153.00,Pagado,"BI, 77"`);
    expect(lines[2]).toBe("p2,Café Ñandú,2030-01-07,100.05,Programado,");
    expect(lines[3]).toBe("Total,,,253.05,,");
    expect(lines[4]).toBe("");
  });
});

describe("the payout settings form", () => {
  it("takes a weekday 1-7 and a minimum in quetzales, and nothing else", () => {
    expect(payoutSettingsSchema.parse({ weekday: "5", minimum: "Q100" })).toEqual({ weekday: 5, minimum: 10_000 });
    expect(payoutSettingsSchema.parse({ weekday: 1, minimum: "99,5" })).toEqual({ weekday: 1, minimum: 9_950 });
    for (const bad of [
      { weekday: "0", minimum: "100" },
      { weekday: "8", minimum: "100" },
      { weekday: "2.5", minimum: "100" },
      { weekday: "1", minimum: "1,250.00" },
      { weekday: "1", minimum: "100001" },
      { weekday: "1", minimum: "-5" },
    ])
      expect(payoutSettingsSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});

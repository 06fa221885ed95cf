import { describe, expect, it } from "vitest";
import { BANKS, bankAccountSchema, bankBatchCsv, bankName, maskedNumber } from "@/lib/ledger/rules/bank-accounts";

const ID = "6c44b9f2-deb9-4ea8-a6da-deee6983abf8";
const GOOD = {
  businessId: ID,
  bank: "industrial",
  accountType: "monetaria",
  number: "030-010456-7",
  holderName: "  Ana Pérez ",
  holderNit: "1234567-9",
};

describe("the owner's bank account form", () => {
  it("normalises the number (digits only) and the NIT, and trims the holder", () => {
    const r = bankAccountSchema.parse(GOOD);
    expect(r).toEqual({ ...GOOD, number: "0300104567", holderName: "Ana Pérez", holderNit: "12345679" });
  });

  it("refuses a bank off the list, an unknown type, a short or lettered number, CF and a bad NIT", () => {
    const code = (input: object) => bankAccountSchema.safeParse({ ...GOOD, ...input }).error?.issues[0]?.message ?? "";
    expect(code({ bank: "chase" })).toContain("bankAccount.bankInvalid");
    expect(code({ accountType: "corriente" })).toContain("bankAccount.typeInvalid");
    expect(code({ number: "12345" })).toContain("bankAccount.numberInvalid");
    expect(code({ number: "12345ABC" })).toContain("bankAccount.numberInvalid");
    expect(code({ number: "1".repeat(21) })).toContain("bankAccount.numberInvalid");
    expect(code({ holderNit: "CF" })).toContain("bankAccount.nitInvalid");
    expect(code({ holderNit: "1234567-0" })).toContain("bankAccount.nitInvalid");
    expect(code({ holderName: " " })).toContain("bankAccount.holderRequired");
    expect(code({ holderName: "x".repeat(121) })).toContain("bankAccount.holderTooLong");
  });

  it("lists the Guatemalan banks the issue names, with unique codes the database accepts", () => {
    const names = BANKS.map(([, name]) => name).join(" | ");
    for (const bank of ["Banco Industrial", "Banrural", "BAM", "G&T Continental", "BAC Credomatic", "Promerica"])
      expect(names).toContain(bank);
    for (const bank of ["Interbanco", "Bantrab", "Banco Inmobiliario", "Ficohsa"]) expect(names).toContain(bank);
    const codes = BANKS.map(([code]) => code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[a-z_]{2,30}$/);
    expect(bankName("gyt")).toBe("G&T Continental");
    expect(maskedNumber("4567")).toBe("****4567");
  });
});

describe("the operator's bank batch", () => {
  it("has one transfer per line with the full account, a total, leaves held payouts out, and neutralises formulas", () => {
    const csv = bankBatchCsv(
      [
        {
          payoutId: "p1",
          businessName: "=HYPERLINK()",
          amountCents: 15_300,
          bank: "bac",
          accountType: "ahorro",
          number: "0300104567",
          holderName: "Ana, S.A.",
          holderNit: "12345679",
          held: null,
        },
        {
          payoutId: "p2",
          businessName: "Sin cuenta",
          amountCents: 10_000,
          bank: null,
          accountType: null,
          number: null,
          holderName: null,
          holderNit: null,
          held: null,
        },
        {
          payoutId: "p3",
          businessName: "Cuenta cambiada después de programar",
          amountCents: 99_900,
          bank: "bam",
          accountType: "monetaria",
          number: "111111111",
          holderName: "Retenido",
          holderNit: "12345679",
          held: "cuenta_cambiada",
        },
      ],
      ["Pago", "Negocio", "Monto", "Banco", "Tipo", "Cuenta", "Titular", "NIT"],
      "Total",
    );
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.slice(1).split("\r\n")).toEqual([
      "Pago,Negocio,Monto,Banco,Tipo,Cuenta,Titular,NIT",
      'p1,\'=HYPERLINK(),153.00,BAC Credomatic,ahorro,0300104567,"Ana, S.A.",12345679',
      "p2,Sin cuenta,100.00,,,,,",
      "Total,,253.00,,,,,",
      "",
    ]);
  });
});

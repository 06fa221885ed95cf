import { describe, expect, it } from "vitest";
import { decryptAccountNumber, encryptAccountNumber, payoutAccountKey } from "@/lib/ledger/crypto/bank-account-cipher";
import { parseEnv } from "@/lib/env";

const A = "6c44b9f2-deb9-4ea8-a6da-deee6983abf8";
const B = "0d1f3a52-7e55-4b1e-9d44-2b3f7a0c9e11";
const HEX_KEY = "ab".repeat(32);

describe("bank account numbers at rest", () => {
  it("round-trips, never shows the number, and differs every time (random IV)", () => {
    const one = encryptAccountNumber("0300104567", A);
    const two = encryptAccountNumber("0300104567", A);
    expect(one).toMatch(/^v1\./);
    expect(one).not.toContain("0300104567");
    expect(one).not.toBe(two);
    expect(decryptAccountNumber(one, A)).toBe("0300104567");
  });

  it("refuses another business's id, a tampered ciphertext and another key", () => {
    const c = encryptAccountNumber("0300104567", A);
    expect(() => decryptAccountNumber(c, B)).toThrow();
    const parts = c.split(".");
    parts[4] = Buffer.from("9999999999").toString("base64url");
    expect(() => decryptAccountNumber(parts.join("."), A)).toThrow();
    const other = payoutAccountKey(parseEnv({ PAYOUT_ACCOUNT_KEY: HEX_KEY }));
    expect(() => decryptAccountNumber(c, A, other)).toThrow(/another PAYOUT_ACCOUNT_KEY/);
    expect(decryptAccountNumber(encryptAccountNumber("12345678", A, other), A, other)).toBe("12345678");
  });

  it("reads the key as hex or base64, and refuses to run without one where SITE_URL is set", () => {
    const hex = payoutAccountKey(parseEnv({ PAYOUT_ACCOUNT_KEY: HEX_KEY }));
    const b64 = payoutAccountKey(parseEnv({ PAYOUT_ACCOUNT_KEY: Buffer.alloc(32, 0xab).toString("base64") }));
    expect(hex.equals(b64)).toBe(true);
    expect(payoutAccountKey(parseEnv({}))).toHaveLength(32);
    expect(() => payoutAccountKey(parseEnv({ SITE_URL: "https://cupongt.com" }))).toThrow(
      /PAYOUT_ACCOUNT_KEY is required/,
    );
    expect(() => parseEnv({ PAYOUT_ACCOUNT_KEY: "short" })).toThrow(/32 bytes/);
  });
});

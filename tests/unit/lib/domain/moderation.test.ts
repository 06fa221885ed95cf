import { describe, expect, it } from "vitest";
import { decisionReason, replySchema, reportSchema, verificationNitSchema } from "@/lib/domain/moderation";
import { nitCheckCharacter } from "@/lib/domain/nit";
import { isPdf, mimeOfDocumentName } from "@/lib/domain/verification-document";

const id = "0b7c3c2e-6f9b-4a51-9d2a-3f1c5b7e9a10";

describe("replySchema (issue 14: trimmed, 1-1,000 characters)", () => {
  it("trims and accepts up to 1,000 characters", () => {
    expect(replySchema.parse({ reviewId: id.toUpperCase(), body: "  Gracias  " })).toEqual({
      reviewId: id,
      body: "Gracias",
    });
    expect(replySchema.safeParse({ reviewId: id, body: "x".repeat(1000) }).success).toBe(true);
  });
  it("refuses a blank or too long reply with the Spanish codes", () => {
    expect(replySchema.safeParse({ reviewId: id, body: "   " }).error?.issues[0]?.message).toBe(
      "moderation.replyRequired",
    );
    expect(replySchema.safeParse({ reviewId: id, body: "x".repeat(1001) }).error?.issues[0]?.message).toBe(
      "moderation.replyTooLong",
    );
  });
});

describe("reportSchema", () => {
  it("takes a listed reason and optional details (blank -> null)", () => {
    expect(reportSchema.parse({ kind: "coupon", targetId: id, reason: "fraud", details: "  " })).toEqual({
      kind: "coupon",
      targetId: id,
      reason: "fraud",
      details: null,
    });
  });
  it("refuses an unknown reason, kind or over-long details", () => {
    expect(reportSchema.safeParse({ kind: "coupon", targetId: id, reason: "boring" }).error?.issues[0]?.message).toBe(
      "moderation.reasonRequired",
    );
    expect(reportSchema.safeParse({ kind: "business", targetId: id, reason: "spam" }).success).toBe(false);
    expect(
      reportSchema.safeParse({ kind: "review", targetId: id, reason: "spam", details: "x".repeat(1001) }).success,
    ).toBe(false);
  });
});

describe("verificationNitSchema", () => {
  const nit = `1234567${nitCheckCharacter("1234567")}`;
  it("normalises a valid NIT and refuses CF or a wrong check character", () => {
    expect(verificationNitSchema.parse(`${nit.slice(0, -1)}-${nit.slice(-1)}`)).toBe(nit);
    expect(verificationNitSchema.safeParse("CF").success).toBe(false);
    expect(verificationNitSchema.safeParse("").success).toBe(false);
    const wrong = nit.slice(0, -1) + (nit.endsWith("1") ? "2" : "1");
    expect(verificationNitSchema.safeParse(wrong).success).toBe(false);
  });
});

describe("decisionReason and documents", () => {
  it("makes a blank reason null and limits it to 500 characters", () => {
    expect(decisionReason.parse("  ")).toBeNull();
    expect(decisionReason.safeParse("x".repeat(501)).success).toBe(false);
  });
  it("recognises PDFs by their bytes and serves only our document names", () => {
    expect(isPdf(new TextEncoder().encode("%PDF-1.7"))).toBe(true);
    expect(isPdf(new TextEncoder().encode("<html>"))).toBe(false);
    expect(mimeOfDocumentName(`${id}.pdf`)).toBe("application/pdf");
    expect(mimeOfDocumentName("../etc/passwd")).toBeNull();
  });
});

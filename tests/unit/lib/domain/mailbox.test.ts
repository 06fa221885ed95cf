import { describe, expect, it } from "vitest";
import { canonicalMailbox, sameMailbox } from "@/lib/domain/mailbox";

describe("canonicalMailbox", () => {
  it("lower-cases and strips a +tag from the local part", () => {
    expect(canonicalMailbox("Ana+1@Example.com")).toBe("ana@example.com");
    expect(canonicalMailbox("ana+promo+2@example.com")).toBe("ana@example.com");
    expect(canonicalMailbox("  ana@example.com ")).toBe("ana@example.com");
  });

  it("drops dots only where the provider ignores them, and treats googlemail as gmail", () => {
    expect(canonicalMailbox("a.n.a@gmail.com")).toBe("ana@gmail.com");
    expect(canonicalMailbox("A.na+x@GoogleMail.com")).toBe("ana@gmail.com");
    expect(canonicalMailbox("a.na@example.com")).toBe("a.na@example.com");
  });

  it("keeps what is not an address as it is, lower-cased", () => {
    expect(canonicalMailbox("sin-arroba")).toBe("sin-arroba");
    expect(canonicalMailbox("+tag@example.com")).toBe("@example.com");
  });

  it("tells a self-referral apart from a different person", () => {
    expect(sameMailbox("x.y+5@gmail.com", "xy@googlemail.com")).toBe(true);
    expect(sameMailbox("x.y@example.com", "xy@example.com")).toBe(false);
  });
});
